package puzzles_test

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/core/domains/route"
	"frontier/core/puzzles"
	"frontier/core/search"
)

// romaniaTruth is the length of a shortest route from every place of
// Romania to Bucharest, by Bellman–Ford over its roads, and each place's
// straight-line distance: the facts the weighted heuristics are judged by.
func romaniaTruth() (dist map[string]int, sld map[string]int) {
	m := route.Romania()
	goal, _ := m.Lookup("Bucharest")
	d := make([]int, m.Places())
	for i := range d {
		d[i] = math.MaxInt / 4
	}
	d[goal] = 0
	for range m.Places() {
		for _, r := range m.Roads() {
			d[r.From] = min(d[r.From], r.Length+d[r.To])
		}
	}
	dist, sld = map[string]int{}, map[string]int{}
	h := m.StraightLine(goal)
	for p := range m.Places() {
		dist[m.Name(route.Place(p))], sld[m.Name(route.Place(p))] = d[p], h[p]
	}
	return dist, sld
}

func TestRouteWeights(t *testing.T) {
	dist, sld := romaniaTruth()
	ctx := context.Background()
	for _, tc := range []struct {
		weight string
		cost   int
	}{{"1", 418}, {"1.5", 450}, {"2", 450}, {"3", 450}, {"0.5", 418}} {
		k := 2.0
		if tc.weight != "" {
			k, _ = route.ParseWeight(tc.weight)
		}
		admissible := true
		for name, d := range dist {
			if int(math.Floor(float64(sld[name])*k)) > d {
				admissible = false
			}
		}
		d := mustNew(t, puzzles.Route, puzzles.Settings{}.With("weight", tc.weight))
		info, err := d.Heuristic("sldk")
		if err != nil || info.Admissible != admissible {
			t.Errorf("weight %s: %+v %v; admissible is %v", tc.weight, info, err, admissible)
		}
		start, _ := d.Start()
		r, err := d.Solve(ctx, start, search.EngineAStar, "sldk", search.Options{})
		if err != nil || !r.Solved || r.Cost != tc.cost || r.Optimal != admissible {
			t.Errorf("weight %s: A* sldk %+v %v; want cost %d, optimal %v", tc.weight, r, err, tc.cost, admissible)
		}
		if _, err := d.Heuristic("sld2"); (err == nil) != (k == 2) {
			t.Errorf("weight %s: sld2 %v", tc.weight, err)
		}
	}
	// sld2, as saved preferences and scripts name it, is sldk × 2.
	d := mustNew(t, puzzles.Route, puzzles.Settings{})
	if info, err := d.Heuristic("SLD2"); err != nil || info.ID != "sldk" || info.Title != "Straight-line distance × 2" {
		t.Errorf("sld2: %+v %v", info, err)
	}
	if a, b := mustNew(t, puzzles.Route, puzzles.Settings{}.With("weight", "2.0")).Spec(), d.Spec(); a != b {
		t.Errorf("weight 2.0 is the default, yet %v ≠ %v", a, b)
	}
	if d := mustNew(t, puzzles.Route, puzzles.Settings{}.With("weight", " 1.50")); d.Spec().Header() != "route map=romania from=Arad to=Bucharest weight=1.5" ||
		d.Name() != "route on Romania (Arad to Bucharest), weight 1.5" {
		t.Errorf("header %s, name %s", d.Spec().Header(), d.Name())
	}
}

func TestRouteTable(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "h.txt")
	os.WriteFile(file, []byte("# my guesses\nArad=500\nSibiu=253\n"), 0o644)
	ctx := context.Background()
	for _, tc := range []struct {
		table      string
		admissible bool
		cost       int
		about      string
	}{
		{"Arad=366, Sibiu=253, Rimnicu Vilcea=193, Fagaras=176, Pitesti=100", true, 418, "admissible; not consistent: on the road from Sibiu to Oradea, h(Sibiu) = 253 > 151 + h(Oradea) = 151"},
		{file, false, 418, "not admissible: h(Arad) = 500 > 418 km, the shortest route"},
		{"Bucharest=5", false, 418, "not admissible: h(Bucharest) = 5 > 0 km"},
		{"Pitesti=300", false, 450, "not consistent: on the road from Pitesti to"},
	} {
		d := mustNew(t, puzzles.Route, puzzles.Settings{}.With("htable", tc.table))
		info, err := d.Heuristic("table")
		if err != nil || info.Admissible != tc.admissible || !strings.Contains(info.About, tc.about) {
			t.Errorf("%s: %+v %v", tc.table, info, err)
		}
		start, _ := d.Start()
		r, err := d.Solve(ctx, start, search.EngineAStar, "table", search.Options{})
		if err != nil || r.Cost != tc.cost || r.Optimal != tc.admissible {
			t.Errorf("%s: A* %+v %v", tc.table, r, err)
		}
	}
	if _, err := mustNew(t, puzzles.Route, puzzles.Settings{}).Heuristic("table"); err == nil {
		t.Errorf("a table with no --htable")
	}
}

