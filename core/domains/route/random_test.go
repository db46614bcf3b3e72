package route_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"frontier/core/domains/route"
	"frontier/core/search"
)

// plainDijkstra is the length of a shortest route from start to goal
// along roads, by the textbook's O(n²) Dijkstra, or -1.
func plainDijkstra(n int, roads []route.Road, start, goal route.Place) int {
	dist := make([]int, n)
	done := make([]bool, n)
	for i := range dist {
		dist[i] = -1
	}
	dist[start] = 0
	for {
		u := -1
		for i := range n {
			if !done[i] && dist[i] >= 0 && (u < 0 || dist[i] < dist[u]) {
				u = i
			}
		}
		if u < 0 {
			return dist[goal]
		}
		done[u] = true
		for _, r := range roads {
			if int(r.From) == u && (dist[r.To] < 0 || dist[u]+r.Length < dist[r.To]) {
				dist[r.To] = dist[u] + r.Length
			}
		}
	}
}

// replayCost follows a path along the map's roads and adds up their
// lengths; -1 when a step has no road.
func replayCost(m *route.Map, path []route.Place) int {
	cost := 0
	for i := 1; i < len(path); i++ {
		found := false
		for _, r := range m.Out(path[i-1]) {
			if r.To == path[i] {
				cost, found = cost+r.Length, true
			}
		}
		if !found {
			return -1
		}
	}
	return cost
}

func TestRandomMapsAgainstDijkstra(t *testing.T) {
	seeds := 300
	if testing.Short() {
		seeds = 40
	}
	ctx := context.Background()
	for seed := range seeds {
		rng := rand.New(rand.NewPCG(uint64(seed), 7))
		n, k := 10+rng.IntN(40), 1+rng.IntN(4)
		m, err := route.Random(n, k, rng)
		if err != nil {
			t.Fatal(err)
		}
		start, goal := route.Place(rng.IntN(n)), route.Place(rng.IntN(n))
		want := plainDijkstra(n, m.Roads(), start, goal)
		for _, tc := range []struct {
			engine search.Engine
			h      string
		}{{search.EngineUCS, "none"}, {search.EngineAStar, "sld"}} {
			p := route.NewProblem(m, start, goal, heuristic(t, tc.h))
			if !p.Admissible() {
				t.Errorf("seed %d: %s is not admissible on a random map", seed, tc.h)
			}
			r := search.Run(ctx, tc.engine, search.Problem[route.Place](p), search.Options{})
			switch {
			case want < 0 && r.Solved:
				t.Errorf("seed %d: %s found a route where there is none", seed, tc.engine)
			case want >= 0 && (!r.Solved || r.Cost != want || replayCost(m, r.Path) != want || !r.Optimal):
				t.Errorf("seed %d: %s %s: solved %v cost %d (replayed %d) optimal %v; Dijkstra says %d",
					seed, tc.engine, tc.h, r.Solved, r.Cost, replayCost(m, r.Path), r.Optimal, want)
			}
		}
		if a := m.Analyze(goal, m.StraightLine(goal)); !a.Admissible || !a.Consistent {
			t.Errorf("seed %d: the straight line is not admissible and consistent: %s", seed, m.Describe(a, m.StraightLine(goal)))
		}
		if d := m.DistancesTo(goal)[start]; d != want {
			t.Errorf("seed %d: DistancesTo says %d, Dijkstra %d", seed, d, want)
		}
	}
}
