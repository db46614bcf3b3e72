package search

import (
	"context"
	"strings"
	"testing"
)

// TestOptimality checks each promise against what the engines it names
// do: on the weighted graph, whose cheapest path is not its shortest, only
// the engines whose promise covers non-unit costs find the cheapest one.
func TestOptimality(t *testing.T) {
	cases := []struct {
		o                      Optimality
		unit, admissible, want bool
	}{
		{OptimalNever, true, true, false},
		{OptimalUnitCosts, true, false, true},
		{OptimalUnitCosts, false, true, false},
		{OptimalNonNegativeCosts, false, false, true},
		{OptimalAdmissible, false, true, true},
		{OptimalAdmissible, true, false, false},
	}
	for _, c := range cases {
		if got := c.o.Holds(c.unit, c.admissible); got != c.want {
			t.Errorf("%v.Holds(unit %v, admissible %v) = %v", c.o, c.unit, c.admissible, got)
		}
	}
	for _, e := range Engines {
		r := Run(context.Background(), e, weighted(), Options{})
		if r.Optimal != e.Optimal(false, true) {
			t.Errorf("%s: Optimal %v, its promise %v", e, r.Optimal, e.Optimal(false, true))
		}
		if r.Optimal && (!r.Solved || r.Cost != 3) {
			t.Errorf("%s promises a least-cost path and returned cost %d", e, r.Cost)
		}
	}
}

// TestDescriptions: every built-in engine is described, in the order of
// Engines, and answers by its description.
func TestDescriptions(t *testing.T) {
	if len(Engines) != len(engineTable) {
		t.Fatalf("%d engines, %d in the table", len(Engines), len(engineTable))
	}
	for i, d := range engineTable {
		e := Engines[i]
		tb := d.TieBreak
		if tb == "" {
			tb = d.Policy.TieBreak() // the policy says it
		}
		if e != d.ID || e.Title() != d.Title || e.Informed() != d.Informed || e.TieBreak() != tb || !e.Traceable() {
			t.Errorf("engine %d: %s does not answer as the table says", i, e)
		}
		if _, ok := runBuiltin(context.Background(), &d, weighted(), Options{}, nil); !ok || d.Run != nil {
			t.Errorf("%s: in the table, but no machine runs its policy", d.ID)
		}
		if got, err := ParseEngine(string(d.ID)); got != d.ID || err != nil {
			t.Errorf("ParseEngine(%q) = %q, %v", d.ID, got, err)
		}
	}
	const want = `unknown engine "best" (want bfs, dfs, ids, ucs, greedy, astar, idastar, beam or bibfs)`
	if _, err := ParseEngine("best"); err == nil || err.Error() != want {
		t.Errorf("ParseEngine(best): %v, want %s", err, want)
	}
	if got := EngineList(Engine.Informed); got != "greedy, astar, idastar or beam" {
		t.Errorf("informed engines: %s", got)
	}
	if d, ok := Describe("nothing"); ok || d.ID != "" {
		t.Errorf("Describe(nothing) = %v, %v", d, ok)
	}
}

// TestRegisterRefuses: a description that would break the menus or the
// command line is refused before anything is registered.
func TestRegisterRefuses(t *testing.T) {
	run := func(ctx context.Context, p Problem[any], opts Options, tr *Trace[any]) Result[any] {
		return Result[any]{}
	}
	good := Description{ID: "toy", Title: "Toy", Summary: "a toy", TieBreak: "Any order.", Run: run}
	cases := []struct {
		name string
		edit func(d *Description)
		want string
	}{
		{"no run", func(d *Description) { d.Run = nil }, "has no Run"},
		{"no run, two frontiers", func(d *Description) { d.Run, d.Policy.Rule = nil, Rule{Meet, KeyDepth} }, "no machine runs its policy"},
		{"taken", func(d *Description) { d.ID = EngineBFS }, "registered twice"},
		{"upper case", func(d *Description) { d.ID = "Toy" }, "want a lower-case letter"},
		{"digit first", func(d *Description) { d.ID = "2toy" }, "want a lower-case letter"},
		{"empty", func(d *Description) { d.ID = "" }, "want a lower-case letter"},
		{"no title", func(d *Description) { d.Title = "" }, "lacks a title"},
		{"no tie-break", func(d *Description) { d.TieBreak = "" }, "lacks a title"},
	}
	for _, c := range cases {
		d := good
		c.edit(&d)
		func() {
			defer func() {
				msg, _ := recover().(string)
				if !strings.HasPrefix(msg, "search: ") || !strings.Contains(msg, c.want) {
					t.Errorf("%s: panic %q, want one with %q", c.name, msg, c.want)
				}
			}()
			Register(d)
		}()
	}
	if len(Engines) != len(engineTable) {
		t.Errorf("a refused description was registered: %v", Engines)
	}
}
