//go:build !(linux || freebsd || netbsd || openbsd || dragonfly)

package gui

import "image"

// openDisplay has nothing to check where every session has a display
// (Windows, macOS).
func openDisplay() error { return nil }

// deskArea is unknown here: the window opens at its usual size.
func deskArea() image.Rectangle { return image.Rectangle{} }
