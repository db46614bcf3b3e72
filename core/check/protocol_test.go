package check

import (
	"context"
	"slices"
	"strings"
	"testing"

	"frontier/core/puzzles"
	"frontier/core/search"
)

func TestParseAnswer(t *testing.T) {
	out := "\ufeff# my A*\r\nexpand 1 2 5 3 4 0 6 7 8\r\n\r\nexpand 1 2 0 3 4 5 6 7 8\nmove up\nMove left\nmove left\ncost 3\nexpanded 2\n" +
		"generated eight\nsolution found!\n   \ngenerated 8\n"
	a := ParseAnswer([]byte(out))
	switch {
	case len(a.Expands) != 2 || a.Expands[1] != "1 2 0 3 4 5 6 7 8":
		t.Errorf("expands %q", a.Expands)
	case !slices.Equal(a.Moves, []string{"up", "left", "left"}):
		t.Errorf("moves %q", a.Moves)
	case a.Cost != 3 || a.Expanded != 2 || a.Generated != 8:
		t.Errorf("cost %d, expanded %d, generated %d", a.Cost, a.Expanded, a.Generated)
	case a.StrayCount != 1 || !strings.Contains(a.Stray[0], "line 11") || !strings.Contains(a.Stray[0], "solution found!"):
		t.Errorf("stray lines %q", a.Stray)
	case len(a.Errs) != 1 || !strings.Contains(a.Errs[0], `line 10: generated is not a whole number`) || !strings.Contains(a.Errs[0], `"eight"`):
		t.Errorf("errors %q", a.Errs)
	}
	// Tabs between key and value, a cost with zero decimals, and a line
	// past 64 KB set aside while the reading goes on.
	long := "# " + strings.Repeat("x", 200_000)
	a = ParseAnswer([]byte("move\tup\n" + long + "\ncost 4.0\nexpanded\t 12\ncost 4.5\n"))
	switch {
	case !slices.Equal(a.Moves, []string{"up"}) || a.Expanded != 12 || a.Cost != 4:
		t.Errorf("tabs, decimals: moves %q, expanded %d, cost %d", a.Moves, a.Expanded, a.Cost)
	case a.StrayCount != 1 || !strings.Contains(a.Stray[0], "line 2: a line of 200,002 bytes"):
		t.Errorf("long line: stray %q", a.Stray)
	case len(a.Errs) != 1 || !strings.Contains(a.Errs[0], `line 5: cost is not a whole number`):
		t.Errorf("cost 4.5: errors %q", a.Errs)
	}
	if a := ParseAnswer([]byte("no-solution\nexpanded 7\n")); !a.NoSolution || a.Cost != -1 || a.Expanded != 7 {
		t.Errorf("no solution: %+v", a)
	}
}

func FuzzParseAnswer(f *testing.F) {
	f.Add([]byte("expand 1 2 3\nmove up\ncost 4\n"))
	f.Add([]byte("cost -1\nexpanded 99999999999999999999\n\x00\xff"))
	f.Fuzz(func(t *testing.T, out []byte) {
		a := ParseAnswer(out)
		if a.StrayCount < len(a.Stray) || len(a.Stray) > MaxStray {
			t.Fatalf("stray %d, %d quoted", a.StrayCount, len(a.Stray))
		}
		for _, s := range append(a.Stray, a.Errs...) {
			if strings.ContainsAny(s, "\n\r") {
				t.Fatalf("a quoted line holds a line break: %q", s)
			}
		}
	})
}

// TestProblemInput: the problem as a program reads it, for each puzzle.
func TestProblemInput(t *testing.T) {
	p := sliding(t, search.EngineAStar, "1,2,5,3,4,0,6,7,8")[0]
	p.Pins = Pins{Order: []string{"up", "down"}, Ties: search.TiesFirstIn}
	in, files, err := p.Input()
	want := "puzzle sliding\nsize 3\nstart 1 2 5 3 4 0 6 7 8\ngoal 0 1 2 3 4 5 6 7 8\nengine astar\nheuristic manhattan\nmax-nodes 200000\norder up down\nties first-in\n"
	if err != nil || string(in) != want || len(files) != 0 {
		t.Errorf("sliding input %q, %v, files %v", in, err, files)
	}
	r := romania(t, search.EngineBFS, "Rimnicu Vilcea")[0]
	in, files, _ = r.Input()
	if !strings.Contains(string(in), "puzzle route\nstart Rimnicu Vilcea\ngoal Bucharest\nmap problem.map\nengine bfs\nmax-nodes") {
		t.Errorf("route input %q", in)
	}
	m := string(files["problem.map"])
	if !strings.Contains(m, `place "Rimnicu Vilcea"`) || !strings.Contains(m, `h Bucharest Arad 366`) {
		t.Errorf("the map file lacks places or the table:\n%s", m)
	}
	c := problemsOf(t, puzzles.Cube, puzzles.Settings{}, search.EngineBFS, "WWWW BBBB RRRR GGGG OOOO YYYY")[0]
	if in, _, _ = c.Input(); !strings.Contains(string(in), "puzzle cube\nstart WWWW BBBB RRRR GGGG OOOO YYYY\n") {
		t.Errorf("cube input %q", in)
	}
}

// TestMoveNotMade: a move that cannot be made is quoted as the program
// wrote it, numbered by its place in the answer, with the puzzle's reason.
func TestMoveNotMade(t *testing.T) {
	for _, c := range []struct {
		p      *Problem
		answer string
		want   string
	}{
		{sliding(t, search.EngineAStar, "1,4,2,3,8,7,6,5,0")[0], "move up\nmove U\n",
			`Move 2, "U", cannot be made from 1 4 2 3 8 0 6 5 7: unknown move "U" (want up, down, left, right).`},
		{problemsOf(t, puzzles.Cube, puzzles.Settings{}, search.EngineBFS, "WWWW BBBB RRRR GGGG OOOO YYYY")[0], "move R\nmove Q\n",
			`Move 2, "Q", cannot be made from `},
		{romania(t, search.EngineUCS, "Arad")[0], "move Sibiu\nmove Q\n",
			`Move 2, "Q", cannot be made from Sibiu: no road from Sibiu to "Q".`},
	} {
		g, err := GradeSaved(context.Background(), c.p, []byte(c.answer))
		if err != nil {
			t.Fatal(err)
		}
		says := ""
		for _, ch := range g.Report.Checks {
			if ch.Name == "moves" {
				says = ch.Says
			}
		}
		if !strings.Contains(says, c.want) || strings.Contains(says, "move 1:") || !slices.Contains(g.Report.Diagnosis, DiagIllegalMove) {
			t.Errorf("%s: %q, %v; want %q", c.p.Domain.Name(), says, g.Report.Diagnosis, c.want)
		}
	}
}
