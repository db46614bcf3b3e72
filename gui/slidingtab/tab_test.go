package slidingtab

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/domains/sliding"
	"frontier/gui/kit/kittest"
)

func newTestTab(t *testing.T) (*Tab, fyne.App) {
	t.Helper()
	a := test.NewTempApp(t)
	tab := New(a.Preferences())
	w := test.NewTempWindow(t, tab.Content())
	w.Resize(fyne.NewSize(1280, 800))
	return tab, a
}

// solve types a state, picks an engine, taps Solve and waits for the result.
func solve(t *testing.T, tab *Tab, state, engine string) {
	t.Helper()
	tab.stateEntry.SetText("")
	test.Type(tab.stateEntry, state)
	tab.engineSel.SetSelected(engine)
	test.Tap(tab.search.SolveBtn)
	kittest.Wait(t, tab.search.Done(), "the search")
}

func tiles(tab *Tab) string { return sliding.Tiles(tab.view.tiles).String() }

func TestSolveShowsResult(t *testing.T) {
	tab, _ := newTestTab(t)
	solve(t, tab, "1,2,3,4,5,0,6,7,8", "A* Manhattan")
	for name, want := range map[string]string{"Cost": "15", "Depth": "15", "Optimal": "guaranteed"} {
		if got := tab.search.Stats.Value(name); got != want {
			t.Errorf("%s shows %q, want %q", name, got, want)
		}
	}
	if tab.search.Player.Len() != 16 || tab.search.Player.List.Length() != 16 {
		t.Errorf("path has %d rows, want 16", tab.search.Player.Len())
	}
	if !strings.Contains(tab.search.Stats.Headline.Text, "Solved in 15 moves") {
		t.Errorf("headline %q", tab.search.Stats.Headline.Text)
	}
	path, moves := tab.search.Path()
	if len(path) != 16 || len(moves) != 15 || moves[0] != "up" && moves[0] != "left" {
		t.Errorf("path of %d states, moves %v", len(path), moves)
	}
	// Selecting a row shows that state on the board.
	tab.search.Player.List.Select(5)
	if got, want := tiles(tab), tab.board.Format(path[5]); got != want {
		t.Errorf("row 5 selected, board shows %s, want %s", got, want)
	}
}

// IDS is optimal for unit costs: on this position it must find the
// optimum, 21 moves, and not a longer path such as 35.
func TestIDSIsOptimal(t *testing.T) {
	tab, _ := newTestTab(t)
	solve(t, tab, "4 0 2 / 5 8 7 / 3 1 6", "IDS")
	if got := tab.search.Stats.Value("Cost"); got != "21" {
		t.Errorf("IDS cost %s, want 21", got)
	}
}

func TestInvalidStateChangesNothing(t *testing.T) {
	tab, _ := newTestTab(t)
	before, state := tiles(tab), tab.state
	for text, want := range map[string]string{
		"1,2,3":       "board has 3 tiles",
		"b12 345 677": "tile 7 appears twice",
		"b21 345 678": "unsolvable",
	} {
		tab.stateEntry.SetText(text)
		tab.loadEntry()
		if !tab.stateErr.Visible() || !strings.Contains(tab.stateErr.Text, want) {
			t.Errorf("%q: error %q (visible %v), want %q", text, tab.stateErr.Text, tab.stateErr.Visible(), want)
		}
		if tiles(tab) != before || tab.state != state {
			t.Errorf("%q changed the board", text)
		}
	}
	// Solve with a bad box also refuses and keeps the board.
	tab.stateEntry.SetText("b12 345 6x8")
	test.Tap(tab.search.SolveBtn)
	if tab.search.Busy() || tiles(tab) != before || !strings.Contains(tab.stateErr.Text, "unknown token") {
		t.Error("Solve ran on a bad state")
	}
}

