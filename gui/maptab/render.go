package maptab

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"frontier/core/domains/route"
)

// mapRenderer draws a mapView from pools of lines, circles, boxes and
// texts, taken afresh at each layout: the objects drawn are the ones
// taken, in the order taken (roads under places under words).
type mapRenderer struct {
	v       *mapView
	bg      *canvas.Rectangle
	lines   []*canvas.Line
	circles []*canvas.Circle
	boxes   []*canvas.Rectangle
	texts   []*canvas.Text
	nl, nc  int
	nb, nt  int
	objs    []fyne.CanvasObject
	// taken are the boxes the names and numbers placed so far cover,
	// which the next ones avoid; dots the places' dots with a margin,
	// and radius their radii.
	taken  []rect
	dots   []rect
	radius []float32
}

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

func (r *mapRenderer) line(a, b fyne.Position, c color.Color, width float32) {
	if r.nl == len(r.lines) {
		r.lines = append(r.lines, canvas.NewLine(c))
	}
	l := r.lines[r.nl]
	r.nl++
	l.StrokeColor, l.StrokeWidth = c, width
	l.Position1, l.Position2 = a, b
	r.objs = append(r.objs, l)
}

func (r *mapRenderer) circle(at fyne.Position, radius float32, fill, stroke color.Color, width float32) {
	if r.nc == len(r.circles) {
		r.circles = append(r.circles, canvas.NewCircle(fill))
	}
	c := r.circles[r.nc]
	r.nc++
	c.FillColor, c.StrokeColor, c.StrokeWidth = fill, stroke, width
	c.Position1 = at.SubtractXY(radius, radius)
	c.Position2 = at.AddXY(radius, radius)
	r.objs = append(r.objs, c)
}

func (r *mapRenderer) box(at fyne.Position, size fyne.Size, fill color.Color) {
	if r.nb == len(r.boxes) {
		r.boxes = append(r.boxes, canvas.NewRectangle(fill))
	}
	b := r.boxes[r.nb]
	r.nb++
	b.FillColor, b.CornerRadius = fill, 3
	b.Move(at)
	b.Resize(size)
	r.objs = append(r.objs, b)
}

// text draws s with its top-left corner at at.
func (r *mapRenderer) text(s string, at fyne.Position, size float32, c color.Color, bold bool) fyne.Size {
	if r.nt == len(r.texts) {
		r.texts = append(r.texts, canvas.NewText("", c))
	}
	t := r.texts[r.nt]
	r.nt++
	t.Text, t.Color, t.TextSize, t.TextStyle.Bold = s, c, size, bold
	m := t.MinSize()
	t.Move(at)
	t.Resize(m)
	r.objs = append(r.objs, t)
	return m
}

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

func faded(c color.Color, alpha uint8) color.Color {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: alpha}
}

