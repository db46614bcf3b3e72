// Package export draws what a window has on show into a PNG file fit for
// a slide: off-screen, with Fyne's software renderer, at a width chosen in
// pixels rather than the window's, in the theme on show or a print theme.
package export

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"

	"fyne.io/fyne/v2"

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
// theme, and returns the image. The picture is trimmed to what is drawn,
// with a margin of the background's colour all round, and scaled so that
// it fills the width; the height follows, held with the width to
// MaxSide. obj is drawn at the size it has in its window, or its least
// size when it has none yet, and put back where it was afterwards, so
// the window's own drawing is not disturbed. Call it on the UI goroutine.
func Render(obj fyne.CanvasObject, width int) (image.Image, error) {
	if obj == nil {
		return nil, errors.New("nothing on show to export")
	}
	if width < 4*Margin || width > MaxSide {
		return nil, fmt.Errorf("width %d: want %d to %d pixels", width, 4*Margin, MaxSide)
	}
	pos, size := obj.Position(), obj.Size()
	logical := size.Max(obj.MinSize())
	if logical.Width < 1 || logical.Height < 1 {
		return nil, errors.New("nothing on show to export: the picture has no size")
	}
	defer func() {
		obj.Move(pos)
		if size != logical {
			obj.Resize(size)
		}
	}()
	refresh(obj)
	// A first drawing finds what is drawn; the second draws just that at
	// the scale that makes it fill the width.
	scale := float32(width) / logical.Width
	first := capture(obj, logical, scale)
	box, ok := drawn(first)
	if !ok {
		return nil, errors.New("nothing on show to export: the picture is empty")
	}
	x0, y0 := float32(box.Min.X)/scale, float32(box.Min.Y)/scale
	w, h := float32(box.Dx())/scale, float32(box.Dy())/scale
	inner := float32(width - 2*Margin)
	scale = inner / w
	if h*scale+2*Margin > MaxSide {
		scale = (MaxSide - 2*Margin) / h
	}
	img := capture(obj, logical, scale)
	src := image.Rect(int(x0*scale), int(y0*scale), int(x0*scale)+int(w*scale+0.5), int(y0*scale)+int(h*scale+0.5)).Intersect(img.Bounds())
	out := image.NewNRGBA(image.Rect(0, 0, width, src.Dy()+2*Margin))
	draw.Draw(out, out.Bounds(), image.NewUniform(img.At(0, 0)), image.Point{}, draw.Src)
	at := image.Pt((width-src.Dx())/2, Margin)
	draw.Draw(out, image.Rectangle{at, at.Add(src.Size())}, img, src.Min, draw.Src)
	return out, nil
}

// Margin is the background left round the picture, in pixels.
const Margin = 32

// drawn is the bounds of the pixels that differ from the top-left
// corner's, the background; ok is false when there are none. A panel a
// shade off the background, as a board's frame may lie on, counts as
// background: it is no drawing.
func drawn(img image.Image) (box image.Rectangle, ok bool) {
	if n, isNRGBA := img.(*image.NRGBA); isNRGBA {
		return drawnNRGBA(n)
	}
	b := img.Bounds()
	bg := color.NRGBAModel.Convert(img.At(b.Min.X, b.Min.Y)).(color.NRGBA)
	box = image.Rectangle{Min: b.Max, Max: b.Min} // empty until a pixel grows it; image.Rect would swap the corners
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			if far(c.R, bg.R) || far(c.G, bg.G) || far(c.B, bg.B) || far(c.A, bg.A) {
				box.Min.X, box.Min.Y = min(box.Min.X, x), min(box.Min.Y, y)
				box.Max.X, box.Max.Y = max(box.Max.X, x+1), max(box.Max.Y, y+1)
			}
		}
	}
	return box, box.Min.X < box.Max.X
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

// drawnNRGBA is drawn reading the pixels' bytes, some twenty times
// faster on the canvas's own images than At.
func drawnNRGBA(img *image.NRGBA) (box image.Rectangle, ok bool) {
	b := img.Bounds()
	bg := img.Pix[:4]
	box = image.Rectangle{Min: b.Max, Max: b.Min} // empty until a pixel grows it; image.Rect would swap the corners
	for y := b.Min.Y; y < b.Max.Y; y++ {
		row := img.Pix[(y-b.Min.Y)*img.Stride:]
		for x := b.Min.X; x < b.Max.X; x++ {
			p := row[(x-b.Min.X)*4:]
			if far(p[0], bg[0]) || far(p[1], bg[1]) || far(p[2], bg[2]) || far(p[3], bg[3]) {
				box.Min.X, box.Min.Y = min(box.Min.X, x), min(box.Min.Y, y)
				box.Max.X, box.Max.Y = max(box.Max.X, x+1), max(box.Max.Y, y+1)
			}
		}
	}
	return box, box.Min.X < box.Max.X
}

// far reports whether two levels of a channel differ by more than a
// shade.
func far(a, b uint8) bool { return max(a, b)-min(a, b) > 12 }
