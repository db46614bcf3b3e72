//go:build !js

package export

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"
)

// capture draws obj on a canvas of size logical at scale.
func capture(obj fyne.CanvasObject, logical fyne.Size, scale float32) image.Image {
	c := software.NewCanvas()
	c.SetPadded(false)
	c.SetScale(scale)
	c.Resize(logical)
	c.SetContent(obj)
	img := c.Capture()
	c.SetContent(nil)
	return img
}

// rendererObjects is a widget's drawn objects. The software canvas
// already depends on Fyne's test package; its WidgetRenderer is the
// public way to the renderer the toolkit keeps for a widget.
func rendererObjects(w fyne.Widget) []fyne.CanvasObject {
	return test.WidgetRenderer(w).Objects()
}
