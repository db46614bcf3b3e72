package gui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
	"frontier/gui/slidingtab"
)

// TestRaceFitsScreen: the race's window, in presentation mode and not,
// after four engines raced on the first of Korf's 15-puzzles (57 moves)
// with a node limit that stops the two A* lanes, IDA* with the pattern
// databases solving it and greedy best-first solving it badly, needs no
// more than a 1024×768 and a 1280×800 screen show (less a title bar),
// and shows every control whole, in view or brought into view by
// scrolling, and every text whole (kittest.Cut): the longest counters
// and verdicts among them, and the lanes' menus ("IDA* · Pattern
// databases" read "IDA* · Pattern datab…").
func TestRaceFitsScreen(t *testing.T) {
	for _, presenting := range []bool{false, true} {
		a := test.NewTempApp(t)
		a.Preferences().SetBool(prefPresentation, presenting)
		w, tabs := build(a)
		var tab *slidingtab.Tab
		for _, x := range tabs {
			if s, ok := x.(*slidingtab.Tab); ok {
				tab = s
			}
		}
		settle(t, tab)
		for _, c := range kittest.AllControls(tab.Content()) {
			if m, ok := c.(*kit.Select); ok && slices.Contains(m.Options, "4×4 (15-puzzle)") {
				m.SetSelected("4×4 (15-puzzle)")
			}
		}
		settle(t, tab)
		tab.StateBox.SetText("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3")
		tab.StateBox.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		tab.Limits.MaxNodes.SetText("150,000")
		settle(t, tab)
		r := tab.Race
		test.Tap(tab.RaceBtn)
		lanes := []string{"A* · Manhattan", "IDA* · Pattern databases", "A* · Misplaced tiles", "Greedy best-first · Manhattan"}
		for l, m := range r.Menus {
			m.SetSelected(lanes[l])
			if m.Selected != lanes[l] {
				t.Fatalf("no %q among %q", lanes[l], m.Options)
			}
		}
		test.Tap(r.RunBtn)
		kittest.Wait(t, r.Done(), "the race")
		if !strings.HasSuffix(r.Counters[0].Text, "stopped at the node limit") || r.Verdicts[1].Text != "Optimal (promised)." ||
			!strings.HasPrefix(r.Verdicts[3].Text, "Not optimal") {
			t.Fatalf("lanes end %q, %q, %q", r.Counters[0].Text, r.Verdicts[1].Text, r.Verdicts[3].Text)
		}
		var rw fyne.Window
		for _, x := range a.Driver().AllWindows() {
			if strings.HasPrefix(x.Title(), "Race") {
				rw = x
			}
		}
		if rw == nil {
			t.Fatal("Race… opened no window")
		}
		for _, screen := range watchScreens {
			what := fmt.Sprintf("presentation %v, %v×%v", presenting, screen.Width, screen.Height)
			rw.Resize(screen)
			rw.Content().Refresh()
			if m := rw.Content().MinSize(); m.Width > screen.Width+0.5 || m.Height > screen.Height+0.5 {
				t.Errorf("%s: the race's window needs %v", what, m)
			}
			for _, bad := range offScreen(rw.Content(), screen, nil) {
				t.Errorf("%s: %s", what, bad)
			}
			for _, bad := range kittest.Cut(rw.Content(), screen) {
				t.Errorf("%s: %s", what, bad)
			}
		}
		w.Close()
	}
}
