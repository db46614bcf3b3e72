package route_test

import (
	"cmp"
	"context"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
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

// TestRandomMapsAgainstFullSort checks the grid's choice of neighbours
// against the plain way: every other place sorted by distance, the k
// nearest joined in that order, each new road's length drawn from the
// same source after the places' coordinates.
func TestRandomMapsAgainstFullSort(t *testing.T) {
	for seed := range 40 {
		pick := rand.New(rand.NewPCG(uint64(seed), 9))
		n := 2 + pick.IntN(300)
		k := 1 + pick.IntN(min(n-1, 10))
		m, err := route.Random(n, k, rand.New(rand.NewPCG(uint64(seed), 1)))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(seed), 1))
		for range 2 * n {
			rng.Float64()
		}
		type arc struct{ a, b route.Place }
		want := map[arc]int{}
		for a := range n {
			ax, ay := m.XY(route.Place(a))
			dist := func(b int) float64 { bx, by := m.XY(route.Place(b)); return math.Hypot(ax-bx, ay-by) }
			others := make([]int, 0, n-1)
			for b := range n {
				if b != a {
					others = append(others, b)
				}
			}
			slices.SortFunc(others, func(p, q int) int { return cmp.Compare(dist(p), dist(q)) })
			for _, b := range others[:k] {
				if _, ok := want[arc{route.Place(a), route.Place(b)}]; ok {
					continue
				}
				length := max(1, int(math.Ceil(dist(b)*(1+rng.Float64()/2))))
				want[arc{route.Place(a), route.Place(b)}] = length
				want[arc{route.Place(b), route.Place(a)}] = length
			}
		}
		got := map[arc]int{}
		for _, r := range m.Roads() {
			got[arc{r.From, r.To}] = r.Length
		}
		if !maps.Equal(got, want) {
			t.Fatalf("seed %d (%d places, %d nearest): %d roads, the full sort gives %d", seed, n, k, len(got), len(want))
		}
	}
}

// BenchmarkRandomMap draws a map of 2,000 places, each joined to its 3
// nearest.
func BenchmarkRandomMap(b *testing.B) {
	for b.Loop() {
		if _, err := route.Random(2000, 3, rand.New(rand.NewPCG(1, 0))); err != nil {
			b.Fatal(err)
		}
	}
}

// TestDistancesKept: the distances a map keeps for a goal are shared by
// its analyses, never by a caller who changes the copy it was given.
func TestDistancesKept(t *testing.T) {
	m := route.Romania()
	bucharest, _ := m.Lookup("Bucharest")
	arad, _ := m.Lookup("Arad")
	d := m.DistancesTo(bucharest)
	d[arad] = 1
	for goal := range route.Place(m.Places()) {
		m.DistancesTo(goal) // more goals than the map keeps
	}
	if got := m.DistancesTo(bucharest)[arad]; got != 418 {
		t.Fatalf("Arad to Bucharest: %d km after a caller changed its copy, want 418", got)
	}
	if a := m.Analyze(bucharest, m.StraightLine(bucharest)); !a.Admissible || !a.Consistent {
		t.Fatalf("the straight line to Bucharest: %+v", a)
	}
}
