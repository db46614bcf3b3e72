package route_test

import (
	"context"
	"math"
	"slices"
	"testing"

	"frontier/core/domains/route"
	"frontier/core/search"
)

// bookRoads and bookSLD are the textbook's Romania, written out here so
// that the built-in map is checked against them.
var bookRoads = []struct {
	a, b string
	km   int
}{
	{"Oradea", "Zerind", 71}, {"Oradea", "Sibiu", 151}, {"Zerind", "Arad", 75}, {"Arad", "Timisoara", 118},
	{"Arad", "Sibiu", 140}, {"Timisoara", "Lugoj", 111}, {"Lugoj", "Mehadia", 70}, {"Mehadia", "Drobeta", 75},
	{"Drobeta", "Craiova", 120}, {"Sibiu", "Fagaras", 99}, {"Sibiu", "Rimnicu Vilcea", 80},
	{"Rimnicu Vilcea", "Pitesti", 97}, {"Rimnicu Vilcea", "Craiova", 146}, {"Craiova", "Pitesti", 138},
	{"Fagaras", "Bucharest", 211}, {"Pitesti", "Bucharest", 101}, {"Giurgiu", "Bucharest", 90},
	{"Bucharest", "Urziceni", 85}, {"Neamt", "Iasi", 87}, {"Urziceni", "Vaslui", 142},
	{"Urziceni", "Hirsova", 98}, {"Iasi", "Vaslui", 92}, {"Hirsova", "Eforie", 86},
}

var bookSLD = map[string]int{
	"Arad": 366, "Bucharest": 0, "Craiova": 160, "Drobeta": 242, "Eforie": 161, "Fagaras": 176,
	"Giurgiu": 77, "Hirsova": 151, "Iasi": 226, "Lugoj": 244, "Mehadia": 241, "Neamt": 234,
	"Oradea": 380, "Pitesti": 100, "Rimnicu Vilcea": 193, "Sibiu": 253, "Timisoara": 329,
	"Urziceni": 80, "Vaslui": 199, "Zerind": 374,
}

// bookGraph is the book's roads by name, both ways, in the order listed.
type edge struct {
	to string
	km int
}

func bookGraph() map[string][]edge {
	g := map[string][]edge{}
	for _, r := range bookRoads {
		g[r.a] = append(g[r.a], edge{r.b, r.km})
		g[r.b] = append(g[r.b], edge{r.a, r.km})
	}
	return g
}

// floyd is the length of a shortest route between every two places of g.
func floyd(g map[string][]edge) map[[2]string]int {
	d := map[[2]string]int{}
	var names []string
	for a := range g {
		names = append(names, a)
		d[[2]string{a, a}] = 0
		for _, e := range g[a] {
			d[[2]string{a, e.to}] = e.km
		}
	}
	for _, k := range names {
		for _, i := range names {
			for _, j := range names {
				ik, ok1 := d[[2]string{i, k}]
				kj, ok2 := d[[2]string{k, j}]
				if ij, ok := d[[2]string{i, j}]; ok1 && ok2 && (!ok || ik+kj < ij) {
					d[[2]string{i, j}] = ik + kj
				}
			}
		}
	}
	return d
}

