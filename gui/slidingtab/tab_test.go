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

// solve types a state, picks an engine (and a heuristic, if not ""), taps
// Solve and waits for the result.
func solve(t *testing.T, tab *Tab, state, engine, heuristic string) {
	t.Helper()
	tab.StateBox.SetText("")
	test.Type(tab.StateBox, state)
	choose(t, tab, engine, heuristic)
	test.Tap(tab.Search.SolveBtn)
	kittest.Wait(t, tab.Search.Done(), "the search")
}

// choose picks an engine and, if not "", a heuristic by its title.
func choose(t *testing.T, tab *Tab, engine, heuristic string) {
	t.Helper()
	tab.EngineMenu.SetSelected(engine)
	if tab.EngineMenu.Selected != engine {
		t.Fatalf("no engine %q among %q", engine, tab.EngineMenu.Options)
	}
	if heuristic == "" {
		return
	}
	for _, o := range tab.HeuristicMenu.Options {
		if o == heuristic || strings.HasPrefix(o, heuristic+" (") {
			tab.HeuristicMenu.SetSelected(o)
			return
		}
	}
	t.Fatalf("no heuristic %q among %q", heuristic, tab.HeuristicMenu.Options)
}

// load types a state into the box and presses Enter; it reports whether
// the state was taken, with no error under the box.
func load(tab *Tab, state string) bool {
	tab.StateBox.SetText(state)
	tab.StateBox.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	return !tab.StateErr.Visible()
}

func tiles(tab *Tab) string { return sliding.Tiles(tab.view.tiles).String() }

func TestSolveShowsResult(t *testing.T) {
	tab, _ := newTestTab(t)
	solve(t, tab, "1,2,3,4,5,0,6,7,8", "A*", "Manhattan")
	for name, want := range map[string]string{"Cost": "15", "Depth": "15", "Optimal": "guaranteed"} {
		if got := tab.Search.Stats.Value(name); got != want {
			t.Errorf("%s shows %q, want %q", name, got, want)
		}
	}
	if tab.Search.Player.Len() != 16 || tab.Search.Player.List.Length() != 16 {
		t.Errorf("path has %d rows, want 16", tab.Search.Player.Len())
	}
	if !strings.Contains(tab.Search.Stats.Headline.Text, "Solved in 15 moves") {
		t.Errorf("headline %q", tab.Search.Stats.Headline.Text)
	}
	path, moves := tab.Search.Path()
	if len(path) != 16 || len(moves) != 15 || moves[0] != "up" && moves[0] != "left" {
		t.Errorf("path of %d states, moves %v", len(path), moves)
	}
	// Selecting a row shows that state on the board.
	tab.Search.Player.List.Select(5)
	if got, want := tiles(tab), tab.board().Format(path[5]); got != want {
		t.Errorf("row 5 selected, board shows %s, want %s", got, want)
	}
}

// IDS is optimal for unit costs: on this position it must find the
// optimum, 21 moves, and not a longer path such as 35.
func TestIDSIsOptimal(t *testing.T) {
	tab, _ := newTestTab(t)
	solve(t, tab, "4 0 2 / 5 8 7 / 3 1 6", "IDS", "")
	if got := tab.Search.Stats.Value("Cost"); got != "21" {
		t.Errorf("IDS cost %s, want 21", got)
	}
}

func TestInvalidStateChangesNothing(t *testing.T) {
	tab, _ := newTestTab(t)
	before, state := tiles(tab), tab.Start()
	for text, want := range map[string]string{
		"1,2,3":       "board has 3 tiles",
		"b12 345 677": "tile 7 appears twice",
		"b21 345 678": "unsolvable",
	} {
		load(tab, text)
		if !tab.StateErr.Visible() || !strings.Contains(tab.StateErr.Text, want) {
			t.Errorf("%q: error %q (visible %v), want %q", text, tab.StateErr.Text, tab.StateErr.Visible(), want)
		}
		if tiles(tab) != before || tab.Start() != state {
			t.Errorf("%q changed the board", text)
		}
	}
	// Solve with a bad box also refuses and keeps the board.
	tab.StateBox.SetText("b12 345 6x8")
	test.Tap(tab.Search.SolveBtn)
	if tab.Search.Busy() || tiles(tab) != before || !strings.Contains(tab.StateErr.Text, "unknown token") {
		t.Error("Solve ran on a bad state")
	}
}

