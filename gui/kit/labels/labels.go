// Package labels finds where the words of a drawing go — the names of its
// points and the numbers on its lines — so that no two cover each other
// or another point's mark. It is geometry alone, rectangles in the
// drawing's pixels, without Fyne: the route map and the map editor draw
// what it places.
package labels

import "math"

// Point is a point of the drawing, y downward.
type Point struct{ X, Y float32 }

// Size is a label's width and height.
type Size struct{ W, H float32 }

// Rect is the rectangle from (X0, Y0) to (X1, Y1).
type Rect struct{ X0, Y0, X1, Y1 float32 }

// At is the rectangle of size s with its top-left corner at p.
func At(p Point, s Size) Rect { return Rect{p.X, p.Y, p.X + s.W, p.Y + s.H} }

// Overlaps reports whether a and b share some area; rectangles that only
// touch do not.
func (a Rect) Overlaps(b Rect) bool {
	return min(a.X1, b.X1)-max(a.X0, b.X0) > 0.01 && min(a.Y1, b.Y1)-max(a.Y0, b.Y0) > 0.01
}

// overlap is the area a and b share.
func (a Rect) overlap(b Rect) float32 {
	w, h := min(a.X1, b.X1)-max(a.X0, b.X0), min(a.Y1, b.Y1)-max(a.Y0, b.Y0)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// Inside reports whether a lies within b.
func (a Rect) Inside(b Rect) bool {
	return a.X0 >= b.X0-0.01 && a.Y0 >= b.Y0-0.01 && a.X1 <= b.X1+0.01 && a.Y1 <= b.Y1+0.01
}

// distance is how far p lies from a, 0 inside it.
func (a Rect) distance(p Point) float32 {
	dx := max(a.X0-p.X, 0, p.X-a.X1)
	dy := max(a.Y0-p.Y, 0, p.Y-a.Y1)
	return float32(math.Hypot(float64(dx), float64(dy)))
}

// Nearest is the point of a nearest p, for a leader line from p.
func (a Rect) Nearest(p Point) Point {
	return Point{max(a.X0, min(p.X, a.X1)), max(a.Y0, min(p.Y, a.Y1))}
}

// crosses reports whether the segment from p to q passes through a.
func (a Rect) crosses(p, q Point) bool {
	// Liang–Barsky: clip the segment's parameter to the rectangle.
	t0, t1 := float32(0), float32(1)
	dx, dy := q.X-p.X, q.Y-p.Y
	for _, e := range [4][2]float32{{-dx, p.X - a.X0}, {dx, a.X1 - p.X}, {-dy, p.Y - a.Y0}, {dy, a.Y1 - p.Y}} {
		if e[0] == 0 {
			if e[1] < 0 {
				return false
			}
			continue
		}
		t := e[1] / e[0]
		if e[0] < 0 {
			t0 = max(t0, t)
		} else {
			t1 = min(t1, t)
		}
		if t0 > t1 {
			return false
		}
	}
	return true
}

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
}

// NewBoard is an empty drawing of the given bounds.
func NewBoard(bounds Rect) *Board { return &Board{bounds: bounds} }

// Keep keeps r clear of labels: a legend, a note.
func (b *Board) Keep(r Rect) { b.taken = append(b.taken, r) }

// Mark is point id's mark, a dot of radius r at c (with any margin the
// drawing wants round it): no label but the point's own may cover it.
func (b *Board) Mark(id int, c Point, r float32) {
	b.marks = append(b.marks, mark{id, c, Rect{c.X - r, c.Y - r, c.X + r, c.Y + r}})
}

// Line is a line of the drawing from p to q, a road: a label would
// rather not lie across it, but may.
func (b *Board) Line(p, q Point) { b.lines = append(b.lines, [2]Point{p, q}) }

// Taken is every rectangle kept clear or placed so far.
func (b *Board) Taken() []Rect { return b.taken }

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
					b.taken = append(b.taken, found)
					return Spot{Rect: found, Stage: k, Choice: i, Far: ring > 0, Clear: true}
				}
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
	b.taken = append(b.taken, s.Rect)
	return s
}

// anywhere is the clear spot for a label of size sz nearest at (and no
// nearer than gap), found on a grid over the whole drawing, or the spot
// that covers least where none is clear.
func (b *Board) anywhere(id int, at Point, gap float32, sz Size) Spot {
	step := max(sz.H/2, 1)
	best, bestD := Spot{}, float32(math.MaxFloat32)
	least, leastCost := Rect{}, float32(math.MaxFloat32)
	for y := b.bounds.Y0; y+sz.H <= b.bounds.Y1; y += step {
		for x := b.bounds.X0; x+sz.W <= b.bounds.X1; x += step {
			r := At(Point{x, y}, sz)
			if r.distance(at) < gap {
				continue // over its own point
			}
			if b.clear(id, r) {
				d := r.distance(at)
				for _, m := range b.marks {
					if m.id != id && r.distance(m.centre) < d {
						d += 1e4 // mistaken for another's: only if no other
						break
					}
				}
				if d < bestD {
					best, bestD = Spot{Rect: r, Far: true, Clear: true}, d
				}
			} else if best.Clear {
				continue
			} else if c := b.cover(id, r); c < leastCost {
				least, leastCost = r, c
			}
		}
	}
	if best.Clear {
		return best
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
			}
		}
		// A name nearer another point than its own reads as that
		// point's: by its point it had better not be, away from it
		// (where a line ties it) it must not be.
		mine := r.distance(at)
		mistaken := false
		for _, m := range b.marks {
			if m.id == id {
				continue
			}
			if d := r.distance(m.centre); d < mine+gap {
				cost += 4
				mistaken = mistaken || ring > 0 && d < mine
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
	if !r.Inside(b.bounds) {
		return false
	}
	for _, t := range b.taken {
		if r.Overlaps(t) {
			return false
		}
	}
	for _, m := range b.marks {
		if m.id != id && r.Overlaps(m.box) {
			return false
		}
	}
	return true
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
	b.taken = append(b.taken, rs...)
	return true
}

// Along places a label of size sz on the line from p to q: at its
// middle, or a little along it where the middle is taken, or beside it. Where nothing
// on the line is clear it places nothing and reports false: a crowded
// drawing leaves the label out rather than pile it on another.
func (b *Board) Along(p, q Point, sz Size) (Rect, bool) {
	// off the line, the label's centre moves across it until its box
	// just touches it
	dx, dy := q.X-p.X, q.Y-p.Y
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return Rect{}, false
	}
	nx, ny := -dy/l, dx/l
	side := (sz.W*abs(nx)+sz.H*abs(ny))/2 + 1
	for _, off := range []float32{0, side, -side} {
		for _, f := range []float32{0.5, 0.42, 0.58, 0.34, 0.66, 0.27, 0.73} {
			c := Point{p.X + dx*f + nx*off, p.Y + dy*f + ny*off}
			r := At(Point{c.X - sz.W/2, c.Y - sz.H/2}, sz)
			if b.clear(-1, r) {
				b.taken = append(b.taken, r)
				return r, true
			}
		}
	}
	return Rect{}, false
}

func abs(x float32) float32 { return max(x, -x) }
