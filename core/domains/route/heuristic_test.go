package route_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"frontier/core/domains/route"
	"frontier/core/search"
)

// verdict is what a brute force finds of estimates h on a map for a
// goal: admissibility with the first place, by number, that
// overestimates, and consistency with the first road, in the order
// declared, that breaks it.
type verdict struct {
	admissible bool
	over       int // -1 when admissible
	consistent bool
	breakGoal  bool
	road       int // index into Roads(), -1 when none breaks it
}

// bruteForce checks h against every shortest route, found by
// Floyd–Warshall over the map's roads, and against every road.
func bruteForce(m *route.Map, goal route.Place, h []int) verdict {
	n := m.Places()
	const inf = math.MaxInt / 4
	d := make([][]int, n)
	for i := range d {
		d[i] = make([]int, n)
		for j := range d[i] {
			if i != j {
				d[i][j] = inf
			}
		}
	}
	roads := m.Roads()
	for _, r := range roads {
		d[r.From][r.To] = min(d[r.From][r.To], r.Length)
	}
	for k := range n {
		for i := range n {
			for j := range n {
				d[i][j] = min(d[i][j], d[i][k]+d[k][j])
			}
		}
	}
	v := verdict{admissible: true, over: -1, consistent: true, road: -1}
	for p := range n {
		if d[p][goal] < inf && h[p] > d[p][goal] {
			v.admissible, v.over = false, p
			break
		}
	}
	if h[goal] != 0 {
		v.consistent, v.breakGoal = false, true
		return v
	}
	for i, r := range roads {
		if h[r.From] > r.Length+h[r.To] {
			v.consistent, v.road = false, i
			break
		}
	}
	return v
}

// checkAnalysis compares Analyze and Describe with the brute force.
func checkAnalysis(t *testing.T, what string, m *route.Map, goal route.Place, h []int) verdict {
	t.Helper()
	want := bruteForce(m, goal, h)
	a := m.Analyze(goal, h)
	text := m.Describe(a, h)
	if a.Admissible != want.admissible || a.Consistent != want.consistent || a.BreakGoal != want.breakGoal {
		t.Errorf("%s: Analyze says admissible %v, consistent %v (goal %v); the brute force %+v",
			what, a.Admissible, a.Consistent, a.BreakGoal, want)
		return want
	}
	if !want.admissible {
		over := m.Name(route.Place(want.over))
		if a.Over != route.Place(want.over) || !strings.Contains(text, fmt.Sprintf("h(%s) = %d >", over, h[want.over])) {
			t.Errorf("%s: overestimate named at %s in %q; want %s", what, m.Name(a.Over), text, over)
		}
	}
	if want.road >= 0 {
		r := m.Roads()[want.road]
		road := fmt.Sprintf("on the road from %s to %s,", m.Name(r.From), m.Name(r.To))
		if a.Break != r || !strings.Contains(text, road) {
			t.Errorf("%s: %q names another road than %s", what, text, road)
		}
	}
	if (want.admissible && !strings.HasPrefix(text, "admissible;")) || (want.consistent && !strings.Contains(text, "; consistent")) {
		t.Errorf("%s: %q", what, text)
	}
	return want
}

// randomTable is estimates around the true distances: some exact, some
// below, some above, the goal's 0 or not.
func randomTable(m *route.Map, goal route.Place, rng *rand.Rand) []int {
	dist := m.DistancesTo(goal)
	h := make([]int, m.Places())
	for p := range h {
		d := max(dist[p], 0)
		switch rng.IntN(4) {
		case 0:
			h[p] = d
		case 1:
			h[p] = rng.IntN(d + 1)
		case 2:
			h[p] = d + rng.IntN(20)
		}
	}
	if rng.IntN(5) > 0 {
		h[goal] = 0
	}
	return h
}

