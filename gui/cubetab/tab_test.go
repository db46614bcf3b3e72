package cubetab

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/domains/cube"
	"frontier/core/puzzles"
	"frontier/gui/kit/kittest"
)

func newTestTab(t *testing.T) (*Tab, fyne.App) {
	t.Helper()
	// The exact table first: the net's first draw starts its build, and
	// the test driver runs fyne.Do callbacks on the goroutine that calls
	// them, here the build's, where they would race the window's first
	// layout. The table is the process's, so the tab finds it ready.
	if err := puzzles.CubeKind().MakeReady(context.Background(), puzzles.HeuristicExact, nil); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	tab := New(a.Preferences())
	w := test.NewTempWindow(t, tab.Content())
	w.Resize(fyne.NewSize(1280, 800))
	kittest.Wait(t, tab.Done(), "the tab's work")
	return tab, a
}

// solvedLook reports whether every face of c shows one colour.
func solvedLook(c cube.Cube) bool {
	for _, face := range c.Stickers() {
		if face[1] != face[0] || face[2] != face[0] || face[3] != face[0] {
			return false
		}
	}
	return true
}

func moves(t *testing.T, text string) []cube.Move {
	t.Helper()
	ms, err := cube.ParseMoves(text)
	if err != nil {
		t.Fatal(err)
	}
	return ms
}

// scramble types a move sequence into the scramble box and applies it.
func scramble(t *testing.T, tab *Tab, text string) {
	t.Helper()
	tab.scrambleEntry.SetText("")
	test.Type(tab.scrambleEntry, text)
	tab.applyScramble()
	if tab.scrambleErr.Visible() {
		t.Fatalf("scramble %q: %s", text, tab.scrambleErr.Text)
	}
}

// solve picks an engine and heuristic (by id), taps Solve and waits for
// the result.
func solve(t *testing.T, tab *Tab, engine, heuristic string) {
	t.Helper()
	choose(t, tab, engine, heuristic)
	test.Tap(tab.Search.SolveBtn)
	settle(t, tab, engine+" with "+heuristic)
}

// choose picks an engine and a heuristic by its id.
func choose(t *testing.T, tab *Tab, engine, heuristic string) {
	t.Helper()
	tab.EngineMenu.SetSelected(engine)
	h, err := puzzles.CubeKind().HeuristicNamed(heuristic)
	if err != nil || tab.EngineMenu.Selected != engine {
		t.Fatalf("engine %q, heuristic %q: %v", engine, heuristic, err)
	}
	for _, o := range tab.HeuristicMenu.Options {
		if o == h.Title || strings.HasPrefix(o, h.Title+" (") {
			tab.HeuristicMenu.SetSelected(o)
			return
		}
	}
	t.Fatalf("no heuristic %q among %q", h.Title, tab.HeuristicMenu.Options)
}

