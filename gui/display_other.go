//go:build !(linux || freebsd || netbsd || openbsd || dragonfly)

package gui

// openDisplay has nothing to check where every session has a display
// (Windows, macOS).
func openDisplay() error { return nil }
