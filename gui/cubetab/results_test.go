package cubetab

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/puzzles"
	"frontier/gui/kit/kittest"
)

// The cube's result says what produced it; another engine greys it and
// keeps its path, another cube greys it and drops the path.
func TestCubeResultsSayWhatProducedThem(t *testing.T) {
	tab, _ := newTestTab(t)
	stats := tab.Search.Stats
	scramble(t, tab, "R U F'")
	solve(t, tab, "A*", "exact")
	if stats.Subject.Text != "A* · Exact distance · 2×2×2 cube" || (stats.Subject.Importance == widget.LowImportance) {
		t.Fatalf("subject %q", stats.Subject.Text)
	}
	tab.EngineMenu.SetSelected("BFS")
	if !(stats.Subject.Importance == widget.LowImportance) || tab.Search.Player.Len() != 4 {
		t.Errorf("engine changed: greyed %v, path of %d", (stats.Subject.Importance == widget.LowImportance), tab.Search.Player.Len())
	}
	solve(t, tab, "BFS", "none")
	if stats.Subject.Text != "BFS · 2×2×2 cube" {
		t.Errorf("subject %q", stats.Subject.Text)
	}
	for _, b := range tab.turnBtns {
		if b.Text == "U2" {
			test.Tap(b)
		}
	}
	if !(stats.Subject.Importance == widget.LowImportance) || !strings.HasPrefix(stats.Subject.Text, "Previous: ") || tab.Search.Player.Len() != 0 {
		t.Errorf("cube turned: subject %q, path of %d", stats.Subject.Text, tab.Search.Player.Len())
	}
}

// Solve stays where it is when errors and warnings come and go.
func TestCubeSolveDoesNotMove(t *testing.T) {
	tab, _ := newTestTab(t)
	moved := kittest.Stays(t, tab.Search.SolveBtn)
	choose(t, tab, "IDA*", string(puzzles.HeuristicOpposingColors))
	if !tab.Warning.Visible() {
		t.Error("IDA* with a weak heuristic shows no warning")
	}
	moved("a warning")
	tab.EngineMenu.SetSelected("DFS")
	moved("another warning")
	tab.Limits.NoLimit.SetChecked(true)
	moved("the no-limit warning")
	load(tab, "WWWW")
	moved("a state error")
	tab.scrambleEntry.SetText("R U X")
	tab.applyScramble()
	moved("a scramble error")
	tab.WalkBox.SetText("many")
	tab.Randomize()
	moved("a length error")
	tab.scrambleEntry.SetText("R U")
	if tab.scrambleErr.Visible() {
		t.Error("the scramble fixed, its error stays")
	}
}
