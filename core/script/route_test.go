package script

import (
	"strings"
	"testing"
)

// A script names the route puzzle and its trip, sets starts by place
// names (quoted or not), drives along roads, and each solve says its
// cost in km; the routes are the textbook's.
func TestRouteScript(t *testing.T) {
	got, err := run(t, `puzzle route from=Arad to=Bucharest
solve astar sld
setState "Rimnicu Vilcea"
solve ucs
setState Sibiu
move to Rimnicu Vilcea
printState
solve greedy sld
`)
	if err != nil {
		t.Fatalf("%v\n%s", err, got)
	}
	for _, want := range []string{
		"Starting state: Arad\nMove 1: TO SIBIU. State: Sibiu\nMove 2: TO RIMNICU VILCEA. State: Rimnicu Vilcea\nMove 3: TO PITESTI. State: Pitesti\nMove 4: TO BUCHAREST. State: Bucharest\n",
		"Cost: 418 km over 4 roads.\n",
		// Rimnicu Vilcea, Pitesti, Bucharest: 97 + 101.
		"Starting state: Rimnicu Vilcea\n", "Cost: 198 km over 2 roads.\n",
		"Current puzzle state: Rimnicu Vilcea\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the transcript lacks %q:\n%s", want, got)
		}
	}
	if strings.Count(got, "Cost: 198 km over 2 roads.") != 2 {
		t.Errorf("greedy from Rimnicu Vilcea is not the 198 km route:\n%s", got)
	}
}

func TestRouteScriptRefusals(t *testing.T) {
	for _, c := range []struct{ script, want string }{
		{"puzzle\n", "line 1: puzzle: name a puzzle"},
		{"puzzle route to=Nowhere\n", `line 1: puzzle: to: unknown place "Nowhere"`},
		{"puzzle route from\n", `want NAME=VALUE after the puzzle, not "from"`},
		{"puzzle route from=\"Arad\n", "a double quote is not closed"},
		{"puzzle chess\n", `unknown puzzle "chess"`},
		{"puzzle route colour=red\n", "colour"},
		{"puzzle route\nsetState Atlantis\n", `line 2: setState: unknown place "Atlantis"`},
		{"puzzle route\nmove to Iasi\n", "no road from Arad to \"Iasi\""},
	} {
		_, err := run(t, c.script)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: got %v, want one line with %q", c.script, err, c.want)
		}
	}
}
