package puzzles_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"frontier/core/puzzles"
	"frontier/core/search"
)

// TestTraceThroughTheCatalogue: a traced search through a Domain finds
// what Solve finds, and every child it reports is its parent's state with
// the child's move made, both in the user's frame (on the cube, the cube
// as held after a scramble).
func TestTraceThroughTheCatalogue(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 7))
	for _, c := range []struct {
		id   puzzles.ID
		o    puzzles.Settings
		walk int
	}{
		{puzzles.Sliding, puzzles.SlidingOptions{Width: 3}.Settings(), 14},
		{puzzles.Sliding, puzzles.SlidingOptions{Width: 3, Diagonal: true}.Settings(), 10},
		{puzzles.Cube, puzzles.Settings{}, 5},
		{"hanoi", puzzles.Settings{}, 6},
	} {
		d := mustNew(t, c.id, c.o)
		for _, e := range search.Engines {
			start, err := d.Walk(d.Goal(), c.walk, rng)
			if err != nil {
				t.Fatal(err)
			}
			opts := search.Options{MaxNodes: 20000, BeamWidth: 3}
			want, err := d.Solve(context.Background(), start, e, "", opts)
			if err != nil {
				t.Fatal(err)
			}
			rec := search.NewRecording[puzzles.State](0, 5)
			got, err := d.Trace(context.Background(), start, e, "", opts, rec.Trace())
			if err != nil {
				t.Fatal(err)
			}
			rec.Finish(got)
			if got.Expanded != want.Expanded || got.Generated != want.Generated || got.Cost != want.Cost ||
				int64(rec.Len()) != got.Expanded || len(got.Path) != len(want.Path) {
				t.Fatalf("%s %s: traced %+v in %d steps, solved %+v", d.Name(), e, got, rec.Len(), want)
			}
			if rec.Len() > 0 && rec.Step(1).Node.State != start {
				t.Fatalf("%s %s: the trace starts at %s, not %s", d.Name(), e, d.Format(rec.Step(1).Node.State), d.Format(start))
			}
			for i := 1; i <= rec.Len(); i++ {
				x := rec.Step(i)
				for _, ch := range x.Children {
					from, to := x.Node.State, ch.State
					if x.Backward { // a search back from the goal: the move leads from the child
						from, to = to, from
					}
					if s, err := d.Apply(from, ch.Move); err != nil || s != to {
						t.Fatalf("%s %s: step %d: %s from %s gives %s, the trace says %s (%v)", d.Name(), e, i,
							ch.Move, d.Format(from), d.Format(s), d.Format(to), err)
					}
				}
			}
		}
	}
}

func TestTraceBadArguments(t *testing.T) {
	d := mustNew(t, puzzles.Sliding, puzzles.Settings{})
	if _, err := d.Trace(context.Background(), puzzles.State{}, search.EngineBFS, "", search.Options{}, nil); err == nil {
		t.Error("no state traced")
	}
	if _, err := d.Trace(context.Background(), d.Goal(), "astra", "", search.Options{}, nil); err == nil {
		t.Error("unknown engine traced")
	}
	if _, err := d.Trace(context.Background(), d.Goal(), search.EngineAStar, "exact", search.Options{}, nil); err == nil {
		t.Error("unknown heuristic traced")
	}
}

// TestKindRecord: a window's recording of a cube search, typed, in the
// frame of the cube as held, replays up to the solution.
func TestKindRecord(t *testing.T) {
	k := puzzles.CubeKind()
	start, err := k.Apply(k.Goal, "R D F'")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := k.Record(context.Background(), start, search.EngineAStar, puzzles.HeuristicPDB, search.Options{}, 5000, 10)
	if err != nil {
		t.Fatal(err)
	}
	r := rec.Result()
	if !r.Solved || r.Cost != 3 || rec.Len() != int(r.Expanded) || rec.Truncated() || rec.Step(1).Node.State != start {
		t.Fatalf("recorded %d steps of %+v", rec.Len(), r)
	}
	var path []string
	for _, n := range rec.Tree(rec.Len(), 1000) {
		if n.Role == search.RoleSolution {
			c, _ := rec.Node(n.ID)
			path = append(path, c.State.String())
		}
	}
	for i, s := range r.Path {
		if i >= len(path) || path[i] != s.String() {
			t.Fatalf("the tree's solution %v, the path %v", path, r.Path)
		}
	}
	if _, err := k.Record(context.Background(), start, search.EngineAStar, "manhattan", search.Options{}, 10, 10); err == nil {
		t.Error("manhattan recorded on the cube")
	}
}
