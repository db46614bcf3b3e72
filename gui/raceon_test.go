//go:build race

package gui

// raceEnabled: the race detector is on, which makes every memory access
// several times slower.
const raceEnabled = true
