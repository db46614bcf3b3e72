package labtab

import (
	"image"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"frontier/core/lab"
)

// screenDPI is the resolution a plot is drawn at for one Fyne unit per
// pixel, so that its fonts come out at their point size on screen.
const screenDPI = 96

// plotView shows a gonum plot, drawn again whenever the space it is given
// changes size, so its text stays sharp and readable at any window size
// (a fixed-size image shrunk to fit would make the labels tiny).
type plotView struct {
	raster *canvas.Raster
	plot   *plot.Plot // nil: nothing to show
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
func (v *plotView) setPlot(p *plot.Plot) {
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
	dpi := v.dpi(w)
	inch := func(px int) vg.Length { return vg.Length(float64(px)/float64(dpi)) * vg.Inch }
	c := vgimg.NewWith(vgimg.UseWH(inch(w), inch(h)), vgimg.UseDPI(dpi),
		vgimg.UseBackgroundColor(theme.Color(theme.ColorNameBackground)))
	lab.DrawPlot(draw.New(c), themed(v.plot))
	return c.Image()
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

// themed is a copy of p drawn in the window's colours, dark or light: its
// background, axes, ticks and legend. The lines keep their own colours,
// and an exported PNG, drawn from p itself, keeps the white background a
// document wants and its title. On screen the plot menu above names the
// plot, and a title as long as the table's would be cut at the sides of
// a narrow column, so the copy has none.
func themed(p *plot.Plot) *plot.Plot {
	cp := *p
	fg, bg := theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameBackground)
	cp.BackgroundColor = bg
	cp.Title.Text = ""
	for _, ax := range []*plot.Axis{&cp.X, &cp.Y} {
		ax.Color = fg
		ax.Label.TextStyle.Color = fg
		ax.Tick.Label.Color = fg
		ax.Tick.Color = fg
	}
	cp.Legend.TextStyle.Color = fg
	return &cp
}
