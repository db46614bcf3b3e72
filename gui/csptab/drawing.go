package csptab

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// drawing is the problem as a picture of the position on show: a map's
// regions as nodes joined by their borders, coloured by the assignment,
// each with a dot for every value left; the Sudoku grid with each empty
// cell's candidates as small digits; the queens' board with a dot on
// every row a column's queen may still take. The arc being revised is
// lit, a value removed by the event on show is drawn in red, and the
// variable the event is about is ringed. A click on a variable reports
// it (predict mode's question of which variable comes next).
type drawing struct {
	widget.BaseWidget
	rec  *recording
	snap *snapshot
	// OnTapVar, when set, is called with the variable clicked.
	OnTapVar func(v int)
	// areas are where each variable is drawn, for clicks: a node's
	// square, a cell or a column.
	areas []area
	r     *drawRenderer
}

type area struct{ pos, size fyne.Position }

func newDrawing() *drawing {
	d := &drawing{}
	d.ExtendBaseWidget(d)
	return d
}

// show draws snapshot s of recording r.
func (d *drawing) show(r *recording, s *snapshot) {
	d.rec, d.snap = r, s
	d.Refresh()
}

// Tapped reports the variable under the pointer, if any.
func (d *drawing) Tapped(e *fyne.PointEvent) {
	if v := d.varAt(e.Position); v >= 0 && d.OnTapVar != nil {
		d.OnTapVar(v)
	}
}

// varAt is the variable drawn at pos, or −1.
func (d *drawing) varAt(pos fyne.Position) int {
	for v, a := range d.areas {
		if pos.X >= a.pos.X && pos.Y >= a.pos.Y && pos.X < a.pos.X+a.size.X && pos.Y < a.pos.Y+a.size.Y {
			return v
		}
	}
	return -1
}

// centre is the middle of variable v's area, for a click.
func (d *drawing) centre(v int) fyne.Position {
	a := d.areas[v]
	return fyne.NewPos(a.pos.X+a.size.X/2, a.pos.Y+a.size.Y/2)
}

func (d *drawing) CreateRenderer() fyne.WidgetRenderer {
	d.r = &drawRenderer{d: d}
	return d.r
}

// drawRenderer keeps the drawing's canvas objects, made again only when
// the problem changes, and places and colours them at every refresh.
type drawRenderer struct {
	d       *drawing
	made    *recording // the recording the objects were made for
	objects []fyne.CanvasObject
	// The parts, by kind of problem.
	bg                 *canvas.Rectangle
	lines              []*canvas.Line
	boxes              []*canvas.Rectangle
	nodes, dots        []*canvas.Circle
	texts, small, tags []*canvas.Text
	note               *canvas.Text
}

func (r *drawRenderer) Destroy() {}

func (r *drawRenderer) MinSize() fyne.Size {
	s := 12 * theme.TextSize()
	return fyne.NewSize(s, s)
}

func (r *drawRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *drawRenderer) Layout(fyne.Size) { r.Refresh() }

func (r *drawRenderer) Refresh() {
	d := r.d
	if d.rec == nil || d.rec.p == nil || d.snap == nil {
		r.objects, d.areas = nil, nil
		canvas.Refresh(d)
		return
	}
	if r.made != d.rec {
		r.make()
	}
	size := d.Size()
	r.bg.Resize(size)
	r.bg.FillColor = theme.Color(theme.ColorNameBackground)
	switch d.rec.choice.kind {
	case mapKind:
		r.drawMap(size)
	case sudokuKind:
		r.drawSudoku(size)
	default:
		r.drawQueens(size)
	}
	for _, o := range r.objects {
		o.Refresh()
	}
}

// make makes the objects of the recording's problem.
func (r *drawRenderer) make() {
	d := r.d
	r.made = d.rec
	r.bg = canvas.NewRectangle(color.Transparent)
	r.lines, r.boxes, r.nodes, r.dots, r.texts, r.small, r.tags = nil, nil, nil, nil, nil, nil, nil
	r.note = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	p := d.rec.p
	d.areas = make([]area, p.Vars())
	switch d.rec.choice.kind {
	case mapKind:
		r.makeMap()
	case sudokuKind:
		r.makeSudoku()
	default:
		r.makeQueens()
	}
	r.objects = []fyne.CanvasObject{r.bg}
	for _, o := range r.boxes {
		r.objects = append(r.objects, o)
	}
	for _, o := range r.lines {
		r.objects = append(r.objects, o)
	}
	for _, o := range r.nodes {
		r.objects = append(r.objects, o)
	}
	for _, o := range r.dots {
		r.objects = append(r.objects, o)
	}
	for _, o := range r.texts {
		r.objects = append(r.objects, o)
	}
	for _, o := range r.small {
		r.objects = append(r.objects, o)
	}
	for _, o := range r.tags {
		r.objects = append(r.objects, o)
	}
	r.objects = append(r.objects, r.note)
}

func newText(bold bool) *canvas.Text {
	t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
	t.TextStyle.Bold = bold
	t.Alignment = fyne.TextAlignCenter
	return t
}

// centreText puts t's middle at (x, y), at size px.
func centreText(t *canvas.Text, x, y, px float32) {
	t.TextSize = px
	m := fyne.MeasureText(t.Text, px, t.TextStyle)
	t.Resize(m)
	t.Move(fyne.NewPos(x-m.Width/2, y-m.Height/2))
}

// Colours of the drawing, over the theme's.
var (
	lit     = color.NRGBA{R: 0xff, G: 0xc1, B: 0x07, A: 0xff} // the variable being revised
	against = color.NRGBA{R: 0x29, G: 0x8d, B: 0xe8, A: 0xff} // the neighbour it is revised against
	gone    = color.NRGBA{R: 0xe5, G: 0x39, B: 0x35, A: 0xff} // a value removed now, a failure
)

func tint(c color.NRGBA, a uint8) color.NRGBA { c.A = a; return c }

// picture describes every object on show, for tests that compare two
// drawings.
func (d *drawing) picture() string {
	if d.r == nil {
		return ""
	}
	var b strings.Builder
	for _, o := range d.r.objects {
		if !o.Visible() {
			continue
		}
		fmt.Fprintf(&b, "%T %v %v", o, o.Position(), o.Size())
		switch o := o.(type) {
		case *canvas.Text:
			fmt.Fprintf(&b, " %q %v", o.Text, o.Color)
		case *canvas.Circle:
			fmt.Fprintf(&b, " %v %v %v", o.FillColor, o.StrokeColor, o.StrokeWidth)
		case *canvas.Rectangle:
			fmt.Fprintf(&b, " %v %v %v", o.FillColor, o.StrokeColor, o.StrokeWidth)
		case *canvas.Line:
			fmt.Fprintf(&b, " %v %v", o.StrokeColor, o.StrokeWidth)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
