//go:build js

package gui

// checkPreferences is for a desktop: a page keeps its preferences in the
// browser's storage, which the toolkit reads and writes itself.
func checkPreferences() {}
