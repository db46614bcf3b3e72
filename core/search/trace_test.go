package search

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// randomGraph is a digraph of n nodes, each with one to three edges to
// random nodes (self-loops and parallel edges included), costs 1 to 3
// unless unit, and a random estimate that is neither admissible nor
// consistent, so that A* reopens states.
func randomGraph(rng *rand.Rand, n int, unit bool) *graph {
	g := &graph{start: 0, goal: n - 1, edges: map[int][]Step[int]{}, h: map[int]int{}}
	for s := range n {
		for range 1 + rng.IntN(3) {
			to, cost := rng.IntN(n), 1
			if !unit {
				cost = 1 + rng.IntN(3)
			}
			g.edges[s] = append(g.edges[s], Step[int]{to, fmt.Sprintf("%d>%d", s, to), cost})
		}
		g.h[s] = rng.IntN(4)
	}
	g.h[g.goal] = 0
	return g
}

// step is an Expansion copied out of OnExpand, with its whole frontier.
type step struct {
	Expansion[int]
	frontier []Node[int]
	// other is a bidirectional search's other frontier.
	other []Node[int]
}

// record runs e on p with a trace and returns the result and the steps.
func record(e Engine, p Problem[int], opts Options, maxSteps int) (Result[int], []step, []Iteration) {
	var steps []step
	var iters []Iteration
	tr := &Trace[int]{MaxSteps: maxSteps,
		OnIteration: func(it Iteration) { iters = append(iters, it) },
		OnExpand: func(x *Expansion[int]) {
			s := step{Expansion: *x, frontier: x.Frontier(1 << 20), other: x.OtherFrontier(1 << 20)}
			s.Children, s.Dropped = slices.Clone(x.Children), slices.Clone(x.Dropped)
			steps = append(steps, s)
		}}
	return RunTraced(context.Background(), e, p, opts, tr), steps, iters
}

func sameCounts(a, b Result[int]) bool {
	return a.Solved == b.Solved && a.StopReason == b.StopReason && a.Cost == b.Cost && a.Expanded == b.Expanded &&
		a.Generated == b.Generated && a.MaxFrontier == b.MaxFrontier && a.MaxDepth == b.MaxDepth &&
		slices.Equal(a.Moves, b.Moves) && a.BestH == b.BestH
}

// TestTraceKeepsCounts: a traced run makes exactly the searches of an
// untraced one, and reports one step per expansion, numbered from 1, with
// node ids that form a tree: children numbered consecutively after every
// id before them, each expanded node a child reported earlier (or the
// start).
func TestTraceKeepsCounts(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 1))
	drops := map[Engine]int{}
	defer func() {
		if drops[EngineAStar] == 0 || drops[EngineBeam] == 0 {
			t.Errorf("no A* or beam search dropped a node: %v", drops)
		}
	}()
	for trial := range 60 {
		p := randomGraph(rng, 8+rng.IntN(40), trial%2 == 0)
		for _, e := range Engines {
			opts := Options{BeamWidth: 1 + rng.IntN(4), MaxNodes: 2000}
			want := Run(context.Background(), e, p, opts)
			got, steps, _ := record(e, p, opts, 0)
			if !sameCounts(got, want) {
				t.Fatalf("trial %d %s: traced %+v, untraced %+v", trial, e, got, want)
			}
			if int64(len(steps)) != got.Expanded {
				t.Fatalf("trial %d %s: %d steps for %d expansions", trial, e, len(steps), got.Expanded)
			}
			checkIDs(t, fmt.Sprintf("trial %d %s", trial, e), steps)
			for _, s := range steps {
				drops[e] += len(s.Dropped)
			}
		}
	}
}

func checkIDs(t *testing.T, name string, steps []step) {
	t.Helper()
	known := map[int]Node[int]{0: {ID: 0, Parent: -1}}
	dropped := map[int]bool{}
	next := 1
	for i, s := range steps {
		if dropped[s.Node.ID] {
			t.Fatalf("%s: step %d expands node %d, dropped before", name, i+1, s.Node.ID)
		}
		if s.Step != i+1 {
			t.Fatalf("%s: step %d numbered %d", name, i+1, s.Step)
		}
		n := s.Node
		if i == 0 && s.OtherSize > 0 {
			// The root of a bidirectional search's search back, the goal:
			// node 1, on the other side's frontier from the first step.
			g := s.other
			if len(g) != 1 || g[0].ID != 1 || g[0].Parent >= 0 || g[0].G != 0 {
				t.Fatalf("%s: the first step's other frontier is %+v", name, g)
			}
			known[1], next = g[0], 2
		}
		k, ok := known[n.ID]
		if !ok || k.Parent != n.Parent || (n.ID != 0 && (k.State != n.State || k.G != n.G || k.Depth != n.Depth)) {
			t.Fatalf("%s: step %d expands %+v, reported before as %+v (known %v)", name, i+1, n, k, ok)
		}
		for _, c := range s.Children {
			if c.ID < next || c.Parent != n.ID || c.Depth != n.Depth+1 {
				t.Fatalf("%s: step %d: child %+v of node %d, next id %d", name, i+1, c.Node, n.ID, next)
			}
			next = c.ID + 1
			known[c.ID] = c.Node
		}
		for _, id := range s.Dropped {
			if _, ok := known[id]; !ok || dropped[id] {
				t.Fatalf("%s: step %d drops node %d, unknown or dropped before", name, i+1, id)
			}
			dropped[id] = true
		}
		for _, f := range s.frontier {
			if k, ok := known[f.ID]; !ok || k != f || dropped[f.ID] {
				t.Fatalf("%s: step %d: frontier node %+v was reported as %+v", name, i+1, f, k)
			}
		}
		if len(s.frontier) != s.FrontierSize {
			t.Fatalf("%s: step %d: %d nodes listed, frontier size %d", name, i+1, len(s.frontier), s.FrontierSize)
		}
	}
}

