package lab

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"frontier/core/domains/route"
	"frontier/core/puzzles"
	"frontier/core/search"
)

// randomMaps is the route puzzle on random maps of n places, k nearest,
// with no map seed: a set draws a map for each state.
func randomMaps(n, k int) puzzles.Spec {
	return puzzles.Spec{ID: puzzles.Route, Settings: puzzles.Settings{}.With("map", "random").
		With("places", strconv.Itoa(n)).With("nearest", strconv.Itoa(k))}
}

// dijkstra is the length of a shortest route from start to goal of the
// map spec names, by the textbook's O(n²) Dijkstra over its roads, -1
// when there is none. The map is drawn again from the spec's options as
// the route puzzle draws it: route.Random seeded with the map seed.
func dijkstra(t *testing.T, spec puzzles.Spec) int {
	t.Helper()
	get := func(name string) string {
		text, ok := spec.Settings.Get(name)
		if !ok {
			t.Fatalf("%v has no %s", spec, name)
		}
		return text
	}
	n, _ := strconv.Atoi(get("places"))
	k, _ := strconv.Atoi(get("nearest"))
	seed, _ := strconv.ParseUint(get("map-seed"), 10, 64)
	m, err := route.Random(n, k, rand.New(rand.NewPCG(seed, 0)))
	if err != nil {
		t.Fatal(err)
	}
	start, _ := m.Lookup(get("from"))
	goal, _ := m.Lookup(get("to"))
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
		for _, r := range m.Out(route.Place(u)) {
			if dist[r.To] < 0 || dist[u]+r.Length < dist[r.To] {
				dist[r.To] = dist[u] + r.Length
			}
		}
	}
}

