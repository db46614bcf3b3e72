package cubetab

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/puzzles"
	"frontier/gui/kit/kittest"
)

// The cube's result says what produced it; another engine greys it and
// keeps its path, another cube greys it and drops the path.
func TestCubeResultsSayWhatProducedThem(t *testing.T) {
	tab, _ := newTestTab(t)
	stats := tab.search.Stats
	scramble(t, tab, "R U F'")
	solve(t, tab, "A*", "exact")
	if stats.Subject.Text != "A* · exact · 2×2×2 cube" || stats.Greyed() {
		t.Fatalf("subject %q", stats.Subject.Text)
	}
	tab.engineSel.SetSelected("BFS")
	if !stats.Greyed() || tab.search.Player.Len() != 4 {
		t.Errorf("engine changed: greyed %v, path of %d", stats.Greyed(), tab.search.Player.Len())
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
	if !stats.Greyed() || !strings.HasPrefix(stats.Subject.Text, "Previous: ") || tab.search.Player.Len() != 0 {
		t.Errorf("cube turned: subject %q, path of %d", stats.Subject.Text, tab.search.Player.Len())
	}
}

// Solve stays where it is when errors and warnings come and go.
func TestCubeSolveDoesNotMove(t *testing.T) {
	tab, _ := newTestTab(t)
	moved := kittest.Stays(t, tab.search.SolveBtn)
	tab.engineSel.SetSelected("IDA*")
	tab.heurSel.SetSelected(heuristicTitle(puzzles.CubeKind().Heuristics[1]))
	if !tab.warning.Visible() {
		t.Error("IDA* with a weak heuristic shows no warning")
	}
	moved("a warning")
	tab.engineSel.SetSelected("DFS")
	moved("another warning")
	tab.limits.NoLimit.SetChecked(true)
	moved("the no-limit warning")
	tab.stateEntry.SetText("WWWW")
	tab.loadEntry()
	moved("a state error")
	tab.scrambleEntry.SetText("R U X")
	tab.applyScramble()
	moved("a scramble error")
	tab.lengthEntry.SetText("many")
	tab.randomScramble()
	moved("a length error")
	tab.scrambleEntry.SetText("R U")
	if tab.scrambleErr.Visible() {
		t.Error("the scramble fixed, its error stays")
	}
}
