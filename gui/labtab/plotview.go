package labtab

import (
	"image"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"frontier/core/lab"
)

// screenDPI is the resolution a plot is drawn at for one Fyne unit per
// pixel, so that its fonts come out at their point size on screen.
const screenDPI = 96

// plotView shows a lab chart, drawn again whenever the space it is given
// changes size, so its text stays sharp and readable at any window size
// (a fixed-size image shrunk to fit would make the labels tiny).
type plotView struct {
	raster *canvas.Raster
	plot   *lab.Chart // nil: nothing to show
}

func newPlotView() *plotView {
	v := &plotView{}
	v.raster = canvas.NewRaster(v.render)
	// Small enough for a 1024-pixel screen in presentation mode, beside
	// the table.
	v.raster.SetMinSize(fyne.NewSize(240, 180))
	return v
}

// setPlot shows p, or hides the view when p is nil, so that it claims
// no space.
func (v *plotView) setPlot(p *lab.Chart) {
	v.plot = p
	if p == nil {
		v.raster.Hide()
		return
	}
	v.raster.Show()
	v.raster.Refresh()
}

// render draws the plot at w×h pixels; the raster calls it on the UI
// goroutine. The resolution follows the canvas scale, so a plot on a
// HiDPI screen is as large as on any other, only finer; and it follows
// the text size, so that presentation mode enlarges the plot's words,
// lines and markers with the window's.
func (v *plotView) render(w, h int) image.Image {
	if v.plot == nil || w < 2 || h < 2 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1)) // transparent
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	v.plot.Draw(img, v.look(w))
	return img
}

// dpi is the resolution of a plot drawn w pixels wide: screenDPI for one
// pixel per Fyne unit and the default text size.
func (v *plotView) dpi(w int) int {
	scale := 1.0
	if size := v.raster.Size(); size.Width > 0 {
		scale = float64(w) / float64(size.Width)
	}
	scale *= float64(theme.TextSize() / theme.DefaultTheme().Size(theme.SizeNameText))
	return max(1, int(math.Round(screenDPI*scale)))
}

// look draws a chart w pixels wide in the window's colours, dark or
// light: its background, axes, ticks and legend; the lines keep their
// own colours, and an exported PNG keeps the white background a document
// wants and its title. On screen the plot menu above names the chart,
// and a title as long as the table's would be cut at the sides of a
// narrow column, so it has none.
func (v *plotView) look(w int) lab.Look {
	return lab.Look{Background: theme.Color(theme.ColorNameBackground), Foreground: theme.Color(theme.ColorNameForeground),
		Scale: float64(v.dpi(w)) / 72, NoTitle: true}
}
