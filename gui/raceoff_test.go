//go:build !race

package gui

const raceEnabled = false
