package mapedit

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"frontier/gui/kit/labels"
)

// Where the names and lengths go: labels.Board places every name clear of
// the others and of the other places' dots (moved out with a line to its
// dot, or shortened, where it must be), the place chosen or dragged
// first; then the lengths, the chosen road's first, each where its road
// has room, the others left out where it has none.

func pt(p fyne.Position) labels.Point { return labels.Point{X: p.X, Y: p.Y} }

func (r *viewRenderer) placeLabels() {
	v := r.v
	size, text := v.Size(), theme.Size(theme.SizeNameText)
	b := labels.NewBoard(labels.Rect{X1: size.Width, Y1: size.Height})
	rad := dotRadius()
	for i := range v.d.Places() {
		b.Mark(i, pt(v.at(i)), rad, text*0.3)
	}
	for i := range v.d.Roads() {
		road := v.d.Road(i)
		b.Line(pt(v.at(road.From)), pt(v.at(road.To)))
	}
	order := make([]int, v.d.Places())
	for i := range order {
		order[i] = i
	}
	lead := func(i int) bool { return i == v.selPlace || i == v.dragging || i == v.from }
	slices.SortStableFunc(order, func(a, b int) int { return boolRank(lead(a)) - boolRank(lead(b)) })
	for _, i := range order {
		m := r.places[i]
		name := m.name.Text
		names := append([]string{name}, labels.Shorter(name)...)
		sizes := make([]labels.Size, len(names))
		for k, n := range names {
			s := fyne.MeasureText(n, m.name.TextSize, m.name.TextStyle)
			sizes[k] = labels.Size{W: s.Width + 2*labels.Margin(m.name.TextSize), H: s.Height} // the text is centred in it
		}
		fs := labels.Forms{Whole: sizes[:1], Short: sizes[1:]}
		at := v.at(i)
		spot := b.Name(i, pt(at), rad+text*0.2, fs.Stages(lead(i))...)
		m.name.Text = names[fs.Index(spot)]
		m.name.Move(fyne.NewPos(spot.Rect.X0, spot.Rect.Y0))
		m.name.Resize(fyne.NewSize(spot.Rect.X1-spot.Rect.X0, spot.Rect.Y1-spot.Rect.Y0))
		m.name.Show()
		m.name.Refresh()
		bg := theme.Color(theme.ColorNameInputBackground)
		r0, g0, b0, _ := bg.RGBA()
		m.back.FillColor = color.NRGBA{R: uint8(r0 >> 8), G: uint8(g0 >> 8), B: uint8(b0 >> 8), A: 0xb0}
		m.back.CornerRadius = text / 5
		m.back.Move(m.name.Position())
		m.back.Resize(m.name.Size())
		m.back.Show()
		m.back.Refresh()
		m.leader.Hidden = !spot.Far
		if spot.Far {
			end := spot.Rect.Nearest(pt(at))
			m.leader.StrokeColor, m.leader.StrokeWidth = theme.Color(theme.ColorNamePrimary), 1
			m.leader.Position1, m.leader.Position2 = at, fyne.NewPos(end.X, end.Y)
		}
		m.leader.Refresh()
	}
	roads := make([]int, v.d.Roads())
	for i := range roads {
		roads[i] = i
	}
	slices.SortStableFunc(roads, func(a, b int) int { return boolRank(a == v.selRoad) - boolRank(b == v.selRoad) })
	for _, i := range roads {
		r.placeLength(b, i, text)
	}
}

// placeLength puts road i's length on its plate where the road has room,
// and hides both where it has none.
func (r *viewRenderer) placeLength(b *labels.Board, i int, text float32) {
	v, m := r.v, r.roads[i]
	road := v.d.Road(i)
	ts := m.length.MinSize()
	plate := ts.AddWidthHeight(text/2, 0)
	rc, ok := b.Along(pt(v.at(road.From)), pt(v.at(road.To)), labels.Size{W: plate.Width, H: plate.Height}, labels.ByLine)
	for _, o := range []fyne.CanvasObject{m.length, m.plate} {
		if !ok {
			o.Hide()
			continue
		}
		o.Move(fyne.NewPos(rc.X0, rc.Y0))
		o.Resize(plate)
		o.Show()
		o.Refresh()
	}
}

// boolRank sorts true before false.
func boolRank(b bool) int {
	if b {
		return 0
	}
	return 1
}
