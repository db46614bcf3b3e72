package maptab

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"frontier/core/domains/route"
	"frontier/gui/kit/labels"
)

// Where the names of places and the lengths of roads go on the map:
// labels.Board places each clear of the others and of the other places'
// dots, the names first, by the places that matter most; a length goes
// where its road has room, or is left out.

func pos(p fyne.Position) labels.Point { return labels.Point{X: p.X, Y: p.Y} }

// measure is the size s takes at size, bold or not.
func measure(s string, size float32, bold bool) fyne.Size {
	return fyne.MeasureText(s, size, fyne.TextStyle{Bold: bold})
}

// form is one way a place's label may read: its name, whole or short,
// and the line under it (or beside it), or none.
type form struct {
	name, extra string
	inline      bool
}

// forms are the ways a place's label may read, whole and short (see
// labels.Forms): whole, with the line it carries (h/h*, or g, h and f; a
// leading place's only, see names) under the name, then beside it, then
// the name alone.
func forms(name, extra string) (whole, short []form) {
	for _, n := range labels.Shorter(name) {
		short = append(short, form{name: n})
	}
	if extra != "" {
		return []form{{name, extra, false}, {name, extra, true}, {name: name}}, short
	}
	return []form{{name: name}}, short
}

// sizes are the rooms fs take with names of size ts.
func sizes(fs []form, ts float32, bold bool) []labels.Size {
	out := make([]labels.Size, len(fs))
	for i, f := range fs {
		s := f.size(ts, bold)
		out[i] = labels.Size{W: s.Width, H: s.Height}
	}
	return out
}

// size is the room form f takes with names of size ts, a margin (see
// labels.Margin) on either side.
func (f form) size(ts float32, bold bool) fyne.Size {
	n := measure(f.name, ts, bold)
	if f.extra == "" {
		return fyne.NewSize(n.Width+2*labels.Margin(ts), n.Height)
	}
	e := measure(f.extra, ts*0.8, true)
	if f.inline {
		return fyne.NewSize(n.Width+ts*0.3+e.Width+2*labels.Margin(ts), n.Height)
	}
	return fyne.NewSize(max(n.Width, e.Width)+2*labels.Margin(ts), n.Height+e.Height)
}

// names places each place's name by its dot, and under it what the
// inspector or the watched step says of it; the places that matter most
// choose first (see byRole). Every name is placed, moved out with a line
// to its dot, or, where no room is left for it whole anywhere, shortened:
// none is left out. The line under a leading place's name (the start,
// the goal, the place on show) is placed with it where leadLines says
// so, and otherwise waits with the other places' lines, which addLine
// places once the roads' lengths have theirs.
func (r *mapRenderer) names(b *labels.Board, at func(route.Place) fyne.Position, ts float32, size fyne.Size, fg color.Color, leadLines bool) []label {
	v := r.v
	m := v.m
	if m.Places() > 80 {
		return nil // too many to read: the dots and the colours say enough
	}
	var out []label
	for _, q := range v.byRole() {
		name := m.Name(q)
		bold := q == v.start || q == v.goal
		c := v.nameColour(q, fg)
		extra, ec := v.placeLine(q, size, fg)
		// Another place's line waits until every name is placed.
		lead, later := q == v.start || q == v.goal || q == v.here, ""
		if !lead || !leadLines {
			extra, later = "", extra
		}
		whole, short := forms(name, extra)
		fs := labels.Forms{Whole: sizes(whole, ts, bold), Short: sizes(short, ts, bold)}
		// Every name is tried whole before any is shortened, farther
		// out and then anywhere in the drawing: a name cut to "Tim."
		// or "Rimnicu V." is not read across a room. Only a map with no
		// room for a name whole anywhere shortens it.
		spot := b.Name(int(q), pos(at(q)), r.radius[q]+ts*0.2, fs.Stages(true)...)
		idx := fs.Index(spot)
		f := append(whole, short...)[idx]
		if f.extra == "" && extra != "" {
			later = extra // a leading place placed without its line
		}
		rc := spot.Rect
		out = append(out, label{fyne.NewPos(rc.X0, rc.Y0), fyne.NewSize(rc.X1-rc.X0, rc.Y1-rc.Y0),
			f.name, f.extra, later, c, ec, bold, f.inline, spot.Far, idx >= len(whole), at(q)})
	}
	return out
}