func TestCancelLongBFS(t *testing.T) {
	tab, _ := newTestTab(t)
	tab.limits.NoLimit.SetChecked(true)
	tab.stateEntry.SetText("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3") // Korf #1: 57 moves
	tab.engineSel.SetSelected("BFS")
	test.Tap(tab.search.SolveBtn)
	kittest.Wait(t, tab.search.Live(), "live counters")
	if tab.search.SolveBtn.Disabled() == false || tab.search.CancelBtn.Disabled() {
		t.Error("Solve should be disabled and Cancel enabled while searching")
	}
	if tab.search.Stats.Value("Generated") == "—" {
		t.Error("no live node count")
	}
	test.Tap(tab.search.CancelBtn)
	kittest.Wait(t, tab.search.Done(), "the cancelled search")
	if !strings.Contains(tab.search.Stats.Headline.Text, "cancelled") {
		t.Errorf("headline %q, want cancelled", tab.search.Stats.Headline.Text)
	}
	if tab.board.Width() != 4 {
		t.Errorf("board width %d after cancel", tab.board.Width())
	}
	// The window is still usable: another search runs to the end.
	solve(t, tab, "1,2,3,4,5,0,6,7,8", "A* Linear conflict")
	if tab.search.Stats.Value("Cost") != "15" {
		t.Errorf("after cancel, cost %s", tab.search.Stats.Value("Cost"))
	}
}

// Playback shows every state of the path in turn, each one move from the
// last (checked by replaying the moves on the board), ends at the goal and
// stops; stepping back shows the state before.
func TestPlayStepsToGoal(t *testing.T) {
	tab, _ := newTestTab(t)
	solve(t, tab, "3,1,2,6,4,5,7,0,8", "BFS")
	path, moves := tab.search.Path()
	var seen []string
	show := tab.search.Player.OnShow
	tab.search.Player.OnShow = func(from, to int, d time.Duration) { show(from, to, d); seen = append(seen, tiles(tab)) }
	end, fire := kittest.Signal()
	tab.search.Player.OnEnd = fire
	tab.search.Player.SetSpeed(30) // one move a tick
	tab.TogglePlay()
	kittest.Wait(t, end, "the end of playback")
	s := path[0]
	for i, m := range moves {
		next, ok := tab.board.Apply(s, m)
		if !ok || i >= len(seen) || seen[i] != tab.board.Format(next) {
			t.Fatalf("step %d (%s): board showed %v", i+1, m, seen)
		}
		s = next
	}
	if len(seen) != len(moves) || s != tab.board.Goal() {
		t.Fatalf("playback showed %v, want %d states ending at the goal", seen, len(moves))
	}
	if tab.search.Player.Playing() {
		t.Error("still playing at the end")
	}
	tab.search.Player.BackBtn.Tapped(nil)
	if tiles(tab) != tab.board.Format(path[len(path)-2]) {
		t.Error("one move back did not show the state before the goal")
	}
}

func TestHandPlay(t *testing.T) {
	tab, _ := newTestTab(t)
	tab.stateEntry.SetText("312 645 7b8")
	tab.loadEntry()
	tab.tapSquare(6) // the 7, left of the blank
	if got := tiles(tab); got != "3,1,2,6,4,5,0,7,8" {
		t.Fatalf("after tapping 7: %s", got)
	}
	tab.tapSquare(8) // not next to the blank: nothing happens
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	if got := tiles(tab); got != "0,1,2,3,4,5,6,7,8" || tab.hand != 3 {
		t.Fatalf("after two ups: %s, %d hand moves", got, tab.hand)
	}
	if !strings.Contains(tab.handLabel.Text, "Solved by hand in 3 moves") {
		t.Errorf("hand label %q", tab.handLabel.Text)
	}
	if tab.stateEntry.Text != "0,1,2,3,4,5,6,7,8" {
		t.Errorf("state box %q does not follow the board", tab.stateEntry.Text)
	}
}

func TestSettingsPersist(t *testing.T) {
	tab, a := newTestTab(t)
	tab.engineSel.SetSelected("Beam")
	tab.limits.Beam.SetText("7")
	tab.stateEntry.SetText("4 1 2 3 0 5 6 7 8 9 10 11 12 13 14 15")
	tab.loadEntry()
	tab.diagonal.SetChecked(true)
	again := New(a.Preferences())
	if again.engineSel.Selected != "Beam" || again.board.Width() != 4 || !again.board.Diagonal() ||
		again.stateEntry.Text != "4,1,2,3,0,5,6,7,8,9,10,11,12,13,14,15" || again.limits.Beam.Disabled() {
		t.Errorf("restored engine %q width %d diagonal %v state %q", again.engineSel.Selected, again.board.Width(), again.board.Diagonal(), again.stateEntry.Text)
	}
}

