package gui

import (
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/gui/kit/kittest"
	"frontier/gui/slidingtab"
	"frontier/internal/ownprocess"
)

// cancelBound is how soon after Cancel or Esc a search must have stopped
// and shown its counters; four times as long under the race detector,
// which slows the search's every memory access, not the product's.
func cancelBound() time.Duration {
	if raceEnabled {
		return 2 * time.Second
	}
	return 500 * time.Millisecond
}

// TestCancelStopsSoon: a 5×5 A* search with no node limit, which runs
// for minutes, stops within half a second of Cancel or Esc, at moments
// from its first second to well into its growth (its frontier in the
// millions), while two goroutines spin beside it on this process's
// processors, as a busy machine would take them. The time is measured
// from the tap or key to the result on show, in a process of its own:
// the other tests' heaps and goroutines would take the search's time.
// Run alone with FRONTIER_TEST_OWN_PROCESS=TestCancelStopsSoon and -v,
// it prints its figures.
func TestCancelStopsSoon(t *testing.T) {
	if !ownprocess.Run(t) {
		return
	}
	a := test.NewTempApp(t)
	p := a.Preferences()
	p.SetInt("sliding.width", 5)
	p.SetBool("sliding.noLimit", true)
	// A random walk of 300 moves (seed 7): A* with Manhattan has not
	// solved it after minutes.
	p.SetString("sliding.state", "11,22,18,6,4,2,7,1,9,19,21,12,24,3,8,15,20,17,10,14,0,16,5,13,23")
	w, tabs := build(a)
	defer w.Close()
	tab := tabs[0].(*slidingtab.Tab)
	settle(t, tab)
	if got := tab.Search.Stats.Value("Generated"); tab.Limits.NoLimit.Checked == false || got != "—" {
		t.Fatalf("no limit %v, generated %q before any search", tab.Limits.NoLimit.Checked, got)
	}

	var spin atomic.Bool
	for range 2 {
		go func() {
			for n := 0; !spin.Load(); n++ {
			}
		}()
	}
	defer spin.Store(true)

	after := []time.Duration{200 * time.Millisecond, time.Second, 3 * time.Second}
	if !testing.Short() {
		after = append(after, 10*time.Second, 30*time.Second)
	}
	var worst time.Duration
	for i, d := range after {
		how := "Cancel"
		if i%2 == 1 {
			how = "Esc"
		}
		test.Tap(tab.Search.SolveBtn)
		kittest.Wait(t, tab.Search.Live(), "the search's first counters")
		time.Sleep(d)
		if !tab.Search.Busy() {
			t.Fatalf("the search ended by itself before %v: %q", d, tab.Search.Stats.Headline.Text)
		}
		at := time.Now()
		if how == "Esc" {
			w.Canvas().Unfocus()
			key(w, fyne.KeyEscape)
		} else {
			// The button's own action: test.Tap would walk the window's
			// tree while the search's updates, which the test driver runs
			// on the search's goroutine, change it.
			tab.Search.CancelBtn.OnTapped()
		}
		<-tab.Search.Done()
		took := time.Since(at)
		worst = max(worst, took)
		generated := tab.Search.Stats.Value("Generated")
		t.Logf("%s after %v: stopped and shown in %v (generated %s, max frontier %s)",
			how, d, took.Round(time.Millisecond/10), generated, tab.Search.Stats.Value("Max frontier"))
		if !strings.Contains(tab.Search.Stats.Headline.Text, "cancelled") || generated == "—" {
			t.Errorf("%s after %v: headline %q, generated %q", how, d, tab.Search.Stats.Headline.Text, generated)
		}
		if took > cancelBound() {
			t.Errorf("%s after %v: the search stopped %v after it, more than %v", how, d, took, cancelBound())
		}
	}
	fmt.Printf("longest time from Cancel or Esc to the search stopped: %v\n", worst.Round(time.Millisecond/10))
}
