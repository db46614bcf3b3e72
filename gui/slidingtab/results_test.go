package slidingtab

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
	"frontier/gui/kit/kittest"
)

// A result says what produced it; once the state, board, goal or engine
// changes it stays greyed as "Previous" until the next Solve, and its path
// goes with a new position but stays when only the engine changed.
func TestResultsSayWhatProducedThem(t *testing.T) {
	tab, _ := newTestTab(t)
	stats := tab.Search.Stats
	solve(t, tab, "1,2,3,4,5,0,6,7,8", "A*", "Manhattan")
	if stats.Subject.Text != "A* · Manhattan · 3×3" || (stats.Subject.Importance == widget.LowImportance) {
		t.Fatalf("subject %q, greyed %v", stats.Subject.Text, (stats.Subject.Importance == widget.LowImportance))
	}
	tab.EngineMenu.SetSelected("BFS")
	if !(stats.Subject.Importance == widget.LowImportance) || stats.Subject.Text != "Previous: A* · Manhattan · 3×3" || tab.Search.Player.Len() != 16 {
		t.Errorf("engine changed: subject %q, greyed %v, path of %d", stats.Subject.Text, (stats.Subject.Importance == widget.LowImportance), tab.Search.Player.Len())
	}
	if stats.Value("Cost") != "15" {
		t.Errorf("the previous cost is gone: %q", stats.Value("Cost"))
	}
	for what, change := range map[string]func(){
		"state": func() { load(tab, "1,2,0,3,4,5,6,7,8") },
		"goal":  func() { tab.goalSel.SetSelected("Blank last") },
		"moves": func() { tab.diagonal.SetChecked(true) },
		"board": func() { tab.widthSel.SetSelected(widthOptions[2]) },
		"by hand": func() {
			tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
			tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
		},
	} {
		tab.goalSel.SetSelected("Blank first")
		tab.diagonal.SetChecked(false)
		solve(t, tab, "1,2,3,4,5,0,6,7,8", "A*", "Manhattan")
		change()
		if !(stats.Subject.Importance == widget.LowImportance) || !strings.HasPrefix(stats.Subject.Text, "Previous: ") || tab.Search.Player.Len() != 0 {
			t.Errorf("%s changed: subject %q, greyed %v, path of %d states", what, stats.Subject.Text, (stats.Subject.Importance == widget.LowImportance), tab.Search.Player.Len())
		}
	}
	// The heading names the board, its moves and its goal when unusual.
	tab.widthSel.SetSelected(widthOptions[1])
	tab.diagonal.SetChecked(true)
	tab.goalSel.SetSelected("Blank last")
	solve(t, tab, "1,2,3,4,5,6,7,0,8", "Beam", "Manhattan")
	if want := "Beam (k = 100) · Manhattan · 3×3 · diagonal · blank last goal"; stats.Subject.Text != want {
		t.Errorf("subject %q, want %q", stats.Subject.Text, want)
	}
}

// An error goes as soon as its input is fixed, before Load or Solve; a
// new error waits for them, so typing raises none.
func TestErrorsGoWhenFixed(t *testing.T) {
	tab, _ := newTestTab(t)
	tab.StateBox.SetText("1,2,3,4,5,0,6,7")
	if tab.StateErr.Visible() {
		t.Fatal("an error while typing")
	}
	test.Tap(tab.Search.SolveBtn)
	if !strings.Contains(tab.StateErr.Text, "8 tiles") {
		t.Fatalf("Solve on 8 tiles: error %q", tab.StateErr.Text)
	}
	tab.StateBox.SetText("1,2,3,4,5,0,6,7,7")
	if !strings.Contains(tab.StateErr.Text, "appears twice") {
		t.Errorf("the error does not follow the typing: %q", tab.StateErr.Text)
	}
	tab.StateBox.SetText("1,2,3,4,5,0,6,7,8")
	if tab.StateErr.Visible() {
		t.Errorf("fixed state, error still shown: %q", tab.StateErr.Text)
	}
	// The node limit: empty is an error, not "no limit".
	tab.Limits.MaxNodes.SetText("")
	test.Tap(tab.Search.SolveBtn)
	if !tab.Limits.Err.Visible() || tab.Search.Busy() {
		t.Fatal("an empty node limit was taken")
	}
	tab.Limits.MaxNodes.SetText("5,000")
	if tab.Limits.Err.Visible() {
		t.Error("node limit fixed, error still shown")
	}
	tab.Limits.MaxNodes.SetText("")
	tab.Limits.NoLimit.SetChecked(true)
	if !tab.Warning.Visible() || !strings.Contains(tab.Warning.Text, "No node limit") {
		t.Errorf("No limit ticked, warning %q", tab.Warning.Text)
	}
	// A 5×5 board warns that random positions take hours; a smaller one
	// takes the warning away again.
	tab.Limits.NoLimit.SetChecked(false)
	load(tab, "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24")
	if !tab.Warning.Visible() || !strings.Contains(tab.Warning.Text, "hours or days") {
		t.Errorf("5×5: warning %q", tab.Warning.Text)
	}
	load(tab, "312 645 7b8")
	if tab.Warning.Visible() {
		t.Errorf("back on 3×3, the warning stays: %q", tab.Warning.Text)
	}
}

