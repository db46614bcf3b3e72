package search_test

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"frontier/core/domains/route"
	"frontier/core/domains/sliding"
	"frontier/core/search"
)

// choice is one engine run with a pruning and goal-test choice.
type choice struct {
	e     search.Engine
	prune search.Pruning
	goal  search.GoalTest
}

func (c choice) String() string {
	s := string(c.e) + "/" + string(c.prune)
	if c.goal != "" {
		s += "/" + string(c.goal)
	}
	return s
}

// everyChoice is every engine with every choice it offers, beam search
// (which offers none) left out.
func everyChoice() []choice {
	var out []choice
	for _, e := range search.Engines {
		for _, pr := range e.Prunings() {
			if gs := e.GoalTests(); len(gs) > 0 {
				for _, g := range gs {
					out = append(out, choice{e, pr, g})
				}
				continue
			}
			out = append(out, choice{e, pr, ""})
		}
	}
	return out
}

// reference runs c's plain reference on p, chosen by the engine's rule.
func reference[S comparable](c choice, p search.Problem[S], max int64) *ref[S] {
	d, _ := search.Describe(c.e)
	h := func(s S) int { return p.(search.Heuristic[S]).Estimate(s) }
	if !d.Informed {
		h = func(S) int { return 0 }
	}
	key := func(g, h int) int { return d.Policy.Rule.Key.Of(g, h, 0) }
	switch d.Policy.Rule.Discipline {
	case search.Queue:
		return refBFS(p, c.prune, c.goal == search.GoalOnExpansion, max)
	case search.Stack:
		return refDFS(p, c.prune, max)
	case search.Lowest:
		return refBest(p, h, key, c.prune, d.Admits.Update, max)
	case search.Deepening:
		if d.Policy.Rule.Key == search.KeyDepth {
			return refDeepening(p, nil, c.prune, max)
		}
		return refDeepening(p, h, c.prune, max)
	}
	panic("no reference for " + string(c.e))
}

// deepening reports whether engine e walks depth first in passes.
func deepening(e search.Engine) bool {
	d, _ := search.Describe(e)
	return d.Policy.Rule.Discipline == search.Deepening
}

// promisesNothing reports whether engine e may return a dearer path than the
// least: it promises nothing.
func promisesNothing(e search.Engine) bool {
	d, _ := search.Describe(e)
	return d.Optimal == search.OptimalNever
}

// compare runs c on p traced and untraced and checks both against the
// reference: the states expanded, in order, and every count.
func compare[S comparable](t *testing.T, name string, c choice, p search.Problem[S], max int64) (search.Result[S], *ref[S]) {
	t.Helper()
	want := reference(c, p, max)
	var order []S
	tr := &search.Trace[S]{OnExpand: func(x *search.Expansion[S]) { order = append(order, x.Node.State) }}
	opts := search.Options{Pruning: c.prune, GoalTest: c.goal, MaxNodes: max}
	got := search.RunTraced(context.Background(), c.e, p, opts, tr)
	plain := search.Run(context.Background(), c.e, p, opts)
	if !slices.Equal(order, want.order) {
		t.Errorf("%s %s: expanded\n%v\nthe reference\n%v", name, c, order, want.order)
	}
	if got.Expanded != int64(len(want.order)) || got.Generated != want.generated || got.Solved != want.solved ||
		got.Solved && (got.Cost != want.cost || !slices.Equal(got.Path, want.path)) ||
		(got.StopReason == search.StopNodeLimit) != want.stopped {
		t.Errorf("%s %s: expanded %d generated %d solved %v cost %d stop %s, the reference %d %d %v %d stopped %v",
			name, c, got.Expanded, got.Generated, got.Solved, got.Cost, got.StopReason,
			len(want.order), want.generated, want.solved, want.cost, want.stopped)
	}
	// The depth-first walks count their frontier as depth + children.
	if !deepening(c.e) && got.MaxFrontier != want.frontier {
		t.Errorf("%s %s: largest frontier %d, the reference %d", name, c, got.MaxFrontier, want.frontier)
	}
	if plain.Expanded != got.Expanded || plain.Generated != got.Generated || plain.Cost != got.Cost {
		t.Errorf("%s %s: untraced run expanded %d generated %d cost %d, traced %d %d %d",
			name, c, plain.Expanded, plain.Generated, plain.Cost, got.Expanded, got.Generated, got.Cost)
	}
	return got, want
}

