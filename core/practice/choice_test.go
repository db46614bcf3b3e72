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
