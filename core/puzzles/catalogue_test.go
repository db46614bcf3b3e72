package puzzles_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"frontier/core/domains/cube"
	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
	"frontier/core/search"
)

func mustNew(t *testing.T, id puzzles.ID, o puzzles.Settings) puzzles.Domain {
	t.Helper()
	d, err := puzzles.New(id, o)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestLookupAndOptions(t *testing.T) {
	if _, err := puzzles.Lookup("knot"); err == nil || !strings.HasPrefix(err.Error(), `unknown puzzle "knot" (want sliding, cube`) {
		t.Errorf("unknown puzzle: %v", err)
	}
	var oe *puzzles.OptionError
	_, err := puzzles.New(puzzles.Cube, puzzles.SlidingOptions{Diagonal: true}.Settings())
	if !errors.As(err, &oe) || oe.Name != "diagonal" ||
		err.Error() != "diagonal is for the sliding puzzle, not the 2×2×2 cube" {
		t.Errorf("diagonal cube: %v", err)
	}
	for _, tc := range []struct {
		o    puzzles.Settings
		want string
	}{
		{puzzles.SlidingOptions{Width: 7}.Settings(), "width 7 is out of range (2–5)"},
		{puzzles.SlidingOptions{Goal: "1 2 3"}.Settings(), "goal: board has 3 tiles"},
		{puzzles.SlidingOptions{Width: 4, Goal: "blank-lastt"}.Settings(), "goal: unknown token"},
		{puzzles.SlidingOptions{Width: 4, Goal: "b12 345 678"}.Settings(), "goal is 3×3 but the board is 4×4"},
		{puzzles.Settings{}.With("width", "three"), `width: "three" is not a whole number`},
		{puzzles.Settings{}.With("width", "0"), "width 0 is out of range (2–5)"},
		{puzzles.Settings{}.With("diagonal", "maybe"), `diagonal: "maybe" is not true or false`},
		{puzzles.Settings{}.With("disks", "3"), "disks is for no puzzle, not the sliding puzzle either"},
	} {
		if _, err := puzzles.New(puzzles.Sliding, tc.o); err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.o, err, tc.want)
		}
	}
	if _, err := puzzles.Infer(puzzles.Sliding, "b12 345 678", puzzles.SlidingOptions{Width: 4}.Settings()); !errors.As(err, &oe) ||
		err.Error() != "width 4 does not match the 3×3 state" {
		t.Errorf("width against the state: %v", err)
	}
	if o, err := puzzles.Infer(puzzles.Sliding, "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0", puzzles.SlidingOptions{Diagonal: true}.Settings()); err != nil ||
		o != (puzzles.SlidingOptions{Width: 4, Diagonal: true}.Settings()) {
		t.Errorf("inferred %+v, %v", o, err)
	}
}

func TestGuess(t *testing.T) {
	for _, tc := range []struct {
		text string
		want puzzles.Spec
		err  string
	}{
		{"312 645 7b8", puzzles.Spec{ID: puzzles.Sliding, Settings: puzzles.SlidingOptions{Width: 3}.Settings()}, ""},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0", puzzles.Spec{ID: puzzles.Sliding, Settings: puzzles.SlidingOptions{Width: 4}.Settings()}, ""},
		{"wwww bbbb rrrr gggg oooo yyyy", puzzles.Spec{ID: puzzles.Cube}, ""},
		{"WWWW BBBB RRRR GGGG OOOO YYYX", puzzles.Spec{}, "sticker 24: unknown colour"},
		{"WWWW BBBB RRRR GGGG OOOO YYYW", puzzles.Spec{}, "colour W appears 5 times"},
		{"312 645 7b9", puzzles.Spec{}, "tile 9 is out of range"},
	} {
		got, err := puzzles.Guess(tc.text)
		if tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) || tc.err == "" && (err != nil || got != tc.want) {
			t.Errorf("Guess(%q) = %+v, %v; want %+v %q", tc.text, got, err, tc.want, tc.err)
		}
	}
}

