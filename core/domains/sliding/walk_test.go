package sliding

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"frontier/core/search"
)

// generic hides SolveIDAStar, so that search.IDAStar runs its own walker
// on the same problem.
type generic struct{ p *Problem }

func (g generic) Start() State        { return g.p.Start() }
func (g generic) IsGoal(s State) bool { return g.p.IsGoal(s) }
func (g generic) Successors(s State, dst []search.Step[State]) []search.Step[State] {
	return g.p.Successors(s, dst)
}
func (g generic) Estimate(s State) int     { return g.p.Estimate(s) }
func (g generic) Admissible() bool         { return g.p.Admissible() }
func (g generic) DistinctSuccessors() bool { return true }
func (g generic) EstimatedSuccessors(s State, h int, dst []search.Scored[State]) []search.Scored[State] {
	return g.p.EstimatedSuccessors(s, h, dst)
}

// sameRun checks that the sliding walker and the generic IDA* give the
// same result on p with opts, field by field (the time aside).
func sameRun(t *testing.T, name string, p *Problem, opts search.Options) search.Result[State] {
	t.Helper()
	fast, ok := p.SolveIDAStar(context.Background(), opts)
	if !ok {
		t.Fatalf("%s: the sliding walker declined", name)
	}
	slow := search.Run(context.Background(), search.EngineIDAStar, generic{p}, opts)
	fast.Elapsed, slow.Elapsed = 0, 0
	if !reflect.DeepEqual(fast, slow) {
		t.Errorf("%s:\nsliding walker %+v\ngeneric walker %+v", name, brief(fast), brief(slow))
	}
	return fast
}

func brief(r search.Result[State]) string {
	return fmt.Sprintf("solved=%v stop=%s cost=%d expanded=%d generated=%d maxFrontier=%d maxDepth=%d bestH=%d ebf=%.4f moves=%v",
		r.Solved, r.StopReason, r.Cost, r.Expanded, r.Generated, r.MaxFrontier, r.MaxDepth, r.BestH, r.EBF, r.Moves)
}

func TestWalkerMatchesGeneric(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for _, c := range []struct {
		width    int
		diagonal bool
		goal     Tiles
		walk     int
		heurs    []string
	}{
		{2, false, nil, 20, []string{"misplaced", "manhattan", "chebyshev", "pdb"}},
		{3, false, nil, 40, []string{"misplaced", "manhattan", "chebyshev", "pdb"}},
		{3, true, nil, 40, []string{"misplaced", "chebyshev", "pdb"}},
		{3, false, Tiles{1, 2, 3, 4, 0, 5, 6, 7, 8}, 40, []string{"manhattan", "pdb"}}, // blank on both diagonals
		{3, false, Tiles{1, 0, 2, 3, 4, 5, 6, 7, 8}, 40, []string{"manhattan", "pdb"}}, // blank on neither
		{4, false, nil, 60, []string{"manhattan", "pdb"}},
		{4, false, BlankLast(4), 60, []string{"manhattan", "pdb"}},
		{5, false, BlankLast(5), 50, []string{"manhattan", "pdb"}},
	} {
		b := MustBoard(c.width, c.diagonal, c.goal)
		for i := 0; i < 4; i++ {
			start, _ := b.RandomWalk(c.walk, rng)
			for _, h := range c.heurs {
				if h == "pdb" && (c.width == 5 && testing.Short() || c.width >= 4 && raceEnabled) {
					continue // tables that take long to build (minutes under the race detector)
				}
				p, err := NewProblem(b, start, h)
				if err != nil {
					t.Fatal(err)
				}
				name := fmt.Sprintf("%d×%d diag=%v goal=%v %s from %s", c.width, c.width, c.diagonal, c.goal, h, b.Format(start))
				r := sameRun(t, name, p, search.Options{MaxNodes: 3_000_000})
				for _, limit := range []int64{1, 2, 7, r.Generated / 2, r.Generated - 1} {
					if limit > 0 {
						sameRun(t, fmt.Sprintf("%s max-nodes %d", name, limit), p, search.Options{MaxNodes: limit})
					}
				}
			}
		}
	}
}

// TestWalkerMatchesGenericOnKorf runs both walkers on Korf's shortest
// instances, with Manhattan and with pdb, and on a node limit that stops
// them in the middle of the last iteration.
func TestWalkerMatchesGenericOnKorf(t *testing.T) {
	if raceEnabled {
		t.Skip("the generic walker needs minutes under the race detector")
	}
	b := MustBoard(4, false, nil)
	ks := korf(t)
	for _, i := range []int{55, 42, 79, 12} { // 41, 42, 42 and 45 moves
		k := ks[i-1]
		start, _ := b.Load(k.tiles)
		for _, h := range []string{"manhattan", "pdb"} {
			if h == "manhattan" && testing.Short() && i != 55 {
				continue
			}
			p, _ := NewProblem(b, start, h)
			name := fmt.Sprintf("Korf #%d %s", i, h)
			r := sameRun(t, name, p, search.Options{})
			if r.Cost != k.optimal {
				t.Errorf("%s: cost %d, want %d", name, r.Cost, k.optimal)
			}
			sameRun(t, name+" stopped", p, search.Options{MaxNodes: r.Generated - 100})
		}
	}
}

// TestStateIndex: the 8-puzzle's states get distinct numbers below
// IndexSize, and BFS with the bitset gives what it gives with a map.
func TestStateIndex(t *testing.T) {
	b := MustBoard(3, false, nil)
	p, _ := NewProblem(b, b.Goal(), "none")
	seen := map[int]bool{}
	for _, layer := range b.layers() {
		for _, s := range layer {
			i := p.StateIndex(s)
			if i < 0 || i >= p.IndexSize() || seen[i] {
				t.Fatalf("%s: index %d (size %d, seen %v)", b.Format(s), i, p.IndexSize(), seen[i])
			}
			seen[i] = true
		}
	}
	if big, _ := NewProblem(MustBoard(4, false, nil), State{}, "none"); big.IndexSize() != 0 {
		t.Error("4×4 states numbered")
	}
	rng := rand.New(rand.NewPCG(31, 32))
	for _, w := range []int{2, 3} {
		bw := MustBoard(w, false, nil)
		for i := 0; i < 5; i++ {
			q, _ := NewProblem(bw, bw.Uniform(rng), "none")
			fast := search.Run(context.Background(), search.EngineBFS, q, search.Options{})
			slow := search.Run(context.Background(), search.EngineBFS, generic{q}, search.Options{})
			fast.Elapsed, slow.Elapsed = 0, 0
			if !reflect.DeepEqual(fast, slow) {
				t.Errorf("BFS with the bitset %s, with a map %s", brief(fast), brief(slow))
			}
		}
	}
}
