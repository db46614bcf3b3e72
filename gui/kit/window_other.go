//go:build !js

package kit

import "fyne.io/fyne/v2"

func newWindow(a fyne.App, title string) fyne.Window { return a.NewWindow(title) }