func (r *mapRenderer) Layout(size fyne.Size) {
	v := r.v
	r.nl, r.nc, r.nb, r.nt = 0, 0, 0, 0
	r.taken, r.dots, r.radius = r.taken[:0], r.dots[:0], r.radius[:0]
	if r.bg == nil {
		r.bg = canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
		r.bg.CornerRadius = 8
	}
	r.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.bg.Move(fyne.Position{})
	r.bg.Resize(size)
	r.objs = append(r.objs[:0], r.bg)
	if v.m == nil || size.Width <= 0 || size.Height <= 0 {
		return
	}
	m := v.m
	at := v.frame(size)
	small := v.small(size)
	ts := v.textSize(size)
	fg := theme.Color(theme.ColorNameForeground)
	bgc := theme.Color(theme.ColorNameInputBackground)
	roadW := max(1.5, ts/7)
	dot := max(2.5, ts*0.32)
	if small {
		dot = max(2, ts*0.22)
	}

	// The roads, each two-way road once; the inspector's bad roads in
	// their colour.
	type drawn struct{ a, b route.Place }
	var roads []route.Road
	seen := map[drawn]bool{}
	for _, rd := range m.Roads() {
		k := drawn{min(rd.From, rd.To), max(rd.From, rd.To)}
		if !rd.OneWay && seen[k] {
			continue
		}
		seen[k] = true
		roads = append(roads, rd)
	}
	bad := func(rd route.Road) bool {
		in := v.inspect
		return in != nil && (in.bad[[2]route.Place{rd.From, rd.To}] || !rd.OneWay && in.bad[[2]route.Place{rd.To, rd.From}])
	}
	for _, rd := range roads {
		c, w := faded(fg, 0x70), roadW
		if bad(rd) {
			c, w = badColour, roadW*2.4
		}
		a, b := at(rd.From), at(rd.To)
		r.line(a, b, c, w)
		if rd.OneWay {
			r.arrow(a, b, dot*1.8, max(ts*0.9, 9), c, w)
		}
	}
	// The route lit so far, its last road grown as far as it has come.
	for i := 1; i < len(v.route); i++ {
		a, b := at(v.route[i-1]), at(v.route[i])
		if i == len(v.route)-1 && v.litDone < 1 {
			b = fyne.NewPos(a.X+(b.X-a.X)*v.litDone, a.Y+(b.Y-a.Y)*v.litDone)
		}
		r.line(a, b, routeColour, roadW*3.2)
	}

	// The places: start and goal ringed in their colours, the watched
	// step's roles filled in theirs.
	st := v.step
	for p := range m.Places() {
		q := route.Place(p)
		fill, ring, rw, rad := fg, color.Color(color.Transparent), float32(0), dot
		switch {
		case st != nil && q == st.expanding:
			fill, rad = hereColour, dot*1.9
		case st != nil && st.frontier != nil && hasKey(st.frontier, q):
			fill, rad = frontierColour, dot*1.5
		case st != nil && st.explored[q]:
			fill, rad = exploredColour, dot*1.4
		case st == nil && q == v.here && v.here != v.start:
			fill, rad = hereColour, dot*1.7
		}
		if v.inspect != nil && v.inspect.over[q] {
			ring, rw, rad = badColour, max(2, dot*0.6), max(rad, dot*1.5)
		}
		if st != nil && q == st.next {
			// the frontier's first: hollow, in the frontier's colour
			ring, rw = frontierColour, max(rw, dot*0.7)
			rad = max(rad, dot*2)
			fill = bgc
		}
		switch q {
		case v.start:
			ring, rw, rad = startColour, max(2.5, dot*0.8), max(rad, dot*1.7)
			if fill == fg {
				fill = startColour
			}
		case v.goal:
			ring, rw, rad = goalColour, max(2.5, dot*0.8), max(rad, dot*1.7)
			if fill == fg {
				fill = goalColour
			}
		}
		r.circle(at(q), rad, fill, ring, rw)
		// A name keeps off other places' dots by a margin, so that it
		// is never nearer another dot than its own.
		pad := rad + ts*0.35
		r.dots = append(r.dots, rect{at(q).X - pad, at(q).Y - pad, at(q).X + pad, at(q).Y + pad})
		r.radius = append(r.radius, rad)
	}
	if small {
		return
	}
	// The names find room first, around the dots; the roads' numbers
	// then slide along their roads to where they cover least, and the
	// names are drawn over them.
	// The legend's line at the bottom and the note's at the top are
	// kept clear of names.
	_, _, rows := legendAt(v.legend(), size.Width, ts)
	r.taken = append(r.taken, rect{0, size.Height - ts*0.4 - float32(rows)*ts*1.4, size.Width, size.Height})
	if v.note != "" {
		r.taken = append(r.taken, rect{0, 0, measure(v.note, ts, true).Width + ts, ts * 1.6})
	}
	labels := r.names(at, ts, size, fg)
	r.lengths(roads, at, ts*0.82, size, bgc)
	r.drawNames(labels, ts, bgc)
	r.corner(size, ts, fg)
}

func hasKey[K comparable, V any](m map[K]V, k K) bool {
	_, ok := m[k]
	return ok
}