func TestHeaders(t *testing.T) {
	for _, s := range []puzzles.Spec{
		{ID: puzzles.Sliding, Settings: puzzles.SlidingOptions{Width: 3}.Settings()},
		{ID: puzzles.Sliding, Settings: puzzles.SlidingOptions{Width: 4, Diagonal: true}.Settings()},
		{ID: puzzles.Sliding, Settings: puzzles.SlidingOptions{Width: 3, Goal: "1,2,3,4,5,6,7,8,0"}.Settings()},
		{ID: puzzles.Cube},
	} {
		back, err := puzzles.ParseHeader(s.Header())
		if err != nil || back != s {
			t.Errorf("%q read back as %+v, %v", s.Header(), back, err)
		}
	}
	if h := (puzzles.Spec{ID: puzzles.Sliding, Settings: puzzles.SlidingOptions{Width: 3, Diagonal: true}.Settings()}).Header(); h != "sliding 3 diagonal" {
		t.Errorf("header %q", h)
	}
	for text, want := range map[string]string{"sliding 9": "width 9 is out of range", "knot": "unknown puzzle", "sliding three": `"three" is not a width`,
		"cube 3": "width is for the sliding puzzle"} {
		if _, err := puzzles.ParseHeader(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseHeader(%q) = %v, want %q", text, err, want)
		}
	}
}

func TestSlidingHeuristics(t *testing.T) {
	d := mustNew(t, puzzles.Sliding, puzzles.Settings{})
	for name, want := range map[string]puzzles.HeuristicID{"h1": puzzles.HeuristicMisplaced, "H2": puzzles.HeuristicManhattan,
		"h0": puzzles.HeuristicNone, "zero": puzzles.HeuristicNone, "": puzzles.HeuristicManhattan, "pdb": puzzles.HeuristicPDB} {
		if h, err := d.Heuristic(name); err != nil || h.ID != want {
			t.Errorf("%q: %v, %v; want %s", name, h.ID, err, want)
		}
	}
	if _, err := d.Heuristic("h7"); err == nil || err.Error() != `unknown heuristic "h7" (want none, misplaced, manhattan, euclidean, manhattan+misplaced, linear-conflict, chebyshev, pdb)` {
		t.Errorf("h7: %v", err)
	}
	big := mustNew(t, puzzles.Sliding, puzzles.SlidingOptions{Width: 5}.Settings())
	if h, err := big.Heuristic("pdb"); err != nil || h.ID != puzzles.HeuristicPDB || !h.Admissible {
		t.Errorf("pdb on 5×5: %v, %v", h, err)
	}
	diag := mustNew(t, puzzles.Sliding, puzzles.SlidingOptions{Diagonal: true}.Settings())
	admissible := map[puzzles.HeuristicID]bool{}
	for _, h := range diag.Heuristics() {
		admissible[h.ID] = h.Admissible
	}
	if diag.DefaultHeuristic() != puzzles.HeuristicChebyshev || admissible[puzzles.HeuristicManhattan] || !admissible[puzzles.HeuristicChebyshev] {
		t.Errorf("diagonal: default %s, admissible %v", diag.DefaultHeuristic(), admissible)
	}
}

