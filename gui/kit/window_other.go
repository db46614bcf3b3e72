//go:build !js

package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// quitKey quits the app from any of its windows, as the main window's
// menu does.
var quitKey = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}

func newWindow(a fyne.App, title string) fyne.Window {
	w := &deskWindow{Window: a.NewWindow(title)}
	w.Canvas().AddShortcut(quitKey, func(fyne.Shortcut) {
		if quit != nil {
			quit()
		}
	})
	return w
}

// deskWindow is a window whose content is held to the desk (deskLayout).
// Content gives back the content as set.
type deskWindow struct {
	fyne.Window
	content fyne.CanvasObject
}

func (w *deskWindow) SetContent(c fyne.CanvasObject) {
	w.content = c
	w.Window.SetContent(&fyne.Container{Layout: &deskLayout{w: w.Window}, Objects: []fyne.CanvasObject{c}})
}

func (w *deskWindow) Content() fyne.CanvasObject { return w.content }
