package lab

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"math"
)

// Chart is a line chart of an experiment: one series a solver, drawn as a
// line through its points with a marker on each, over axes that may be
// logarithmic, with a legend. The window draws it at the size it is given
// (Chart.Draw); the command line and Export PNG write it at a document's size
// (WritePNG). Charts are drawn here, with the window's own text font,
// rather than with a plotting library: gonum/plot linked sixteen fonts (5
// MB) and a TeX engine into every build, the browser's included, to draw
// one of them.
type Chart struct {
	Title          string
	XLabel, YLabel string
	X, Y           Axis
	Grid           bool // lines across the chart at every labelled tick
	Series         []Series
}

// Axis is the scale of one of a chart's axes.
type Axis struct {
	Log bool
	// Min, when FixMin is set, is the axis's lower end, and Max, when
	// FixMax is, its upper end; otherwise the data decide them.
	Min, Max       float64
	FixMin, FixMax bool
	// Ticks, when set, are the axis's only ticks; otherwise they are
	// chosen: at round numbers, or at powers of ten on a logarithmic axis.
	Ticks []Tick
}

// Tick is a mark on an axis, and its label ("" for a small mark alone).
type Tick struct {
	Value float64
	Label string
}

// Series is one line of a chart and its name in the legend.
type Series struct {
	Label  string
	Points []Point
}

// Point is a point of a series. On a logarithmic axis only values above
// zero can be drawn; others are left out.
type Point struct{ X, Y float64 }

// Look is how a chart is drawn: its colours, the size of its text and
// lines, and whether it shows its title.
type Look struct {
	Background, Foreground color.Color
	// Scale is pixels per point (a point is 1/72 inch): 150/72 for a PNG
	// at 150 dpi.
	Scale   float64
	NoTitle bool // the window names the chart in the menu above it
}

// Sizes of a chart written to a file: 16 × 10 cm at 150 dpi, about
// 945 × 590 pixels, black on white.
const (
	pngDPI    = 150
	pngWidth  = 16 / 2.54 * pngDPI
	pngHeight = 10 / 2.54 * pngDPI
)

// printLook is the look of a chart written to a file.
var printLook = Look{Background: color.White, Foreground: color.Black, Scale: pngDPI / 72.0}

// Image draws c at the size of a file, in printLook.
func Image(c *Chart) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, int(math.Round(pngWidth)), int(math.Round(pngHeight))))
	c.Draw(img, printLook)
	return img
}

// WritePNG writes c as a PNG image at the size of a file.
func WritePNG(w io.Writer, c *Chart) error {
	return png.Encode(w, Image(c))
}

// Draw draws c on the whole of img, in look: the background, then the
// title, the axes, the lines and the legend, inside a margin, the legend
// beside the lines or under them, never over them.
func (c *Chart) Draw(img draw.Image, look Look) {
	draw.Draw(img, img.Bounds(), image.NewUniform(look.Background), image.Point{}, draw.Src)
	p := newPainter(img, look)
	l := layout(c, p)
	p.title(c, l)
	p.axes(c, l)
	p.series(c, l)
	p.legend(c, l)
}

// Layout is where Draw puts the parts of a chart.
type Layout struct {
	// Data is where the lines are drawn, within the axes.
	Data image.Rectangle
	// Legend holds the legend; empty when the chart has no series.
	Legend image.Rectangle
}

// Place is where Draw would put the parts of c on an image of size
// pixels, in look.
func (c *Chart) Place(size image.Point, look Look) Layout {
	l := layout(c, newPainter(image.NewRGBA(image.Rectangle{Max: size}), look))
	return Layout{Data: l.data, Legend: l.legend}
}
