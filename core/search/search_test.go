package search

import (
	"context"
	"math"
	"slices"
	"testing"
	"time"
)

// graph is a small weighted digraph problem; node names are ints.
type graph struct {
	start, goal int
	edges       map[int][]Step[int]
	h           map[int]int
	admissible  bool
}

func (g *graph) Start() int         { return g.start }
func (g *graph) IsGoal(s int) bool  { return s == g.goal }
func (g *graph) NonUnitCosts() bool { return true }
func (g *graph) Successors(s int, dst []Step[int]) []Step[int] {
	return append(dst, g.edges[s]...)
}
func (g *graph) Estimate(s int) int { return g.h[s] }
func (g *graph) Admissible() bool   { return g.admissible }

// GoalState and Predecessors let bidirectional search run back from the
// goal: the edges into a state, in the order of their sources and, for
// each, of its edges.
func (g *graph) GoalState() (int, bool) { return g.goal, true }
func (g *graph) Predecessors(s int, dst []Step[int]) []Step[int] {
	var from []int
	for f := range g.edges {
		from = append(from, f)
	}
	slices.Sort(from)
	for _, f := range from {
		for _, st := range g.edges[f] {
			if st.State == s {
				dst = append(dst, Step[int]{f, st.Move, st.Cost})
			}
		}
	}
	return dst
}

// weighted: the direct edge 0→3 costs 10, the detour 0→1→2→3 costs 3.
func weighted() *graph {
	return &graph{start: 0, goal: 3, admissible: true,
		edges: map[int][]Step[int]{
			0: {{3, "direct", 10}, {1, "a", 1}},
			1: {{2, "b", 1}},
			2: {{3, "c", 1}},
		},
		h: map[int]int{0: 3, 1: 2, 2: 1, 3: 0},
	}
}

func TestWeightedCosts(t *testing.T) {
	for _, c := range []struct {
		e       Engine
		cost    int
		optimal bool
	}{
		{EngineBFS, 10, false}, {EngineIDS, 10, false}, {EngineUCS, 3, true},
		{EngineAStar, 3, true}, {EngineIDAStar, 3, true},
	} {
		r := Run(context.Background(), c.e, weighted(), Options{})
		if !r.Solved || r.Cost != c.cost || r.Optimal != c.optimal {
			t.Errorf("%s: solved=%v cost=%d optimal=%v, want cost %d optimal %v", c.e, r.Solved, r.Cost, r.Optimal, c.cost, c.optimal)
		}
	}
}

// TestReopen: with an inadmissible, inconsistent h, A* first closes node 2
// through an expensive path and must reopen it when a cheaper one appears.
func TestReopen(t *testing.T) {
	g := &graph{start: 0, goal: 4,
		edges: map[int][]Step[int]{
			0: {{1, "a", 1}, {2, "b", 4}},
			1: {{2, "c", 1}},
			2: {{3, "d", 1}},
			3: {{4, "e", 5}},
		},
		h: map[int]int{0: 0, 1: 5, 2: 0, 3: 0, 4: 0},
	}
	r := Run(context.Background(), EngineAStar, g, Options{})
	if r.Cost != 8 || r.Optimal {
		t.Fatalf("cost %d optimal %v, want 8 (via the reopened node) and not optimal", r.Cost, r.Optimal)
	}
}

// line is an endless problem: every state has two successors, none a goal.
type line struct{}

func (line) Start() int        { return 0 }
func (line) IsGoal(s int) bool { return false }
func (line) Successors(s int, dst []Step[int]) []Step[int] {
	return append(dst, Step[int]{s + 1, "inc", 1}, Step[int]{2*s + 7, "dbl", 1})
}
func (line) Estimate(s int) int { return 1 }

// line's goal, −1, lies on a line of its own back to −∞: a search from it
// never meets the one from the start.
func (line) GoalState() (int, bool) { return -1, true }
func (line) Predecessors(s int, dst []Step[int]) []Step[int] {
	return append(dst, Step[int]{s - 1, "back", 1})
}
func (line) Admissible() bool { return true }

