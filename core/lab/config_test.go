package lab

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"frontier/core/puzzles"
	"frontier/core/search"
)

func TestParseConfig(t *testing.T) {
	c, err := ParseConfig(strings.NewReader("size: 3    // Size of the puzzle\nseed: 2424\n\n# a comment\nswaps: 80\nnumber: 100\n"))
	if err != nil {
		t.Fatal(err)
	}
	if c != (Config{Puzzle: Sliding(3, false), Seed: 2424, Swaps: 80, Number: 100}) {
		t.Errorf("got %+v", c)
	}
}

// A configuration names any puzzle of the catalogue and its options by
// their declared names; the sliding width is also its size.
func TestParseConfigPuzzles(t *testing.T) {
	const states = "seed: 1\nswaps: 10\nnumber: 5\n"
	blankLast := puzzles.Spec{ID: puzzles.Sliding, Settings: puzzles.SlidingOptions{Width: 2, Diagonal: true, Goal: "blank-last"}.Settings()}
	for text, want := range map[string]puzzles.Spec{
		states:                                                Sliding(3, false),
		"puzzle: cube\n" + states:                             Cube,
		states + "Puzzle: cube // last\n":                     Cube,
		"width: 4\ndiagonal: true\n" + states:                 Sliding(4, true),
		"diagonal: false\nsize: 5\n" + states:                 Sliding(5, false),
		"size: 2\ndiagonal: yes\ngoal: blank-last\n" + states: blankLast,
		"goal: 1 2 3 / 0 4 5 / 6 7 8\n" + states: {ID: puzzles.Sliding,
			Settings: puzzles.SlidingOptions{Width: 3, Goal: "1,2,3,0,4,5,6,7,8"}.Settings()},
	} {
		c, err := ParseConfig(strings.NewReader(text))
		if err != nil || c.Puzzle != want || c.Seed != 1 || c.Swaps != 10 || c.Number != 5 {
			t.Errorf("%q: %+v, %v; want %v", text, c, err, want)
		}
	}
}

func TestParseConfigErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"size: 3\nseed 1\n", "line 2: want \"key: value\""},
		{"size: 3\nsead: 1\n", "line 2: unknown key \"sead\" (want size, seed, swaps, number, puzzle or an option: width, diagonal, goal"},
		{"size: three\n", "line 1: size: \"three\" is not a whole number"},
		{"size: 9\n", "line 1: size must be from 2 to 5, not 9"},
		{"size: 99999999999999999999\n", "line 1: size: \"99999999999999999999\" is not a whole number"},
		{"size: 18446744073709551615\n", "line 1: size must be from 2 to 5, not 18446744073709551615"},
		{"number: 2000000000\n", "line 1: number must be from 1 to 100,000, not 2,000,000,000"},
		{"si\rze: 3\n", `line 1: unknown key "si\rze" (want size, seed, swaps, number, puzzle or an option: width`},
		{"\xef\xbb\xbfsize: 3\r\nseed: 1\r\nswaps: 1000000\r\nnumber: 1000\r\n",
			"drawing the states takes 1,000,000,000 random moves (1,000 states × a walk of 1,000,000); at most 100,000,000"},
		{"size: 3\n" + strings.Repeat("#", 70000) + "\n", "line 2: the line is longer than 64 KB"},
		{"size: 3\n" + strings.Repeat("x", 500) + ": 1\n", `line 2: unknown key "` + strings.Repeat("x", 60) + `"…`},
		{"size: 3\nseed: 1\nsize: 4\n", "line 3: size given twice (first on line 1)"},
		{"size: 3\nseed: -4\n", "line 2: seed: \"-4\" is not a whole number"},
		{"size: 3\nseed: 1\nswaps: 0\n", "line 3: swaps must be from 1 to 1,000,000, not 0"},
		{"size: 3\nseed: 1\nswaps: 10\n", "the configuration has no \"number:\" line"},
		{"seed: 1\npuzzle: knot\n", `line 2: unknown puzzle "knot" (want sliding`},
		{"puzzle: cube\nsize: 3\n", "line 2: the 2×2×2 cube has no size"},
		{"diagonal: true\npuzzle: cube\n", "line 1: diagonal is for the sliding puzzle, not the 2×2×2 cube"},
		{"width: 3\nsize: 3\n", "line 2: width given twice (first on line 1)"},
		{"width: 1\n", "line 1: width must be from 2 to 5, not 1"},
		{"diagonal: sometimes\n", `line 1: diagonal: "sometimes" is not true or false`},
		{"seed: 1\ngoal: 1 2 3\n", "line 2: goal: board has 3 tiles"},
	} {
		_, err := ParseConfig(strings.NewReader(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseConfig(%q) = %v, want %q", tc.text, err, tc.want)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("error is not one line: %q", err)
		}
	}
}

