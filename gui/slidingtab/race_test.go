//go:build race

package slidingtab

const raceEnabled = true
