//go:build !js

package gui

// pageStarted is for a browser page; a desktop window needs no signal.
func pageStarted() {}

// guardPage is for a browser page; a desktop window asks through its
// close intercept.
func guardPage(func() bool) {}