func TestCancelLongBFS(t *testing.T) {
	tab, _ := newTestTab(t)
	tab.Limits.NoLimit.SetChecked(true)
	tab.StateBox.SetText("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3") // Korf #1: 57 moves
	tab.EngineMenu.SetSelected("BFS")
	test.Tap(tab.Search.SolveBtn)
	kittest.Wait(t, tab.Search.Live(), "live counters")
	if tab.Search.SolveBtn.Disabled() == false || tab.Search.CancelBtn.Disabled() {
		t.Error("Solve should be disabled and Cancel enabled while searching")
	}
	// The button's own action: test.Tap would walk the window's tree
	// while the search's updates, which the test driver runs on the
	// search's goroutine, change it (the race detector saw it).
	tab.Search.CancelBtn.OnTapped()
	kittest.Wait(t, tab.Search.Done(), "the cancelled search")
	// The counters are read once the search is over: under the test
	// driver a search's updates run on the search's goroutine.
	if tab.Search.Stats.Value("Generated") == "—" {
		t.Error("no node count kept after Cancel")
	}
	if !strings.Contains(tab.Search.Stats.Headline.Text, "cancelled") {
		t.Errorf("headline %q, want cancelled", tab.Search.Stats.Headline.Text)
	}
	if tab.board().Width() != 4 {
		t.Errorf("board width %d after cancel", tab.board().Width())
	}
	// The window is still usable: another search runs to the end.
	solve(t, tab, "1,2,3,4,5,0,6,7,8", "A*", "Linear conflict")
	if tab.Search.Stats.Value("Cost") != "15" {
		t.Errorf("after cancel, cost %s", tab.Search.Stats.Value("Cost"))
	}
}

// Playback shows every state of the path in turn, each one move from the
// last (checked by replaying the moves on the board), ends at the goal and
// stops; stepping back shows the state before.
func TestPlayStepsToGoal(t *testing.T) {
	tab, _ := newTestTab(t)
	solve(t, tab, "3,1,2,6,4,5,7,0,8", "BFS", "")
	path, moves := tab.Search.Path()
	var seen []string
	show := tab.Search.Player.OnShow
	tab.Search.Player.OnShow = func(from, to int, d time.Duration) { show(from, to, d); seen = append(seen, tiles(tab)) }
	end, fire := kittest.Signal()
	tab.Search.Player.OnEnd = fire
	tab.Search.Player.SetSpeed(30) // one move a tick
	tab.TogglePlay()
	kittest.Wait(t, end, "the end of playback")
	s := path[0]
	for i, m := range moves {
		next, ok := tab.board().Apply(s, m)
		if !ok || i >= len(seen) || seen[i] != tab.board().Format(next) {
			t.Fatalf("step %d (%s): board showed %v", i+1, m, seen)
		}
		s = next
	}
	if len(seen) != len(moves) || s != tab.board().Goal() {
		t.Fatalf("playback showed %v, want %d states ending at the goal", seen, len(moves))
	}
	if tab.Search.Player.PlayBtn.Text == "Pause" {
		t.Error("still playing at the end")
	}
	tab.Search.Player.BackBtn.Tapped(nil)
	if tiles(tab) != tab.board().Format(path[len(path)-2]) {
		t.Error("one move back did not show the state before the goal")
	}
}

func TestHandPlay(t *testing.T) {
	tab, _ := newTestTab(t)
	if tab.HandLabel.Text != "Click tiles to play" {
		t.Errorf("before any move by hand: %q", tab.HandLabel.Text)
	}
	load(tab, "312 645 7b8")
	tab.tapSquare(6) // the 7, left of the blank
	if got := tiles(tab); got != "3,1,2,6,4,5,0,7,8" || tab.HandLabel.Text != "Moves by hand: 1" {
		t.Fatalf("after tapping 7: %s, %q", got, tab.HandLabel.Text)
	}
	tab.tapSquare(8) // not next to the blank: nothing happens
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	if got := tiles(tab); got != "0,1,2,3,4,5,6,7,8" {
		t.Fatalf("after two ups: %s", got)
	}
	if !strings.Contains(tab.HandLabel.Text, "Solved by hand in 3 moves") {
		t.Errorf("hand label %q", tab.HandLabel.Text)
	}
	if tab.StateBox.Text != "0,1,2,3,4,5,6,7,8" {
		t.Errorf("state box %q does not follow the board", tab.StateBox.Text)
	}
}

