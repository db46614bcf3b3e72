// Package export draws what a window has on show into a PNG file fit for
// a slide: off-screen, with Fyne's software renderer, at a width chosen in
// pixels rather than the window's, in the theme on show or a print theme.
package export

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"

	"frontier/core/atomicfile"
)

// Exporter is what has a picture worth exporting: a tab, the watch view,
// a chart. ExportObject is the object on show now, laid out in the window
// (or at least able to lay itself out at its least size).
type Exporter interface {
	ExportObject() fyne.CanvasObject
}

// MaxSide bounds either side of an export, in pixels: 8192 keeps an image
// of a very tall tree to some 256 MB while drawing.
const MaxSide = 8192

// Render draws obj off-screen width pixels wide, in the app's current
// theme, and returns the image; its height keeps obj's proportions, and
// both sides are held to MaxSide (the width then shrinks with the
// height). obj is drawn at the size it has in its window, or its least
// size when it has none yet; it is put back where it was afterwards, so
// the window's own drawing is not disturbed. Call it on the UI goroutine.
func Render(obj fyne.CanvasObject, width int) (image.Image, error) {
	if obj == nil {
		return nil, errors.New("nothing on show to export")
	}
	if width < 1 {
		return nil, fmt.Errorf("width %d: want at least one pixel", width)
	}
	pos, size := obj.Position(), obj.Size()
	logical := size.Max(obj.MinSize())
	if logical.Width < 1 || logical.Height < 1 {
		return nil, errors.New("nothing on show to export: the picture has no size")
	}
	scale := float32(width) / logical.Width
	if h := logical.Height * scale; h > MaxSide {
		scale = MaxSide / logical.Height
	}
	if scale*logical.Width > MaxSide {
		scale = MaxSide / logical.Width
	}
	c := software.NewCanvas()
	c.SetPadded(false)
	c.SetScale(scale)
	c.Resize(logical)
	c.SetContent(obj)
	refresh(obj)
	img := c.Capture()
	c.SetContent(nil)
	obj.Move(pos)
	if size != logical {
		obj.Resize(size)
	}
	return img, nil
}

// refresh refreshes obj and everything inside it, so that colours read
// from the theme when drawn follow a theme just set.
func refresh(obj fyne.CanvasObject) {
	switch o := obj.(type) {
	case *fyne.Container:
		for _, c := range o.Objects {
			refresh(c)
		}
	case fyne.Widget:
		for _, c := range rendererObjects(o) {
			refresh(c)
		}
	}
	obj.Refresh()
}

// RenderIn is Render with th as the app's theme while it draws (nil for
// the theme on show); the theme on show comes back before it returns.
// Setting the app's theme, rather than overriding it for obj, is what
// reaches drawings that read colours from the app's theme.
func RenderIn(a fyne.App, th fyne.Theme, obj fyne.CanvasObject, width int) (image.Image, error) {
	if th != nil {
		old := a.Settings().Theme()
		a.Settings().SetTheme(th)
		defer func() {
			a.Settings().SetTheme(old)
			refresh(obj)
		}()
	}
	return Render(obj, width)
}

// WritePNG writes img to path as PNG, whole or not at all.
func WritePNG(path string, img image.Image) error {
	return atomicfile.WriteFile(path, func(w io.Writer) error { return png.Encode(w, img) })
}

// rendererObjects is a widget's drawn objects. The software canvas
// already depends on Fyne's test package; its WidgetRenderer is the
// public way to the renderer the toolkit keeps for a widget.
func rendererObjects(w fyne.Widget) []fyne.CanvasObject {
	return test.WidgetRenderer(w).Objects()
}