// load types a cube into the state box and presses Enter.
func load(tab *Tab, text string) {
	tab.StateBox.SetText(text)
	tab.StateBox.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

// state is the position of the cube the tab starts from.
func state(t *testing.T, tab *Tab) cube.State {
	t.Helper()
	s, err := tab.Start().State()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// settle waits until the tab has shown the outcome of a Solve, which may
// have waited for the exact table first.
func settle(t *testing.T, tab *Tab, what string) {
	t.Helper()
	kittest.Wait(t, tab.Search.Done(), what)
}

// exactDistance is the optimal solution's length, read from the exact
// table (made ready through the catalogue).
func exactDistance(t *testing.T, s cube.State) int {
	t.Helper()
	d, err := cube.TrueDistance(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestSolveWaitsForExactTable solves with A* and exact on a tab never
// shown, so the table is not ready yet when Solve is tapped (when this
// test runs first): Solve returns at once, the search waits for the
// table in the background and then finds the optimum.
func TestSolveWaitsForExactTable(t *testing.T) {
	a := test.NewTempApp(t)
	tab := New(a.Preferences())
	scramble(t, tab, "R U F' R2 U' F D2")
	wasReady := cube.ExactReady()
	choose(t, tab, "A*", "exact")
	test.Tap(tab.Search.SolveBtn)
	if !wasReady && tab.Search.Stats.Headline.Text != "Building exact table… (first time only)" {
		t.Errorf("Solve with exact before the table: headline %q", tab.Search.Stats.Headline.Text)
	}
	settle(t, tab, "A* with exact")
	if wasReady {
		t.Log("the exact table was built before this test; the wait was not exercised")
	}
	if got, want := tab.Search.Stats.Value("Cost"), strconv.Itoa(exactDistance(t, state(t, tab))); got != want {
		t.Errorf("cost %s, want %s", got, want)
	}
}

func TestTypedScramble(t *testing.T) {
	tab, _ := newTestTab(t)
	scramble(t, tab, "R U F' R2")
	want := cube.SolvedCube().Turn(moves(t, "R U F' R2")...)
	if tab.net.shown() != want || tab.StateBox.Text != want.String() {
		t.Errorf("net %s, box %q, want %s", tab.net.shown(), tab.StateBox.Text, want)
	}
	tab.scrambleEntry.SetText("R U X")
	tab.applyScramble()
	if !tab.scrambleErr.Visible() || tab.scrambleErr.Text == "" {
		t.Error("a bad scramble shows no error")
	}
	if tab.net.shown() != want {
		t.Error("a bad scramble changed the net")
	}
}

// A random scramble is written in the scramble box and turns the solved
// cube by it, as the command line's --scramble with those moves does; the
// seed steps on, and the same seed gives the same scramble.
func TestRandomScramble(t *testing.T) {
	tab, _ := newTestTab(t)
	tab.WalkBox.SetText("9")
	tab.SeedBox.SetText("5")
	tab.Randomize()
	ms := moves(t, tab.scrambleEntry.Text)
	if len(ms) != 9 || tab.net.shown() != cube.SolvedCube().Turn(ms...) || tab.StateBox.Text != tab.net.shown().String() {
		t.Errorf("scramble box %q, net %s", tab.scrambleEntry.Text, tab.net.shown())
	}
	if tab.SeedBox.Text != "6" {
		t.Errorf("seed box %q after a random scramble, want 6", tab.SeedBox.Text)
	}
	d, err := puzzles.New(puzzles.Cube, puzzles.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	scrambled, err := d.Apply(d.Goal(), tab.scrambleEntry.Text)
	if err != nil || d.Format(scrambled) != tab.net.shown().String() {
		t.Errorf("the command line's --scramble %q gives %s (%v), the tab %s", tab.scrambleEntry.Text, d.Format(scrambled), err, tab.net.shown())
	}
	first := tab.scrambleEntry.Text
	tab.Randomize()
	if tab.scrambleEntry.Text == first {
		t.Error("the next seed gave the same scramble")
	}
	tab.SeedBox.SetText("5")
	tab.Randomize()
	if tab.scrambleEntry.Text != first {
		t.Error("seed 5 again gave another scramble")
	}
	tab.WalkBox.SetText("many")
	before := tab.net.shown()
	tab.Randomize()
	if !strings.Contains(tab.RandErr.Text, "moves") || tab.net.shown() != before {
		t.Errorf("bad length: error %q", tab.RandErr.Text)
	}
}

// TestSolveOptimalAndPlay scrambles with D, L and B turns, so the cube as
// held is not in the canonical orientation, solves with A* and the exact
// table, and plays the path until the net shows a solved cube.
func TestSolveOptimalAndPlay(t *testing.T) {
	tab, _ := newTestTab(t)
	scramble(t, tab, "R U F' R2 D L' B2 U' F")
	solve(t, tab, "A*", "exact")
	want := exactDistance(t, state(t, tab))
	if got := tab.Search.Stats.Value("Cost"); got != strconv.Itoa(want) {
		t.Fatalf("A* with exact: cost %s, want the optimum %d", got, want)
	}
	if tab.Search.Stats.Value("Optimal") != "guaranteed" {
		t.Error("A* with exact is not marked optimal")
	}
	if n := tab.Search.Player.Len(); n != want+1 {
		t.Fatalf("path of %d states, want %d", n, want+1)
	}
	end, fire := kittest.Signal()
	tab.Search.Player.OnEnd = fire
	tab.Search.Player.SetSpeed(30)
	tab.TogglePlay()
	kittest.Wait(t, end, "the end of playback")
	if !solvedLook(tab.net.shown()) {
		t.Errorf("after playback the net shows %s", tab.net.shown())
	}
	// Every step on the net is the named hand turn of the step before.
	path, labels := tab.Search.Path()
	for i := 1; i < len(path); i++ {
		if path[i-1].Turn(moves(t, labels[i-1])...) != path[i] {
			t.Errorf("step %d: %s does not turn %s into %s", i, labels[i-1], path[i-1], path[i])
		}
	}
	if path[0] != tab.Start() {
		t.Errorf("path starts at %s, the cube as held is %s", path[0], tab.Start())
	}
}

func TestSolveBFS(t *testing.T) {
	tab, _ := newTestTab(t)
	scramble(t, tab, "F R' U2 L D'")
	solve(t, tab, "BFS", "none")
	if got, want := tab.Search.Stats.Value("Cost"), strconv.Itoa(exactDistance(t, state(t, tab))); got != want {
		t.Errorf("BFS cost %s, want %s", got, want)
	}
}

func TestBadStickersChangeNothing(t *testing.T) {
	tab, _ := newTestTab(t)
	scramble(t, tab, "R U")
	before, start := tab.net.shown(), tab.Start()
	for text, want := range map[string]string{
		"WWWW BBBB RRRR GGGG OOOO YYY":  "want 24",
		"WWWW BBBB RRRR GGGG OOOO YYYX": "unknown colour",
		"WWWW BBBB RRRR GGGG OOOO YYYW": "appears 5 times",
	} {
		load(tab, text)
		if !tab.StateErr.Visible() || !strings.Contains(tab.StateErr.Text, want) {
			t.Errorf("%q: error %q (visible %v)", text, tab.StateErr.Text, tab.StateErr.Visible())
		}
		if strings.Contains(tab.StateErr.Text, "\n") {
			t.Errorf("%q: error is more than one line", text)
		}
		if tab.net.shown() != before || tab.Start() != start {
			t.Errorf("%q changed the net", text)
		}
	}
	// Solve with a bad box also refuses.
	tab.StateBox.SetText("WWWW")
	test.Tap(tab.Search.SolveBtn)
	if tab.Search.Busy() || tab.net.shown() != before {
		t.Error("Solve ran on a bad state")
	}
}

func TestHandTurns(t *testing.T) {
	tab, _ := newTestTab(t)
	test.Tap(tab.resetBtn)
	for _, b := range tab.turnBtns {
		if b.Text == "D" {
			test.Tap(b)
		}
	}
	want := cube.SolvedCube().Turn(moves(t, "D")...)
	if tab.net.shown() != want || tab.StateBox.Text != want.String() || tab.HandLabel.Text != "Turns: 1" {
		t.Fatalf("after D: net %s, box %q, %q", tab.net.shown(), tab.StateBox.Text, tab.HandLabel.Text)
	}
	r := test.WidgetRenderer(tab.net).(*netRenderer)
	for i, c := range want {
		if r.stickers[i].FillColor != stickerColor[c] {
			t.Fatalf("sticker %d drawn %v, want %v", i, r.stickers[i].FillColor, stickerColor[c])
		}
	}
	// D turns the bottom: the top face is still all yellow, the bottom row
	// of the front shows what was on the left.
	st := tab.net.shown().Stickers()
	if st[5] != [4]cube.Color{cube.Yellow, cube.Yellow, cube.Yellow, cube.Yellow} || st[2][2] == cube.Red {
		t.Errorf("D did not turn the bottom layer: %s", tab.net.shown())
	}
	for _, b := range tab.turnBtns {
		if b.Text == "D'" {
			test.Tap(b)
		}
	}
	if tab.net.shown() != cube.SolvedCube() || !strings.Contains(tab.HandLabel.Text, "Solved in 2!") {
		t.Errorf("after D D': %s, %q", tab.net.shown(), tab.HandLabel.Text)
	}
}

func TestRotatedSolvedIsSolved(t *testing.T) {
	tab, _ := newTestTab(t)
	rotated := cube.SolvedCube().Turn(moves(t, "U D' R L'")...)
	tab.StateBox.SetText(rotated.String())
	solve(t, tab, "A*", "pdb")
	if tab.Search.Stats.Value("Cost") != "0" || tab.Search.Player.Len() != 1 {
		t.Errorf("rotated solved cube: cost %s, path %d", tab.Search.Stats.Value("Cost"), tab.Search.Player.Len())
	}
	if tab.net.shown() != rotated {
		t.Errorf("the net shows %s, want the cube as typed %s", tab.net.shown(), rotated)
	}
}

func TestSettingsPersist(t *testing.T) {
	tab, a := newTestTab(t)
	choose(t, tab, "IDA*", "pdb")
	tab.WalkBox.SetText("7")
	tab.SeedBox.SetText("42")
	scramble(t, tab, "F2 U")
	if !tab.Warning.Visible() || !strings.Contains(tab.Warning.Text, "re-expands") {
		t.Errorf("IDA* with pdb shows no warning: %q", tab.Warning.Text)
	}
	again := New(a.Preferences())
	if again.EngineMenu.Selected != "IDA*" || again.HeuristicMenu.Selected != "Pattern databases" ||
		again.WalkBox.Text != "7" || again.SeedBox.Text != "42" ||
		again.Start() != tab.Start() || again.scrambleEntry.Text != "F2 U" {
		t.Errorf("restored engine %q heuristic %q length %q seed %q cube %s",
			again.EngineMenu.Selected, again.HeuristicMenu.Selected, again.WalkBox.Text, again.SeedBox.Text, again.Start())
	}
}

// The engine and heuristic are kept by id; a menu title is read as the
// same engine, and unknown ones give A* with the exact table. The random
// scramble's length kept under cube.scrambleLength is read while
// cube.walk holds none.
func TestOldPreferences(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetString("cube.engine", "Greedy best-first")
	p.SetString("cube.heuristic", "opposing-colors")
	p.SetString(prefLength, "8")
	tab := New(p)
	if tab.EngineMenu.Selected != "Greedy best-first" || tab.HeuristicMenu.Selected != "Opposing colours (not admissible)" || tab.WalkBox.Text != "8" {
		t.Errorf("read engine %q heuristic %q length %q", tab.EngineMenu.Selected, tab.HeuristicMenu.Selected, tab.WalkBox.Text)
	}
	tab.EngineMenu.SetSelected("Greedy best-first") // saves
	if p.String("cube.engine") != "greedy" || p.String("cube.heuristic") != "opposing-colors" || p.String(prefWalk) != "8" {
		t.Errorf("saved %q %q %q", p.String("cube.engine"), p.String("cube.heuristic"), p.String(prefWalk))
	}
	p.SetString("cube.engine", "Quantum annealing")
	p.SetString("cube.heuristic", "psychic")
	if again := New(p); again.EngineMenu.Selected != "A*" || again.HeuristicMenu.Selected != "Exact distance" {
		t.Errorf("unknown preferences gave %q %q", again.EngineMenu.Selected, again.HeuristicMenu.Selected)
	}
}
