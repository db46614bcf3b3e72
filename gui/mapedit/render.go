package mapedit

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// viewRenderer keeps one set of canvas objects per road and per place,
// grown as the draft grows and reused at every refresh.
type viewRenderer struct {
	v       *mapView
	bg      *canvas.Rectangle
	ghost   *canvas.Circle // where a new place will go
	roads   []roadMark
	places  []placeMark
	objects []fyne.CanvasObject
}

type roadMark struct {
	line, barb1, barb2 *canvas.Line // the barbs draw a one-way road's arrow
	plate              *canvas.Rectangle
	length             *canvas.Text
}

type placeMark struct {
	dot    *canvas.Circle
	name   *canvas.Text
	leader *canvas.Line      // from the dot to a name moved away from it
	back   *canvas.Rectangle // under the name, hiding the roads it lies on
}

func newViewRenderer(v *mapView) *viewRenderer {
	r := &viewRenderer{v: v, bg: canvas.NewRectangle(color.Transparent), ghost: canvas.NewCircle(color.Transparent)}
	r.Refresh()
	return r
}

func (r *viewRenderer) Destroy()                     {}
func (r *viewRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *viewRenderer) MinSize() fyne.Size           { return r.v.MinSize() }
func (r *viewRenderer) Layout(fyne.Size)             { r.Refresh() }

// grow makes the marks the draft needs and lists the objects to draw:
// the roads under the places.
func (r *viewRenderer) grow() {
	nr, np := r.v.d.Roads(), r.v.d.Places()
	if nr <= len(r.roads) && np <= len(r.places) && len(r.objects) == 2+5*len(r.roads)+4*len(r.places) {
		return
	}
	for len(r.roads) < nr {
		t := canvas.NewText("", color.Black)
		t.Alignment = fyne.TextAlignCenter
		r.roads = append(r.roads, roadMark{canvas.NewLine(color.Black), canvas.NewLine(color.Black), canvas.NewLine(color.Black), canvas.NewRectangle(color.Transparent), t})
	}
	for len(r.places) < np {
		t := canvas.NewText("", color.Black)
		t.Alignment = fyne.TextAlignCenter
		t.TextStyle.Bold = true
		r.places = append(r.places, placeMark{canvas.NewCircle(color.Black), t, canvas.NewLine(color.Black), canvas.NewRectangle(color.Transparent)})
	}
	r.objects = append(r.objects[:0], r.bg)
	for _, m := range r.roads {
		r.objects = append(r.objects, m.line, m.barb1, m.barb2, m.plate, m.length)
	}
	for _, m := range r.places {
		r.objects = append(r.objects, m.leader)
	}
	for _, m := range r.places {
		r.objects = append(r.objects, m.dot)
	}
	for _, m := range r.places {
		r.objects = append(r.objects, m.back, m.name)
	}
	r.objects = append(r.objects, r.ghost)
}

func (r *viewRenderer) Refresh() {
	r.grow()
	v := r.v
	r.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.bg.Resize(v.Size())
	r.bg.Refresh()
	for i, m := range r.roads {
		if i < v.d.Roads() {
			r.drawRoad(i, m)
			continue
		}
		for _, o := range []fyne.CanvasObject{m.line, m.barb1, m.barb2, m.plate, m.length} {
			o.Hide()
		}
	}
	for i, m := range r.places {
		if i < v.d.Places() {
			r.drawPlace(i, m)
			continue
		}
		m.dot.Hide()
		m.name.Hide()
		m.leader.Hide()
		m.back.Hide()
	}
	r.placeLabels()
	rad := dotRadius()
	r.ghost.Hidden = !v.ghostOn
	if v.ghostOn {
		r.ghost.StrokeColor, r.ghost.StrokeWidth = theme.Color(theme.ColorNamePrimary), theme.Size(theme.SizeNameText)/6
		r.ghost.Resize(fyne.NewSquareSize(2 * rad))
		r.ghost.Move(v.toScreen(v.ghost[0], v.ghost[1]).Subtract(fyne.NewPos(rad, rad)))
	}
	r.ghost.Refresh()
}

// drawRoad draws road i: its line, thicker and coloured when chosen, an
// arrow when it is one-way; placeLabels puts its length on a plate.
func (r *viewRenderer) drawRoad(i int, m roadMark) {
	v, text := r.v, theme.Size(theme.SizeNameText)
	road := v.d.Road(i)
	a, b := v.at(road.From), v.at(road.To)
	c, width := theme.Color(theme.ColorNamePlaceHolder), text/6
	if i == v.selRoad {
		c, width = theme.Color(theme.ColorNamePrimary), text/3
	}
	m.line.StrokeColor, m.line.StrokeWidth = c, width
	m.line.Position1, m.line.Position2 = a, b
	m.line.Show()
	m.line.Refresh()
	r.arrow(m, road.OneWay, a, b, c, width)
	m.length.Text, m.length.Color, m.length.TextSize = strconv.Itoa(road.Length), theme.Color(theme.ColorNameForeground), text*0.85
	m.length.TextStyle.Bold = i == v.selRoad
	m.plate.FillColor, m.plate.CornerRadius = theme.Color(theme.ColorNameBackground), text/4
	m.plate.StrokeColor, m.plate.StrokeWidth = c, 1
}

// drawPlace draws place i: a dot, coloured when it starts the road being
// drawn or is chosen or dragged; placeLabels puts its name by it.
func (r *viewRenderer) drawPlace(i int, m placeMark) {
	v, rad := r.v, dotRadius()
	fg := theme.Color(theme.ColorNameForeground)
	p := v.at(i)
	m.dot.FillColor, m.dot.StrokeColor, m.dot.StrokeWidth = theme.Color(theme.ColorNamePrimary), theme.Color(theme.ColorNameBackground), 2
	switch i {
	case v.from:
		m.dot.FillColor = theme.Color(theme.ColorNameSuccess)
	case v.selPlace, v.dragging:
		m.dot.FillColor, m.dot.StrokeColor = theme.Color(theme.ColorNameWarning), fg
	}
	m.dot.Resize(fyne.NewSquareSize(2 * rad))
	m.dot.Move(p.Subtract(fyne.NewPos(rad, rad)))
	m.dot.Show()
	m.dot.Refresh()
	m.name.Text, m.name.Color, m.name.TextSize = v.d.Place(i).Name, fg, theme.Size(theme.SizeNameText)
}

// arrow draws a one-way road's arrowhead two thirds of the way along it,
// pointing from a to b; a two-way road has none.
func (r *viewRenderer) arrow(m roadMark, oneWay bool, a, b fyne.Position, c color.Color, width float32) {
	if !oneWay || a == b {
		m.barb1.Hide()
		m.barb2.Hide()
		return
	}
	dx, dy := float64(b.X-a.X), float64(b.Y-a.Y)
	l := math.Hypot(dx, dy)
	ux, uy := dx/l, dy/l
	tip := fyne.NewPos(a.X+float32(dx*0.72), a.Y+float32(dy*0.72))
	size := float64(0.7 * theme.Size(theme.SizeNameText))
	for k, barb := range []*canvas.Line{m.barb1, m.barb2} {
		side := float64(1 - 2*k)
		bx := -ux*size + side*-uy*size*0.6
		by := -uy*size + side*ux*size*0.6
		barb.StrokeColor, barb.StrokeWidth = c, width
		barb.Position1, barb.Position2 = tip, tip.Add(fyne.NewPos(float32(bx), float32(by)))
		barb.Show()
		barb.Refresh()
	}
}
