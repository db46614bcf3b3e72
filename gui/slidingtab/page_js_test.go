package slidingtab

import (
	"math/rand/v2"
	"syscall/js"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"frontier/core/cache"
	"frontier/gui/kit/kittest"
)

// These tests run as in a browser page: GOOS=js under Node (make
// webcheck), where Go has the page's one thread and is never preempted,
// so work that does not give the page its turn holds up everything else.

// pageWaits returns the longest the page's event loop has waited for its
// turn since the call, as seen by a timer of the page that wants to run
// every 10 ms: the longest a click would have waited.
func pageWaits(t *testing.T) func() time.Duration {
	now := func() float64 { return js.Global().Get("performance").Call("now").Float() }
	last, longest := now(), 0.0
	tick := js.FuncOf(func(js.Value, []js.Value) any {
		n := now()
		longest, last = max(longest, n-last), n
		return nil
	})
	id := js.Global().Call("setInterval", tick, 10)
	t.Cleanup(func() {
		js.Global().Call("clearInterval", id)
		tick.Release()
	})
	return func() time.Duration {
		return time.Duration(max(longest, now()-last) * float64(time.Millisecond))
	}
}

// waitLong waits for ch, for minutes at most: the first build of the 4×4
// pattern databases in a page takes a while on a busy machine.
func waitLong(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(10 * time.Minute):
		t.Fatalf("timed out waiting for %s", what)
	}
}

// TestPageCoachAndSolveOnTheFifteenPuzzle: the coach switched on over a
// 15-puzzle builds the pattern databases, and Solve from here, tapped at
// once, waits for them and then searches; the search ends with an
// optimal path to the goal of the coach's length, and all the while the
// page has its turn at least every few seconds (it once waited minutes;
// the browser check measures the delays a user sees, on a quiet machine
// about a tenth of a second, which a busy one may stretch).
func TestPageCoachAndSolveOnTheFifteenPuzzle(t *testing.T) {
	t.Setenv(cache.DirEnv, "off") // a page keeps no files: the tables are built
	tab, _ := newTestTab(t)
	tab.widthSel.SetSelected(widthOptions[2])
	s, _ := tab.board().WalkFrom(tab.Kind().Goal, 30, rand.New(rand.NewPCG(7, 8)))
	tab.SetStart(s)
	waits := pageWaits(t)
	tab.Coach.Switch.SetChecked(true)
	if got := kittest.CoachStanding(tab.Coach.Line.Text); got != "Optimal: building pattern databases… (first time only)" {
		t.Fatalf("coach's line %q before the tables are built", got)
	}
	test.Tap(tab.Coach.FromHereBtn)
	waitLong(t, tab.Search.Done(), "the search")
	waitLong(t, tab.Coach.Done(), "the coach")
	path, moves := tab.Search.Path()
	if len(path) == 0 || path[0] != s || path[len(path)-1] != tab.Kind().Goal {
		t.Fatalf("Solve from here found no path from the start to the goal: %q", tab.Search.Stats.Headline.Text)
	}
	for i, m := range moves {
		if next, err := tab.Kind().Apply(path[i], m); err != nil || next != path[i+1] {
			t.Fatalf("move %d (%s) of the path does not lead to its next state", i+1, m)
		}
	}
	a, ok := tab.Coach.Advice()
	if !ok || a.Cost != len(path)-1 {
		t.Fatalf("path of %d moves, the coach says %d (%v)", len(path)-1, a.Cost, ok)
	}
	tab.Search.Player.Pause()
	w := waits()
	t.Logf("the page waited %v at most for its turn", w)
	if w > 5*time.Second {
		t.Fatalf("the page waited %v for its turn", w)
	}
}
