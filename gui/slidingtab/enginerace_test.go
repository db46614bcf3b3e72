package slidingtab

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
	"frontier/gui/kit/kittest"
)

// raceTab is a tab on the 4×4 board at state, with the race's panel in
// a window of its own beside a check box the test taps, and the lanes
// set to lanes.
func raceTab(t *testing.T, state string, lanes ...string) (*Tab, *widget.Check) {
	t.Helper()
	tab, a := newTestTab(t)
	tab.widthSel.SetSelected(widthOptions[2])
	if !load(tab, state) {
		t.Fatal(tab.StateErr.Text)
	}
	r := tab.Race
	r.Content() // built with the tab
	box := widget.NewCheck("tapped while racing", nil)
	w := a.NewWindow("race")
	w.SetContent(container.NewBorder(box, nil, nil, nil, r.Content()))
	w.Resize(fyne.NewSize(900, 700))
	t.Cleanup(w.Close)
	tab.RaceBtn.Tapped(&fyne.PointEvent{}) // fills the menus; the window it opens stays empty under test
	for l, m := range r.Menus {
		want := "—"
		if l < len(lanes) {
			want = lanes[l]
		}
		m.SetSelected(want)
		if m.Selected != want {
			t.Fatalf("no %q among %q", want, m.Options)
		}
	}
	return tab, box
}

// TestRaceStaysResponsiveAndCancels: four engines race on a 4×4 state
// none of them solves soon. Race returns at once; the test keeps tapping
// a check box while they run, each tap taken, until every lane has shown
// its live counters twice over; then Cancel stops all four.
func TestRaceStaysResponsiveAndCancels(t *testing.T) {
	// The first of Korf's hundred: 57 moves.
	tab, box := raceTab(t, "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3",
		"A* · Misplaced tiles", "A* · Manhattan", "IDA* · Manhattan", "BFS")
	tab.Limits.NoLimit.SetChecked(true)
	r := tab.Race
	test.Tap(r.RunBtn)
	r.Sync(func() {
		if !r.Busy() || !r.RunBtn.Disabled() || r.CancelBtn.Disabled() {
			t.Fatalf("after Race: busy %v, Race enabled %v, Cancel enabled %v", r.Busy(), !r.RunBtn.Disabled(), !r.CancelBtn.Disabled())
		}
	})
	taps := 0
	var seen [len(r.Counters)]map[string]bool
	for running := true; running; {
		r.Sync(func() {
			test.Tap(box)
			taps++
			if box.Checked != (taps%2 == 1) {
				t.Fatalf("tap %d while racing was not taken", taps)
			}
			running = false
			for i, c := range r.Counters {
				if seen[i] == nil {
					seen[i] = map[string]bool{}
				}
				if c.Text != "" {
					seen[i][c.Text] = true
				}
				if len(seen[i]) < 2 {
					running = true
				}
			}
			if !r.Busy() {
				t.Fatal("the race ended by itself")
			}
		})
	}
	r.Sync(func() { test.Tap(r.CancelBtn) })
	kittest.Wait(t, r.Done(), "the race")
	t.Logf("%d taps taken while four engines raced", taps)
	results, _ := r.Results()
	if len(results) != 4 {
		t.Fatalf("%d results, want 4", len(results))
	}
	for i, res := range results {
		if res.Solved || res.StopReason != search.StopCancelled || !strings.HasSuffix(r.Counters[i].Text, " · cancelled") {
			t.Fatalf("lane %d: solved %v, stop %q, says %q", i, res.Solved, res.StopReason, r.Counters[i].Text)
		}
	}
	if !strings.HasPrefix(r.Status.Text, "Cancelled") || r.Chart.ExportObject().Visible() {
		t.Fatalf("status %q, chart on show %v", r.Status.Text, r.Chart.ExportObject().Visible())
	}
}

// TestRaceChartsTheWinners: four engines that finish on a state 30 moves
// from the goal; the chart stars, in every measure, the lanes whose
// result has the least value, and the verdicts compare each cost with
// the optimal one.
func TestRaceChartsTheWinners(t *testing.T) {
	b := rand.New(rand.NewPCG(9, 10))
	tab, _ := newTestTab(t)
	tab.widthSel.SetSelected(widthOptions[2])
	s, _ := tab.board().WalkFrom(tab.Kind().Goal, 40, b)
	state := tab.board().Format(s)
	tab, _ = raceTab(t, state, "A* · Manhattan", "IDA* · Pattern databases", "Greedy best-first · Manhattan", "A* · Linear conflict")
	r := tab.Race
	test.Tap(r.RunBtn)
	kittest.Wait(t, r.Done(), "the race")
	results, peaks := r.Results()
	if len(results) != 4 {
		t.Fatalf("%d results, want 4: %q", len(results), r.Status.Text)
	}
	best := -1
	for i, res := range results {
		if !res.Solved {
			t.Fatalf("lane %d did not solve: %s", i, res.StopReason)
		}
		if res.Optimal && (best < 0 || res.Cost < best) {
			best = res.Cost
		}
	}
	value := func(m int, i int) int64 {
		switch m {
		case 0:
			return results[i].Expanded
		case 1:
			return int64(results[i].Elapsed)
		case 2:
			return int64(peaks[i])
		}
		return int64(results[i].Cost)
	}
	if !r.Chart.ExportObject().Visible() {
		t.Fatal("no chart after the race")
	}
	for m := range 4 {
		least := value(m, 0)
		for i := range results {
			least = min(least, value(m, i))
		}
		for i := range results {
			starred := strings.HasSuffix(r.Chart.Values[m][i].Text, "★")
			if starred != (value(m, i) == least) {
				t.Fatalf("measure %q lane %d: %q starred %v, value %d, least %d", r.Chart.Titles[m].Text, i,
					r.Chart.Values[m][i].Text, starred, value(m, i), least)
			}
		}
	}
	for i, res := range results {
		v := r.Verdicts[i].Text
		switch {
		case res.Optimal && v != "Optimal (promised).":
			t.Fatalf("lane %d optimal, says %q", i, v)
		case !res.Optimal && res.Cost == best && !strings.HasPrefix(v, "Optimal cost"):
			t.Fatalf("lane %d at the optimal cost, says %q", i, v)
		case !res.Optimal && res.Cost > best && !strings.HasPrefix(v, "Not optimal"):
			t.Fatalf("lane %d at cost %d > %d, says %q", i, res.Cost, best, v)
		}
	}
	for i := range results {
		t.Logf("%s: %s; %s", r.Menus[i].Selected, r.Counters[i].Text, r.Verdicts[i].Text)
	}
	t.Log(r.Status.Text)
	if !strings.HasPrefix(r.Status.Text, "Winners: fewest nodes ") {
		t.Fatalf("status %q", r.Status.Text)
	}
	// Opened again on another board, the race says its results are of
	// the earlier one.
	if !load(tab, tab.Kind().Format(tab.Kind().Goal)) {
		t.Fatal(tab.StateErr.Text)
	}
	tab.RaceBtn.Tapped(&fyne.PointEvent{})
	if !strings.HasPrefix(r.Status.Text, "These results are of an earlier race, on ") {
		t.Errorf("reopened on the goal, the race says %q", r.Status.Text)
	}
}
