package enginerecipe_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"frontier/core/search"
)

// This file is an engine added from outside the search package with no
// code at all: its behaviour is a policy that the engines' machines run,
// A*'s with ties broken towards the lower h, registered as a description.
// It runs at the built-in engines' speed on the problem's own states.

func init() {
	astar, _ := search.Describe(search.EngineAStar)
	pol := astar.Policy
	pol.Ties = search.TiesLowH
	search.Register(search.Description{
		ID: "astarlowh", Title: "A* (low h first)", Informed: true, Optimal: search.OptimalAdmissible,
		Summary:  "A* whose ties on f go to the node nearer the goal by h",
		Policy:   pol,
		Admits:   astar.Admits,
		Mistakes: astar.Mistakes,
		Prunings: astar.Prunings, GoalTests: astar.GoalTests,
	})
}

// TestPolicyEngineListed: a description alone is an engine that can be
// parsed, listed after the others and traced, its tie-break said by its
// policy.
func TestPolicyEngineListed(t *testing.T) {
	e, err := search.ParseEngine("astarlowh")
	if err != nil || !e.Informed() || !e.Traceable() {
		t.Fatalf("astarlowh: %v, informed %v, traceable %v", err, e.Informed(), e.Traceable())
	}
	if want := "among equal f, the lowest h, then the node added last."; !contains(e.TieBreak(), want) {
		t.Errorf("tie-break %q, want one ending %q", e.TieBreak(), want)
	}
	if !slices.Contains(search.Engines, e) {
		t.Errorf("Engines lacks astarlowh: %v", search.Engines)
	}
}

// TestPolicyEngineExpands: on random weighted graphs the registered
// policy expands what a plain A* written here expands, node by node: the
// least f, of equal f the least h, of those the node pushed last; a
// cheaper path to a state pushes it again and reopens it.
func TestPolicyEngineExpands(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	for n := range 200 {
		g := randomGraph(rng, 4+rng.IntN(20))
		var got []int
		tr := &search.Trace[int]{OnExpand: func(x *search.Expansion[int]) { got = append(got, x.Node.State) }}
		r := search.RunTraced(context.Background(), "astarlowh", g, search.Options{}, tr)
		want, cost, solved := g.lowHFirst()
		if got = trimGoal(got, g); !slices.Equal(got, want) || r.Solved != solved || solved && r.Cost != cost {
			t.Fatalf("graph %d %v: expanded %v (solved %v, cost %d), want %v (solved %v, cost %d)",
				n, g, got, r.Solved, r.Cost, want, solved, cost)
		}
		if r.Solved {
			replay(t, g, r)
		}
		if u := search.Run(context.Background(), "astarlowh", g, search.Options{}); u.Expanded != r.Expanded || u.Cost != r.Cost {
			t.Fatalf("graph %d: untraced %d expanded at cost %d, traced %d at %d", n, u.Expanded, u.Cost, r.Expanded, r.Cost)
		}
	}
}

// trimGoal is the states a trace expanded, without the goal where the
// trace reports the goal's step too.
func trimGoal(states []int, g graph) []int {
	if k := len(states); k > 0 && g.IsGoal(states[k-1]) {
		return states[:k-1]
	}
	return states
}

func contains(s, sub string) bool { return len(s) >= len(sub) && s[len(s)-len(sub):] == sub }

// graph is a weighted directed graph over states 0..n−1, the goal n−1,
// with an estimate of each state, not always admissible.
type graph struct {
	out [][]search.Step[int]
	h   []int
}

func randomGraph(rng *rand.Rand, n int) graph {
	g := graph{out: make([][]search.Step[int], n), h: make([]int, n)}
	for s := range n {
		for range rng.IntN(4) {
			g.out[s] = append(g.out[s], search.Step[int]{State: rng.IntN(n), Move: strconv.Itoa(len(g.out[s])), Cost: 1 + rng.IntN(4)})
		}
		if s < n-1 {
			g.h[s] = rng.IntN(5)
		}
	}
	return g
}

func (g graph) Start() int         { return 0 }
func (g graph) IsGoal(s int) bool  { return s == len(g.out)-1 }
func (g graph) NonUnitCosts() bool { return true }
func (g graph) Estimate(s int) int { return g.h[s] }
func (g graph) Admissible() bool   { return false }
func (g graph) Successors(s int, dst []search.Step[int]) []search.Step[int] {
	return append(dst, g.out[s]...)
}

// lowHFirst is the plain A* the policy states: the states it expands
// before it takes the goal, the goal's cost, and whether it reached one.
func (g graph) lowHFirst() (expanded []int, cost int, solved bool) {
	type entry struct{ s, g, seq int }
	best := map[int]int{0: 0}
	open := []entry{{0, 0, 0}}
	seq := 0
	for len(open) > 0 {
		k := 0
		for i, e := range open {
			f, fk := e.g+g.h[e.s], open[k].g+g.h[open[k].s]
			if f < fk || f == fk && (g.h[e.s] < g.h[open[k].s] || g.h[e.s] == g.h[open[k].s] && e.seq > open[k].seq) {
				k = i
			}
		}
		e := open[k]
		open = slices.Delete(open, k, k+1)
		if e.g > best[e.s] {
			continue // a cheaper path pushed it again
		}
		if g.IsGoal(e.s) {
			return expanded, e.g, true
		}
		expanded = append(expanded, e.s)
		for _, st := range g.out[e.s] {
			ng := e.g + st.Cost
			if b, ok := best[st.State]; ok && ng >= b {
				continue
			}
			best[st.State] = ng
			seq++
			open = append(open, entry{st.State, ng, seq})
		}
	}
	return expanded, 0, false
}

// replay walks r's moves through g: each a move of the state before it
// to the next state of the path, their costs summing to the result's.
func replay(t *testing.T, g graph, r search.Result[int]) {
	t.Helper()
	if len(r.Path) != len(r.Moves)+1 {
		t.Fatalf("path %v, moves %v", r.Path, r.Moves)
	}
	sum := 0
	for i, m := range r.Moves {
		k, err := strconv.Atoi(m)
		if err != nil || k >= len(g.out[r.Path[i]]) || g.out[r.Path[i]][k].State != r.Path[i+1] {
			t.Fatalf("path %v: move %q from %d does not reach %d", r.Path, m, r.Path[i], r.Path[i+1])
		}
		sum += g.out[r.Path[i]][k].Cost
	}
	if !g.IsGoal(r.Path[len(r.Path)-1]) || sum != r.Cost {
		t.Fatalf("path %v costs %d, result says %d", r.Path, sum, r.Cost)
	}
}
