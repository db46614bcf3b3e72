package puzzletab_test

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/numfmt"
	"frontier/core/search"
	"frontier/gui/kit/kittest"
	"frontier/gui/puzzletab"
)

// TestPruningMenus: the pruning row shows for the engines that offer a
// choice, the goal-test row for BFS alone, each listing the engine's
// choices with its default first; a search runs with the choices shown,
// names them in its subject, and they are remembered for the next tab
// on the same preferences.
func TestPruningMenus(t *testing.T) {
	tab, a := newFrogsTab(t)
	for _, c := range []struct {
		engine        string
		pruning, goal bool
		first         string
	}{
		{"BFS", true, true, "graph (reached set) · default"},
		{"IDS", true, false, "parent (no move back) · default"},
		{"A*", true, false, "graph (reached set) · default"},
		{"Beam", false, false, ""},
	} {
		choose(t, tab, c.engine, "")
		if tab.PruningRow.Visible() != c.pruning || tab.GoalTestRow.Visible() != c.goal {
			t.Errorf("%s: pruning row shown %v, goal-test row shown %v", c.engine, tab.PruningRow.Visible(), tab.GoalTestRow.Visible())
		}
		if c.pruning && (len(tab.PruningMenu.Options) != 3 || tab.PruningMenu.Options[0] != c.first || tab.PruningMenu.Selected != c.first) {
			t.Errorf("%s: pruning menu %q, %q selected", c.engine, tab.PruningMenu.Options, tab.PruningMenu.Selected)
		}
	}
	choose(t, tab, "BFS", "")
	// The goal-test row, hidden for Beam, comes back under the pruning
	// row, laid out at its full height.
	pr, gr := tab.PruningRow, tab.GoalTestRow
	if gr.Position().Y < pr.Position().Y+pr.Size().Height || gr.Size().Height < gr.MinSize().Height {
		t.Errorf("goal-test row at %v size %v, the pruning row at %v size %v", gr.Position(), gr.Size(), pr.Position(), pr.Size())
	}
	tab.PruningMenu.SetSelected("none (tree search)")
	tab.GoalTestMenu.SetSelected("when expanded")
	const start = "WBW_WBB" // four moves from the goal
	tab.StateBox.SetText(start)
	test.Tap(tab.Search.SolveBtn)
	kittest.Wait(t, tab.Search.Done(), "the search")
	f, err := parseFrogs(start)
	if err != nil {
		t.Fatal(err)
	}
	opts := search.Options{Pruning: search.PruneNone, GoalTest: search.GoalOnExpansion}
	want := search.Run(context.Background(), search.EngineBFS, frogsProblem{start: f}, opts)
	graph := search.Run(context.Background(), search.EngineBFS, frogsProblem{start: f}, search.Options{})
	if got := tab.Search.Stats.Value("Expanded"); got != numfmt.Group(want.Expanded) || want.Expanded == graph.Expanded {
		t.Errorf("expanded %s, a tree search with the goal tested on expansion %d (graph search %d)", got, want.Expanded, graph.Expanded)
	}
	if got := tab.Search.Stats.Subject.Text; got != "BFS · none (tree search) · goal test when expanded · Frogs" {
		t.Errorf("subject %q", got)
	}
	// DFS and UCS offer tree search too, but start from their own
	// defaults; BFS keeps its choice.
	for _, e := range []string{"DFS", "UCS"} {
		choose(t, tab, e, "")
		if tab.PruningMenu.Selected == "none (tree search)" {
			t.Errorf("%s shows BFS's choice %q", e, tab.PruningMenu.Selected)
		}
	}
	choose(t, tab, "BFS", "")
	if tab.PruningMenu.Selected != "none (tree search)" || tab.GoalTestMenu.Selected != "when expanded" {
		t.Errorf("back on BFS: pruning %q, goal test %q", tab.PruningMenu.Selected, tab.GoalTestMenu.Selected)
	}
	again := puzzletab.New(a.Preferences(), frogsTab())
	if again.EngineMenu.Selected != "BFS" || again.PruningMenu.Selected != "none (tree search)" ||
		again.GoalTestMenu.Selected != "when expanded" || !again.GoalTestRow.Visible() {
		t.Errorf("restored: %q, pruning %q, goal test %q", again.EngineMenu.Selected, again.PruningMenu.Selected, again.GoalTestMenu.Selected)
	}
}

// TestWhyNotOptimal: a solved search whose engine promises no least-cost
// path says why under its headline.
func TestWhyNotOptimal(t *testing.T) {
	tab, _ := newFrogsTab(t)
	choose(t, tab, "DFS", "")
	tab.StateBox.SetText("WWWBB_B")
	test.Tap(tab.Search.SolveBtn)
	kittest.Wait(t, tab.Search.Done(), "the search")
	d, _ := search.Describe(search.EngineDFS)
	if got := tab.Search.Stats.Headline.Text; !strings.HasPrefix(got, "Solved in ") || !strings.HasSuffix(got, " "+d.NotOptimal) {
		t.Errorf("headline %q", got)
	}
}

// TestTreeSearchAtItsLimit: a depth-first tree search stopped at its node
// limit says it can go round a cycle, and what to choose instead.
func TestTreeSearchAtItsLimit(t *testing.T) {
	tab, _ := newFrogsTab(t)
	choose(t, tab, "DFS", "")
	tab.PruningMenu.SetSelected("none (tree search)")
	tab.Limits.MaxNodes.SetText("1,000")
	tab.StateBox.SetText("BBB_WWW")
	test.Tap(tab.Search.SolveBtn)
	kittest.Wait(t, tab.Search.Done(), "the search")
	if got := tab.Search.Stats.Headline.Text; !strings.HasPrefix(got, "Stopped at the node limit of 1,000: ") || !strings.Contains(got, "cycle") || !strings.Contains(got, "choose a pruning") {
		t.Errorf("headline %q", got)
	}
}
