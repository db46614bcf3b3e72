// Package games is how the command line and the window reach the
// two-player games: the letter game's positions, moves and adversarial
// engines, without importing its domain package. A game is not a puzzle:
// it has two sides and a value, not a goal and a path, so it stands beside
// the puzzles' catalogue rather than in it.
package games