func romania(t *testing.T, from, to string) *route.Problem {
	t.Helper()
	m := route.Romania()
	a, err := m.Lookup(from)
	if err != nil {
		t.Fatal(err)
	}
	b, err := m.Lookup(to)
	if err != nil {
		t.Fatal(err)
	}
	h, _ := route.HeuristicNamed("sld")
	return route.NewProblem(m, a, b, h)
}

// TestPruningRomania: on the textbook's Romania, Arad to Bucharest, every
// engine with every choice expands what its plain reference expands, in
// the same order, with the same counts; and the figures a student checks
// by hand are those of the textbook.
func TestPruningRomania(t *testing.T) {
	p := romania(t, "Arad", "Bucharest")
	const limit = 2000 // DFS tree search runs round Zerind–Oradea–Zerind… until it
	got := map[string]search.Result[route.Place]{}
	for _, c := range everyChoice() {
		r, _ := compare(t, "Romania", c, p, limit)
		got[c.String()] = r
	}
	m := route.Romania()
	names := func(ps []route.Place) []string {
		var out []string
		for _, s := range ps {
			out = append(out, m.Name(s))
		}
		return out
	}
	fagaras := []string{"Arad", "Sibiu", "Fagaras", "Bucharest"}
	pitesti := []string{"Arad", "Sibiu", "Rimnicu Vilcea", "Pitesti", "Bucharest"}
	for _, c := range []struct {
		run                 string
		cost, expanded, gen int64
		path                []string
	}{
		// BFS finds the fewest roads, Fagaras's 450 km, and tests Bucharest
		// one layer sooner when it tests a node as it is generated. Arad's
		// roads go to Zerind, Timisoara and Sibiu, in that order.
		{"bfs/graph/generated", 450, 7, 17, fagaras},
		{"bfs/graph/expanded", 450, 9, 22, fagaras},
		{"bfs/path/generated", 450, 8, 19, fagaras},
		{"bfs/path/expanded", 450, 12, 30, fagaras},
		{"bfs/none/generated", 450, 11, 28, fagaras},
		{"bfs/none/expanded", 450, 28, 75, fagaras},
		{"dfs/graph", 733, 10, 24, nil},
		{"dfs/path", 607, 5, 13, nil},
		{"ids/parent", 450, 13, 22, fagaras},
		{"ids/path", 450, 13, 22, fagaras},
		{"ids/none", 450, 16, 41, fagaras},
		// UCS and A* find the 418 km by Pitesti whatever they prune; only
		// the work differs.
		{"ucs/graph", 418, 12, 30, pitesti},
		{"ucs/path", 418, 17, 43, pitesti},
		{"ucs/none", 418, 52, 132, pitesti},
		{"astar/graph", 418, 5, 15, pitesti},
		{"astar/path", 418, 5, 15, pitesti},
		{"astar/none", 418, 5, 15, pitesti},
		{"greedy/none", 450, 3, 9, fagaras},
		{"idastar/parent", 418, 20, 47, pitesti},
		{"idastar/none", 418, 20, 61, pitesti},
	} {
		r := got[c.run]
		if !r.Solved || int64(r.Cost) != c.cost || r.Expanded != c.expanded || r.Generated != c.gen ||
			c.path != nil && !slices.Equal(names(r.Path), c.path) {
			t.Errorf("%s: cost %d, expanded %d, generated %d, path %v; want cost %d, expanded %d, generated %d, path %v",
				c.run, r.Cost, r.Expanded, r.Generated, names(r.Path), c.cost, c.expanded, c.gen, c.path)
		}
	}
	if r := got["dfs/none"]; r.Solved || r.StopReason != search.StopNodeLimit {
		t.Errorf("DFS tree search on Romania: solved %v, stop %s; want the node limit to end its cycle", r.Solved, r.StopReason)
	}
	// Zerind's first road goes to Oradea, and Oradea's to Zerind.
	var cycle []string
	tr := &search.Trace[route.Place]{OnExpand: func(x *search.Expansion[route.Place]) { cycle = append(cycle, m.Name(x.Node.State)) }, MaxSteps: 6}
	search.RunTraced(context.Background(), search.EngineDFS, p, search.Options{Pruning: search.PruneNone}, tr)
	if want := []string{"Arad", "Zerind", "Oradea", "Zerind", "Oradea", "Zerind"}; !slices.Equal(cycle, want) {
		t.Errorf("DFS tree search expands %v, want %v", cycle, want)
	}
	runs := slices.Sorted(maps.Keys(got))
	for _, run := range runs {
		r := got[run]
		t.Logf("%-22s cost %4d expanded %5d generated %5d frontier %4d %s", run, r.Cost, r.Expanded, r.Generated, r.MaxFrontier, r.StopReason)
	}
}