func TestSettingsPersist(t *testing.T) {
	tab, a := newTestTab(t)
	choose(t, tab, "Beam", "Linear conflict")
	tab.Limits.Beam.SetText("7")
	load(tab, "4 1 2 3 0 5 6 7 8 9 10 11 12 13 14 15")
	tab.diagonal.SetChecked(true)
	again := New(a.Preferences())
	if again.EngineMenu.Selected != "Beam" || !strings.HasPrefix(again.HeuristicMenu.Selected, "Linear conflict") ||
		again.board().Width() != 4 || !again.board().Diagonal() ||
		again.StateBox.Text != "4,1,2,3,0,5,6,7,8,9,10,11,12,13,14,15" || again.Limits.Beam.Disabled() || again.Limits.Beam.Text != "7" {
		t.Errorf("restored engine %q heuristic %q width %d diagonal %v state %q", again.EngineMenu.Selected, again.HeuristicMenu.Selected,
			again.board().Width(), again.board().Diagonal(), again.StateBox.Text)
	}
}

func TestRandomizeAndWidth(t *testing.T) {
	tab, _ := newTestTab(t)
	tab.SeedBox.SetText("5")
	tab.WalkBox.SetText("40")
	tab.Randomize()
	first := tab.StateBox.Text
	if tab.SeedBox.Text != "6" {
		t.Errorf("seed box %q after randomize, want 6", tab.SeedBox.Text)
	}
	tab.SeedBox.SetText("5")
	tab.Randomize()
	if tab.StateBox.Text != first {
		t.Error("the same seed gave another state")
	}
	tab.widthSel.SetSelected(widthOptions[2])
	if tab.board().Width() != 4 || len(tab.view.tiles) != 16 {
		t.Errorf("width 4 chosen, board %d wide", tab.board().Width())
	}
	tab.goalSel.SetSelected("Blank last")
	if tab.board().Format(tab.board().Goal()) != "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0" {
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
	solve(t, tab, "14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15", "IDA*", "Pattern databases") // Korf #12: 45 moves
	if got := tab.Search.Stats.Value("Cost"); got != "45" || tab.Search.Stats.Value("Optimal") != "guaranteed" {
		t.Errorf("IDA* with pattern databases: cost %s, optimal %s", got, tab.Search.Stats.Value("Optimal"))
	}
}

// Preferences keep ids: the engine, and the heuristic apart. An engine
// kept with its heuristic ("astar:linear-conflict") or by the title of an
// engine menu that bundled A* with each heuristic ("A* Linear conflict")
// is read as that engine and heuristic; titles of the other menus are
// read as their choices; unknown ones give the defaults.
func TestOldPreferences(t *testing.T) {
	a := test.NewTempApp(t)
	p := a.Preferences()
	for _, engine := range []string{"A* Linear conflict", "astar:linear-conflict"} {
		p.SetString("sliding.engine", engine)
		p.SetString("sliding.heuristic", "Pattern databases")
		p.SetString(prefGoal, "Blank last")
		p.SetString("sliding.randMode", "Uniform")
		tab := New(p)
		if tab.EngineMenu.Selected != "A*" || tab.HeuristicMenu.Selected != "Linear conflict" ||
			tab.goalSel.Selected != "Blank last" || tab.RandMode.Selected != "Uniform" || tab.board().Format(tab.board().Goal()) != "1,2,3,4,5,6,7,8,0" {
			t.Errorf("%q read as engine %q heuristic %q goal %q random %q", engine, tab.EngineMenu.Selected, tab.HeuristicMenu.Selected,
				tab.goalSel.Selected, tab.RandMode.Selected)
		}
		tab.EngineMenu.SetSelected("A*") // saves
		tab.goalSel.SetSelected("Blank last")
		if p.String("sliding.engine") != "astar" || p.String("sliding.heuristic") != "linear-conflict" || p.String(prefGoal) != "blank-last" ||
			p.String("sliding.randMode") != "uniform" {
			t.Errorf("saved %q %q %q %q", p.String("sliding.engine"), p.String("sliding.heuristic"), p.String(prefGoal), p.String("sliding.randMode"))
		}
	}
	// An engine of the other menus kept by title, and the heuristic by its
	// title, read as themselves.
	p.SetString("sliding.engine", "Greedy")
	p.SetString("sliding.heuristic", "Pattern databases")
	if again := New(p); again.EngineMenu.Selected != "Greedy best-first" || again.HeuristicMenu.Selected != "Pattern databases" {
		t.Errorf("old titles gave %q %q", again.EngineMenu.Selected, again.HeuristicMenu.Selected)
	}
	p.SetString("sliding.engine", "Quantum annealing")
	p.SetString("sliding.heuristic", "psychic")
	p.SetString(prefGoal, "sideways")
	if again := New(p); again.EngineMenu.Selected != "A*" || again.HeuristicMenu.Selected != "Manhattan" || again.goalSel.Selected != "Blank first" {
		t.Errorf("unknown preferences gave %q %q %q", again.EngineMenu.Selected, again.HeuristicMenu.Selected, again.goalSel.Selected)
	}
}
