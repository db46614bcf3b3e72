package puzzles_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/core/puzzles"
	"frontier/core/search"
)

func TestRouteThroughTheCatalogue(t *testing.T) {
	d := mustNew(t, puzzles.Route, puzzles.Settings{})
	start, ok := d.Start()
	if !ok || d.Format(start) != "Arad" || d.Format(d.Goal()) != "Bucharest" {
		t.Fatalf("start %v %s, goal %s", ok, d.Format(start), d.Format(d.Goal()))
	}
	want := puzzles.Settings{}.With("map", "romania").With("from", "Arad").With("to", "Bucharest")
	if d.Spec().Settings != want || d.Name() != "route on Romania (Arad to Bucharest)" {
		t.Errorf("spec %v, name %s", d.Spec(), d.Name())
	}
	r, err := d.Solve(context.Background(), start, search.EngineAStar, "", search.Options{})
	if err != nil || !r.Solved || r.Cost != 418 || r.Depth != 4 || !r.Optimal ||
		strings.Join(r.Moves, ", ") != "to Sibiu, to Rimnicu Vilcea, to Pitesti, to Bucharest" {
		t.Errorf("A*: %v %+v", err, r)
	}
	// Replay the moves through Apply, in one text and in two forms.
	for _, text := range []string{strings.Join(r.Moves, ", "), "TO sibiu to rimnicu  vilcea to Pitesti to Bucharest"} {
		if end, err := d.Apply(start, text); err != nil || end != d.Goal() {
			t.Errorf("Apply(%q): %s, %v", text, d.Format(end), err)
		}
	}
	for text, want := range map[string]string{
		"to Bucharest":                   `move 1: no road from Arad to "Bucharest"`,
		"to Sibiu to PARIS to Arad":      `move 2: no road from Sibiu to "PARIS"`,
		"to Sibiu to Paris":              `move 2: no road from Sibiu to "Paris"`,
		"Sibiu":                          `move 1: want "to PLACE", not "Sibiu"`,
		"to Sibiu to":                    `move 2: "to" names no place`,
		"to Zerind to Bucharest to Arad": `move 2: no road from Zerind to "Bucharest"`,
	} {
		if _, err := d.Apply(start, text); err == nil || err.Error() != want {
			t.Errorf("Apply(%q): %v; want %s", text, err, want)
		}
	}
	info, err := d.Heuristic("sld2")
	if err != nil || info.Admissible || !strings.Contains(info.About, "not admissible: h(") {
		t.Errorf("sld2: %+v %v", info, err)
	}
	if info, _ := d.Heuristic(""); info.ID != "sld" || !info.Admissible || !strings.Contains(info.About, "admissible; consistent on this map") {
		t.Errorf("default heuristic: %+v", info)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		s, err := d.Walk(start, 7, rng)
		u, err2 := d.Uniform(rng)
		if err != nil || err2 != nil {
			t.Fatal(err, err2)
		}
		for _, s := range []puzzles.State{s, u} {
			if back, err := d.Parse(d.Format(s)); err != nil || back != s {
				t.Errorf("%s reparses as %v, %v", d.Format(s), back, err)
			}
		}
	}
}

func TestRouteOptions(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "square.map")
	os.WriteFile(good, []byte("place NW 0 10\nplace NE 10 10\nplace SE 10 0\nplace SW 0 0\n"+
		"road NW NE 10\nroad NE SE 10\nroad SE SW 10\nroad SW NW 10\noneway NW SE 10\n"), 0o644)
	d := mustNew(t, puzzles.Route, puzzles.Settings{}.With("map", good))
	start, _ := d.Start()
	if d.Format(start) != "NW" || d.Format(d.Goal()) != "SW" {
		t.Errorf("defaults on a file: %s to %s", d.Format(start), d.Format(d.Goal()))
	}
	r, err := d.Solve(context.Background(), start, search.EngineBFS, "", search.Options{})
	if err != nil || r.Cost != 10 || !r.Optimal {
		t.Errorf("equal roads: BFS is optimal: %+v %v", r, err)
	}
	// The bad and missing maps are named from their folder, so that the
	// messages are the same whatever the system's temporary folder is called.
	t.Chdir(dir)
	bad := "bad.map"
	os.WriteFile(bad, []byte("place A 0 0\nplace B 1 1\nroad A B 5\nroad A C 3\n"), 0o644)
	var oe *puzzles.OptionError
	for _, tc := range []struct {
		s    puzzles.Settings
		want string
	}{
		{puzzles.Settings{}.With("map", bad), `map "` + bad + `": line 4: unknown place "C" (declare it with a place line)`},
		{puzzles.Settings{}.With("from", "Paris"), `from: unknown place "Paris" (the map has Arad,`},
		{puzzles.Settings{}.With("to", "Nowhere"), `to: unknown place "Nowhere"`},
		{puzzles.Settings{}.With("map", "missing"), `map "missing": ` + missing("missing")},
		{puzzles.Settings{}.With("map", "two\nlines"), `map "two\nlines": ` + missing("two\nlines")},
	} {
		_, err := puzzles.New(puzzles.Route, tc.s)
		if !errors.As(err, &oe) || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%v: %v; want %s", tc.s, err, tc.want)
		}
	}
	// A STATE is the start: it fills in from, or must agree with it.
	s, err := puzzles.Infer(puzzles.Route, "sibiu", puzzles.Settings{})
	if err != nil || s != (puzzles.Settings{}.With("from", "sibiu")) {
		t.Errorf("Infer: %v %v", s, err)
	}
	if _, err := puzzles.Infer(puzzles.Route, "Sibiu", puzzles.Settings{}.With("from", "Arad")); err == nil ||
		err.Error() != `from "Arad" does not match the start "Sibiu"` {
		t.Errorf("Infer against from: %v", err)
	}
}

// TestRouteApplyLinear: a long text of moves, or of words that name no
// road, is read in time linear in its length (a text of 10,000 moves took
// minutes when each move tried every run of the words left).
func TestRouteApplyLinear(t *testing.T) {
	d := mustNew(t, puzzles.Route, puzzles.Settings{})
	start, _ := d.Start()
	long := strings.Repeat("to Sibiu to Arad ", 10_000)
	if end, err := d.Apply(start, long); err != nil || d.Format(end) != "Arad" {
		t.Fatalf("20,000 moves: %s %v", d.Format(end), err)
	}
	if _, err := d.Apply(start, "to "+strings.Repeat("nowhere ", 10_000)); err == nil || !strings.HasPrefix(err.Error(), `move 1: no road from Arad to "nowhere nowhere`) {
		t.Fatalf("10,000 unknown words: %v", err)
	}
}
