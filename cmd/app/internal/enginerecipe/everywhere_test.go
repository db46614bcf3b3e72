package enginerecipe_test

import (
	"context"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/check"
	"frontier/core/practice"
	"frontier/core/puzzles"
	"frontier/core/runner"
	"frontier/core/search"
	"frontier/gui/slidingtab"
)

// The toy engine reaches, with no file but toy_test.go changed for it,
// every place an engine is listed or explained: these tests find it in
// the engine tables (what the README carries), predict mode's grading,
// the lab's offer on every puzzle, the tab's engine menu and the race, and
// the checker of students' programs; recipe_test.go finds it in the
// command line, trace and experiments.

func TestEngineTables(t *testing.T) {
	code, out, _ := runCLI("engines")
	for _, row := range []string{
		"| `toy` | Toy BFS | with unit step costs | breadth-first search written outside the search package |",
		"| `toy` | First in, first out, children in the puzzle's move order. |",
		"| `toy` | expands the node that has waited longest (first in, first out) | goal test generated or expanded; seen pushed or expanded | — |",
	} {
		if code != 0 || !strings.Contains(out, row) {
			t.Errorf("frontier engines lacks the row %s", row)
		}
	}
}

// TestPredictGrades: predict mode grades the toy's picks by its rule,
// first in, first out.
func TestPredictGrades(t *testing.T) {
	k, _, err := puzzles.NewSliding(puzzles.SlidingOptions{})
	if err != nil {
		t.Fatal(err)
	}
	start, _ := k.Parse("1,4,2,3,0,5,6,7,8")
	rec, err := k.Record(context.Background(), start, "toy", puzzles.HeuristicNone, search.Options{}, 0, 40)
	if err != nil || rec.Len() == 0 {
		t.Fatalf("recording: %v", err)
	}
	g := practice.NewGrader(rec, "toy")
	for i := 0; i < rec.Len(); i++ {
		if g.Ask(i) != practice.Pick {
			continue
		}
		right := rec.Step(i + 1).Node.ID
		v := g.Pick(i, g.Frontier(i, 40), right)
		if !v.Right || v.Rule != practice.RuleFIFO && v.Rule != practice.RuleOnly || !strings.Contains(v.Reason, "Toy BFS expands the node that has waited longest") && v.Rule == practice.RuleFIFO {
			t.Errorf("position %d: %+v", i, v)
		}
	}
}

// TestLabAndRaceOffer: every puzzle's lab offers the toy, and so do the
// sliding tab's engine menu and its race.
func TestLabAndRaceOffer(t *testing.T) {
	for _, id := range []puzzles.ID{puzzles.Sliding, puzzles.Cube, puzzles.Route} {
		d, err := puzzles.New(id, puzzles.Settings{})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(d.Lab().Offered, puzzles.Contestant{Engine: "toy"}) {
			t.Errorf("%s: the lab offers %v", id, d.Lab().Offered)
		}
	}
	a := test.NewTempApp(t)
	tab := slidingtab.New(a.Preferences())
	if !slices.Contains(tab.EngineMenu.Options, "Toy BFS") {
		t.Errorf("the engine menu offers %q", tab.EngineMenu.Options)
	}
	tab.Race.Open()
	if !slices.Contains(tab.Race.Menus[0].Options, "Toy BFS") {
		t.Errorf("the race offers %q", tab.Race.Menus[0].Options)
	}
}

// TestCheckerModelsIt: a student's BFS, checked against the toy, passes
// under the toy's rule and conventions.
func TestCheckerModelsIt(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed (make test installs it)")
	}
	d, _ := puzzles.New(puzzles.Sliding, puzzles.Settings{})
	start, _ := d.Parse("1,4,2,3,8,7,6,5,0")
	dir, _ := filepath.Abs("../../../../core/check/testdata/solvers")
	gs, err := check.CheckProgram(context.Background(), runner.Program{Command: "python3 bfs.py", Dir: dir},
		[]*check.Problem{{Domain: d, Start: start, Engine: "toy", Heuristic: puzzles.HeuristicNone, MaxNodes: 100_000}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r := gs[0].Report; r.Verdict != check.Pass || r.Convention == "" {
		t.Errorf("the student's BFS against the toy: %+v", r.Checks)
	}
}
