package slidingtab

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit/kittest"
)

// TestCheckSolverWindow: File → Check a solver… on the sliding tab runs a
// student's program on the start in the state box and a drawn one, lists
// the tests with their verdicts, shows a test's report, and opens its
// search in the watch view beside the program's expansions, the engine's
// steps the program's up to the divergence.
func TestCheckSolverWindow(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed (make test installs it)")
	}
	program, _ := filepath.Abs("../../docs/examples/astar_greedy.py")
	tab, _ := newTestTab(t)
	if !load(tab, "0,1,5,6,2,8,4,3,7") {
		t.Fatal("the state was refused")
	}
	choose(t, tab, "A*", "Manhattan")
	tab.CheckSolver()
	cw := tab.Checker()
	test.NewTempWindow(t, cw.Content()).Resize(fyne.NewSize(900, 600))
	cw.Command.SetText("python3 " + program)
	cw.Tests.SetText("1")
	test.Tap(cw.CheckBtn)
	kittest.Wait(t, cw.Done(), "the check")
	if !strings.HasPrefix(cw.Status.Text, "1 of 2 tests pass.") || cw.List.Length() != 2 {
		t.Fatalf("status %q, %d tests listed", cw.Status.Text, cw.List.Length())
	}
	// The failed test is picked: its report names the mistake.
	if !strings.Contains(cw.Report.Text, "Test 1: 8-puzzle from 0 1 5 6 2 8 4 3 7") || !strings.Contains(cw.Report.Text, "Mistake wrong-priority") {
		t.Errorf("report:\n%s", cw.Report.Text)
	}
	test.Tap(cw.WatchBtn)
	v := tab.WatchWindow().View
	kittest.Wait(t, v.Done(), "the recording")
	if v.Recording() == nil {
		t.Fatal("nothing recorded")
	}
	heads := 0
	kittest.Each(tab.WatchWindow().Fyne().Content(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "Your program: ") && l.Visible() {
			heads++
			if !strings.Contains(l.Text, "step 12 differs") {
				t.Errorf("the program's heading: %q", l.Text)
			}
		}
	})
	if heads != 1 {
		t.Errorf("%d headings of the program's expansions on show", heads)
	}
	// Up to step 11 the engine expands what the program expanded; the
	// program's row of the step on show is in bold.
	for _, step := range []int{1, 11} {
		tap(t, v, "step", step-v.Stepper.Current())
		want := fmt.Sprintf("✓ %d. %s", step, tab.Kind().Compact(v.Node().State))
		if !shows(tab.WatchWindow().Fyne().Content(), want) {
			t.Errorf("step %d: no row %q of the program's", step, want)
		}
	}
	tap(t, v, "step", 1)
	if shows(tab.WatchWindow().Fyne().Content(), fmt.Sprintf("✗ 12. %s", tab.Kind().Compact(v.Node().State))) {
		t.Error("step 12, where the two part, shows the engine's node as the program's")
	}
}

// shows reports whether a bold label of text is on show under root.
func shows(root fyne.CanvasObject, text string) bool {
	found := false
	kittest.Each(root, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == text && l.TextStyle.Bold && l.Visible() {
			found = true
		}
	})
	return found
}