// The catalogue's sliding puzzle is the domain's: a walk from the goal is
// the board's RandomWalk, and a solve finds what the engine finds on the
// board's own problem.
func TestSlidingMatchesDomain(t *testing.T) {
	d := mustNew(t, puzzles.Sliding, puzzles.SlidingOptions{Width: 3}.Settings())
	b := sliding.MustBoard(3, false, nil)
	s, err := d.Walk(d.Goal(), 40, rand.New(rand.NewPCG(7, 0)))
	want, _ := b.RandomWalk(40, rand.New(rand.NewPCG(7, 0)))
	if err != nil || d.Format(s) != b.Format(want) {
		t.Fatalf("walk %s, want %s (%v)", d.Format(s), b.Format(want), err)
	}
	r, err := d.Solve(context.Background(), s, search.EngineAStar, "h2", search.Options{})
	p, _ := sliding.NewProblem(b, want, "manhattan")
	direct := search.Run(context.Background(), search.EngineAStar, p, search.Options{})
	if err != nil || r.Cost != direct.Cost || r.Generated != direct.Generated || len(r.Path) != len(direct.Path) ||
		strings.Join(r.Moves, " ") != strings.Join(direct.Moves, " ") || d.Format(r.Path[len(r.Path)-1]) != d.Format(d.Goal()) {
		t.Errorf("catalogue solve: cost %d generated %d, direct %d %d (%v)", r.Cost, r.Generated, direct.Cost, direct.Generated, err)
	}
	// An uninformed engine ignores the heuristic and builds no table.
	if r, err := d.Solve(context.Background(), s, search.EngineBFS, "pdb", search.Options{}); err != nil || !r.Optimal || r.Cost != direct.Cost {
		t.Errorf("BFS: %v %v", r.Cost, err)
	}
	if _, err := d.Solve(context.Background(), puzzles.State{}, search.EngineBFS, "", search.Options{}); err == nil {
		t.Error("solved no position")
	}
	cubeStart := mustNew(t, puzzles.Cube, puzzles.Settings{}).Goal()
	if _, err := d.Solve(context.Background(), cubeStart, search.EngineBFS, "", search.Options{}); err == nil {
		t.Error("solved a cube on a sliding board")
	}
}

func TestSlidingMoves(t *testing.T) {
	d := mustNew(t, puzzles.Sliding, puzzles.Settings{})
	s, _ := d.Parse("312 645 7b8")
	for text, want := range map[string]string{
		"sideways":   `unknown move "sideways" (want up, down, left, right)`,
		"down":       "move down is not possible from 312 645 7b8: the blank would leave the board",
		"left, left": `move 2 "left" is not possible from 312 645 b78: the blank would leave the board`,
	} {
		if _, err := d.Apply(s, text); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
	if s, err := d.Apply(s, "Left up UP"); err != nil || d.Compact(s) != "b12 345 678" || s != d.Goal() {
		t.Errorf("left up up: %s, %v", d.Compact(s), err)
	}
}

// The cube's scrambles turn the cube as held, and its solutions are
// printed in that frame: the two moves that undo "R D" solve the cube
// held as R D left it, stickers and all.
func TestCubeHeldFrame(t *testing.T) {
	d := mustNew(t, puzzles.Cube, puzzles.Settings{})
	s, err := d.Apply(d.Goal(), "R D")
	if err != nil {
		t.Fatal(err)
	}
	ms, _ := cube.ParseMoves("R D")
	held := cube.SolvedCube().Turn(ms...)
	if d.Format(s) != held.String() {
		t.Fatalf("R D gives %s, want %s", d.Format(s), held)
	}
	r, err := d.Solve(context.Background(), s, search.EngineAStar, "", search.Options{})
	if err != nil || len(r.Moves) != 2 {
		t.Fatalf("solution %v (%v), want two moves", r.Moves, err)
	}
	for i, m := range r.Moves {
		mv, err := cube.ParseMoves(m)
		if err != nil {
			t.Fatal(err)
		}
		if held = held.Turn(mv...); d.Format(r.Path[i+1]) != held.String() {
			t.Fatalf("move %d (%s) gives %s, the path says %s", i+1, m, held, d.Format(r.Path[i+1]))
		}
	}
	for _, face := range held.Stickers() {
		if face[0] != face[1] || face[0] != face[2] || face[0] != face[3] {
			t.Fatalf("%v does not solve R D: %s", r.Moves, held)
		}
	}
	if _, err := d.Heuristic("manhattan"); err == nil || err.Error() != `unknown heuristic "manhattan" (want none, opposing-colors, pdb, exact)` {
		t.Errorf("manhattan on the cube: %v", err)
	}
	if _, err := d.Apply(s, "R Q"); err == nil || !strings.Contains(err.Error(), `move 2: unknown face "Q"`) {
		t.Errorf("R Q: %v", err)
	}
}
