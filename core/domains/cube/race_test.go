//go:build race

package cube

// raceEnabled trims the slowest solves, which the race detector makes ten
// times slower.
const raceEnabled = true