// TestPruningRandomMaps: the same on random maps, from the first place to
// the last, under a node limit that tree search may reach; and wherever
// an engine promises a least-cost path, it is the shortest route.
func TestPruningRandomMaps(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	solved, limited, overestimated := 0, 0, 0
	for n := range 8 {
		m, err := route.Random(8+n, 2+n%3, rng)
		if err != nil {
			t.Fatal(err)
		}
		// Every other map with twice the straight line, which may
		// overestimate: A* then promises nothing, and says why.
		h, _ := route.HeuristicNamed([]string{"sld", "sld2"}[n%2])
		goal := route.Place(m.Places() - 1)
		p := route.NewProblem(m, 0, goal, h)
		best := m.DistancesTo(goal)[0]
		for _, c := range everyChoice() {
			r, _ := compare(t, fmt.Sprintf("map %d", n), c, p, 3000)
			if r.Solved {
				solved++
			} else if r.StopReason == search.StopNodeLimit {
				limited++
			}
			if r.Optimal && r.Solved && r.Cost != best {
				t.Errorf("map %d %s promises a least-cost path and returned %d km, the shortest is %d", n, c, r.Cost, best)
			}
			if c.e == search.EngineAStar && !r.Optimal && strings.Contains(r.OptimalWhy, "admissible") {
				overestimated++
			}
			if !r.Optimal && r.OptimalWhy == "" {
				t.Errorf("map %d %s: not optimal, and no reason given", n, c)
			}
		}
	}
	t.Logf("%d runs solved, %d stopped by the node limit", solved, limited)
	if solved == 0 || limited == 0 || overestimated == 0 {
		t.Errorf("%d runs solved, %d stopped by the node limit, %d of A* with an overestimate: the maps test too little",
			solved, limited, overestimated)
	}
}

// TestPruningEightPuzzle: the same on a few 8-puzzle states a few moves
// from the goal, with the Manhattan distance.
func TestPruningEightPuzzle(t *testing.T) {
	b := sliding.MustBoard(3, false, nil)
	for _, text := range []string{"3,1,2,6,4,5,7,0,8", "1,2,0,3,4,5,6,7,8", "3,1,2,4,0,5,6,7,8", "1,4,2,3,0,5,6,7,8"} {
		start, err := b.ParseState(text)
		if err != nil {
			t.Fatal(err)
		}
		p, err := sliding.NewProblem(b, start, "manhattan")
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range everyChoice() {
			r, want := compare(t, text, c, p, 5000)
			if !want.solved && !promisesNothing(c.e) {
				t.Errorf("%s %s: unsolved within the node limit; the sample should be easy", text, c)
			}
			if !promisesNothing(c.e) && want.solved && r.Cost != want.cost {
				t.Errorf("%s %s: cost %d, the reference %d", text, c, r.Cost, want.cost)
			}
		}
	}
}

