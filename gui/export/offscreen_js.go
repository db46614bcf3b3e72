package export

import (
	"image"

	"fyne.io/fyne/v2"
)

// In a browser page Show says at once that the page has no files to save
// a picture to, so nothing is drawn off-screen there, and Fyne's software
// canvas, with the test package it depends on, stays out of the page's
// download. Reaching these is a programming error.

func capture(fyne.CanvasObject, fyne.Size, float32) image.Image {
	panic("export: no off-screen drawing in a browser page")
}

func rendererObjects(fyne.Widget) []fyne.CanvasObject {
	panic("export: no off-screen drawing in a browser page")
}