// A config's set is written and read back unchanged.
func TestSetRoundTrip(t *testing.T) {
	ctx := context.Background()
	cfg := Config{Puzzle: Sliding(3, false), Seed: 111, Swaps: 200, Number: 20}
	set, err := cfg.Set(ctx, Pool{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	cubes, err := NewSet(ctx, Cube, Draw{Walk: 20}, 5, 7, Pool{})
	if err != nil {
		t.Fatal(err)
	}
	diag, err := NewSet(ctx, Sliding(4, true), Draw{}, 5, 7, Pool{})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []*Set{set, cubes, diag} {
		var buf bytes.Buffer
		if err := s.write(&buf); err != nil {
			t.Fatal(err)
		}
		back, err := ReadSet(&buf)
		if err != nil {
			t.Fatalf("%s: %v", s.Puzzle, err)
		}
		if back.Puzzle != s.Puzzle || back.Len() != s.Len() || back.Source != s.Puzzle.String()+", "+s.Source {
			t.Errorf("read back %v %q (%d), want %v (%d)", back.Puzzle, back.Source, back.Len(), s.Puzzle, s.Len())
		}
		for i := range s.Len() {
			if back.State(i) != s.State(i) {
				t.Errorf("%s state %d: %s, want %s", s.Puzzle, i, back.State(i), s.State(i))
			}
		}
	}
}

func TestReadSetErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"", "the set holds no states"},
		{"b12 345 678\n312 645 7b8\n\n1,2,3\n", "line 4: "},
		{"b12 345 678\n# puzzle: sliding 3\n", "line 2: the \"# puzzle:\" line must come once"},
		{"# puzzle: sliding 9\n", "line 1: width 9 is out of range"},
		{"# puzzle: sliding 3\n1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0\n", "line 2: "},
		{"b12 345 687\n", "line 1: "},
		{"WWWW BBBB RRRR GGGG OOOO YYYY\nWWWW BBBB RRRR GGGG OOOO YYYG\n", "line 2: "},
	} {
		_, err := ReadSet(strings.NewReader(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ReadSet(%q) = %v, want %q", tc.text, err, tc.want)
		}
	}
	s, err := ReadSet(strings.NewReader("312 645 7b8\n0,1,2,3,4,5,6,7,8\n"))
	if err != nil || s.Puzzle != Sliding(3, false) || s.Len() != 2 || s.State(0) != "3,1,2,6,4,5,7,0,8" {
		t.Errorf("ReadSet without header: %v, %v", s, err)
	}
}

func TestParseLists(t *testing.T) {
	d, err := ParseDepths("2-10/4, 12, 14-15")
	if err != nil || len(d) != 6 || d[0] != 2 || d[1] != 6 || d[2] != 10 || d[3] != 12 || d[5] != 15 {
		t.Errorf("ParseDepths = %v, %v", d, err)
	}
	for _, bad := range []string{"", "a", "5-2", "2-8/0", "4/2", "-3"} {
		if _, err := ParseDepths(bad); err == nil {
			t.Errorf("ParseDepths(%q) gave no error", bad)
		}
	}
	b, err := ParseBudgets("100, 5000,100000")
	if err != nil || len(b) != 3 || b[1] != 5000 || b[2] != 100000 {
		t.Errorf("ParseBudgets = %v, %v", b, err)
	}
	for _, bad := range []string{"", "0", "1.5", "x", "-10", "5e3", "1_000", "+5", "010", "0x10"} {
		if _, err := ParseBudgets(bad); err == nil {
			t.Errorf("ParseBudgets(%q) gave no error", bad)
		}
	}
}

