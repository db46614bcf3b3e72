package labels

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// sharesArea is the plain test of two rectangles' overlap, by sampling:
// some point lies strictly inside both, each taken a hundredth of a
// pixel in from its edges (the board's rounding: rectangles that touch
// within it do not overlap).
func sharesArea(a, b Rect) bool {
	const e = 0.005
	a, b = Rect{a.X0 + e, a.Y0 + e, a.X1 - e, a.Y1 - e}, Rect{b.X0 + e, b.Y0 + e, b.X1 - e, b.Y1 - e}
	for i := range 41 {
		for j := range 41 {
			x := min(a.X0, b.X0) + (max(a.X1, b.X1)-min(a.X0, b.X0))*float32(i)/40
			y := min(a.Y0, b.Y0) + (max(a.Y1, b.Y1)-min(a.Y0, b.Y0))*float32(j)/40
			if x > a.X0 && x < a.X1 && y > a.Y0 && y < a.Y1 && x > b.X0 && x < b.X1 && y > b.Y0 && y < b.Y1 {
				return true
			}
		}
	}
	return false
}

func TestOverlapsAndCrosses(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	r := func() float32 { return float32(rng.IntN(20)) }
	for range 2000 {
		a := Rect{r(), r(), 0, 0}
		a.X1, a.Y1 = a.X0+1+r(), a.Y0+1+r()
		b := Rect{r(), r(), 0, 0}
		b.X1, b.Y1 = b.X0+1+r(), b.Y0+1+r()
		if got, want := a.Overlaps(b), sharesArea(a, b); got != want {
			t.Fatalf("%v and %v: Overlaps %v, sampled %v", a, b, got, want)
		}
		p, q := Point{r(), r()}, Point{r(), r()}
		hit := false
		for k := range 401 {
			f := float32(k) / 400
			x, y := p.X+(q.X-p.X)*f, p.Y+(q.Y-p.Y)*f
			hit = hit || x > a.X0 && x < a.X1 && y > a.Y0 && y < a.Y1
		}
		if hit && !a.crosses(p, q) {
			t.Fatalf("the segment %v–%v passes through %v, crosses says not", p, q, a)
		}
	}
}

// TestNamesNeverCover: names of dense random points all find room clear
// of each other and of the other points' marks, inside the drawing, and
// the numbers on lines placed after them cover none of it.
func TestNamesNeverCover(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := range 20 {
		bounds := Rect{0, 0, 500, 400}
		b := NewBoard(bounds)
		var pts []Point
		for i := range 50 {
			p := Point{20 + rng.Float32()*460, 20 + rng.Float32()*360}
			pts = append(pts, p)
			b.Mark(i, p, 6, 0)
		}
		var placed []Rect
		for i, p := range pts {
			sizes := []Size{{40, 18}, {24, 18}}
			s := b.Name(i, p, 8, Stage{sizes, 0, Rings, false})
			if !s.Clear {
				t.Fatalf("trial %d: point %d found no room", trial, i)
			}
			placed = append(placed, s.Rect)
		}
		for i := 1; i < len(pts); i++ {
			if r, ok := b.Along(pts[i-1], pts[i], Size{22, 14}, ByLine); ok {
				placed = append(placed, r)
			}
		}
		for i, a := range placed {
			if !a.Inside(bounds) {
				t.Fatalf("trial %d: label %v outside %v", trial, a, bounds)
			}
			for _, c := range placed[:i] {
				if sharesArea(a, c) {
					t.Fatalf("trial %d: labels %v and %v overlap", trial, a, c)
				}
			}
			for j, p := range pts {
				if j != i && i < len(pts) && sharesArea(a, Rect{p.X - 6, p.Y - 6, p.X + 6, p.Y + 6}) {
					t.Fatalf("trial %d: label of %d covers point %d", trial, i, j)
				}
			}
		}
	}
}

// TestNameGoesRightFirst: with room everywhere a name goes right of its
// point, at the full size, near.
func TestNameGoesRightFirst(t *testing.T) {
	b := NewBoard(Rect{0, 0, 200, 200})
	s := b.Name(0, Point{100, 100}, 5, Stage{[]Size{{30, 10}}, 0, Rings, false})
	if s != (Spot{Rect: Rect{105, 95, 135, 105}, Clear: true}) {
		t.Errorf("got %+v", s)
	}
	// Right and left now taken by another's mark and a kept area, the
	// name goes above.
	b = NewBoard(Rect{0, 0, 200, 200})
	b.Mark(1, Point{115, 100}, 4, 0)
	b.Keep(Rect{60, 90, 84, 110})
	s = b.Name(0, Point{100, 100}, 5, Stage{[]Size{{30, 10}}, 0, Rings, false})
	if s.Rect != (Rect{85, 85, 115, 95}) || s.Far {
		t.Errorf("got %+v, want above", s)
	}
}

func TestShorter(t *testing.T) {
	for name, want := range map[string][]string{
		"Rimnicu Vilcea": {"Rimnicu V.", "Rimn.", "Rim."},
		"Timisoara":      {"Timi.", "Tim."},
		"P12":            nil,
		"Arad":           nil,
	} {
		if got := Shorter(name); !slices.Equal(got, want) {
			t.Errorf("Shorter(%q) = %q, want %q", name, got, want)
		}
	}
}

// TestFormsIndex: the form a spot names is the one its stage tried.
func TestFormsIndex(t *testing.T) {
	f := Forms{Whole: []Size{{50, 20}, {70, 10}, {40, 10}}, Short: []Size{{30, 10}, {20, 10}}}
	all := append(slices.Clone(f.Whole), f.Short...)
	for _, lead := range []bool{false, true} {
		for k, st := range f.Stages(lead) {
			for i, sz := range st.Sizes {
				if got := all[f.Index(Spot{Stage: k, Choice: i})]; got != sz {
					t.Errorf("lead %v, stage %d, choice %d: Index gives %v, the stage tried %v", lead, k, i, got, sz)
				}
			}
		}
	}
}
