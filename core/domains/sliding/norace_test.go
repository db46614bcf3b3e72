//go:build !race

package sliding

const raceEnabled = false
