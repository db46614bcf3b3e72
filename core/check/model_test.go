package check

import (
	"context"
	"math/rand/v2"
	"testing"

	"frontier/core/puzzles"
	"frontier/core/search"
)

// fixture is one search problem of the catalogue, in keys, with the
// space a model searches.
type fixture struct {
	name  string
	d     puzzles.Domain
	start puzzles.State
	ck    puzzles.Checking
}

func (f fixture) space(t testing.TB, h puzzles.HeuristicID) *space[puzzles.State] {
	t.Helper()
	p, err := f.ck.Problem(context.Background(), f.start, h)
	if err != nil {
		t.Fatal(err)
	}
	sp := &space[puzzles.State]{p: p, fixed: f.ck.FixedMoves, moves: f.ck.MoveNames, limit: 2_000_000}
	if est, ok := p.(search.Heuristic[puzzles.State]); ok {
		sp.h = est.Estimate
	}
	return sp
}

func newFixture(t testing.TB, name string, id puzzles.ID, settings puzzles.Settings, start string) fixture {
	t.Helper()
	d, err := puzzles.New(id, settings)
	if err != nil {
		t.Fatal(err)
	}
	var s puzzles.State
	if start == "" {
		s, _ = d.Start()
	} else if s, err = d.Parse(start); err != nil {
		t.Fatal(err)
	}
	ck, ok := d.Checking(s)
	if !ok {
		t.Fatalf("%s offers no protocol", name)
	}
	return fixture{name: name, d: d, start: s, ck: ck}
}

// fixtures are 8-puzzles drawn by random walks, Romania and random maps,
// and cubes.
func fixtures(t testing.TB, n int) []fixture {
	rng := rand.New(rand.NewPCG(7, 11))
	var out []fixture
	slide, _ := puzzles.New(puzzles.Sliding, puzzles.Settings{})
	for range n {
		s, _ := slide.Walk(slide.Goal(), 8+rng.IntN(10), rng)
		out = append(out, newFixture(t, "8-puzzle "+slide.Format(s), puzzles.Sliding, puzzles.Settings{}, slide.Format(s)))
	}
	out = append(out, newFixture(t, "Romania", puzzles.Route, puzzles.Settings{}, ""))
	for _, from := range []string{"Oradea", "Neamt", "Timisoara"} {
		out = append(out, newFixture(t, "Romania from "+from, puzzles.Route, puzzles.Settings{}.With("from", from), ""))
	}
	for seed := range n {
		settings := puzzles.Settings{}.With("map", "random").With("map-seed", string(rune('1'+seed%9)))
		out = append(out, newFixture(t, "random map", puzzles.Route, settings, ""))
	}
	cube, _ := puzzles.New(puzzles.Cube, puzzles.Settings{})
	for range max(1, n/3) {
		s, _ := cube.Walk(cube.Goal(), 5, rng)
		out = append(out, newFixture(t, "cube "+cube.Format(s), puzzles.Cube, puzzles.Settings{}, cube.Format(s)))
	}
	return out
}

// engineExpansions are the states the engine expands, in order, through
// its trace, and its result.
func engineExpansions(t testing.TB, sp *space[puzzles.State], e search.Engine, width int) ([]puzzles.State, search.Result[puzzles.State]) {
	var got []puzzles.State
	tr := &search.Trace[puzzles.State]{OnExpand: func(x *search.Expansion[puzzles.State]) { got = append(got, x.Node.State) }}
	r := search.RunTraced(context.Background(), e, sp.p, search.Options{BeamWidth: width, MaxNodes: int64(sp.limit)}, tr)
	return got, r
}

// TestModelsAreTheEngines: each engine's own convention, run as a model,
// expands what the engine expands, in the same order, and stops with the
// same cost and counts.
func TestModelsAreTheEngines(t *testing.T) {
	n := 6
	if testing.Short() {
		n = 3
	}
	for _, f := range fixtures(t, n) {
		for _, e := range search.Engines {
			d, _ := search.Describe(e)
			if d.Policy.Rule.Discipline == 0 {
				continue
			}
			h := puzzles.HeuristicNone
			if d.Informed {
				info, err := f.d.Heuristic("")
				if err != nil {
					t.Fatal(err)
				}
				h = info.ID
			}
			if f.d.Name() == "2×2×2 cube" && testing.Short() && (e == search.EngineDFS || d.Policy.Rule.Discipline == search.Deepening) {
				continue // depth first, the cube takes seconds under the race detector
			}
			sp := f.space(t, h)
			want, r := engineExpansions(t, sp, e, 5)
			c := conventions(d, Pins{}, 5)[0]
			tr := run(sp, c, nil, 0, func() bool { return false })
			got := tr.m.counts()
			states := modelExpansions(sp, c)
			if len(states) != len(want) {
				t.Errorf("%s, %s: the model expands %d nodes, the engine %d", f.name, e, len(states), len(want))
				continue
			}
			for k := range want {
				if states[k] != want[k] {
					t.Errorf("%s, %s: expansion %d differs: model %s, engine %s", f.name, e, k+1,
						f.d.Format(f.ck.Show(f.start, states[k])), f.d.Format(f.ck.Show(f.start, want[k])))
					break
				}
			}
			cost, _, ok := tr.solved()
			if ok != r.Solved || ok && cost != r.Cost {
				t.Errorf("%s, %s: model solved %v at %d, engine %v at %d", f.name, e, ok, cost, r.Solved, r.Cost)
			}
			if int64(got.expanded) != r.Expanded {
				t.Errorf("%s, %s: model expanded %d, engine %d", f.name, e, got.expanded, r.Expanded)
			}
			gen := got.generated
			if c.pol.Rule.Discipline == search.Deepening {
				gen = got.added
			}
			if int64(gen) != r.Generated {
				t.Errorf("%s, %s: model generated %d, engine %d", f.name, e, gen, r.Generated)
			}
		}
	}
}
