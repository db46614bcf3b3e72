// Package labels finds where the words of a drawing go — the names of its
// points and the numbers on its lines — so that no two cover each other
// or another point's mark. It is geometry alone, rectangles in the
// drawing's pixels, without Fyne: the route map and the map editor draw
// what it places.
package labels

import (
	"cmp"
	"math"
	"slices"
)

type mark struct {
	id     int
	centre Point
	box    Rect
}

// Board is a drawing's labels as they are placed: each new label takes
// room no label placed before it covers, off every other point's mark and
// out of the areas kept clear, inside the drawing.
type Board struct {
	bounds Rect
	taken  []Rect
	marks  []mark
	lines  [][2]Point
	// obstacles are the labels placed, the areas kept clear and the
	// marks (owner -2 for none), and cells the obstacles over each square
	// of the drawing cell pixels a side, row by row: a spot is checked
	// against its neighbours alone
	obstacles []obstacle
	cells     [][]int32
	cols      int
}

type obstacle struct {
	r     Rect
	owner int
	// dot is a point's dot itself, without the margin round it that
	// names keep: numbers on lines keep off the dot alone.
	dot bool
}

// cell is the side of the board's squares, in pixels.
const cell = 32

// NewBoard is an empty drawing of the given bounds.
func NewBoard(bounds Rect) *Board {
	cols := max(1, int((bounds.X1-bounds.X0)/cell)+1)
	rows := max(1, int((bounds.Y1-bounds.Y0)/cell)+1)
	return &Board{bounds: bounds, cols: cols, cells: make([][]int32, cols*rows)}
}

// span is the squares r lies over, clipped to the board.
func (b *Board) span(r Rect) (c0, r0, c1, r1 int) {
	rows := len(b.cells) / b.cols
	at := func(v, o float32, n int) int { return max(0, min(n-1, int((v-o)/cell))) }
	return at(r.X0, b.bounds.X0, b.cols), at(r.Y0, b.bounds.Y0, rows), at(r.X1, b.bounds.X0, b.cols), at(r.Y1, b.bounds.Y0, rows)
}

func (b *Board) index(r Rect, owner int, dot bool) {
	k := int32(len(b.obstacles))
	b.obstacles = append(b.obstacles, obstacle{r, owner, dot})
	c0, r0, c1, r1 := b.span(r)
	for y := r0; y <= r1; y++ {
		for x := c0; x <= c1; x++ {
			b.cells[y*b.cols+x] = append(b.cells[y*b.cols+x], k)
		}
	}
}

// take places r.
func (b *Board) take(rs ...Rect) {
	for _, r := range rs {
		b.taken = append(b.taken, r)
		b.index(r, -2, false)
	}
}

// Keep keeps r clear of labels: a legend, a note.
func (b *Board) Keep(r Rect) { b.take(r) }

// Mark is point id's mark, a dot of radius r at c with the margin round
// it that the drawing wants names to keep: no name but the point's own
// may cover the mark, and a number on a line (Along) keeps off the dot
// alone. Ids are from 0.
func (b *Board) Mark(id int, c Point, r, margin float32) {
	out := r + margin
	m := mark{id, c, Rect{c.X - out, c.Y - out, c.X + out, c.Y + out}}
	b.marks = append(b.marks, m)
	b.index(m.box, id, false)
	b.index(Rect{c.X - r, c.Y - r, c.X + r, c.Y + r}, id, true)
}

// Line is a line of the drawing from p to q, a road: a label would
// rather not lie across it, but may.
func (b *Board) Line(p, q Point) { b.lines = append(b.lines, [2]Point{p, q}) }

// Spot is where a name went.
type Spot struct {
	Rect   Rect
	Stage  int  // the stage that placed it
	Choice int  // the index of the size taken among its stage's
	Far    bool // away from its point: a leader line ties it to it
	Clear  bool // false where no room was left anywhere: it covers another
}