// nameColour is the colour of place q's name: its dot's where that is
// start, goal, the frontier's or the node being expanded, so that it is
// tied to its dot; else fg.
func (v *mapView) nameColour(q route.Place, fg color.Color) color.Color {
	switch q {
	case v.start:
		return startColour
	case v.goal:
		return goalColour
	}
	if st := v.step; st != nil {
		switch {
		case hasKey(st.frontier, q):
			return frontierColour
		case q == st.expanding:
			return hereColour
		}
	}
	return fg
}

// placeLine is the line under place q's name and its colour: during a
// watched step, a frontier place's g, h and f (f alone on a narrow map,
// g alone for an uninformed search); under the inspector, h/h*, in the
// inspector's colour where h overestimates; else none.
func (v *mapView) placeLine(q route.Place, size fyne.Size, fg color.Color) (string, color.Color) {
	if st := v.step; st != nil {
		ghf, ok := st.frontier[q]
		switch {
		case !ok:
			return "", fg
		case st.informed && size.Width < 32*theme.TextSize():
			// a narrow map has room for f alone; the frontier's
			// table beside it has g and h
			return fmt.Sprintf("f %d", ghf[2]), frontierColour
		case st.informed:
			return fmt.Sprintf("g %d h %d f %d", ghf[0], ghf[1], ghf[2]), frontierColour
		}
		return fmt.Sprintf("g %d", ghf[0]), frontierColour
	}
	in := v.inspect
	if in == nil {
		return "", fg
	}
	truth := "∞"
	if in.truth[q] != route.Unreachable {
		truth = fmt.Sprint(in.truth[q])
	}
	// h/h*, as the legend says: short, so that the map keeps its names
	// apart
	if in.over[q] {
		return fmt.Sprintf("%d/%s", in.h[q], truth), badColour
	}
	return fmt.Sprintf("%d/%s", in.h[q], truth), fg
}

// addLine writes the line waiting for l under its name, or beside it,
// where that covers nothing; else the label goes without it.
func (l *label) addLine(b *labels.Board, ts float32) {
	if l.later == "" {
		return
	}
	n := measure(l.name, ts, l.bold)
	e := measure(l.later, ts*0.8, true)
	// the box drawn round both covers all it adds to the name's, margins
	// included
	nw, ew := n.Width+2*labels.Margin(ts), e.Width+2*labels.Margin(ts)
	x, y, w := l.pos.X, l.pos.Y, max(nw, ew)
	under := []labels.Rect{{X0: x, Y0: y + n.Height, X1: x + w, Y1: y + n.Height + e.Height}}
	if ew > nw {
		under = append(under, labels.Rect{X0: x + nw, Y0: y, X1: x + w, Y1: y + n.Height})
	}
	if b.Add(under...) {
		l.extra, l.size = l.later, fyne.NewSize(w, n.Height+e.Height)
		return
	}
	if b.Add(labels.Rect{X0: x + nw, Y0: y, X1: x + nw + ts*0.3 + e.Width, Y1: y + n.Height}) {
		l.extra, l.inline, l.size = l.later, true, fyne.NewSize(nw+ts*0.3+e.Width, n.Height)
	}
}

// label is a place's name placed, and the line under it.
type label struct {
	pos         fyne.Position
	size        fyne.Size
	name, extra string
	later       string // a line to add once every name is placed
	c, ec       color.Color
	bold        bool
	inline      bool // the extra beside the name, not under it
	far         bool // away from its dot, tied to it by a line
	short       bool // shortened: no room for the name whole
	dot         fyne.Position
}

