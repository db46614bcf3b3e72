package inspect

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// Geometry says where a board view of the given size draws the tile of
// square q: its top-left corner and its side. The overlay asks the board
// view itself, so the two never disagree and the drawing is not repeated.
type Geometry func(size fyne.Size, q int) (fyne.Position, float32)

// overlay draws marks over a board view of the same size. It takes no
// taps, so a tap reaches the board below.
type overlay struct {
	widget.BaseWidget
	geometry Geometry
	marks    marks
}

func newOverlay(g Geometry) *overlay {
	o := &overlay{geometry: g}
	o.ExtendBaseWidget(o)
	return o
}

func (o *overlay) set(m marks) {
	o.marks = m
	o.Refresh()
}

func (o *overlay) CreateRenderer() fyne.WidgetRenderer { return &overlayRenderer{o: o} }

// overlayRenderer keeps pools of shapes that grow to the most marks ever
// drawn; Objects lists the ones in use.
type overlayRenderer struct {
	o        *overlay
	outlines []*canvas.Rectangle
	lines    []*canvas.Line
	discs    []*canvas.Circle
	texts    []*canvas.Text
}

func (r *overlayRenderer) sync() {
	m := r.o.marks
	for len(r.outlines) < len(m.outlines) {
		o := canvas.NewRectangle(color.Transparent)
		r.outlines = append(r.outlines, o)
	}
	for len(r.lines) < 3*len(m.brackets) {
		r.lines = append(r.lines, canvas.NewLine(conflictInk))
	}
	for len(r.discs) < len(m.badges) {
		t := canvas.NewText("", darkInk)
		t.TextStyle.Bold = true
		t.Alignment = fyne.TextAlignCenter
		r.discs, r.texts = append(r.discs, canvas.NewCircle(shareFill)), append(r.texts, t)
	}
	for i, b := range m.badges {
		r.discs[i].FillColor, r.texts[i].Text, r.texts[i].Color = b.fill, b.text, b.ink
	}
	for i, o := range m.outlines {
		r.outlines[i].StrokeColor = o.stroke
	}
}

func (r *overlayRenderer) Layout(size fyne.Size) {
	r.sync()
	m, at := r.o.marks, r.o.geometry
	for i, o := range m.outlines {
		pos, side := at(size, o.square)
		rect := r.outlines[i]
		rect.StrokeWidth, rect.CornerRadius = max(side*0.05, 2), 6
		rect.Move(pos)
		rect.Resize(fyne.NewSize(side, side))
	}
	for i, b := range m.brackets {
		r.layoutBracket(size, b, r.lines[3*i:3*i+3])
	}
	for i, b := range m.badges {
		pos, side := at(size, b.square)
		d, inset := side*0.34, side*0.04
		x, y := pos.X+side-d-inset, pos.Y+inset
		if b.at == bottomLeft {
			x, y = pos.X+inset, pos.Y+side-d-inset
		}
		r.discs[i].Move(fyne.NewPos(x, y))
		r.discs[i].Resize(fyne.NewSize(d, d))
		t := r.texts[i]
		t.TextSize = d * 0.55
		if len(b.text) > 2 {
			t.TextSize = d * 0.42
		}
		h := t.MinSize().Height
		t.Move(fyne.NewPos(x, y+(d-h)/2))
		t.Resize(fyne.NewSize(d, h))
	}
}

// layoutBracket draws a bracket as three lines: one joining the two
// tiles' middles, near the bottom of a row or the right of a column, and a
// tick at each end pointing into the tiles.
func (r *overlayRenderer) layoutBracket(size fyne.Size, b bracket, lines []*canvas.Line) {
	pa, side := r.o.geometry(size, b.a)
	pb, _ := r.o.geometry(size, b.b)
	width := max(side*0.04, 2)
	off := side * (0.9 - 0.09*float32(b.lane))
	tick := side * 0.1
	var a, z, ta, tz fyne.Position // the line's ends and its ticks' far ends
	if b.row {
		y := pa.Y + off
		a, z = fyne.NewPos(pa.X+side/2, y), fyne.NewPos(pb.X+side/2, y)
		ta, tz = a.SubtractXY(0, tick), z.SubtractXY(0, tick)
	} else {
		x := pa.X + off
		a, z = fyne.NewPos(x, pa.Y+side/2), fyne.NewPos(x, pb.Y+side/2)
		ta, tz = a.SubtractXY(tick, 0), z.SubtractXY(tick, 0)
	}
	ends := [3][2]fyne.Position{{a, z}, {a, ta}, {z, tz}}
	for i, l := range lines {
		l.StrokeColor, l.StrokeWidth = conflictInk, width
		l.Position1, l.Position2 = ends[i][0], ends[i][1]
	}
}

func (r *overlayRenderer) MinSize() fyne.Size { return fyne.Size{} }

func (r *overlayRenderer) Refresh() {
	r.Layout(r.o.Size())
	canvas.Refresh(r.o)
}

func (r *overlayRenderer) Objects() []fyne.CanvasObject {
	r.sync()
	m := r.o.marks
	var objs []fyne.CanvasObject
	for _, o := range r.outlines[:len(m.outlines)] {
		objs = append(objs, o)
	}
	for _, l := range r.lines[:3*len(m.brackets)] {
		objs = append(objs, l)
	}
	for i := range m.badges {
		objs = append(objs, r.discs[i], r.texts[i])
	}
	return objs
}

func (r *overlayRenderer) Destroy() {}