func TestNodeLimit(t *testing.T) {
	for _, e := range Engines {
		r := Run(context.Background(), e, line{}, Options{MaxNodes: 5000})
		if r.Solved || r.StopReason != StopNodeLimit || r.Generated != 5000 {
			t.Errorf("%s: %s after %d generated, want node-limit at 5000", e, r.StopReason, r.Generated)
		}
	}
}

func TestCancel(t *testing.T) {
	for _, e := range Engines {
		ctx, cancel := context.WithCancel(context.Background())
		calls := 0
		r := Run(ctx, e, line{}, Options{Progress: func(p Progress) {
			calls++
			if p.Generated == 0 {
				t.Errorf("%s: progress without counts", e)
			}
			cancel()
		}})
		if r.StopReason != StopCancelled || calls != 1 {
			t.Errorf("%s: %s after %d progress calls, want cancelled after 1", e, r.StopReason, calls)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r := Run(ctx, EngineBFS, line{}, Options{}); r.StopReason != StopCancelled || r.Generated != 0 {
		t.Errorf("pre-cancelled: %s after %d nodes", r.StopReason, r.Generated)
	}
}

func TestTimeout(t *testing.T) {
	for _, e := range Engines {
		r := Run(context.Background(), e, line{}, Options{Timeout: time.Millisecond})
		if r.StopReason != StopTimeout {
			t.Errorf("%s: %s, want timeout", e, r.StopReason)
		}
	}
}

func TestProgressThrottled(t *testing.T) {
	var stamps []time.Duration
	Run(context.Background(), EngineBFS, line{}, Options{Timeout: 550 * time.Millisecond,
		Progress: func(p Progress) { stamps = append(stamps, p.Elapsed) }})
	if len(stamps) < 2 || len(stamps) > 6 {
		t.Fatalf("%d progress calls in 550 ms, want 2 to 5", len(stamps))
	}
	for i := 1; i < len(stamps); i++ {
		if gap := stamps[i] - stamps[i-1]; gap < 100*time.Millisecond {
			t.Errorf("progress calls %v apart", gap)
		}
	}
}

func TestExhausted(t *testing.T) {
	g := weighted()
	g.goal = 99
	for _, e := range []Engine{EngineBFS, EngineDFS, EngineUCS, EngineAStar, EngineGreedy, EngineIDAStar, EngineBeam, EngineIDS} {
		if r := Run(context.Background(), e, g, Options{}); r.Solved || r.StopReason != StopExhausted {
			t.Errorf("%s: solved=%v %s, want exhausted", e, r.Solved, r.StopReason)
		}
	}
}

func TestBeamReportsBestH(t *testing.T) {
	g := weighted()
	g.goal = 99
	g.h = map[int]int{0: 9, 1: 4, 2: 2, 3: 6}
	r := Run(context.Background(), EngineBeam, g, Options{BeamWidth: 1})
	if r.Solved || r.BestH != 2 {
		t.Fatalf("solved=%v best h %d, want unsolved with best h 2", r.Solved, r.BestH)
	}
}

func TestEBF(t *testing.T) {
	for _, c := range []struct {
		n     int64
		depth int
		want  float64
	}{
		{10, 1, 10}, {6, 2, 2}, {14, 3, 2}, {3, 3, 1}, {52, 5, 1.9167}, // AIMA's 52 nodes at depth 5, which it rounds to 1.92
		{0, 3, 0}, {100, 0, 0},
	} {
		if got := EBF(c.n, c.depth); math.Abs(got-c.want) > 1e-3 {
			t.Errorf("EBF(%d, %d) = %.4f, want %.4f", c.n, c.depth, got, c.want)
		}
	}
}

func TestParseEngine(t *testing.T) {
	for _, e := range Engines {
		if got, err := ParseEngine(string(e)); err != nil || got != e {
			t.Errorf("ParseEngine(%q) = %q, %v", e, got, err)
		}
	}
	if _, err := ParseEngine("astra"); err == nil {
		t.Error("astra accepted")
	}
}
