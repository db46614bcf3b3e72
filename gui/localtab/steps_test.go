package localtab

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"frontier/core/local"
)

// TestStepping: Step and the → key show each recorded step's board,
// which is the board before it with the step's queen moved to its row
// (replayed here, one queen at a time), and say the step's move in the
// engine's words; Back and ← show the board before again.
func TestStepping(t *testing.T) {
	tab := newTestTab(t, local.EngineHillClimbing, "sideways", "100")
	frames := tab.rec.frames
	board := append([]int(nil), frames[0].state.([]int)...)
	for i := 1; i < len(frames); i++ {
		before := append([]int(nil), board...)
		if i%2 == 0 {
			tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
		} else {
			test := tab.stepper.StepBtn
			test.OnTapped()
		}
		f := frames[i]
		if f.kind != local.KindStop {
			board[f.move.Var] = f.move.Val
		}
		if tab.stepper.Current() != i || !slices.Equal(tab.queensB.rows, board) {
			t.Fatalf("step %d: the board shows %v, want %v", i, tab.queensB.rows, board)
		}
		if f.kind != local.KindStop && (!strings.Contains(tab.desc.Text, f.words) || f.words == "") {
			t.Errorf("step %d: %q does not say the move %q", i, tab.desc.Text, f.words)
		}
		if f.kind != local.KindStop && tab.queensB.target != [2]int{f.move.Var, f.move.Val} {
			t.Errorf("step %d: the square outlined is %v, want the move's %v", i, tab.queensB.target, f.move)
		}
		tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
		if !slices.Equal(tab.queensB.rows, before) {
			t.Fatalf("back from step %d: the board shows %v, want %v", i, tab.queensB.rows, before)
		}
		tab.stepper.Step()
	}
	if last := frames[len(frames)-1]; last.kind != local.KindStop || !strings.Contains(tab.desc.Text, "stops") {
		t.Errorf("the last step says %q", tab.desc.Text)
	}
}
