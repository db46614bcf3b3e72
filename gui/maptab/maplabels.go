package maptab

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"frontier/core/domains/route"
)

// Where the names of places and the lengths of roads go on the map: each
// label tries the spots around its point and takes the first that covers
// nothing drawn before it, or the one that covers least.

type rect struct{ x0, y0, x1, y1 float32 }

func (a rect) overlap(b rect) float32 {
	w := min(a.x1, b.x1) - max(a.x0, b.x0)
	h := min(a.y1, b.y1) - max(a.y0, b.y0)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// distance is how far p lies from the rectangle, 0 inside it.
func (a rect) distance(p fyne.Position) float32 {
	dx := max(a.x0-p.X, 0, p.X-a.x1)
	dy := max(a.y0-p.Y, 0, p.Y-a.y1)
	return float32(math.Hypot(float64(dx), float64(dy)))
}

func (a rect) centre() fyne.Position { return fyne.NewPos((a.x0+a.x1)/2, (a.y0+a.y1)/2) }

// measure is the size s takes at size, bold or not.
func measure(s string, size float32, bold bool) fyne.Size {
	return fyne.MeasureText(s, size, fyne.TextStyle{Bold: bold})
}

// place finds where a label of size sz goes near point at: the first of
// the candidates (right, left, above, below, then the corners) that
// covers nothing placed and stays in the drawing, or else the one that
// covers least.
func (r *mapRenderer) place(at fyne.Position, sz fyne.Size, gap float32, bounds fyne.Size, own int) (fyne.Position, float32) {
	cands := []fyne.Position{
		at.AddXY(gap, -sz.Height/2), at.AddXY(-gap-sz.Width, -sz.Height/2),
		at.AddXY(-sz.Width/2, -gap-sz.Height), at.AddXY(-sz.Width/2, gap),
		at.AddXY(gap*0.7, -gap*0.7-sz.Height), at.AddXY(gap*0.7, gap*0.7),
		at.AddXY(-gap*0.7-sz.Width, -gap*0.7-sz.Height), at.AddXY(-gap*0.7-sz.Width, gap*0.7),
	}
	best, bestCost := cands[0], float32(math.MaxFloat32)
	for _, c := range cands {
		rc := rect{c.X, c.Y, c.X + sz.Width, c.Y + sz.Height}
		var cost float32
		for _, t := range r.taken {
			cost += rc.overlap(t)
		}
		mine := rc.distance(at)
		for i, d := range r.dots {
			if i == own {
				continue
			}
			cost += 2 * rc.overlap(d)
			// A label nearer another dot than its own reads as that
			// dot's.
			if rc.distance(d.centre()) < mine+gap {
				cost += sz.Width * sz.Height / 3
			}
		}
		// outside the drawing costs more than covering a neighbour
		out := rect{0, 0, bounds.Width, bounds.Height}
		cost += 4 * (sz.Width*sz.Height - rc.overlap(out))
		if cost < bestCost {
			best, bestCost = c, cost
		}
		if cost == 0 {
			break
		}
	}
	// A label with no room inside is pushed in whole.
	best.X = max(0, min(best.X, bounds.Width-sz.Width))
	best.Y = max(0, min(best.Y, bounds.Height-sz.Height))
	return best, bestCost
}

// names writes each place's name by its dot, and under it what the
// inspector or the watched step says of it, where they cover least; the
// places that matter most choose first (see byRole).
func (r *mapRenderer) names(at func(route.Place) fyne.Position, ts float32, size fyne.Size, fg color.Color) []label {
	v := r.v
	m := v.m
	if m.Places() > 80 {
		return nil // too many to read: the dots and the colours say enough
	}
	var out []label
	for _, q := range v.byRole() {
		p := int(q)
		name := m.Name(q)
		bold := q == v.start || q == v.goal
		c := fg
		if st := v.step; st != nil {
			// The name in its place's colour ties it to its dot.
			switch {
			case hasKey(st.frontier, q):
				c = frontierColour
			case q == st.expanding:
				c = hereColour
			}
		}
		switch q {
		case v.start:
			c = startColour
		case v.goal:
			c = goalColour
		}
		extra, ec := "", color.Color(fg)
		if st := v.step; st != nil {
			if ghf, ok := st.frontier[q]; ok {
				switch {
				case st.informed && size.Width < 32*theme.TextSize():
					// a narrow map has room for f alone; the frontier's
					// table beside it has g and h
					extra = fmt.Sprintf("f %d", ghf[2])
				case st.informed:
					extra = fmt.Sprintf("g %d h %d f %d", ghf[0], ghf[1], ghf[2])
				default:
					extra = fmt.Sprintf("g %d", ghf[0])
				}
				ec = frontierColour
			}
		} else if in := v.inspect; in != nil {
			truth := "∞"
			if in.truth[q] != route.Unreachable {
				truth = fmt.Sprint(in.truth[q])
			}
			// h/h*, as the legend says: short, so that the map keeps
			// its names apart
			extra = fmt.Sprintf("%d/%s", in.h[q], truth)
			if in.over[q] {
				ec = badColour
			}
		}
		nsz := measure(name, ts, bold)
		sz, inline := nsz, false
		pos, cost := fyne.Position{}, float32(0)
		if extra == "" {
			pos, cost = r.place(at(q), sz, r.radius[q]+ts*0.2, size, p)
		} else {
			// The extra line under the name, or where that covers
			// something, beside it: whichever covers less.
			e := measure(extra, ts*0.8, true)
			sz = fyne.NewSize(max(nsz.Width, e.Width), nsz.Height+e.Height)
			pos, cost = r.place(at(q), sz, r.radius[q]+ts*0.2, size, p)
			if cost > 0 {
				wide := fyne.NewSize(nsz.Width+ts*0.3+e.Width, nsz.Height)
				if p2, c2 := r.place(at(q), wide, r.radius[q]+ts*0.2, size, p); c2 < cost {
					pos, cost, sz, inline = p2, c2, wide, true
				}
			}
		}
		crowded := func() bool { return cost > sz.Width*sz.Height/4 }
		first := q == v.start || q == v.goal || q == v.here
		if crowded() && extra != "" && !first && (v.step != nil || v.inspect != nil) {
			// Too crowded for the second line: the name alone, which the
			// frontier's table or the inspector's lines complete.
			sz, inline, extra = nsz, false, ""
			pos, cost = r.place(at(q), sz, r.radius[q]+ts*0.2, size, p)
		}
		if crowded() && !first && (v.step != nil && c == fg || v.inspect != nil) {
			// While a search is watched, the name of a place it has not
			// reached gives way rather than cover the names it has; so
			// does a crowded name under the inspector's marks.
			continue
		}
		r.taken = append(r.taken, rect{pos.X, pos.Y, pos.X + sz.Width, pos.Y + sz.Height})
		out = append(out, label{pos, sz, name, extra, c, ec, bold, inline})
	}
	return out
}

// label is a place's name placed, and the line under it.
type label struct {
	pos         fyne.Position
	size        fyne.Size
	name, extra string
	c, ec       color.Color
	bold        bool
	inline      bool // the extra beside the name, not under it
}

// drawNames draws the names placed, over the roads' numbers.
func (r *mapRenderer) drawNames(labels []label, ts float32, bg color.Color) {
	// The names that chose first matter most: they are drawn last, on
	// top of any they touch.
	for _, l := range slices.Backward(labels) {
		r.box(l.pos, l.size, faded(bg, 0xb0))
		n := r.text(l.name, l.pos, ts, l.c, l.bold)
		switch {
		case l.extra == "":
		case l.inline:
			e := measure(l.extra, ts*0.8, true)
			r.text(l.extra, l.pos.AddXY(n.Width+ts*0.3, (n.Height-e.Height)*0.6), ts*0.8, l.ec, true)
		default:
			r.text(l.extra, l.pos.AddXY(0, n.Height), ts*0.8, l.ec, true)
		}
	}
}

// lengths writes each road's length at its middle, or a little along it
// where the middle is taken, on a patch of the background.
func (r *mapRenderer) lengths(roads []route.Road, at func(route.Place) fyne.Position, ts float32, size fyne.Size, bg color.Color) {
	if len(roads) > 150 {
		return
	}
	fg := theme.Color(theme.ColorNameForeground)
	for _, rd := range roads {
		s := fmt.Sprint(rd.Length)
		sz := measure(s, ts, false)
		a, b := at(rd.From), at(rd.To)
		best, bestCost := fyne.Position{}, float32(math.MaxFloat32)
		for _, f := range []float32{0.5, 0.42, 0.58, 0.34, 0.66, 0.27, 0.73} {
			c := fyne.NewPos(a.X+(b.X-a.X)*f-sz.Width/2, a.Y+(b.Y-a.Y)*f-sz.Height/2)
			rc := rect{c.X, c.Y, c.X + sz.Width, c.Y + sz.Height}
			var cost float32
			for _, t := range r.taken {
				cost += rc.overlap(t)
			}
			for _, d := range r.dots {
				cost += rc.overlap(d)
			}
			if cost < bestCost {
				best, bestCost = c, cost
			}
			if cost == 0 {
				break
			}
		}
		r.taken = append(r.taken, rect{best.X, best.Y, best.X + sz.Width, best.Y + sz.Height})
		r.box(best, sz, faded(bg, 0xd8))
		r.text(s, best, ts, faded(fg, 0xd0), false)
	}
}
