package localtab

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/local"
)

// The landscape's colours, each named in its legend.
var (
	hColour       = color.NRGBA{0x1d, 0x5f, 0xd0, 0xff}
	meanColour    = color.NRGBA{0x8e, 0x24, 0xaa, 0xff}
	sidewaysColor = color.NRGBA{0xe0, 0x8a, 0x00, 0xff}
	restartColour = color.NRGBA{0x70, 0x70, 0x70, 0xff}
	tempColour    = color.NRGBA{0x1b, 0x8a, 0x3a, 0xff}
	worseColour   = color.NRGBA{0xd0, 0x1c, 0x1c, 0xff}
	nowColour     = color.NRGBA{0x1f, 0x1f, 0x1f, 0xff}
	plotPaper     = color.NRGBA{0xff, 0xff, 0xff, 0xff}
)

// landscape plots h over the steps of a recording: the climbs' h (a
// beam's or population's best), sideways moves as orange ticks, restarts
// as grey lines; annealing's temperature, scaled to the plot's height, and
// each worse move it accepted as a red tick; the genetic algorithm's and
// a beam's mean h. A dark line marks the step on show.
type landscape struct {
	widget.BaseWidget
	frames []frame
	now    int
	maxH   int
	maxT   float64
}

func newLandscape() *landscape {
	l := &landscape{}
	l.ExtendBaseWidget(l)
	return l
}

func (l *landscape) set(frames []frame) {
	l.frames, l.now, l.maxH, l.maxT = frames, 0, 1, 0
	for _, f := range frames {
		l.maxH = max(l.maxH, f.h, f.hBefore, int(math.Ceil(f.mean)))
		l.maxT = max(l.maxT, f.temp)
	}
	l.Refresh()
}

func (l *landscape) show(i int) {
	l.now = i
	l.Refresh()
}

func (l *landscape) MinSize() fyne.Size {
	return fyne.NewSize(10*theme.TextSize(), 5*theme.TextSize())
}

func (l *landscape) CreateRenderer() fyne.WidgetRenderer {
	r := &landscapeRenderer{l: l, top: canvas.NewText("", ink), zero: canvas.NewText("0", ink)}
	r.img = canvas.NewRaster(r.draw)
	r.bg = canvas.NewRectangle(plotPaper)
	return r
}

type landscapeRenderer struct {
	l         *landscape
	bg        *canvas.Rectangle
	img       *canvas.Raster
	top, zero *canvas.Text
}

func (r *landscapeRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.img, r.top, r.zero}
}
func (r *landscapeRenderer) Destroy()           {}
func (r *landscapeRenderer) MinSize() fyne.Size { return r.l.MinSize() }

// margin is the room left of the curves for the numbers of the h axis.
func margin() float32 { return 2 * theme.TextSize() }

func (r *landscapeRenderer) Layout(s fyne.Size) {
	m := margin()
	r.bg.Resize(s)
	r.img.Move(fyne.NewPos(m, 0))
	r.img.Resize(fyne.NewSize(s.Width-m, s.Height))
	ts := theme.CaptionTextSize()
	for _, t := range []*canvas.Text{r.top, r.zero} {
		t.TextSize, t.Alignment = ts, fyne.TextAlignTrailing
	}
	r.top.Move(fyne.NewPos(0, 0))
	r.top.Resize(fyne.NewSize(m-4, ts*1.3))
	r.zero.Move(fyne.NewPos(0, s.Height-ts*1.4))
	r.zero.Resize(fyne.NewSize(m-4, ts*1.3))
}

func (r *landscapeRenderer) Refresh() {
	r.top.Text = "h " + strconv.Itoa(r.l.maxH)
	r.Layout(r.l.Size())
	r.top.Refresh()
	r.zero.Refresh()
	r.img.Refresh()
}

// draw paints the curves on a w×h image: each column of pixels spans
// the frames that fall in it, drawn from their lowest h to their highest.
func (r *landscapeRenderer) draw(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fill(img, plotPaper)
	fs := r.l.frames
	if len(fs) == 0 || w < 2 || h < 2 {
		return img
	}
	pad := max(2, h/30)
	y := func(v float64) int { return h - 1 - pad - int(v/float64(r.l.maxH)*float64(h-1-2*pad)) }
	dot := max(2, h/60)
	col := func(i int) int { return 2*dot + int(float64(i)/float64(max(len(fs)-1, 1))*float64(w-1-4*dot)) }
	prev := -1
	for i, f := range fs {
		x := col(i)
		if f.kind == local.KindStart && f.climb > 0 {
			vline(img, x, 0, h-1, restartColour, 1)
		}
		if f.temp > 0 && r.l.maxT > 0 {
			set(img, x, h-1-pad-int(f.temp/r.l.maxT*float64(h-1-2*pad)), tempColour, dot/2+1)
		}
		if f.kind == local.KindRound || f.kind == local.KindGeneration || f.kind == local.KindStart && f.mean > 0 {
			set(img, x, y(f.mean), meanColour, dot/2+1)
		}
		if prev >= 0 && f.kind != local.KindStart {
			segment(img, col(prev), y(float64(fs[prev].h)), x, y(float64(f.h)), hColour, dot/2+1)
		}
		set(img, x, y(float64(f.h)), hColour, dot/2+1)
		switch f.kind {
		case local.KindSideways:
			set(img, x, y(float64(f.h))-2*dot, sidewaysColor, dot)
		case local.KindUphill:
			set(img, x, y(float64(f.h))-2*dot, worseColour, dot)
		}
		prev = i
	}
	vline(img, col(r.l.now), 0, h-1, nowColour, max(1, w/400))
	return img
}

func fill(img *image.RGBA, c color.Color) {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			img.Set(x, y, c)
		}
	}
}

// set paints a square of side 2d−1 around (x, y).
func set(img *image.RGBA, x, y int, c color.Color, d int) {
	for dy := -d + 1; dy < d; dy++ {
		for dx := -d + 1; dx < d; dx++ {
			img.Set(x+dx, y+dy, c)
		}
	}
}

// vline paints a vertical line from y0 to y1, width w.
func vline(img *image.RGBA, x, y0, y1 int, c color.Color, w int) {
	if y0 > y1 {
		y0, y1 = y1, y0
	}
	for y := y0; y <= y1; y++ {
		for dx := range w {
			img.Set(x+dx-w/2, y, c)
		}
	}
}

// segment paints a line from (x0, y0) to (x1, y1), x0 ≤ x1, of
// thickness 2d−1: each column of pixels it crosses, from the y where it
// enters to the y where it leaves.
func segment(img *image.RGBA, x0, y0, x1, y1 int, c color.Color, d int) {
	if x1 <= x0 {
		vline(img, x0, y0, y1, c, 2*d-1)
		return
	}
	at := func(x int) int { return y0 + (y1-y0)*(x-x0)/(x1-x0) }
	for x := x0; x < x1; x++ {
		a, b := at(x), at(x+1)
		if a > b {
			a, b = b, a
		}
		for yy := a - d + 1; yy <= b+d-1; yy++ {
			img.Set(x, yy, c)
		}
	}
}