func TestRandomizeAndWidth(t *testing.T) {
	tab, _ := newTestTab(t)
	tab.seedEntry.SetText("5")
	tab.walkEntry.SetText("40")
	tab.randomize()
	first := tab.stateEntry.Text
	if tab.seedEntry.Text != "6" {
		t.Errorf("seed box %q after randomize, want 6", tab.seedEntry.Text)
	}
	tab.seedEntry.SetText("5")
	tab.randomize()
	if tab.stateEntry.Text != first {
		t.Error("the same seed gave another state")
	}
	tab.widthSel.SetSelected(widthOptions[2])
	if tab.board.Width() != 4 || len(tab.view.tiles) != 16 {
		t.Errorf("width 4 chosen, board %d wide", tab.board.Width())
	}
	tab.goalSel.SetSelected("Blank last")
	if tab.board.Format(tab.board.Goal()) != "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0" {
		t.Error("blank-last goal not applied")
	}
	tab.goalSel.SetSelected("Custom")
	if tab.goalErr.Visible() {
		t.Errorf("custom goal chosen, nothing typed yet, and an error: %q", tab.goalErr.Text)
	}
	test.Type(tab.customGoal, "1 2 3")
	if tab.goalErr.Visible() {
		t.Error("an error while the goal is being typed")
	}
	tab.customGoal.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !tab.goalErr.Visible() {
		t.Error("bad custom goal shows no error once entered")
	}
}

func TestPatternDatabases15Puzzle(t *testing.T) {
	tab, _ := newTestTab(t)
	tab.engineSel.SetSelected("IDA*")
	tab.heurSel.SetSelected("Pattern databases")
	solve(t, tab, "14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15", "IDA*") // Korf #12: 45 moves
	if got := tab.search.Stats.Value("Cost"); got != "45" || tab.search.Stats.Value("Optimal") != "guaranteed" {
		t.Errorf("IDA* with pattern databases: cost %s, optimal %s", got, tab.search.Stats.Value("Optimal"))
	}
}

// Preferences keep ids; those older versions saved as menu titles are
// read as the same choices, and unknown ones give the defaults.
func TestOldPreferences(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetString(prefEngine, "A* Linear conflict")
	p.SetString(prefHeuristic, "Pattern databases")
	p.SetString(prefGoal, "Blank last")
	p.SetString(prefRandMode, "Uniform")
	tab := New(p)
	if tab.engineSel.Selected != "A* Linear conflict" || tab.freeHeur != "Pattern databases" ||
		tab.goalSel.Selected != "Blank last" || tab.randMode.Selected != "Uniform" || tab.board.Format(tab.board.Goal()) != "1,2,3,4,5,6,7,8,0" {
		t.Errorf("old titles read as engine %q heuristic %q goal %q random %q", tab.engineSel.Selected, tab.freeHeur,
			tab.goalSel.Selected, tab.randMode.Selected)
	}
	tab.save()
	if p.String(prefEngine) != "astar:linear-conflict" || p.String(prefHeuristic) != "pdb" || p.String(prefGoal) != "blank-last" ||
		p.String(prefRandMode) != "uniform" {
		t.Errorf("saved %q %q %q %q", p.String(prefEngine), p.String(prefHeuristic), p.String(prefGoal), p.String(prefRandMode))
	}
	p.SetString(prefEngine, "Quantum annealing")
	p.SetString(prefHeuristic, "none")
	p.SetString(prefGoal, "sideways")
	if again := New(p); again.engineSel.Selected != "A* Manhattan" || again.freeHeur != "Manhattan" || again.goalSel.Selected != "Blank first" {
		t.Errorf("unknown preferences gave %q %q %q", again.engineSel.Selected, again.freeHeur, again.goalSel.Selected)
	}
}