// Solve stays where it is when errors appear, the heuristic menu comes
// and goes with the engine, or a warning shows.
func TestSolveDoesNotMove(t *testing.T) {
	tab, _ := newTestTab(t)
	moved := kittest.Stays(t, tab.Search.SolveBtn)
	for _, e := range []string{"BFS", "IDA*", "Beam", "A*"} {
		tab.EngineMenu.SetSelected(e)
		moved("choosing " + e)
	}
	choose(t, tab, "A*", "Euclidean")
	moved("choosing Euclidean")
	tab.Limits.MaxNodes.SetText("many")
	tab.Solve()
	if !tab.Limits.Err.Visible() {
		t.Error("no node limit error")
	}
	moved("a node limit error")
	load(tab, "nonsense")
	moved("a state error")
	tab.Limits.NoLimit.SetChecked(true)
	moved("the no-limit warning")
	tab.SeedBox.SetText("x")
	tab.Randomize()
	moved("a seed error")
	tab.goalSel.SetSelected("Custom")
	test.Type(tab.customGoal, "1 2")
	tab.customGoal.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	moved("a goal error")
	if !tab.goalErr.Visible() || !tab.StateErr.Visible() || !tab.RandErr.Visible() {
		t.Errorf("not every error was on show: goal %v, state %v, limit %v, seed %v", tab.goalErr.Visible(), tab.StateErr.Visible(), tab.Limits.Err.Visible(), tab.RandErr.Visible())
	}
}

// The custom goal asks for nothing until typed, shows an example of the
// board's size, and a goal that reads well applies at once: the tiles on
// their new goal squares change colour.
func TestCustomGoal(t *testing.T) {
	tab, _ := newTestTab(t)
	for i, wo := range widthOptions {
		tab.widthSel.SetSelected(wo)
		tab.goalSel.SetSelected("Custom")
		example := strings.TrimPrefix(tab.customGoal.PlaceHolder, "such as ")
		w := i + 2
		if _, _, err := puzzles.NewSliding(puzzles.SlidingOptions{Width: w, Goal: example}); err != nil || tab.goalErr.Visible() {
			t.Errorf("%d×%d: example %q: %v, error shown %v", w, w, example, err, tab.goalErr.Visible())
		}
		tab.goalSel.SetSelected("Blank first")
	}
	tab.widthSel.SetSelected(widthOptions[1])
	load(tab, "1 2 3 / 8 0 4 / 7 6 5")
	tab.goalSel.SetSelected("Custom")
	test.Type(tab.customGoal, "1 2 3 / 8 0 4 / 7 6 5")
	if tab.goalErr.Visible() || tab.board().Goal() != tab.Start() {
		t.Fatalf("the typed goal did not apply: error %q", tab.goalErr.Text)
	}
	for i, v := range tab.view.tiles {
		if tab.view.goal[i] != v {
			t.Fatalf("tile %d is on its goal square but drawn as misplaced: goal drawn %v", v, tab.view.goal)
		}
	}
	tab.goalSel.SetSelected("Blank last")
	if got := sliding.Tiles(tab.view.goal).String(); got != "1,2,3,4,5,6,7,8,0" {
		t.Errorf("blank last chosen, tiles coloured for the goal %s", got)
	}
}

// A new board size says what happened to the state, and going back to a
// size brings its position back.
func TestBoardSizeSaysWhatItDid(t *testing.T) {
	tab, _ := newTestTab(t)
	load(tab, "1,2,3,4,5,0,6,7,8")
	tab.widthSel.SetSelected(widthOptions[2])
	if !tab.StateNote.Visible() || !strings.Contains(tab.StateNote.Text, "replaced the 3×3") || tab.board().Width() != 4 {
		t.Errorf("4×4 chosen: note %q", tab.StateNote.Text)
	}
	tab.widthSel.SetSelected(widthOptions[1])
	if tab.StateBox.Text != "1,2,3,4,5,0,6,7,8" || !strings.Contains(tab.StateNote.Text, "Back to") {
		t.Errorf("back to 3×3: state %q, note %q", tab.StateBox.Text, tab.StateNote.Text)
	}
}

// The first search with pattern databases says they are being built.
func TestPatternDatabasesSayTheyAreBuilding(t *testing.T) {
	tab, _ := newTestTab(t)
	load(tab, "1 2 3 0 4 5 6 7 8 9 10 11 12 13 14 15")
	if tab.board().PatternDBReady() {
		t.Skip("this 4×4 board's pattern databases were built before this test")
	}
	choose(t, tab, "A*", "Pattern databases")
	tab.Solve()
	if got := tab.Search.Stats.Headline.Text; got != "Building pattern databases… (first time only)" {
		t.Errorf("headline while they build: %q", got)
	}
	kittest.Wait(t, tab.Search.Done(), "the search")
	if got := tab.Search.Stats.Headline.Text; got != "Solved in 3 moves." {
		t.Errorf("then: %q", got)
	}
}