// Stage is a step of the search for a name's room: the forms the name
// may take (the fullest first) at the distances from its point, in
// steps of about a label's height, from From to To: step 0 is the spots
// right by the point (right, left, above, below, then the corners),
// each step out sixteen directions round it.
type Stage struct {
	Sizes    []Size
	From, To int
	// Anywhere, when no step has room, looks for a clear spot for the
	// last form anywhere in the drawing, the nearest first.
	Anywhere bool
}

// Rings is how many steps a name may move away from its point before it
// takes the clear spot nearest it anywhere in the drawing.
const Rings = 12

// Name places a name for point id, at at, gap away from it, going
// through the stages in order: at each step of a stage each form in
// turn, the first that finds a clear spot taken. Among the clear spots of
// a step the one that crosses fewest lines and lies nearest no other
// point wins. Where no stage finds room, the last stage's smallest form
// takes the clear spot nearest the point anywhere in the drawing (one
// nearer its own point than any other, if there is one); where there is
// none it goes where it covers least, and Spot.Clear says so.
func (b *Board) Name(id int, at Point, gap float32, stages ...Stage) Spot {
	for k, st := range stages {
		for ring := st.From; ring <= st.To; ring++ {
			for i, sz := range st.Sizes {
				if found, ok := b.ring(id, at, gap, ring, sz); ok {
					b.take(found)
					return Spot{Rect: found, Stage: k, Choice: i, Far: ring > 0, Clear: true}
				}
			}
		}
		if n := len(st.Sizes); st.Anywhere && n > 0 {
			if s := b.anywhere(id, at, gap, st.Sizes[n-1]); s.Clear {
				s.Stage, s.Choice = k, n-1
				b.take(s.Rect)
				return s
			}
		}
	}
	last := stages[len(stages)-1]
	small := 0
	for i, sz := range last.Sizes {
		if sz.W*sz.H < last.Sizes[small].W*last.Sizes[small].H {
			small = i
		}
	}
	s := b.anywhere(id, at, gap, last.Sizes[small])
	s.Stage, s.Choice = len(stages)-1, small
	b.take(s.Rect)
	return s
}

// anywhere is the clear spot for a label of size sz nearest at (and no
// nearer than gap), found on a grid over the whole drawing, or the spot
// that covers least where none is clear.
func (b *Board) anywhere(id int, at Point, gap float32, sz Size) Spot {
	// The spots of a grid, rows and columns from the point's outward,
	// so that a spot found early leaves the farther ones unchecked.
	step := max(sz.H/2, 1)
	outward := func(lo, hi, from float32) []float32 {
		var v []float32
		for x := lo; x <= hi; x += step {
			v = append(v, x)
		}
		slices.SortFunc(v, func(a, c float32) int { return cmp.Compare(abs(a-from), abs(c-from)) })
		return v
	}
	ys := outward(b.bounds.Y0, b.bounds.Y1-sz.H, at.Y-sz.H/2)
	xs := outward(b.bounds.X0, b.bounds.X1-sz.W, at.X-sz.W/2)
	best, mistaken := Rect{}, Rect{}
	bestD2, mistakenD2 := float32(math.MaxFloat32), float32(math.MaxFloat32)
	for _, y := range ys {
		if dy := max(0, abs(y+sz.H/2-at.Y)-sz.H/2); dy*dy >= bestD2 {
			break // every later row is farther
		}
		for _, x := range xs {
			r := At(Point{x, y}, sz)
			d2 := r.distance2(at)
			if d2 >= bestD2 || d2 < gap*gap || !b.clear(id, r) {
				continue // farther than found, over its own point, or taken
			}
			ok := true
			for _, m := range b.marks {
				if m.id != id && r.distance2(m.centre) < d2 {
					ok = false
					break
				}
			}
			switch {
			case ok:
				best, bestD2 = r, d2
			case d2 < mistakenD2:
				mistaken, mistakenD2 = r, d2
			}
		}
	}
	switch {
	case bestD2 < math.MaxFloat32:
		return Spot{Rect: best, Far: true, Clear: true}
	case mistakenD2 < math.MaxFloat32:
		return Spot{Rect: mistaken, Far: true, Clear: true}
	}
	least, leastCost := Rect{}, float32(math.MaxFloat32)
	for _, y := range ys {
		for _, x := range xs {
			r := At(Point{x, y}, sz)
			if c := b.cover(id, r); c < leastCost && r.distance2(at) >= gap*gap {
				least, leastCost = r, c
			}
		}
	}
	return Spot{Rect: least, Far: true}
}

