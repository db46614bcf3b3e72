package lab

import "frontier/core/puzzles"

// Sliding is the sliding puzzle of the given width.
func Sliding(width int, diagonal bool) puzzles.Spec {
	return puzzles.Spec{ID: puzzles.Sliding, Settings: puzzles.SlidingOptions{Width: width, Diagonal: diagonal}.Settings()}
}

// Cube is the 2×2×2 cube.
var Cube = puzzles.Spec{ID: puzzles.Cube}
