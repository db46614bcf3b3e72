//go:build race

package lab

// raceEnabled shrinks the experiments of the tests under the race detector,
// which slows searches tenfold.
const raceEnabled = true