func place(t *testing.T, m *route.Map, name string) route.Place {
	t.Helper()
	p, err := m.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRomaniaIsTheBooks(t *testing.T) {
	m := route.Romania()
	if m.Places() != 20 || len(m.Roads()) != 2*len(bookRoads) {
		t.Fatalf("%d places, %d directions of roads", m.Places(), len(m.Roads()))
	}
	for _, r := range bookRoads {
		for _, dir := range [][2]string{{r.a, r.b}, {r.b, r.a}} {
			from, to := place(t, m, dir[0]), place(t, m, dir[1])
			i := slices.IndexFunc(m.Out(from), func(x route.Road) bool { return x.To == to })
			if i < 0 || m.Out(from)[i].Length != r.km {
				t.Errorf("road %s → %s: want %d km", dir[0], dir[1], r.km)
			}
		}
	}
	bucharest := place(t, m, "Bucharest")
	h := m.StraightLine(bucharest)
	for name, km := range bookSLD {
		if got := h[place(t, m, name)]; got != km {
			t.Errorf("straight line from %s: %d, the book says %d", name, got, km)
		}
	}
}

// TestRomaniaStraightLineAdmissible checks, against shortest routes
// found here by Floyd–Warshall, that the straight-line distance from the
// coordinates never overestimates whatever the goal, and that Analyze
// says what is true of every heuristic and goal.
func TestRomaniaStraightLineAdmissible(t *testing.T) {
	m := route.Romania()
	dist := floyd(bookGraph())
	for g := range m.Places() {
		goal := route.Place(g)
		gx, gy := m.XY(goal)
		for p := range m.Places() {
			x, y := m.XY(route.Place(p))
			d := dist[[2]string{m.Name(route.Place(p)), m.Name(goal)}]
			if e := math.Hypot(x-gx, y-gy) * m.Scale(); e > float64(d) {
				t.Errorf("%s to %s: straight line %.1f km > %d km by road", m.Name(route.Place(p)), m.Name(goal), e, d)
			}
		}
		for _, h := range route.Heuristics {
			est := m.Estimates(goal, h)
			admissible, consistent := true, est[goal] == 0
			for p := range m.Places() {
				if est[p] > dist[[2]string{m.Name(route.Place(p)), m.Name(goal)}] {
					admissible = false
				}
			}
			for _, r := range bookRoads {
				a, b := place(t, m, r.a), place(t, m, r.b)
				if est[a] > r.km+est[b] || est[b] > r.km+est[a] {
					consistent = false
				}
			}
			a := m.Analyze(goal, est)
			if a.Admissible != admissible || a.Consistent != consistent {
				t.Errorf("%s to %s: Analyze says admissible %v consistent %v; the truth is %v, %v",
					h.Name, m.Name(goal), a.Admissible, a.Consistent, admissible, consistent)
			}
			if h.Factor <= 1 && (!admissible || !consistent) {
				t.Errorf("%s to %s is not admissible and consistent", h.Name, m.Name(goal))
			}
		}
	}
}

// plainAStar is A* as the book runs it on its Romania: pop the lowest f
// (the last added among equals), goal test on pop, reopen a place
// reached more cheaply. It returns the places popped, the goal last, and
// the cost.
func plainAStar(g map[string][]edge, h map[string]int, start, goal string) ([]string, int) {
	type node struct {
		name string
		g    int
	}
	var frontier []node
	best := map[string]int{start: 0}
	frontier = append(frontier, node{start, 0})
	var popped []string
	for len(frontier) > 0 {
		i := 0
		for j, n := range frontier {
			if n.g+h[n.name] <= frontier[i].g+h[frontier[i].name] {
				i = j
			}
		}
		n := frontier[i]
		frontier = slices.Delete(frontier, i, i+1)
		if n.g > best[n.name] {
			continue
		}
		popped = append(popped, n.name)
		if n.name == goal {
			return popped, n.g
		}
		for _, e := range g[n.name] {
			if old, ok := best[e.to]; !ok || n.g+e.km < old {
				best[e.to] = n.g + e.km
				frontier = append(frontier, node{e.to, n.g + e.km})
			}
		}
	}
	return popped, -1
}

func names(m *route.Map, path []route.Place) []string {
	var out []string
	for _, p := range path {
		out = append(out, m.Name(p))
	}
	return out
}

func heuristic(t *testing.T, name string) route.Heuristic {
	h, err := route.HeuristicNamed(name)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestSearchesOnRomania(t *testing.T) {
	m := route.Romania()
	arad, bucharest := place(t, m, "Arad"), place(t, m, "Bucharest")
	ctx := context.Background()

	wantPopped, wantCost := plainAStar(bookGraph(), bookSLD, "Arad", "Bucharest")
	if !slices.Equal(wantPopped, []string{"Arad", "Sibiu", "Rimnicu Vilcea", "Fagaras", "Pitesti", "Bucharest"}) || wantCost != 418 {
		t.Fatalf("the plain A* pops %v at cost %d", wantPopped, wantCost)
	}
	var expanded []string
	tr := &search.Trace[route.Place]{OnExpand: func(x *search.Expansion[route.Place]) {
		expanded = append(expanded, m.Name(x.Node.State))
	}}
	r := search.RunTraced(ctx, search.EngineAStar, search.Problem[route.Place](route.NewProblem(m, arad, bucharest, heuristic(t, "sld"))), search.Options{}, tr)
	// The engine tests the goal when it pops it, without expanding it.
	popped := append(expanded, names(m, r.Path[len(r.Path)-1:])...)
	if !r.Solved || r.Cost != wantCost || !r.Optimal || !slices.Equal(popped, wantPopped) ||
		!slices.Equal(names(m, r.Path), []string{"Arad", "Sibiu", "Rimnicu Vilcea", "Pitesti", "Bucharest"}) {
		t.Errorf("A*: cost %d optimal %v path %v, popped %v; want %v", r.Cost, r.Optimal, names(m, r.Path), popped, wantPopped)
	}

	for _, tc := range []struct {
		engine  search.Engine
		h       string
		cost    int
		optimal bool
		path    []string
	}{
		{search.EngineGreedy, "sld", 450, false, []string{"Arad", "Sibiu", "Fagaras", "Bucharest"}},
		{search.EngineBFS, "none", 450, false, []string{"Arad", "Sibiu", "Fagaras", "Bucharest"}},
		{search.EngineUCS, "none", 418, true, []string{"Arad", "Sibiu", "Rimnicu Vilcea", "Pitesti", "Bucharest"}},
		{search.EngineAStar, "none", 418, true, []string{"Arad", "Sibiu", "Rimnicu Vilcea", "Pitesti", "Bucharest"}},
		{search.EngineAStar, "sld2", 450, false, []string{"Arad", "Sibiu", "Fagaras", "Bucharest"}},
	} {
		r := search.Run(ctx, tc.engine, search.Problem[route.Place](route.NewProblem(m, arad, bucharest, heuristic(t, tc.h))), search.Options{})
		if !r.Solved || r.Cost != tc.cost || r.Optimal != tc.optimal || !slices.Equal(names(m, r.Path), tc.path) {
			t.Errorf("%s %s: cost %d optimal %v path %v; want %d %v %v", tc.engine, tc.h, r.Cost, r.Optimal,
				names(m, r.Path), tc.cost, tc.optimal, tc.path)
		}
	}
}
