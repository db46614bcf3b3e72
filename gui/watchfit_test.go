package gui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
	"frontier/gui/cubetab"
	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
	"frontier/gui/slidingtab"
	"frontier/gui/watch"
)

// watchScreens are the screens a watch window must fit, less a title bar:
// it has no menu bar.
var watchScreens = []fyne.Size{fyne.NewSize(1024, 768-30), fyne.NewSize(1280, 800-30)}

// TestWatchFitsScreen: each puzzle tab's watch view, in presentation mode
// and not, filling a 1024×768 and a 1280×800 screen and at its smallest,
// shows every control whole and in view, the stepper's buttons among them,
// and the frontier several rows, and needs no more than a 1024×768 screen
// shows. IDA* is watched, so that the table of passes shows too, with the
// view's heuristic inspector on.
func TestWatchFitsScreen(t *testing.T) {
	for _, presenting := range []bool{false, true} {
		a := test.NewTempApp(t)
		a.Preferences().SetBool(prefPresentation, presenting)
		w, tabs := build(a)
		for _, tab := range tabs {
			settle(t, tab)
			what := fmt.Sprintf("presentation %v, %s", presenting, tab.Title())
			switch tab := tab.(type) {
			case *slidingtab.Tab:
				checkWatch(t, tab.Content(), tab.WatchWindow(), what)
			case *cubetab.Tab:
				checkWatch(t, tab.Content(), tab.WatchWindow(), what)
			}
		}
		w.Close()
	}
}

// checkWatch picks IDA* on a tab's page, taps Watch, waits for the
// recording, steps into it and checks the watch window's layout.
func checkWatch[S comparable](t *testing.T, page fyne.CanvasObject, ww *watch.Window[S], what string) {
	t.Helper()
	var watchBtn *widget.Button
	for _, c := range kittest.AllControls(page) {
		switch c := c.(type) {
		case *widget.Button:
			if c.Text == "Watch" {
				watchBtn = c
			}
		case *kit.Select:
			if c.Selected == search.EngineAStar.Title()+" Manhattan" || c.Selected == search.EngineAStar.Title() {
				c.SetSelected(search.EngineIDAStar.Title())
			}
		}
	}
	if watchBtn == nil {
		t.Fatalf("%s: no Watch button", what)
	}
	test.Tap(watchBtn)
	v := ww.View
	kittest.Wait(t, v.Done(), what+": the recording")
	if v.Recording() == nil || len(v.Recording().Passes()) == 0 {
		t.Fatalf("%s: no passes recorded; did IDA* run?", what)
	}
	win := ww.Fyne()
	inspecting := false
	for _, c := range kittest.AllControls(win.Content()) {
		if c, ok := c.(*widget.Check); ok && c.Text == "Inspect h" {
			c.SetChecked(true)
			inspecting = true
		}
	}
	if !inspecting {
		t.Fatalf("%s: no Inspect h switch in the watch view", what)
	}
	for range 3 {
		test.Tap(v.Stepper.StepBtn)
	}
	pad := 2 * fyne.CurrentApp().Settings().Theme().Size("padding")
	smallest := win.Content().MinSize().AddWidthHeight(pad, pad)
	t.Logf("%s: smallest watch window %v", what, smallest)
	if small := watchScreens[0]; smallest.Width > small.Width || smallest.Height > small.Height {
		t.Errorf("%s: the watch window needs %v, more than the %v a 1024×768 screen shows", what, smallest, small)
	}
	buttons := []*widget.Button{v.Stepper.StepBtn, v.FineBtn, v.Stepper.BackBtn, v.Stepper.AutoBtn, v.GoalBtn, v.Stepper.ResetBtn}
	for _, size := range append(watchScreens, smallest) {
		win.Resize(size)
		win.Content().Refresh()
		controls := kittest.Controls(win.Content(), win.Canvas().Size())
		if len(controls) < 10 {
			t.Errorf("%s at %v: only %d controls found", what, size, len(controls))
		}
		seen := map[fyne.CanvasObject]bool{}
		for _, c := range controls {
			seen[c.Obj] = c.Seen()
			if !c.Seen() {
				t.Errorf("%s at %v: %T %q at %v size %v is not in view %v", what, size, c.Obj, text(c.Obj), c.At.Pos, c.Size(), c.View)
			}
			if tb, ok := c.Obj.(*widget.Table); ok {
				row := tb.CreateCell().MinSize().Height + fyne.CurrentApp().Settings().Theme().Size("separator")
				if rows := c.Size().Height / row; rows < 4 {
					t.Errorf("%s at %v: a table shows %.1f rows, want 4 or more (header included)", what, size, rows)
				}
			}
		}
		for _, b := range buttons {
			if !seen[b] {
				t.Errorf("%s at %v: the stepper's %q button is not in view", what, size, b.Text)
			}
		}
	}
	win.Close()
}
