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
	a := test.NewTempApp(t)
	tab := New(a.Preferences())
	// The net's first draw starts the table's build. The test driver runs
	// fyne.Do callbacks on the goroutine that calls them, here the
	// build's, so the build must be over before a window is laid out: the
	// test calls what the first draw calls, without a window, and waits.
	if !tab.exact.started { // else New found the table built
		tab.net.OnFirstDraw()
		if !tab.exact.started {
			t.Fatal("the net's first draw did not start the exact table's build")
		}
		kittest.Wait(t, tab.exact.runner.Done(), "the exact table")
	}
	w := test.NewTempWindow(t, tab.Content())
	w.Resize(fyne.NewSize(1280, 800))
	if !cube.ExactReady() {
		t.Fatal("the exact table was not built once the tab was shown")
	}
	return tab, a
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

// solve picks an engine and heuristic, taps Solve and waits for the result.
func solve(t *testing.T, tab *Tab, engine, heuristic string) {
	t.Helper()
	tab.engineSel.SetSelected(engine)
	h, _ := heuristicNamed(heuristic)
	tab.heurSel.SetSelected(heuristicTitle(h))
	test.Tap(tab.search.SolveBtn)
	settle(t, tab, engine+" with "+heuristic)
}

// settle waits until the tab has shown the outcome of a Solve, which may
// have waited for the exact table first.
func settle(t *testing.T, tab *Tab, what string) {
	t.Helper()
	kittest.Wait(t, tab.search.Done(), what)
}