// drawNames draws the names placed, over the roads' numbers; a name
// moved away from its dot has a dashed line to it, in the name's colour:
// a solid grey line beside the roads read as a road (Timisoara's, beside
// Lugoj's).
func (r *mapRenderer) drawNames(labs []label, ts float32, bg color.Color) {
	for _, l := range labs {
		if l.far {
			rc := labels.At(pos(l.pos), labels.Size{W: l.size.Width, H: l.size.Height})
			end := rc.Nearest(pos(l.dot))
			r.leader(l.dot, fyne.NewPos(end.X, end.Y), l.c, ts)
		}
	}
	// The names that chose first matter most: drawn last, they are on
	// top should a map leave no room for some.
	for _, l := range slices.Backward(labs) {
		r.box(l.pos, l.size, faded(bg, 0xb0))
		at := l.pos.AddXY(labels.Margin(ts), 0)
		n := r.text(l.name, at, ts, l.c, l.bold)
		switch {
		case l.extra == "":
		case l.inline:
			e := measure(l.extra, ts*0.8, true)
			r.text(l.extra, at.AddXY(n.Width+ts*0.3, (n.Height-e.Height)*0.6), ts*0.8, l.ec, true)
		default:
			r.text(l.extra, at.AddXY(0, n.Height), ts*0.8, l.ec, true)
		}
	}
}

// leader draws the dotted line from a dot at a to its name at b: short
// dashes of the name's colour from the dot's edge, never a solid line
// as the roads are.
func (r *mapRenderer) leader(a, b fyne.Position, c color.Color, ts float32) {
	dx, dy := float64(b.X-a.X), float64(b.Y-a.Y)
	l := math.Hypot(dx, dy)
	w := max(1.5, ts*0.08)
	dash, step := float64(w*2), float64(w*4.5)
	for d := float64(ts) * 0.4; d < l; d += step {
		e := math.Min(d+dash, l)
		r.line(fyne.NewPos(a.X+float32(dx/l*d), a.Y+float32(dy/l*d)), fyne.NewPos(a.X+float32(dx/l*e), a.Y+float32(dy/l*e)), c, w)
	}
}

// number is a road's length placed: its road, its text, its size and
// where it goes.
type number struct {
	road int
	text string
	ts   float32
	at   fyne.Position
	size fyne.Size
}

// lengths places the length of each road that has none among done at
// its middle, or a little along it where the middle is taken, or beside
// it as far as reach lets, at text size ts, or a fifth smaller where it
// has no room at that size; it returns done with those placed. A road
// with no room left by it goes without.
func lengths(b *labels.Board, roads []route.Road, at func(route.Place) fyne.Position, ts float32, reach labels.Reach, done []number) []number {
	if len(roads) > 150 {
		return done
	}
	placed := map[int]bool{}
	for _, n := range done {
		placed[n.road] = true
	}
	for i, rd := range roads {
		if placed[i] {
			continue
		}
		s := fmt.Sprint(rd.Length)
		for _, size := range []float32{ts, ts * 0.8} {
			sz := measure(s, size, false)
			if rc, ok := b.Along(pos(at(rd.From)), pos(at(rd.To)), labels.Size{W: sz.Width, H: sz.Height}, reach); ok {
				done = append(done, number{i, s, size, fyne.NewPos(rc.X0, rc.Y0), sz})
				break
			}
		}
	}
	return done
}

// drawLengths draws the roads' lengths placed, each on a patch of the
// background.
func (r *mapRenderer) drawLengths(nums []number, bg color.Color) {
	fg := theme.Color(theme.ColorNameForeground)
	for _, n := range nums {
		r.box(n.at, n.size, faded(bg, 0xd8))
		r.text(n.text, n.at, n.ts, faded(fg, 0xd0), false)
	}
}
