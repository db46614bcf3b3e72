package practice

import (
	"context"
	"strings"
	"testing"

	"frontier/core/domains/route"
	"frontier/core/puzzles"
	"frontier/core/search"
)

// TestCompare: a student who picks UCS's nodes on Romania makes UCS's
// search, every step of it UCS's; A* parts from it where UCS expands a
// node of lower g but higher f, and says so by its rule.
func TestCompare(t *testing.T) {
	ctx := context.Background()
	m := route.Romania()
	from, _ := m.Lookup("Arad")
	to, _ := m.Lookup("Bucharest")
	kind, start := puzzles.RouteOf(m, from, to, "Romania"), from
	ucs, err := kind.Record(ctx, start, search.EngineUCS, puzzles.HeuristicNone, search.Options{}, 0, 400)
	if err != nil {
		t.Fatal(err)
	}
	var picks []int
	for i := 1; i <= ucs.Len(); i++ {
		picks = append(picks, ucs.Step(i).Node.ID)
	}
	goal, _ := ucs.Goal()
	yours, err := kind.Choose(ctx, start, puzzles.HeuristicStraightLine, append(picks, goal), 400)
	if err != nil || !yours.Result().Solved || yours.Result().Cost != 418 {
		t.Fatalf("your search: %+v, %v", yours.Result(), err)
	}
	astar, _ := kind.Record(ctx, start, search.EngineAStar, puzzles.HeuristicStraightLine, search.Options{}, 0, 400)
	cs := Compare(yours, map[search.Engine]*search.Recording[route.Place]{search.EngineUCS: ucs, search.EngineAStar: astar},
		[]search.Engine{search.EngineUCS, search.EngineAStar})
	if len(cs) != 2 || cs[0].Parted != 0 || cs[1].Parted == 0 || !strings.Contains(cs[1].Why, "A* expands the lowest f = g + h: its node has f = ") {
		t.Errorf("comparison %+v", cs)
	}
}

// TestCompareWithAnEngineThatHadStopped: BFS on Romania stops once it
// generates the goal; a student who makes BFS's expansions and then one
// more goes on past it, and the comparison says BFS had stopped rather
// than naming a state of its.
func TestCompareWithAnEngineThatHadStopped(t *testing.T) {
	ctx := context.Background()
	m := route.Romania()
	from, _ := m.Lookup("Arad")
	to, _ := m.Lookup("Bucharest")
	kind := puzzles.RouteOf(m, from, to, "Romania")
	bfs, err := kind.Record(ctx, from, search.EngineBFS, puzzles.HeuristicNone, search.Options{}, 0, 400)
	if err != nil {
		t.Fatal(err)
	}
	var picks []int
	for i := 1; i <= bfs.Len(); i++ {
		picks = append(picks, bfs.Step(i).Node.ID)
	}
	list := bfs.Step(bfs.Len()).Frontier(1)
	yours, err := kind.Choose(ctx, from, puzzles.HeuristicNone, append(picks, list[0].ID), 400)
	if err != nil || yours.Len() != bfs.Len()+1 {
		t.Fatalf("your search of %d steps after BFS's %d: %v", yours.Len(), bfs.Len(), err)
	}
	cs := Compare(yours, map[search.Engine]*search.Recording[route.Place]{search.EngineBFS: bfs}, []search.Engine{search.EngineBFS})
	if c := cs[0]; c.Parted != bfs.Len()+1 || !c.Ended || !strings.HasPrefix(c.Why, "BFS had stopped") {
		t.Errorf("comparison %+v after BFS's %d steps", c, bfs.Len())
	}
}
