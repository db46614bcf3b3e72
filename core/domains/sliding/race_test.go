//go:build race

package sliding

const raceEnabled = true