// ring finds the best clear spot for a label of size sz ring steps out.
func (b *Board) ring(id int, at Point, gap float32, ring int, sz Size) (Rect, bool) {
	var best Rect
	bestCost, found := float32(math.MaxFloat32), false
	for i, r := range b.spots(at, gap, ring, sz) {
		if !b.clear(id, r) {
			continue
		}
		cost := float32(i) * 0.01
		for _, l := range b.lines {
			if r.crosses(l[0], l[1]) {
				cost++
				// over the line's middle, where its number goes, the
				// more: the number has nowhere else to go
				if r.crosses(l[0].lerp(l[1], 0.3), l[0].lerp(l[1], 0.7)) {
					cost += 2
				}
			}
		}
		// A name nearer another point than its own reads as that
		// point's: by its point it had better not be, away from it
		// (where a line ties it) it must not be.
		mine := r.distance(at)
		near2, mine2 := (mine+gap)*(mine+gap), mine*mine
		mistaken := false
		for _, m := range b.marks {
			if m.id == id {
				continue
			}
			if d2 := r.distance2(m.centre); d2 < near2 {
				cost += 4
				mistaken = mistaken || ring > 0 && d2 < mine2
			}
		}
		if !mistaken && cost < bestCost {
			best, bestCost, found = r, cost, true
		}
	}
	return best, found
}

// spots lists where a label of size sz may go ring steps from at.
func (b *Board) spots(at Point, gap float32, ring int, sz Size) []Rect {
	if ring == 0 {
		d := gap * 0.7
		// above and below, moved along to stay in the drawing by its
		// edge
		x := max(b.bounds.X0, min(at.X-sz.W/2, b.bounds.X1-sz.W))
		return []Rect{
			At(Point{at.X + gap, at.Y - sz.H/2}, sz), At(Point{at.X - gap - sz.W, at.Y - sz.H/2}, sz),
			At(Point{x, at.Y - gap - sz.H}, sz), At(Point{x, at.Y + gap}, sz),
			At(Point{at.X + d, at.Y - d - sz.H}, sz), At(Point{at.X + d, at.Y + d}, sz),
			At(Point{at.X - d - sz.W, at.Y - d - sz.H}, sz), At(Point{at.X - d - sz.W, at.Y + d}, sz),
		}
	}
	d := gap + float32(ring)*sz.H*0.8
	out := make([]Rect, 0, 16)
	for k := range 16 {
		a := float64(k) * math.Pi / 8
		cx, cy := float32(math.Cos(a)), float32(math.Sin(a))
		p := Point{at.X + d*cx, at.Y + d*cy}
		// the side of the label that faces the point lies on p
		x := p.X - sz.W/2 + cx*sz.W/2
		y := p.Y - sz.H/2 + cy*sz.H/2
		out = append(out, At(Point{x, y}, sz))
	}
	return out
}

// clear reports whether r lies in the drawing and covers no label, no
// area kept clear and no other point's mark.
func (b *Board) clear(id int, r Rect) bool {
	return b.clearOf(r, func(o obstacle) bool { return o.owner != id })
}

// clearOf reports whether r lies in the drawing and covers none of the
// obstacles that count says count.
func (b *Board) clearOf(r Rect, count func(obstacle) bool) bool {
	if !r.Inside(b.bounds) {
		return false
	}
	c0, r0, c1, r1 := b.span(r)
	for y := r0; y <= r1; y++ {
		for x := c0; x <= c1; x++ {
			for _, k := range b.cells[y*b.cols+x] {
				if o := b.obstacles[k]; count(o) && r.Overlaps(o.r) {
					return false
				}
			}
		}
	}
	return true
}

// numberFits reports whether a number on a line fits at r: in the
// drawing, over no label, no area kept clear and no dot (the margins
// round the dots are the names').
func (b *Board) numberFits(r Rect) bool {
	return b.clearOf(r, func(o obstacle) bool { return o.owner < 0 || o.dot })
}

