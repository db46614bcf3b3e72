package puzzles_test

import (
	"context"
	"testing"

	"frontier/core/domains/cube"
	"frontier/core/puzzles"
	"frontier/core/search"
)

// TestKindSolveInTheHeldFrame: the typed Solve, on a cube held in no
// canonical orientation, returns a path that starts at the cube as held
// and whose moves, made on that cube with the cube's own turns, solve it
// in as many moves as the table's exact distance.
func TestKindSolveInTheHeldFrame(t *testing.T) {
	k := puzzles.CubeKind()
	start, err := k.Apply(k.Goal, "R U F' D L' B2")
	if err != nil {
		t.Fatal(err)
	}
	r, err := k.Solve(context.Background(), start, search.EngineAStar, puzzles.HeuristicExact, search.Options{})
	if err != nil || !r.Solved {
		t.Fatalf("A* with exact: %v, %s", err, r.StopReason)
	}
	s, err := start.State()
	if err != nil {
		t.Fatal(err)
	}
	table, err := cube.ExactTable(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Path[0] != start || r.Cost != table.Distance(s) || len(r.Moves) != r.Cost {
		t.Fatalf("path from %s at cost %d, want from %s at cost %d", r.Path[0], r.Cost, start, table.Distance(s))
	}
	c := start
	for i, m := range r.Moves {
		ms, err := cube.ParseMoves(m)
		if err != nil {
			t.Fatal(err)
		}
		if c = c.Turn(ms...); c != r.Path[i+1] {
			t.Fatalf("move %d, %s, turns the cube into %s, the path says %s", i+1, m, c, r.Path[i+1])
		}
	}
	if !k.Solved(c) {
		t.Errorf("the moves end at %s, not solved", c)
	}
}
