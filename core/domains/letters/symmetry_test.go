package letters

import (
	"context"
	"math/rand/v2"
	"testing"

	"frontier/core/search"
)

// image maps b cell by cell with Symmetry.Cell, the slow way.
func image(s Symmetry, b Board) Board {
	var out Board
	for i := range 9 {
		if l := b.cell(i); l != 0 {
			c := s.Cell(Cell{i / 3, i % 3})
			out = out.set(3*c.Row+c.Col, l)
		}
	}
	return out
}

func TestSymmetries(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	for range 500 {
		b := randomPosition(rng, 1+rng.IntN(7))
		images := map[Board]bool{}
		for s := range Symmetry(8) {
			img := s.Apply(b)
			if img != image(s, b) {
				t.Fatalf("%v of %s = %s, want %s", s, b, img, image(s, b))
			}
			if img.Canonical() != b.Canonical() || img.Canonical() > img {
				t.Fatalf("%v of %s: canonical %s, of the original %s", s, b, img.Canonical(), b.Canonical())
			}
			if img.Over() != b.Over() || len(img.WinningLines()) != len(b.WinningLines()) {
				t.Fatalf("%v of %s changes the outcome", s, b)
			}
			images[img] = true
		}
		if len(images)*(1+len(b.Symmetries())) != 8 {
			t.Fatalf("%s: %d distinct images, %d symmetries keep it", b, len(images), len(b.Symmetries()))
		}
	}
}

// TestImagesSolveAlike: a board and its images have the same value and
// plies, and the images of its best moves are their best moves.
func TestImagesSolveAlike(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for range 40 {
		b := randomPosition(rng, 2+rng.IntN(3))
		ref, _ := search.SolveGame(context.Background(), search.GameMinimax, Game{}, b)
		for s := range Symmetry(8) {
			r, _ := search.SolveGame(context.Background(), search.GameMinimax, Game{}, s.Apply(b))
			if r.Value != ref.Value || r.Plies != ref.Plies || len(r.BestMoves) != len(ref.BestMoves) {
				t.Fatalf("%v of %s: %d in %d with %d best moves, original %d in %d with %d", s, b,
					r.Value, r.Plies, len(r.BestMoves), ref.Value, ref.Plies, len(ref.BestMoves))
			}
		}
	}
}

func TestTwins(t *testing.T) {
	start := StartBoards()[0] // S at row 1, column 0: the mirror top–bottom keeps it
	if ss := start.Symmetries(); len(ss) != 1 || ss[0] != MirrorTopBottom {
		t.Fatalf("symmetries of the opening %v", ss)
	}
	ms := start.moves(nil)
	first, by := start.Twins(ms)
	twins := 0
	for i, m := range ms {
		if first[i] < 0 {
			continue
		}
		twins++
		if by[i] != MirrorTopBottom || by[i].Move(ms[first[i]]) != m || m.Row != 2 {
			t.Errorf("%v: twin of %v by %v", m, ms[first[i]], by[i])
		}
	}
	if twins != 9 { // row 2 mirrors row 0
		t.Errorf("%d twins, want 9", twins)
	}
}