// cover is how much r covers of what a label should not: other labels,
// other points' marks, the outside of the drawing.
func (b *Board) cover(id int, r Rect) float32 {
	var c float32
	for _, t := range b.taken {
		c += r.overlap(t)
	}
	for _, m := range b.marks {
		if m.id != id {
			c += 2 * r.overlap(m.box)
		}
	}
	area := (r.X1 - r.X0) * (r.Y1 - r.Y0)
	return c + 4*(area-r.overlap(b.bounds))
}

// Add places a label at rs where all of them are clear of every label
// and every point's mark, its own too: the second line of a name placed,
// say, with the corner its box takes beside the name.
func (b *Board) Add(rs ...Rect) bool {
	for _, r := range rs {
		if !b.clear(-1, r) {
			return false
		}
	}
	b.take(rs...)
	return true
}

// Reach is how far from its line Along may place a label.
type Reach int

const (
	// OnLine places it on the line only.
	OnLine Reach = iota
	// ByLine places it on the line, or beside it, then farther beside
	// it (on a short road between two names), never nearer another line
	// than its own.
	ByLine
)

// Along places a label of size sz on the line from p to q, as far from
// it as reach lets: at its middle, or a little along it where the
// middle is taken, then beside it. It keeps off labels and dots, but not
// the margins names keep round the dots: a number on a short road fits
// between its two dots. Where nothing is clear it places nothing and
// reports false: a crowded drawing leaves the label out rather than pile
// it on another.
func (b *Board) Along(p, q Point, sz Size, reach Reach) (Rect, bool) {
	// off the line, the label's centre moves across it until its box
	// just touches it
	dx, dy := q.X-p.X, q.Y-p.Y
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return Rect{}, false
	}
	nx, ny := -dy/l, dx/l
	side := (sz.W*abs(nx)+sz.H*abs(ny))/2 + 1
	offs := []float32{0, side, -side, 1.5 * side, -1.5 * side, 2 * side, -2 * side}
	if reach == OnLine {
		offs = offs[:1]
	}
	// On the line, from the middle outward a few pixels at a time, to a
	// tenth of the line from either end: a number squeezed between a
	// name and a dot may have a sliver of room. Beside it, at a few
	// places along it.
	on := []float32{0.5}
	for d := 3 / l; d <= 0.4; d += 3 / l {
		on = append(on, 0.5-d, 0.5+d)
	}
	beside := []float32{0.5, 0.42, 0.58, 0.34, 0.66, 0.27, 0.73, 0.2, 0.8}
	for _, off := range offs {
		fs := beside
		if off == 0 {
			fs = on
		}
		for _, f := range fs {
			c := Point{p.X + dx*f + nx*off, p.Y + dy*f + ny*off}
			r := At(Point{c.X - sz.W/2, c.Y - sz.H/2}, sz)
			if b.numberFits(r) && (off == 0 || b.nearest(c, p, q)) {
				b.take(r)
				return r, true
			}
		}
	}
	return Rect{}, false
}

// nearest reports whether no line of the drawing but the one from p to q
// passes nearer c than it does.
func (b *Board) nearest(c, p, q Point) bool {
	own := segment2(c, p, q)
	for _, l := range b.lines {
		if (l[0] != p || l[1] != q) && (l[0] != q || l[1] != p) && segment2(c, l[0], l[1]) < own {
			return false
		}
	}
	return true
}

// segment2 is the square of the distance from c to the segment from p to
// q.
func segment2(c, p, q Point) float32 {
	dx, dy := q.X-p.X, q.Y-p.Y
	t := float32(0)
	if l2 := dx*dx + dy*dy; l2 > 0 {
		t = max(0, min(1, ((c.X-p.X)*dx+(c.Y-p.Y)*dy)/l2))
	}
	ex, ey := c.X-(p.X+t*dx), c.Y-(p.Y+t*dy)
	return ex*ex + ey*ey
}

func abs(x float32) float32 { return max(x, -x) }
