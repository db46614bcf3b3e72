package sliding

import (
	"context"
	"math/rand/v2"
	"testing"

	"frontier/core/search"
)

// TestAdmissibleAgainstExactDistances checks every heuristic's claim on the
// whole 8-puzzle space, both move sets: a heuristic marked admissible never
// exceeds the true distance, and one marked inadmissible does somewhere.
func TestAdmissibleAgainstExactDistances(t *testing.T) {
	for _, diag := range []bool{false, true} {
		b := MustBoard(3, diag, nil)
		for _, info := range Heuristics {
			e, err := newEstimator(b, info)
			if err != nil {
				t.Fatal(err)
			}
			over := false
			for d, layer := range b.layers() {
				for _, s := range layer {
					if e.estimate(s) > d {
						over = true
						if info.AdmissibleOn(b) {
							t.Fatalf("%s (diagonal %v) says %d for %s, %d moves away", info.Name, diag, e.estimate(s), b.Format(s), d)
						}
					}
				}
			}
			if !over && !info.AdmissibleOn(b) {
				t.Errorf("%s (diagonal %v) is marked inadmissible but never overestimates", info.Name, diag)
			}
		}
	}
}

func TestStateSpaceSize(t *testing.T) {
	b := MustBoard(3, false, nil)
	total := 0
	for _, l := range b.layers() {
		total += len(l)
	}
	if total != 181440 || b.maxDepth() != 31 {
		t.Errorf("%d states, deepest %d; want 181440 and 31", total, b.maxDepth())
	}
	if got := len(b.layer(31)); got != 2 {
		t.Errorf("%d states at depth 31, want 2", got)
	}
}

// TestEstimatedSuccessors: the estimates that come with the successors
// agree with Estimate along random walks.
func TestEstimatedSuccessors(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for w := MinWidth; w <= MaxWidth; w++ {
		for _, diag := range []bool{false, true} {
			b := MustBoard(w, diag, BlankLast(w))
			for _, info := range Heuristics {
				s, _ := b.RandomWalk(40, rng)
				if info.Name == "pdb" && (w == MaxWidth && (diag || testing.Short()) || w == 4 && raceEnabled) {
					continue // tables that take long to build: 5×5 is tried once, orthogonal
				}
				p, err := NewProblem(b, s, info.Name)
				if err != nil {
					t.Fatal(err)
				}
				h := p.Estimate(s)
				for i := 0; i < 200; i++ {
					steps := p.EstimatedSuccessors(s, h, nil)
					plain := p.Successors(s, nil)
					if len(steps) != len(plain) {
						t.Fatalf("%d estimated successors, %d plain", len(steps), len(plain))
					}
					for k, st := range steps {
						if st.Step != plain[k] || st.H != p.Estimate(st.State) {
							t.Fatalf("%s width %d: successor %d estimated %d, Estimate %d", info.Name, w, k, st.H, p.Estimate(st.State))
						}
					}
					next := steps[rng.IntN(len(steps))]
					s, h = next.State, next.H
				}
			}
		}
	}
}

func TestLinearConflictValues(t *testing.T) {
	b := MustBoard(3, false, nil)
	for text, want := range map[string]int{
		"0,1,2,3,4,5,6,7,8": 0,
		"0,2,1,3,4,5,6,7,8": 2 + 2, // 1 and 2 swapped in their row: Manhattan 2, one conflict
		"0,1,2,5,4,3,6,7,8": 4 + 4, // row reversed: two of 5, 4, 3 must step aside
		"0,1,2,3,4,5,8,7,6": 4 + 4, // the same in the last row
		"0,2,1,3,4,5,8,7,6": 2 + 2 + 4 + 4,
	} {
		tl, _ := Parse(text)
		p, _ := NewProblem(b, fromTiles(tl), "linear-conflict")
		if got := p.Estimate(fromTiles(tl)); got != want {
			t.Errorf("linear conflict of %s = %d, want %d", text, got, want)
		}
	}
}

func TestGenerators(t *testing.T) {
	b := MustBoard(3, false, nil)
	a, movesA := b.RandomWalk(30, rand.New(rand.NewPCG(7, 7)))
	c, movesC := b.RandomWalk(30, rand.New(rand.NewPCG(7, 7)))
	if a != c || len(movesA) != 30 || len(movesC) != 30 {
		t.Fatal("random walk is not reproducible from its seed")
	}
	s := b.Goal()
	for _, m := range movesA {
		s, _ = b.Apply(s, m)
	}
	if s != a {
		t.Error("random walk's moves do not lead to its state")
	}
	rng := rand.New(rand.NewPCG(8, 9))
	for w := MinWidth; w <= MaxWidth; w++ {
		bw := MustBoard(w, false, BlankLast(w))
		for i := 0; i < 50; i++ {
			if err := bw.solvable(bw.Uniform(rng)); err != nil {
				t.Fatalf("width %d: uniform state unsolvable: %v", w, err)
			}
		}
	}
	for _, c := range []struct {
		w, d int
	}{{3, 0}, {3, 12}, {3, 31}, {2, 5}, {4, 18}} {
		bw := MustBoard(c.w, false, nil)
		s, err := bw.AtDepth(context.Background(), c.d, rng)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := NewProblem(bw, s, "manhattan")
		if r := search.Run(context.Background(), search.EngineAStar, p, search.Options{}); r.Cost != c.d {
			t.Errorf("AtDepth(%d) on %d×%d gave a state %d moves away", c.d, c.w, c.w, r.Cost)
		}
	}
	if _, err := b.AtDepth(context.Background(), 32, rng); err == nil {
		t.Error("a 32-move 8-puzzle state was produced")
	}
}

func TestLimitsOnHardState(t *testing.T) {
	b := MustBoard(4, false, nil)
	start, err := b.ParseState("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3") // Korf #1, 57 moves
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range search.Engines {
		p, _ := NewProblem(b, start, "manhattan")
		r := search.Run(context.Background(), e, p, search.Options{MaxNodes: 2000})
		if r.StopReason != search.StopNodeLimit || r.Solved || r.Generated != 2000 {
			t.Errorf("%s: %s after %d nodes", e, r.StopReason, r.Generated)
		}
		if e == search.EngineBeam && (r.BestH <= 0 || r.BestH > p.Estimate(start)) {
			t.Errorf("beam reports best h %d (start h %d)", r.BestH, p.Estimate(start))
		}
	}
}