func exactDistance(t *testing.T, s cube.State) int {
	t.Helper()
	tbl, err := cube.ExactTable(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return tbl.Distance(s)
}

// TestSolveWaitsForExactTable solves with A* and exact on a tab never
// shown, so the table is not built yet when Solve is tapped (in a full
// run, where this test comes first): Solve returns at once, the search
// waits for the table in the background and then finds the optimum.
func TestSolveWaitsForExactTable(t *testing.T) {
	a := test.NewTempApp(t)
	tab := New(a.Preferences())
	scramble(t, tab, "R U F' R2 U' F D2")
	wasReady := cube.ExactReady()
	tab.engineSel.SetSelected("A*")
	tab.heurSel.SetSelected(heuristicTitle(puzzles.CubeKind().Heuristics[3]))
	test.Tap(tab.search.SolveBtn)
	if !wasReady && !strings.Contains(tab.search.Stats.Headline.Text, "Waiting for the exact table") {
		t.Errorf("Solve with exact before the table: headline %q", tab.search.Stats.Headline.Text)
	}
	settle(t, tab, "A* with exact")
	if wasReady {
		t.Log("the exact table was built before this test; the wait was not exercised")
	}
	if got, want := tab.search.Stats.Value("Cost"), strconv.Itoa(exactDistance(t, tab.state)); got != want {
		t.Errorf("cost %s, want %s", got, want)
	}
}

func TestTypedScramble(t *testing.T) {
	tab, _ := newTestTab(t)
	scramble(t, tab, "R U F' R2")
	want := cube.SolvedCube().Turn(moves(t, "R U F' R2")...)
	if tab.net.Cube() != want || tab.stateEntry.Text != want.String() {
		t.Errorf("net %s, box %q, want %s", tab.net.Cube(), tab.stateEntry.Text, want)
	}
	tab.scrambleEntry.SetText("R U X")
	tab.applyScramble()
	if !tab.scrambleErr.Visible() || tab.scrambleErr.Text == "" {
		t.Error("a bad scramble shows no error")
	}
	if tab.net.Cube() != want {
		t.Error("a bad scramble changed the net")
	}
}

func TestRandomScramble(t *testing.T) {
	tab, _ := newTestTab(t)
	tab.lengthEntry.SetText("9")
	tab.seedEntry.SetText("5")
	tab.randomScramble()
	ms := cube.RandomScramble(9, 5)
	if tab.scrambleEntry.Text != cube.FormatMoves(ms) || tab.net.Cube() != cube.SolvedCube().Turn(ms...) {
		t.Errorf("scramble box %q, net %s", tab.scrambleEntry.Text, tab.net.Cube())
	}
	if tab.seedEntry.Text != "6" {
		t.Errorf("seed box %q after a random scramble, want 6", tab.seedEntry.Text)
	}
	tab.randomScramble()
	if tab.scrambleEntry.Text == cube.FormatMoves(ms) {
		t.Error("the next seed gave the same scramble")
	}
	tab.lengthEntry.SetText("many")
	before := tab.net.Cube()
	tab.randomScramble()
	if !strings.Contains(tab.randomErr.Text, "length") || tab.net.Cube() != before {
		t.Errorf("bad length: error %q", tab.randomErr.Text)
	}
}

// TestSolveOptimalAndPlay scrambles with D, L and B turns, so the cube as
// held is not in the canonical orientation, solves with A* and the exact
// table, and plays the path until the net shows a solved cube.
func TestSolveOptimalAndPlay(t *testing.T) {
	tab, _ := newTestTab(t)
	scramble(t, tab, "R U F' R2 D L' B2 U' F")
	solve(t, tab, "A*", "exact")
	want := exactDistance(t, tab.state)
	if got := tab.search.Stats.Value("Cost"); got != strconv.Itoa(want) {
		t.Fatalf("A* with exact: cost %s, want the optimum %d", got, want)
	}
	if tab.search.Stats.Value("Optimal") != "guaranteed" {
		t.Error("A* with exact is not marked optimal")
	}
	if n := tab.search.Player.Len(); n != want+1 {
		t.Fatalf("path of %d states, want %d", n, want+1)
	}
	end, fire := kittest.Signal()
	tab.search.Player.OnEnd = fire
	tab.search.Player.SetSpeed(30)
	tab.TogglePlay()
	kittest.Wait(t, end, "the end of playback")
	if !solvedLook(tab.net.Cube()) {
		t.Errorf("after playback the net shows %s", tab.net.Cube())
	}
	// Every step on the net is the named hand turn of the step before.
	path, labels := tab.search.Path()
	for i := 1; i < len(path); i++ {
		prev, next := tab.view.Show(path[i-1]), tab.view.Show(path[i])
		if prev.Turn(moves(t, tab.view.Move(labels[i-1]))...) != next {
			t.Errorf("step %d: %s does not turn %s into %s", i, tab.view.Move(labels[i-1]), prev, next)
		}
	}
	if first := tab.view.Show(path[0]); first != tab.cube {
		t.Errorf("path starts at %s, the cube as held is %s", first, tab.cube)
	}
}

func TestSolveBFS(t *testing.T) {
	tab, _ := newTestTab(t)
	scramble(t, tab, "F R' U2 L D'")
	solve(t, tab, "BFS", "none")
	if got, want := tab.search.Stats.Value("Cost"), strconv.Itoa(exactDistance(t, tab.state)); got != want {
		t.Errorf("BFS cost %s, want %s", got, want)
	}
}

func TestBadStickersChangeNothing(t *testing.T) {
	tab, _ := newTestTab(t)
	scramble(t, tab, "R U")
	before, state := tab.net.Cube(), tab.state
	for text, want := range map[string]string{
		"WWWW BBBB RRRR GGGG OOOO YYY":  "want 24",
		"WWWW BBBB RRRR GGGG OOOO YYYX": "unknown colour",
		"WWWW BBBB RRRR GGGG OOOO YYYW": "appears 5 times",
	} {
		tab.stateEntry.SetText(text)
		tab.loadEntry()
		if !tab.stateErr.Visible() || !strings.Contains(tab.stateErr.Text, want) {
			t.Errorf("%q: error %q (visible %v)", text, tab.stateErr.Text, tab.stateErr.Visible())
		}
		if strings.Contains(tab.stateErr.Text, "\n") {
			t.Errorf("%q: error is more than one line", text)
		}
		if tab.net.Cube() != before || tab.state != state {
			t.Errorf("%q changed the net", text)
		}
	}
	// Solve with a bad box also refuses.
	tab.stateEntry.SetText("WWWW")
	test.Tap(tab.search.SolveBtn)
	if tab.search.Busy() || tab.net.Cube() != before {
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
	if tab.net.Cube() != want || tab.stateEntry.Text != want.String() || tab.hand != 1 {
		t.Fatalf("after D: net %s, box %q, %d hand turns", tab.net.Cube(), tab.stateEntry.Text, tab.hand)
	}
	r := test.WidgetRenderer(tab.net).(*netRenderer)
	for i, c := range want {
		if r.stickers[i].FillColor != stickerColor[c] {
			t.Fatalf("sticker %d drawn %v, want %v", i, r.stickers[i].FillColor, stickerColor[c])
		}
	}
	// D turns the bottom: the top face is still all yellow, the bottom row
	// of the front shows what was on the left.
	st := tab.net.Cube().Stickers()
	if st[5] != [4]cube.Color{cube.Yellow, cube.Yellow, cube.Yellow, cube.Yellow} || st[2][2] == cube.Red {
		t.Errorf("D did not turn the bottom layer: %s", tab.net.Cube())
	}
	for _, b := range tab.turnBtns {
		if b.Text == "D'" {
			test.Tap(b)
		}
	}
	if tab.net.Cube() != cube.SolvedCube() || !strings.Contains(tab.handLabel.Text, "Solved in 2!") {
		t.Errorf("after D D': %s, %q", tab.net.Cube(), tab.handLabel.Text)
	}
}

func TestRotatedSolvedIsSolved(t *testing.T) {
	tab, _ := newTestTab(t)
	rotated := cube.SolvedCube().Turn(moves(t, "U D' R L'")...)
	tab.stateEntry.SetText(rotated.String())
	solve(t, tab, "A*", "pdb")
	if tab.search.Stats.Value("Cost") != "0" || tab.search.Player.Len() != 1 {
		t.Errorf("rotated solved cube: cost %s, path %d", tab.search.Stats.Value("Cost"), tab.search.Player.Len())
	}
	if tab.net.Cube() != rotated {
		t.Errorf("the net shows %s, want the cube as typed %s", tab.net.Cube(), rotated)
	}
}

func TestSettingsPersist(t *testing.T) {
	tab, a := newTestTab(t)
	tab.engineSel.SetSelected("IDA*")
	tab.heurSel.SetSelected(heuristicTitle(puzzles.CubeKind().Heuristics[2]))
	tab.lengthEntry.SetText("7")
	tab.seedEntry.SetText("42")
	scramble(t, tab, "F2 U")
	if !tab.warning.Visible() || !strings.Contains(tab.warning.Text, "re-expands") {
		t.Errorf("IDA* with pdb shows no warning: %q", tab.warning.Text)
	}
	again := New(a.Preferences())
	if again.engineSel.Selected != "IDA*" || again.heurSel.Selected != "pdb (admissible)" ||
		again.lengthEntry.Text != "7" || again.seedEntry.Text != "42" ||
		again.cube != tab.cube || again.scrambleEntry.Text != "F2 U" {
		t.Errorf("restored engine %q heuristic %q length %q seed %q cube %s",
			again.engineSel.Selected, again.heurSel.Selected, again.lengthEntry.Text, again.seedEntry.Text, again.cube)
	}
}

// The engine is kept by id; a menu title, as older versions kept it, is
// read as the same engine, and an unknown one gives A*.
func TestOldPreferences(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetString(prefEngine, "Greedy best-first")
	p.SetString(prefHeuristic, "opposing-colors")
	tab := New(p)
	if tab.engineSel.Selected != "Greedy best-first" || tab.heurSel.Selected != "opposing-colors (not admissible)" {
		t.Errorf("read engine %q heuristic %q", tab.engineSel.Selected, tab.heurSel.Selected)
	}
	tab.save()
	if p.String(prefEngine) != "greedy" || p.String(prefHeuristic) != "opposing-colors" {
		t.Errorf("saved %q %q", p.String(prefEngine), p.String(prefHeuristic))
	}
	p.SetString(prefEngine, "Quantum annealing")
	p.SetString(prefHeuristic, "psychic")
	if again := New(p); again.engineSel.Selected != "A*" || again.heurSel.Selected != "exact (admissible)" {
		t.Errorf("unknown preferences gave %q %q", again.engineSel.Selected, again.heurSel.Selected)
	}
}
