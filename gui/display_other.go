//go:build !(linux || freebsd || netbsd || openbsd || dragonfly)

package gui

import "fyne.io/fyne/v2"

// openDisplay has nothing to check where every session has a display
// (Windows, macOS).
func openDisplay() error { return nil }

// deskArea is unknown here: the window opens at its usual size.
func deskArea() fyne.Size { return fyne.Size{} }