func TestRouteRefusals(t *testing.T) {
	var oe *puzzles.OptionError
	for _, tc := range []struct {
		s    puzzles.Settings
		want string
	}{
		{puzzles.Settings{}.With("weight", "0"), `weight "0" must be above 0`},
		{puzzles.Settings{}.With("weight", "-2"), `weight "-2" must be above 0`},
		{puzzles.Settings{}.With("weight", "1000"), `weight "1000" is too large (at most 100)`},
		{puzzles.Settings{}.With("weight", "1e9"), `weight "1e9" is not a number such as 1.5`},
		{puzzles.Settings{}.With("weight", "two"), `weight "two" is not a number such as 1.5`},
		{puzzles.Settings{}.With("htable", "Paris=3"), `htable: unknown place "Paris" (the map has Arad,`},
		{puzzles.Settings{}.With("htable", "Arad=x"), `htable: "Arad=x": want a whole number from 0 to`},
		// The system's own words for a missing file.
		{puzzles.Settings{}.With("htable", "/no/such/file"), `htable: file "/no/such/file": ` + missing("/no/such/file")},
		{puzzles.Settings{}.With("places", "20"), `places is for --map random, not a map "romania"`},
		{puzzles.Settings{}.With("map", "random").With("places", "1"), `places 1 is out of range (2–2000)`},
		{puzzles.Settings{}.With("map", "random").With("places", "3").With("nearest", "3"), `nearest 3 must be below the number of places, 3`},
		{puzzles.Settings{}.With("map", "random").With("to", "P99"), `to: unknown place "P99"`},
		{puzzles.Settings{}.With("map", "random").With("map-seed", "-1"), `map-seed -1 is out of range`},
	} {
		_, err := puzzles.New(puzzles.Route, tc.s)
		if !errors.As(err, &oe) || !strings.HasPrefix(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v: %v; want %s", tc.s, err, tc.want)
		}
	}
}

// missing is the system's error for opening a file that is not there.
// missing is the system's words for a missing file, without the path the
// message names already.
func missing(path string) string {
	_, err := os.Open(path)
	return errors.Unwrap(err).Error()
}

func TestRouteRandomMaps(t *testing.T) {
	one := puzzles.Settings{}.With("map", "random").With("places", "25").With("nearest", "2").With("map-seed", "7")
	d := mustNew(t, puzzles.Route, one)
	again := mustNew(t, puzzles.Route, d.Spec().Settings)
	start, _ := d.Start()
	if d.Spec() != again.Spec() || d.Name() != again.Name() || !strings.HasPrefix(d.Name(), "route on random map 7 (25 places, 2 nearest)") {
		t.Errorf("%v %s; again %v %s", d.Spec(), d.Name(), again.Spec(), again.Name())
	}
	if cost, known := d.Optimal(start); !known || cost <= 0 {
		t.Errorf("the drawn trip has no route: %d %v", cost, known)
	}
	if _, _, ok, _ := d.Instance(rand.New(rand.NewPCG(1, 1))); ok {
		t.Errorf("a map with its seed stands for many")
	}
	if d.Unit() != "km" || d.CostWords(418, 4) != "418 km over 4 roads" || d.CostWords(5, 1) != "5 km over 1 road" {
		t.Errorf("unit %q, %q", d.Unit(), d.CostWords(418, 4))
	}
	family := mustNew(t, puzzles.Route, puzzles.Settings{}.With("map", "random").With("places", "25").With("nearest", "2"))
	if h := family.Spec().Header(); h != "route map=random places=25 nearest=2" || family.Name() != "route on random maps (25 places, 2 nearest)" {
		t.Errorf("family %s, %s", h, family.Name())
	}
	rng := rand.New(rand.NewPCG(5, 6))
	seen := map[puzzles.Spec]bool{}
	for range 20 {
		member, start, ok, err := family.Instance(rng)
		if !ok || err != nil {
			t.Fatal(ok, err)
		}
		seen[member.Spec()] = true
		if s, _ := member.Start(); s != start || member.Format(start) == member.Format(member.Goal()) {
			t.Errorf("%v: start %s, goal %s", member.Spec(), member.Format(start), member.Format(member.Goal()))
		}
		back, err := puzzles.New(puzzles.Route, member.Spec().Settings)
		if err != nil || back.Spec() != member.Spec() {
			t.Errorf("%v reads back as %v, %v", member.Spec(), back, err)
		}
		if cost, _ := member.Optimal(start); cost <= 0 {
			t.Errorf("%v: no route from the start drawn", member.Spec())
		}
	}
	if len(seen) != 20 {
		t.Errorf("20 draws gave %d puzzles", len(seen))
	}
}

// TestRouteWith builds the puzzle in code, as a window with a map of its
// own does: the same heuristics as the options give.
func TestRouteWith(t *testing.T) {
	m := route.Romania()
	arad, _ := m.Lookup("Arad")
	bucharest, _ := m.Lookup("Bucharest")
	table, err := m.ParseTable("Arad=500")
	if err != nil {
		t.Fatal(err)
	}
	k := puzzles.RouteWith(m, arad, bucharest, "Romania", puzzles.NewRouteGuides(1.5, table))
	d := mustNew(t, puzzles.Route, puzzles.Settings{}.With("weight", "1.5").With("htable", "Arad=500"))
	if len(k.Heuristics) != len(d.Heuristics()) {
		t.Fatalf("%d heuristics, the options give %d", len(k.Heuristics), len(d.Heuristics()))
	}
	for i, h := range k.Heuristics {
		if h != d.Heuristics()[i] {
			t.Errorf("%+v; the options give %+v", h, d.Heuristics()[i])
		}
	}
	if zero := puzzles.RouteWith(m, arad, bucharest, "Romania", puzzles.RouteGuides{}); zero.Heuristics[2].Title != "Straight-line distance × 2" {
		t.Errorf("the zero guides: %+v", zero.Heuristics[2])
	}
}
