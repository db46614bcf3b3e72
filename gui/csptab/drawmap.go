package csptab

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"frontier/core/csp"
	"frontier/core/domains/route"
)

// australiaAt is where the drawing puts Australia's regions, WA … T, in
// a unit square (y downward): roughly where they lie.
var australiaAt = [][2]float32{{0.05, 0.42}, {0.36, 0.05}, {0.4, 0.5}, {0.78, 0.1}, {0.9, 0.52}, {0.62, 0.8}, {0.72, 1}}

// paints are the colours' names as colours.
var paints = map[string]color.NRGBA{
	"red": {0xe5, 0x39, 0x35, 0xff}, "green": {0x43, 0xa0, 0x47, 0xff}, "blue": {0x1e, 0x88, 0xe5, 0xff},
	"yellow": {0xfd, 0xd8, 0x35, 0xff}, "purple": {0x8e, 0x24, 0xaa, 0xff}, "orange": {0xfb, 0x8c, 0x00, 0xff},
	"cyan": {0x00, 0xbc, 0xd4, 0xff}, "magenta": {0xd8, 0x1b, 0x60, 0xff}, "brown": {0x6d, 0x4c, 0x41, 0xff},
	"pink": {0xf4, 0x8f, 0xb1, 0xff}, "grey": {0x9e, 0x9e, 0x9e, 0xff}, "white": {0xff, 0xff, 0xff, 0xff},
}

// mapAt is where each region of the map is drawn, in a unit square.
func mapAt(r *recording) [][2]float32 {
	p := r.p
	if r.choice.spec.Problem == "australia" {
		return australiaAt
	}
	m := route.Romania()
	at := make([][2]float32, p.Vars())
	var lo, hi [2]float64
	for v := range at {
		x, y := m.XY(route.Place(v))
		if v == 0 {
			lo, hi = [2]float64{x, y}, [2]float64{x, y}
		}
		lo = [2]float64{min(lo[0], x), min(lo[1], y)}
		hi = [2]float64{max(hi[0], x), max(hi[1], y)}
	}
	for v := range at {
		x, y := m.XY(route.Place(v))
		at[v] = [2]float32{float32((x - lo[0]) / (hi[0] - lo[0])), float32((hi[1] - y) / (hi[1] - lo[1]))}
	}
	return at
}

// borders are the map's borders, each once, x < y.
func borders(p *csp.Problem) [][2]int {
	var out [][2]int
	for x := range p.Vars() {
		for _, y := range p.Neighbours(x) {
			if x < y {
				out = append(out, [2]int{x, y})
			}
		}
	}
	return out
}

func (r *drawRenderer) makeMap() {
	p := r.d.rec.p
	for range borders(p) {
		r.lines = append(r.lines, canvas.NewLine(color.Black))
	}
	for x := range p.Vars() {
		r.nodes = append(r.nodes, canvas.NewCircle(color.Transparent))
		r.texts = append(r.texts, newText(true))
		for range p.Values(x) {
			r.dots = append(r.dots, canvas.NewCircle(color.Transparent))
		}
	}
}

func (r *drawRenderer) drawMap(size fyne.Size) {
	d, s, rec := r.d, r.d.snap, r.d.rec
	p := rec.p
	at := mapAt(rec)
	small := p.Vars() > 10
	side := min(size.Width, size.Height)
	R := side / 18
	px := max(theme.TextSize(), side/24)
	if small {
		R, px = side/40, theme.TextSize()*0.85
	}
	dot := max(R*0.32, 4)
	margin := fyne.NewPos(max(R, 2.5*px)+px, R+px*1.5)
	scale := fyne.NewPos(size.Width-2*margin.X, size.Height-2*margin.Y-2*dot)
	centre := func(v int) fyne.Position {
		return fyne.NewPos(margin.X+at[v][0]*scale.X, margin.Y+at[v][1]*scale.Y)
	}
	fg := theme.Color(theme.ColorNameForeground)
	conflict := map[int]bool{}
	for _, v := range s.conflicts {
		conflict[v] = true
	}
	for i, b := range borders(p) {
		l := r.lines[i]
		l.Position1, l.Position2 = centre(b[0]), centre(b[1])
		l.StrokeColor, l.StrokeWidth = theme.Color(theme.ColorNameDisabled), 2
		if a := s.revising; a != nil && (a.Arc == csp.Arc{X: b[0], Y: b[1]} || a.Arc == csp.Arc{X: b[1], Y: b[0]}) {
			l.StrokeColor, l.StrokeWidth = lit, max(5, R/5)
		}
		if conflict[b[0]] && conflict[b[1]] && s.assigned[b[0]] >= 0 && !p.Allows(b[0], s.assigned[b[0]], b[1], s.assigned[b[1]]) {
			l.StrokeColor, l.StrokeWidth = gone, max(4, R/6)
		}
	}
	k := 0
	for x := range p.Vars() {
		c := centre(x)
		n := r.nodes[x]
		n.Move(fyne.NewPos(c.X-R, c.Y-R))
		n.Resize(fyne.NewSize(2*R, 2*R))
		n.FillColor = theme.Color(theme.ColorNameInputBackground)
		if a := s.assigned[x]; a >= 0 {
			n.FillColor = paints[p.Label(x, a)]
		}
		n.StrokeColor, n.StrokeWidth = fg, 1.5
		r.ring(n, x, max(4, R/7))
		d.areas[x] = area{fyne.NewPos(c.X-R-dot, c.Y-R-px), fyne.NewPos(2*(R+dot), 2*R+px+3*dot)}
		t := r.texts[x]
		t.Text, t.Color = p.Name(x), fg
		centreText(t, c.X, c.Y-R-px*0.6, px)
		left := s.domains[x]
		vals := p.Values(x)
		width := float32(vals)*2*dot + float32(vals-1)*dot/2
		for a := range vals {
			o := r.dots[k]
			k++
			o.Move(fyne.NewPos(c.X-width/2+float32(a)*2.5*dot, c.Y+R+dot/2))
			o.Resize(fyne.NewSize(2*dot, 2*dot))
			o.FillColor, o.StrokeColor, o.StrokeWidth = paints[p.Label(x, a)], fg, 1
			switch {
			case slices.Contains(s.removed, csp.Pair{Var: x, Value: a}):
				o.FillColor, o.StrokeColor, o.StrokeWidth = color.Transparent, gone, 3
				o.Show()
			case slices.Contains(left, a):
				o.Show()
			default:
				o.Hide()
			}
		}
	}
	r.note.Text = ""
}

// ring marks node n of variable x as the event on show concerns it: the
// variable revised, the neighbour it is revised against, the one chosen
// or given up on, one in conflict.
func (r *drawRenderer) ring(n *canvas.Circle, x int, w float32) {
	s := r.d.snap
	switch {
	case x == s.failed:
		n.StrokeColor, n.StrokeWidth = gone, w
	case s.revising != nil && x == s.revising.Arc.X:
		n.StrokeColor, n.StrokeWidth = lit, w
	case s.revising != nil && x == s.revising.Arc.Y:
		n.StrokeColor, n.StrokeWidth = against, w
	case x == s.focus:
		n.StrokeColor, n.StrokeWidth = theme.Color(theme.ColorNamePrimary), w
	case slices.Contains(s.conflicts, x):
		n.StrokeColor, n.StrokeWidth = gone, w
	}
}
