//go:build !((linux || freebsd || netbsd || openbsd || dragonfly) && !wayland)

package kit

import (
	"image"

	"fyne.io/fyne/v2"
)

// CarryOnAfterWindowErrors has nothing to do where the window system
// is not X11, whose library ends a process at a refused request.
func CarryOnAfterWindowErrors() {}

// gone cannot tell here: a window is taken to be there.
func gone(fyne.Window) bool { return false }

// placeOnDesk leaves a window where the window system placed it: only
// X11's position is read here.
func placeOnDesk(fyne.Window, image.Rectangle) {}