func TestAnalysisAgainstBruteForceOnRomania(t *testing.T) {
	m := route.Romania()
	rng := rand.New(rand.NewPCG(3, 4))
	seen := map[verdict]bool{}
	for g := range m.Places() {
		goal := route.Place(g)
		for _, k := range []float64{0.5, 1, 1.2, 1.5, 2, 3} {
			v := checkAnalysis(t, fmt.Sprintf("sld×%g to %s", k, m.Name(goal)), m, goal, m.Weighted(goal, k))
			seen[verdict{admissible: v.admissible, consistent: v.consistent}] = true
		}
		for i := range 10 {
			v := checkAnalysis(t, fmt.Sprintf("table %d to %s", i, m.Name(goal)), m, goal, randomTable(m, goal, rng))
			seen[verdict{admissible: v.admissible, consistent: v.consistent}] = true
		}
	}
	if len(seen) < 3 {
		t.Errorf("the cases met only %d of the kinds of verdict: %v", len(seen), seen)
	}
	bucharest := place(t, m, "Bucharest")
	if got := m.Describe(m.Analyze(bucharest, m.Weighted(bucharest, 2)), m.Weighted(bucharest, 2)); !strings.Contains(got, "not admissible: h(") ||
		!strings.Contains(got, " km, the shortest route") || !strings.Contains(got, "not consistent: on the road from ") {
		t.Errorf("sld×2 to Bucharest: %s", got)
	}
}

func TestAnalysisAgainstBruteForceOnRandomMaps(t *testing.T) {
	maps := 200
	if testing.Short() {
		maps = 30
	}
	for seed := range maps {
		rng := rand.New(rand.NewPCG(uint64(seed), 11))
		m, err := route.Random(5+rng.IntN(30), 1+rng.IntN(4), rng)
		if err != nil {
			t.Fatal(err)
		}
		goal := route.Place(rng.IntN(m.Places()))
		k := 1 + 3*rng.Float64()
		v := checkAnalysis(t, fmt.Sprintf("seed %d sld", seed), m, goal, m.StraightLine(goal))
		if !v.admissible || !v.consistent {
			t.Errorf("seed %d: the straight line is not admissible and consistent on a random map", seed)
		}
		checkAnalysis(t, fmt.Sprintf("seed %d sld×%.3f", seed, k), m, goal, m.Weighted(goal, k))
		for i := range 3 {
			checkAnalysis(t, fmt.Sprintf("seed %d table %d", seed, i), m, goal, randomTable(m, goal, rng))
		}
	}
}

// TestWeightedOnRomania runs A* with the straight-line distance × k
// against the book's A* written in this file, and checks that optimality
// is claimed exactly when the brute force finds the estimates
// admissible.
func TestWeightedOnRomania(t *testing.T) {
	m := route.Romania()
	arad, bucharest := place(t, m, "Arad"), place(t, m, "Bucharest")
	for _, tc := range []struct {
		k          float64
		cost       int
		admissible bool
	}{{1, 418, true}, {1.1, 418, false}, {1.5, 450, false}, {2, 450, false}, {3, 450, false}} {
		h := map[string]int{}
		for name, km := range bookSLD {
			h[name] = int(math.Floor(float64(km) * tc.k))
		}
		_, want := plainAStar(bookGraph(), h, "Arad", "Bucharest")
		est := m.Weighted(bucharest, tc.k)
		for name, v := range h {
			if est[place(t, m, name)] != v {
				t.Errorf("k %g: h(%s) = %d, want %d", tc.k, name, est[place(t, m, name)], v)
			}
		}
		admissible := bruteForce(m, bucharest, est).admissible
		if want != tc.cost || admissible != tc.admissible {
			t.Fatalf("k %g: the book's A* costs %d, admissible %v; the table says %d, %v", tc.k, want, admissible, tc.cost, tc.admissible)
		}
		p := route.NewGuided(m, arad, bucharest, est, m.Analyze(bucharest, est).Admissible)
		r := search.Run(context.Background(), search.EngineAStar, search.Problem[route.Place](p), search.Options{})
		if !r.Solved || r.Cost != want || r.Optimal != admissible || replayCost(m, r.Path) != r.Cost {
			t.Errorf("A* sld×%g: cost %d optimal %v; want %d, optimal %v", tc.k, r.Cost, r.Optimal, want, admissible)
		}
	}
}

