package route_test

import (
	"strings"
	"testing"

	"frontier/core/domains/route"
)

// parseSeeds are the fuzzers' first inputs: maps good and bad.
var parseSeeds = []string{
	small, route.RomaniaText(), "", "place A 0 0\nplace B 1 1\nroad A B 1\n",
	"place \"A 0 0", "place A 1e308 -1e308\nplace B 0 0\nroad A B 1\n", "h A A 0\n",
	"place A 0 0\nplace B 0 0\noneway A B 3\nh B A 9\n",
	"unit mi\nplace A 0 0\nplace B 1 0\nroad A B 2\nunit \"x y\"\n",
}

// FuzzParse checks that Parse never panics, that its errors are one line,
// and that a map it accepts keeps its promises: every place has a road,
// every road a length above 0 and another place at its end, and the
// analysis of the straight line runs.
func FuzzParse(f *testing.F) {
	for _, s := range parseSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := route.Parse(data)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("error over several lines: %q", err)
			}
			return
		}
		touched := make([]bool, m.Places())
		for _, r := range m.Roads() {
			if r.Length <= 0 || r.From == r.To {
				t.Errorf("road %+v", r)
			}
			touched[r.From], touched[r.To] = true, true
		}
		for p, ok := range touched {
			if !ok {
				t.Errorf("place %s has no road", m.Name(route.Place(p)))
			}
		}
		goal := route.Place(m.Places() - 1)
		h := m.StraightLine(goal)
		m.Describe(m.Analyze(goal, h), h)
	})
}
