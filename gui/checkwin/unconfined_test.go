package checkwin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/puzzles"
	"frontier/core/sandbox"
	"frontier/gui/watch"
)

// Where no sandbox can be made, the window says why in the check's one
// line and offers to run the program unconfined, which it does not offer
// before.
func TestUnconfinedOfferedWhereNoSandbox(t *testing.T) {
	test.NewTempApp(t)
	w := New[int]("toy", func(watch.Job[int]) {}, func(puzzles.State) (int, bool) { return 0, false })
	if w.Unconfined.Visible() {
		t.Fatal("unconfined offered before any check")
	}
	w.show(checked{err: &sandbox.Unavailable{Cause: "user namespaces are forbidden", Fix: "sysctl -w x=0"}}, 0)
	if !w.Unconfined.Visible() || w.Unconfined.Checked {
		t.Fatalf("after the sandbox failed: shown %v, ticked %v", w.Unconfined.Visible(), w.Unconfined.Checked)
	}
	for _, want := range []string{"user namespaces are forbidden", "sysctl -w x=0", "unconfined"} {
		if !strings.Contains(w.Status.Text, want) {
			t.Errorf("status %q lacks %q", w.Status.Text, want)
		}
	}
}