func TestParseSolvers(t *testing.T) {
	s, err := ParseSolvers("astar:manhattan, astar:h1,beam:manhattan:1000,beam,bfs", "manhattan")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"astar:manhattan", "astar:h1", "beam:manhattan:1000", "beam:manhattan:100", "bfs"}
	for i, sv := range s {
		if sv.String() != want[i] {
			t.Errorf("solver %d = %s, want %s", i, sv, want[i])
		}
	}
	if s[2].Label() != "Beam(1000) manhattan" || s[0].Label() != "A* manhattan" || s[4].Label() != "BFS" {
		t.Errorf("labels %q %q %q", s[2].Label(), s[0].Label(), s[4].Label())
	}
	for _, bad := range []string{"", "astra", "bfs:manhattan", "astar:manhattan:10", "beam:manhattan:0", "a:b:c:d"} {
		if _, err := ParseSolvers(bad, "manhattan"); err == nil {
			t.Errorf("ParseSolvers(%q) gave no error", bad)
		}
	}
	if err := CheckSolvers(Sliding(3, false), []Solver{{Engine: "astar", Heuristic: "pdb2"}}); err == nil {
		t.Errorf("unknown heuristic accepted")
	}
	if err := CheckSolvers(Cube, []Solver{{Engine: "astar", Heuristic: "manhattan"}}); err == nil {
		t.Errorf("manhattan accepted for the cube")
	}
}

// TestSolverChoices: a solver names its pruning and goal-test choices
// after the engine's id, reads back from its id, and refuses a choice its
// engine does not offer.
func TestSolverChoices(t *testing.T) {
	s, err := ParseSolvers("bfs/none/expanded, astar/path:manhattan, ids/parent, dfs/graph", "manhattan")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"bfs/none/expanded", "astar/path:manhattan", "ids/parent", "dfs/graph"}
	for i, sv := range s {
		if sv.String() != want[i] {
			t.Errorf("solver %d = %s, want %s", i, sv, want[i])
		}
		back, err := ParseSolvers(sv.String(), "")
		if err != nil || back[0] != sv {
			t.Errorf("%s reads back as %+v, %v", sv, back, err)
		}
	}
	if s[0].Pruning != search.PruneNone || s[0].GoalTest != search.GoalOnExpansion || s[0].Label() != "BFS/none/expanded" {
		t.Errorf("bfs/none/expanded: %+v, label %q", s[0], s[0].Label())
	}
	for bad, msg := range map[string]string{
		"ids/graph":        `IDS does not offer pruning "graph"`,
		"beam/none":        "Beam offers no pruning choice",
		"ucs/expanded":     "UCS offers no goal-test choice",
		"bfs/none/path":    `"path" is neither a pruning`,
		"bfs/sideways":     `"sideways" is neither a pruning`,
		"astar/none/graph": `"graph" is neither a pruning`,
	} {
		if _, err := ParseSolvers(bad, ""); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("ParseSolvers(%q) = %v, want %q", bad, err, msg)
		}
	}
}

// TestSolverChoicesRun: an experiment runs each solver with its choices:
// BFS tree search with the goal tested late does exactly what a direct
// search with those options does, and generates more than graph search.
func TestSolverChoicesRun(t *testing.T) {
	ctx := context.Background()
	set, err := NewSet(ctx, Sliding(3, false), Draw{Walk: 8}, 6, 3, Pool{})
	if err != nil {
		t.Fatal(err)
	}
	solvers, err := ParseSolvers("bfs,bfs/none/expanded", "")
	if err != nil {
		t.Fatal(err)
	}
	ct, err := RunCompare(ctx, CompareSpec{Set: set, Solvers: solvers, MaxNodes: 1_000_000}, Pool{})
	if err != nil {
		t.Fatal(err)
	}
	if len(ct.Rows[0].Nodes) != set.Len() || len(ct.Rows[1].Nodes) != set.Len() {
		t.Fatalf("solved %d and %d of %d states", len(ct.Rows[0].Nodes), len(ct.Rows[1].Nodes), set.Len())
	}
	for i := range set.Len() {
		opts := search.Options{Pruning: search.PruneNone, GoalTest: search.GoalOnExpansion, MaxNodes: 1_000_000}
		r, err := set.d.Solve(ctx, set.all[i], search.EngineBFS, "", opts)
		if err != nil || !r.Solved || ct.Rows[1].Nodes[i] != float64(r.Generated) || ct.Rows[1].Nodes[i] <= ct.Rows[0].Nodes[i] {
			t.Errorf("state %d: tree search generated %v in the experiment, %d searched directly (%v); graph search %v",
				i, ct.Rows[1].Nodes[i], r.Generated, err, ct.Rows[0].Nodes[i])
		}
	}
}