// TestTraceFrontierIsPopOrder: for every engine but beam search and the
// passes' ends, the node expanded next is the first of the frontier listed
// after the step before; UCS, greedy and A* list it in non-decreasing f.
func TestTraceFrontierIsPopOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 2))
	for trial := range 60 {
		p := randomGraph(rng, 8+rng.IntN(40), trial%2 == 0)
		for _, e := range Engines {
			r, steps, _ := record(e, p, Options{BeamWidth: 1 + rng.IntN(4), MaxNodes: 3000}, 0)
			for i := 1; i < len(steps); i++ {
				prev, cur := steps[i-1], steps[i]
				if cur.Iteration != prev.Iteration {
					continue // a new pass starts again from the start
				}
				if cur.Backward != prev.Backward { // a bidirectional search's other side takes over
					if other := prev.OtherFrontier(1); len(other) > 0 && other[0].ID == cur.Node.ID || cur.Node.Parent < 0 {
						continue
					}
					t.Fatalf("trial %d %s: step %d expands %+v of the other side, whose frontier began %v", trial, e, i+1, cur.Node, prev.OtherFrontier(3))
				}
				if len(prev.frontier) == 0 || prev.frontier[0].ID != cur.Node.ID {
					t.Fatalf("trial %d %s: step %d expands %+v, step %d's frontier began %v", trial, e, i+1, cur.Node, i, prev.frontier)
				}
			}
			if r.Solved && len(steps) > 0 {
				checkGoalFound(t, e, steps, r)
			}
			if e == EngineUCS || e == EngineGreedy || e == EngineAStar {
				for _, s := range steps {
					if !slices.IsSortedFunc(s.frontier, func(a, b Node[int]) int { return a.F - b.F }) {
						t.Fatalf("trial %d %s: step %d's frontier is out of order: %v", trial, e, s.Step, s.frontier)
					}
				}
			}
		}
	}
}

// checkGoalFound: the goal ends the last step, as a child with fate goal
// (engines that test on generation) or as the next node to pop.
func checkGoalFound(t *testing.T, e Engine, steps []step, r Result[int]) {
	t.Helper()
	goal := r.Path[len(r.Path)-1]
	last := steps[len(steps)-1]
	switch e {
	case EngineBiBFS: // it met in its last layer, at any of its steps
		for _, s := range steps {
			for _, c := range s.Children {
				if c.Fate == FateMeet && slices.Contains(r.Path, c.State) {
					return
				}
			}
		}
		t.Fatalf("%s: no child meets the other side on the path %v", e, r.Path)
	case EngineBFS, EngineDFS, EngineBeam:
		c := last.Children[len(last.Children)-1]
		if c.Fate != FateGoal || c.State != goal {
			t.Fatalf("%s: last child %+v, want the goal %d", e, c, goal)
		}
	default:
		if len(last.frontier) == 0 || last.frontier[0].State != goal || last.frontier[0].G != r.Cost {
			t.Fatalf("%s: last frontier %v, want the goal %d at cost %d first", e, last.frontier, goal, r.Cost)
		}
	}
}

func TestTraceStepLimit(t *testing.T) {
	p := line{}
	for _, e := range Engines {
		r, steps, _ := record(e, p, Options{}, 7)
		if r.StopReason != StopStepLimit || r.Expanded != 7 || len(steps) != 7 || r.Solved {
			t.Errorf("%s: %s after %d expansions and %d steps, want step-limit after 7", e, r.StopReason, r.Expanded, len(steps))
		}
	}
}

func TestTraceCancel(t *testing.T) {
	for _, e := range Engines {
		ctx, cancel := context.WithCancel(context.Background())
		n := 0
		r := RunTraced(ctx, e, line{}, Options{}, &Trace[int]{OnExpand: func(*Expansion[int]) {
			if n++; n == 3 {
				cancel()
			}
		}})
		if r.StopReason != StopCancelled || n != 3 {
			t.Errorf("%s: %s after %d steps, want cancelled after 3", e, r.StopReason, n)
		}
	}
}

func TestTieBreakSaid(t *testing.T) {
	for _, e := range Engines {
		if s := e.TieBreak(); len(s) < 40 || s[len(s)-1] != '.' {
			t.Errorf("%s: tie-break %q is not a sentence", e, s)
		}
	}
}

// TestTraceParallelEdges: a dearer edge to a state reached before is a
// duplicate even when a cheaper edge to it follows, which A* adds.
func TestTraceParallelEdges(t *testing.T) {
	g := &graph{start: 0, goal: 9, h: map[int]int{},
		edges: map[int][]Step[int]{
			0: {{2, "b", 1}, {1, "a", 1}}, // 1 is pushed last, so expanded first
			1: {{3, "c", 5}},
			2: {{3, "d", 9}, {3, "e", 2}, {3, "f", 2}},
		}}
	_, steps, _ := record(EngineAStar, g, Options{}, 0)
	var got []Fate
	for _, s := range steps {
		if s.Node.State == 2 {
			for _, c := range s.Children {
				got = append(got, c.Fate)
			}
		}
	}
	if want := []Fate{FateDuplicate, FateAdded, FateDuplicate}; !slices.Equal(got, want) {
		t.Fatalf("fates %v, want %v", got, want)
	}
}