// arrow draws the head of a one-way road's arrow, size long, at b, back
// short of the dot.
func (r *mapRenderer) arrow(a, b fyne.Position, back, size float32, c color.Color, w float32) {
	dx, dy := float64(b.X-a.X), float64(b.Y-a.Y)
	l := math.Hypot(dx, dy)
	if l < float64(back+size)*1.5 {
		return
	}
	ux, uy := dx/l, dy/l
	tip := fyne.NewPos(b.X-float32(ux)*back, b.Y-float32(uy)*back)
	head := float64(size)
	for _, s := range []float64{1, -1} {
		// 28° each side of the road
		cx := -ux*math.Cos(0.5) - s*-uy*math.Sin(0.5)
		cy := -uy*math.Cos(0.5) - s*ux*math.Sin(0.5)
		r.line(tip, fyne.NewPos(tip.X+float32(cx*head), tip.Y+float32(cy*head)), c, w*1.3)
	}
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

// legendEntry is a colour and what it means; a nil colour is words
// alone, hollow a ring.
type legendEntry struct {
	c      color.Color
	name   string
	hollow bool
}

// legend is what the colours on show mean.
func (v *mapView) legend() []legendEntry {
	legend := []legendEntry{{startColour, "start", false}, {goalColour, "goal", false}}
	switch {
	case v.step != nil:
		legend = append(legend, legendEntry{hereColour, "expanding", false}, legendEntry{frontierColour, "next", true},
			legendEntry{frontierColour, "frontier", false}, legendEntry{exploredColour, "explored", false})
	case v.inspect != nil:
		legend = append(legend, legendEntry{nil, "h/h* under each name;", false},
			legendEntry{badColour, "h > h* (place),", false}, legendEntry{nil, "h(n) > c + h(n′) (road)", false})
	case len(v.route) > 1:
		legend = append(legend, legendEntry{routeColour, "route", false})
	}
	return legend
}

// legendAt lays the legend out in rows across a drawing of width w, an
// entry going to the next row when the row is full; it returns each
// entry's left edge and row (0 the top), and the rows.
func legendAt(legend []legendEntry, w, ts float32) (xs []float32, rows []int, n int) {
	x, row := ts*0.5, 0
	for _, e := range legend {
		width := measure(e.name, ts*0.9, false).Width + ts*0.8
		if e.c != nil {
			width += ts
		}
		if x+width > w && x > ts*0.5 {
			x, row = ts*0.5, row+1
		}
		xs, rows = append(xs, x), append(rows, row)
		x += width
	}
	return xs, rows, row + 1
}

// corner writes the legend at the bottom and the route's cost at the
// top.
func (r *mapRenderer) corner(size fyne.Size, ts float32, fg color.Color) {
	v := r.v
	if v.note != "" {
		r.text(v.note, fyne.NewPos(ts*0.5, ts*0.3), ts, routeColour, true)
	}
	legend := v.legend()
	xs, rows, n := legendAt(legend, size.Width, ts)
	for i, e := range legend {
		x, y := xs[i], size.Height-ts*1.6-float32(n-1-rows[i])*ts*1.4
		if e.c == nil { // words alone
			r.text(e.name, fyne.NewPos(x, y), ts*0.9, fg, false)
			continue
		}
		if e.hollow {
			r.circle(fyne.NewPos(x+ts*0.4, y+ts*0.65), ts*0.35, color.Transparent, e.c, ts*0.15)
		} else {
			r.circle(fyne.NewPos(x+ts*0.4, y+ts*0.65), ts*0.4, e.c, color.Transparent, 0)
		}
		r.text(e.name, fyne.NewPos(x+ts, y), ts*0.9, fg, false)
	}
}

func (r *mapRenderer) MinSize() fyne.Size { return r.v.MinSize() }

func (r *mapRenderer) Refresh() {
	r.Layout(r.v.Size())
	canvas.Refresh(r.v)
}

func (r *mapRenderer) Objects() []fyne.CanvasObject {
	if r.bg == nil {
		r.Layout(r.v.Size())
	}
	return r.objs
}

func (r *mapRenderer) Destroy() {}