// TestRandomMapsAgainstDijkstra draws sets of random maps as the lab
// does and checks every cost of the comparison against Dijkstra's: UCS
// and A* with the straight line always reach it, the others never go
// below it, and each claim of optimality is true.
func TestRandomMapsAgainstDijkstra(t *testing.T) {
	n := 300 // small maps: cheap enough under the race detector too
	solvers, err := ParseSolvers("astar:sld,ucs,astar:sld2,greedy:sld,bfs", "")
	if err != nil {
		t.Fatal(err)
	}
	out, err := Run(context.Background(), Request{Kind: KindCompare, Puzzle: randomMaps(40, 3), Solvers: solvers,
		Instances: n, Seed: 9}, Pool{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	set := out.Sets[0]
	want := make([]int, set.Len())
	maps := map[string]bool{}
	for i := range set.Len() {
		spec, ok := set.Instance(i)
		if !ok {
			t.Fatalf("state %d has no puzzle of its own", i)
		}
		maps[spec.Header()] = true
		if set.State(i) != mustGet(t, spec, "from") {
			t.Errorf("state %d is %s, its puzzle starts at %s", i, set.State(i), mustGet(t, spec, "from"))
		}
		if want[i] = dijkstra(t, spec); want[i] <= 0 {
			t.Fatalf("%v: no route from the start drawn (%d)", spec, want[i])
		}
	}
	if len(maps) != n {
		t.Errorf("%d states on %d maps", n, len(maps))
	}
	ucs := runCompareOn(t, set, solvers)
	for s, row := range ucs.Rows {
		name := solvers[s].Label()
		if row.Solved != n || len(row.Costs) != n {
			t.Fatalf("%s solved %d of %d", name, row.Solved, n)
		}
		optimal, sum := 0, 0
		for i, c := range row.Costs {
			sum += c
			switch {
			case c == want[i]:
				optimal++
			case c < want[i]:
				t.Errorf("%s, state %d: cost %d below Dijkstra's %d", name, i, c, want[i])
			case s < 2:
				t.Errorf("%s, state %d: cost %d, Dijkstra's %d", name, i, c, want[i])
			}
		}
		if row.Optimal != optimal || row.FalseClaims != 0 || (s < 2 && row.Claimed != n) || row.MeanCost != float64(sum)/float64(n) {
			t.Errorf("%s: optimal %d (Dijkstra agrees on %d), claimed %d, false claims %d, mean cost %v",
				name, row.Optimal, optimal, row.Claimed, row.FalseClaims, row.MeanCost)
		}
	}
	if !ucs.Checked {
		t.Errorf("the route puzzle knows its optimal costs")
	}
	var text bytes.Buffer
	WriteText(&text, out.Grids)
	for _, want := range []string{"route on random maps (40 places, 3 nearest)", "mean cost  optimal  claimed", "every claim true"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("the table lacks %q:\n%s", want, text.String())
		}
	}
}

func mustGet(t *testing.T, spec puzzles.Spec, name string) string {
	t.Helper()
	text, ok := spec.Settings.Get(name)
	if !ok {
		t.Fatalf("%v has no %s", spec, name)
	}
	return text
}

func runCompareOn(t *testing.T, set *Set, solvers []Solver) *CompareTable {
	t.Helper()
	ct, err := RunCompare(context.Background(), CompareSpec{Set: set, Solvers: solvers}, Pool{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	return ct
}

// TestRandomMapSetsReadBack saves a set of random maps and reads it
// back: the same puzzles, the same states, the same costs; a broken file
// is refused in one line.
func TestRandomMapSetsReadBack(t *testing.T) {
	set, err := NewSet(context.Background(), randomMaps(15, 2), Draw{}, 6, 4, Pool{})
	if err != nil {
		t.Fatal(err)
	}
	again, err := NewSet(context.Background(), randomMaps(15, 2), Draw{}, 6, 4, Pool{Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := set.write(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := ReadSet(strings.NewReader(buf.String()))
	if err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	if back.Puzzle != set.Puzzle || back.Len() != set.Len() {
		t.Fatalf("read back %v, %d states", back.Puzzle, back.Len())
	}
	for i := range set.Len() {
		a, _ := set.Instance(i)
		b, _ := back.Instance(i)
		c, _ := again.Instance(i)
		if a != b || a != c || set.State(i) != back.State(i) {
			t.Errorf("state %d: %v %s, read back %v %s, drawn again %v", i, a, set.State(i), b, back.State(i), c)
		}
	}
	solvers := []Solver{{Engine: search.EngineUCS}}
	x, y := runCompareOn(t, set, solvers), runCompareOn(t, back, solvers)
	if len(x.Rows[0].Costs) != set.Len() || x.Rows[0].MeanCost != y.Rows[0].MeanCost || x.Rows[0].Optimal != set.Len() {
		t.Errorf("costs %v and %v", x.Rows[0].Costs, y.Rows[0].Costs)
	}
	text := buf.String()
	first := strings.Index(text, "# instance:")
	end := first + strings.IndexByte(text[first:], '\n') + 1
	for _, tc := range []struct{ file, want string }{
		{strings.Replace(text, "places=15 nearest=2 map-seed", "places=1 nearest=2 map-seed", 1), "line 3: places 1 is out of range (2–2000)"},
		{text[:first] + "P1\n" + text[first:], "line 3: a state with no \"# instance:\" line"},
		{text + text[first:end], "the last \"# instance:\" line has no state after it"},
		{text[:end] + text[first:], "line 4: an \"# instance:\" line must come before its state"},
		{text[:first] + "# instance: cube\n" + text[end:], "line 3: an instance of the cube in a set of the route"},
	} {
		if _, err := ReadSet(strings.NewReader(tc.file)); err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%v; want %s", err, tc.want)
		}
	}
}

// TestCompareKnowsNoRoute checks a set holding a place with no route to
// the goal: nobody solves it, the costs of the others are still checked.
func TestCompareKnowsNoRoute(t *testing.T) {
	file := filepath.Join(t.TempDir(), "line.map")
	os.WriteFile(file, []byte("unit mi\nplace A 0 0\nplace B 1 0\nplace C 2 0\nplace D 3 0\noneway A B 1\nroad B C 2\nroad C D 2\noneway B D 5\n"), 0o644)
	set, err := ReadSet(strings.NewReader("# puzzle: route map=" + strconv.Quote(file) + " to=D\nA\nB\nC\n"))
	if err != nil {
		t.Fatal(err)
	}
	// A reaches D in 5 (A B C D), B in 4, C in 2; from D nothing but D.
	ct := runCompareOn(t, set, []Solver{{Engine: search.EngineUCS}, {Engine: search.EngineBFS}})
	if !ct.Checked || ct.Rows[0].Optimal != 3 || ct.Rows[0].MeanCost != 11.0/3 || ct.Rows[1].Optimal != 1 || ct.Rows[1].FalseClaims != 0 {
		t.Errorf("%+v", ct.Rows)
	}
	set, err = ReadSet(strings.NewReader("# puzzle: route map=" + strconv.Quote(file) + " to=A\nC\nA\n"))
	if err != nil {
		t.Fatal(err)
	}
	ct = runCompareOn(t, set, []Solver{{Engine: search.EngineUCS}})
	if !ct.Checked || ct.Rows[0].Solved != 1 || ct.Rows[0].Optimal != 1 {
		t.Errorf("no route to A: %+v", ct.Rows)
	}
}

// TestRouteConfig reads the route puzzle's options from a configuration
// file, as their declarations make keys of them, each error naming its
// line.
func TestRouteConfig(t *testing.T) {
	c, err := ParseConfig(strings.NewReader("puzzle: route\nmap: random\nplaces: 25\nnearest: 2\nweight: 1.5\nhtable: P1=3\nseed: 3\nswaps: 4\nnumber: 5\n"))
	if err != nil {
		t.Fatal(err)
	}
	if h := c.Puzzle.Header(); h != "route map=random places=25 nearest=2 weight=1.5 htable=P1=3" {
		t.Errorf("header %s", h)
	}
	set, err := c.Set(context.Background(), Pool{})
	if err != nil || set.Len() != 5 {
		t.Fatal(set, err)
	}
	if spec, ok := set.Instance(4); !ok || !strings.Contains(spec.Header(), "weight=1.5 htable=P1=3") {
		t.Errorf("state 4's puzzle %v", spec)
	}
	for text, want := range map[string]string{
		"puzzle: route\nweight: 0\nseed: 1\nswaps: 2\nnumber: 3\n":              `line 2: weight "0" must be above 0`,
		"puzzle: route\nseed: 1\nswaps: 2\nnumber: 3\nhtable: Rome=1\n":         `line 5: htable: unknown place "Rome"`,
		"puzzle: route\nseed: 1\nswaps: 2\nnumber: 3\nplaces: 9\n":              `line 5: places is for --map random`,
		"puzzle: route\nmap: random\nplaces: 1\nseed: 1\nswaps: 2\nnumber: 3\n": `line 3: places must be from 2 to 2,000, not 1`,
	} {
		if _, err := ParseConfig(strings.NewReader(text)); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: %v; want %s", text, err, want)
		}
	}
}