// TestChoicesRefused: a choice an engine does not offer is refused in one
// line, and the zero value is every engine's default.
func TestChoicesRefused(t *testing.T) {
	cases := []struct {
		e    search.Engine
		opts search.Options
		want string
	}{
		{search.EngineBeam, search.Options{Pruning: search.PrunePath}, "Beam offers no pruning choice"},
		{search.EngineIDS, search.Options{Pruning: search.PruneGraph}, `IDS does not offer pruning "graph" (it offers parent, none or path)`},
		{search.EngineUCS, search.Options{GoalTest: search.GoalOnGeneration}, "UCS offers no goal-test choice"},
		{search.EngineBFS, search.Options{Pruning: search.PruneParent}, `BFS does not offer pruning "parent" (it offers graph, none or path)`},
	}
	for _, c := range cases {
		if err := c.e.CheckChoices(c.opts); err == nil || err.Error() != c.want {
			t.Errorf("%s %+v: %v, want %s", c.e, c.opts, err, c.want)
		}
	}
	for _, e := range search.Engines {
		if err := e.CheckChoices(search.Options{}); err != nil {
			t.Errorf("%s refuses its defaults: %v", e, err)
		}
	}
	if _, err := search.ParsePruning("cycle"); err == nil || err.Error() != `unknown pruning "cycle" (want none, parent, path or graph)` {
		t.Errorf("ParsePruning(cycle): %v", err)
	}
	if _, err := search.ParseGoalTest("popped"); err == nil || err.Error() != `unknown goal test "popped" (want generated or expanded)` {
		t.Errorf("ParseGoalTest(popped): %v", err)
	}
}

// TestPruningFates: the recording a watch view reads gives each child the
// engine dropped the fate that says why: Zerind's road back to Arad closes
// a cycle under path checking, reaches a state already reached under graph
// search, goes straight back under IDS's default, and is a child like any
// other under tree search.
func TestPruningFates(t *testing.T) {
	p := romania(t, "Arad", "Bucharest")
	m := route.Romania()
	zerind, _ := m.Lookup("Zerind")
	for _, c := range []struct {
		run  choice
		want []search.Fate // Zerind's children: Oradea, then Arad
	}{
		{choice{search.EngineBFS, search.PrunePath, ""}, []search.Fate{search.FateAdded, search.FateCycle}},
		{choice{search.EngineBFS, search.PruneGraph, ""}, []search.Fate{search.FateAdded, search.FateDuplicate}},
		{choice{search.EngineBFS, search.PruneNone, ""}, []search.Fate{search.FateAdded, search.FateAdded}},
		{choice{search.EngineDFS, search.PrunePath, ""}, []search.Fate{search.FateAdded, search.FateCycle}},
		{choice{search.EngineUCS, search.PrunePath, ""}, []search.Fate{search.FateAdded, search.FateCycle}},
		{choice{search.EngineUCS, search.PruneNone, ""}, []search.Fate{search.FateAdded, search.FateAdded}},
		{choice{search.EngineIDS, search.PrunePath, ""}, []search.Fate{search.FateAdded, search.FateCycle}},
		{choice{search.EngineIDS, search.PruneParent, ""}, []search.Fate{search.FateAdded, search.FatePruned}},
		{choice{search.EngineIDS, search.PruneNone, ""}, []search.Fate{search.FateAdded, search.FateAdded}},
	} {
		opts := search.Options{Pruning: c.run.prune, MaxNodes: 2000}
		rec := search.Record(context.Background(), c.run.e, p, opts, 10_000, 10)
		// The last expansion of Zerind: IDS's earlier passes stop at a
		// depth limit, which prunes every child.
		found := false
		for i := rec.Len(); i >= 1 && !found; i-- {
			x := rec.Step(i)
			if x.Node.State != zerind || x.Node.Depth != 1 {
				continue
			}
			found = true
			var fates []search.Fate
			for _, ch := range x.Children {
				fates = append(fates, ch.Fate)
			}
			if !slices.Equal(fates, c.want) {
				t.Errorf("%s: Zerind's children %v, want %v", c.run, fates, c.want)
			}
			for _, ch := range x.Children {
				if got, ok := rec.Node(ch.ID); !ok || got.Fate != ch.Fate || got.Fate.Dropped() != (ch.Fate != search.FateAdded) {
					t.Errorf("%s: node %d in the recording: %v %v", c.run, ch.ID, got.Fate, ok)
				}
			}
		}
		if !found {
			t.Errorf("%s: Zerind was never expanded", c.run)
		}
	}
}