func TestParseWeight(t *testing.T) {
	for text, want := range map[string]float64{"1.5": 1.5, " 2 ": 2, "3": 3, "0.25": 0.25, "100": 100, "2.50": 2.5} {
		if k, err := route.ParseWeight(text); err != nil || k != want {
			t.Errorf("%q: %v %v", text, k, err)
		}
	}
	for text, want := range map[string]string{
		"0": `"0" must be above 0`, "-1": `"-1" must be above 0`, "abc": `"abc" is not a number such as 1.5`,
		"NaN": `"NaN" is not a number such as 1.5`, "Inf": `"Inf" is not a number such as 1.5`,
		"1e1": `"1e1" is not a number such as 1.5`, "0x1p4": `"0x1p4" is not a number such as 1.5`,
		"1_0": `"1_0" is not a number such as 1.5`, "+2": `"+2" is not a number such as 1.5`, "02": `"02" is not a number such as 1.5`,
		".5": `".5" is not a number such as 1.5`, "1" + strings.Repeat("0", 400): `"1` + strings.Repeat("0", 59) + `"… is too large (at most 100)`,
		"100.5": `"100.5" is too large (at most 100)`, "": `"" is not a number such as 1.5`,
	} {
		if _, err := route.ParseWeight(text); err == nil || err.Error() != want {
			t.Errorf("%q: %v; want %s", text, err, want)
		}
	}
}

func TestParseTable(t *testing.T) {
	m := route.Romania()
	h, err := m.ParseTable("Arad=366, Sibiu = 253;rimnicu  vilcea=193\n# a comment, Paris=1\nBucharest=0,")
	if err != nil {
		t.Fatal(err)
	}
	for p, v := range h {
		want := map[string]int{"Arad": 366, "Sibiu": 253, "Rimnicu Vilcea": 193}[m.Name(route.Place(p))]
		if v != want {
			t.Errorf("h(%s) = %d, want %d", m.Name(route.Place(p)), v, want)
		}
	}
	for text, want := range map[string]string{
		"Paris=3":             `unknown place "Paris" (the map has Arad, Bucharest,`,
		"Arad 366":            `"Arad 366": want PLACE=NUMBER`,
		"Arad=-1":             `"Arad=-1": want a whole number from 0 to 1000000000 after =`,
		"Arad=1.5":            `"Arad=1.5": want a whole number from 0 to 1000000000 after =`,
		"Arad=1, ARAD=2":      `"Arad" is given twice`,
		" , ; # Arad=3":       `the table names no place`,
		"Arad=99999999999999": `"Arad=99999999999999": want a whole number`,
		"=3":                  `unknown place ""`,
	} {
		if _, err := m.ParseTable(text); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: %v; want %s", text, err, want)
		}
	}
}

// FuzzParseTable checks that a table is read or refused in one line, and
// that a table read gives every place an estimate in range, the places
// it names their numbers.
func FuzzParseTable(f *testing.F) {
	for _, s := range []string{"Arad=366, Sibiu=253", "Arad=1\nZerind=2;Oradea=3", "", "=", "Arad==1", "Rimnicu Vilcea=0 # x", "\x00=1"} {
		f.Add(s)
	}
	m := route.Romania()
	f.Fuzz(func(t *testing.T, text string) {
		h, err := m.ParseTable(text)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("error over several lines: %q", err)
			}
			return
		}
		if len(h) != m.Places() || slices.ContainsFunc(h, func(v int) bool { return v < 0 || v > route.MaxLength }) {
			t.Errorf("%q: %v", text, h)
		}
	})
}

func TestUnitLine(t *testing.T) {
	m, err := route.Parse([]byte("unit mi\nplace A 0 0\nplace B 3 4\nroad A B 5\n"))
	if err != nil || m.Unit() != "mi" || route.Romania().Unit() != "km" {
		t.Fatalf("%v %v", m, err)
	}
	for text, want := range map[string]string{
		"unit\n":                   `line 1: unit wants 1 words after it, not 0: unit NAME`,
		"unit 5km\n":               `line 1: bad unit "5km": want a word of at most 16 letters, such as km or mi`,
		"unit abcdefghijklmnopq\n": `line 1: bad unit "abcdefghijklmnopq"`,
	} {
		if _, err := route.Parse([]byte(text + "place A 0 0\nplace B 1 1\nroad A B 1\n")); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: %v; want %s", text, err, want)
		}
	}
}
