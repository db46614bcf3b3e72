package puzzletab_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/gui/kit/kittest"
	"frontier/gui/puzzletab"
)

// TestCoachDropsTheOldQuestion: Frogs with a coach whose table answers
// at once, except on one position, where a question waits until its
// context is cancelled. A move by hand onto that position, then one
// more before it answers: the first question's context is cancelled, and
// the line speaks of the position played to, by the distance a plain
// breadth-first search (toy_test.go) finds.
func TestCoachDropsTheOldQuestion(t *testing.T) {
	start, err := parseFrogs("BBB_WWW")
	if err != nil {
		t.Fatal(err)
	}
	slow, _ := start.move(-1) // BB_BWWW
	after, _ := slow.move(2)  // BBWB_WW
	// armed makes the next question on the slow position wait: asked
	// before, as the start's neighbour, it answers at once.
	var armed atomic.Bool
	entered := make(chan struct{})
	cancelled := make(chan struct{})
	k := *frogsKind
	k.Distance = func(ctx context.Context, p frogs) (int, error) {
		if p == slow && armed.CompareAndSwap(true, false) {
			close(entered)
			<-ctx.Done()
			close(cancelled)
			return 0, ctx.Err()
		}
		return plainDistance(formatFrogs(p)), nil
	}
	pz := frogsTab()
	pz.Kind = &k
	pz.Coach = &puzzletab.Coaching[frogs, frogs]{} // it always speaks
	a := test.NewTempApp(t)
	tab := puzzletab.New(a.Preferences(), pz)
	w := test.NewTempWindow(t, tab.Content())
	w.Resize(fyne.NewSize(1280, 800))
	c := tab.Coach
	c.Switch.SetChecked(true)
	kittest.Wait(t, tab.Done(), "the coach")
	tab.SetStart(start)
	kittest.Wait(t, tab.Done(), "the coach")

	armed.Store(true)
	tab.Play(slow)
	kittest.Wait(t, entered, "the question on "+formatFrogs(slow))
	if kittest.CoachStanding(c.Line.Text) != "Optimal: computing…" {
		t.Fatalf("while the coach works on %s the line says %q", formatFrogs(slow), kittest.CoachStanding(c.Line.Text))
	}
	tab.Play(after)
	kittest.Wait(t, cancelled, "the old question's cancellation")
	kittest.Wait(t, tab.Done(), "the coach")
	d, d0 := plainDistance(formatFrogs(after)), plainDistance(formatFrogs(start))
	want := fmt.Sprintf("Optimal: %d moves left · +%d moves wasted", d, 2+d-d0)
	if 2+d-d0 == 0 {
		want = fmt.Sprintf("Optimal: %d moves left · optimal so far", d)
	}
	if got := kittest.CoachStanding(c.Line.Text); got != want {
		t.Fatalf("after %s and %s the line says %q, want %q", formatFrogs(slow), formatFrogs(after), got, want)
	}
}
