package puzzles_test

import (
	"strings"
	"testing"

	"frontier/core/domains/sliding"
	"frontier/core/local"
	"frontier/core/puzzles"
)

// manhattan is the test's own Manhattan distance to the blank-first goal,
// where tile t belongs at square t, the blank left out.
func absInt(x int) int { return max(x, -x) }

func manhattan(tiles []int, w int) int {
	d := 0
	for i, t := range tiles {
		if t != 0 {
			d += absInt(i/w-t/w) + absInt(i%w-t%w)
		}
	}
	return d
}

// slide reports whether b is a with the blank moved to a square beside
// it.
func slide(a, b []int, w int) bool {
	ia, ib := index(a, 0), index(b, 0)
	if absInt(ia/w-ib/w)+absInt(ia%w-ib%w) != 1 || a[ib] != b[ia] {
		return false
	}
	for i := range a {
		if i != ia && i != ib && a[i] != b[i] {
			return false
		}
	}
	return true
}

func index(xs []int, x int) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return -1
}

// TestLocalSliding runs the hill climbers on random 8- and 15-puzzles
// through the catalogue and replays each move: the blank moves to a
// square beside it, h is the Manhattan distance, and a run claimed
// solved ends on the goal.
func TestLocalSliding(t *testing.T) {
	for _, w := range []int{3, 4} {
		_, board, err := puzzles.NewSliding(puzzles.SlidingOptions{Width: w})
		if err != nil {
			t.Fatal(err)
		}
		d, _ := puzzles.New(puzzles.Sliding, puzzles.SlidingOptions{Width: w}.Settings())
		p, err := puzzles.LocalOf(d, puzzles.State{}, false)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range []local.Engine{local.EngineHillClimbing, local.EngineStochastic, local.EngineFirstChoice, local.EngineAnnealing, local.EngineBeam} {
			for seed := range 8 {
				var prev []int
				moves := 0
				tr := &local.Trace[any]{OnStep: func(st *local.Step[any]) {
					tiles := board.Tiles(st.State.(sliding.State))
					if manhattan(tiles, w) != st.H {
						t.Fatalf("%s: h %d for %v, the Manhattan distance %d", e, st.H, tiles, manhattan(tiles, w))
					}
					if (st.Kind == local.KindDownhill || st.Kind == local.KindSideways || st.Kind == local.KindUphill) && e != local.EngineBeam {
						if !slide(prev, tiles, w) || st.Words == "" {
							t.Fatalf("%s: %v to %v (%q) is no slide of the blank", e, prev, tiles, st.Words)
						}
						moves++
					}
					prev = tiles
				}}
				out, err := p.Run(t.Context(), e, local.Options{Seed: uint64(seed), MaxSteps: 3000}, tr)
				if err != nil {
					t.Fatal(err)
				}
				if e != local.EngineBeam && e != local.EngineAnnealing && int64(moves) != out.Steps {
					t.Fatalf("%s: %d moves traced, %d steps", e, moves, out.Steps)
				}
				if out.Solved && (manhattan(out.Board, w) != 0 || index(out.Board, 0) != 0) {
					t.Fatalf("%s: claimed solved on %v", e, out.Board)
				}
			}
		}
	}
}

// TestLocalSlidingStart: a run begins from the start given, and the
// engines that need genes or conflicts are refused on the 8-puzzle.
func TestLocalSlidingStart(t *testing.T) {
	d, _ := puzzles.New(puzzles.Sliding, puzzles.Settings{})
	// One slide from the goal, steepest ascent takes it.
	start, err := d.Parse("1,0,2,3,4,5,6,7,8")
	if err != nil {
		t.Fatal(err)
	}
	p, _ := puzzles.LocalOf(d, start, true)
	out, err := p.Run(t.Context(), local.EngineHillClimbing, local.Options{}, nil)
	if err != nil || !out.Solved || out.Steps != 1 || out.Start != "1,0,2,3,4,5,6,7,8" {
		t.Fatalf("one slide from the goal: %+v %v", out.Summary, err)
	}
	for _, e := range []local.Engine{local.EngineGenetic, local.EngineMinConflicts} {
		if err := p.Offers(e); err == nil {
			t.Errorf("the 8-puzzle offers %s", e)
		}
	}
	cube, _ := puzzles.New(puzzles.Cube, puzzles.Settings{})
	if _, err := puzzles.LocalOf(cube, puzzles.State{}, false); err == nil || !strings.Contains(err.Error(), "not the 2×2×2 cube") {
		t.Errorf("the cube: %v", err)
	}
}

func TestLocalQueens(t *testing.T) {
	p, err := puzzles.Queens(0, "16257483")
	if err != nil || p.Name() != "8-queens" {
		t.Fatalf("%v %v", p, err)
	}
	out, _ := p.Run(t.Context(), local.EngineHillClimbing, local.Options{}, nil)
	if out.Start != "16257483" || out.StartH != 1 || out.Stop != local.StopLocalMinimum || len(out.Board) != 8 || out.Board[0] != 1 {
		t.Errorf("the textbook's 16257483: %+v, board %v", out.Summary, out.Board)
	}
	for _, bad := range []struct {
		n     int
		start string
	}{{3, ""}, {9, "16257483"}, {8, "1625748x"}} {
		if _, err := puzzles.Queens(bad.n, bad.start); err == nil {
			t.Errorf("Queens(%d, %q) made a problem", bad.n, bad.start)
		}
	}
}
