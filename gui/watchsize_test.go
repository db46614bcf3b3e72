package gui

import (
	"fmt"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/cubetab"
	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
	"frontier/gui/maptab"
	"frontier/gui/slidingtab"
	"frontier/gui/watch"
)

// TestWatchWindowSize: the watch window of every puzzle tab, on a
// 1024×768 and a 1280×800 desk, in presentation mode and not, opens
// inside the desk (less the window manager's title bar) and stays there
// through what a class does with it: the recording, steps and fine
// steps, the inspector, predict mode, You choose to the goal. A real
// window opens at watch.FirstSize, or larger if its content needs more
// then, and grows, never shrinks, whenever its content needs more than
// it has; the test driver's window does neither, so the test follows
// the size a real window would have after each action.
func TestWatchWindowSize(t *testing.T) {
	for _, d := range desks {
		for _, presenting := range []bool{false, true} {
			t.Run(fmt.Sprintf("%vx%v presentation %v", d.Width, d.Height, presenting), func(t *testing.T) {
				old := watch.FirstSize
				t.Cleanup(func() { watch.FirstSize = old })
				a, w, tabs := onDesk(t, d, presenting)
				_ = a
				watch.FirstSize = windowSize(d)
				room := fyne.NewSize(d.Width, d.Height-kit.TitleBar)
				for _, tab := range tabs {
					settle(t, tab)
					what := tab.Title()
					switch tab := tab.(type) {
					case *slidingtab.Tab:
						followWatch(t, tab.Content(), tab.WatchWindow(), tab.WatchInspector, room, what)
					case *cubetab.Tab:
						followWatch(t, tab.Content(), tab.WatchWindow(), tab.WatchInspector, room, what)
					case *maptab.Tab:
						followWatch(t, tab.Content(), tab.WatchWindow(), tab.WatchInspector, room, what)
					}
				}
				w.Close()
			})
		}
	}
}

// followWatch opens a tab's watch window with the tab's own search and
// works it, checking after each action, once the view and its inspector
// in have drawn their answers, the size a real window would have.
func followWatch[S comparable](t *testing.T, page fyne.CanvasObject, ww *watch.Window[S], in interface{ Done() <-chan struct{} }, room fyne.Size, what string) {
	t.Helper()
	var watchBtn *widget.Button
	for _, c := range kittest.AllControls(page) {
		if b, ok := c.(*widget.Button); ok && b.Text == "Watch" {
			watchBtn = b
		}
	}
	if watchBtn == nil {
		t.Fatalf("%s: no Watch button", what)
	}
	test.Tap(watchBtn)
	win := ww.Fyne()
	v := ww.View
	size := win.Canvas().Size()
	pad := 2 * fyne.CurrentApp().Settings().Theme().Size("padding")
	check := func(action string) {
		t.Helper()
		if in != nil {
			kittest.Settle(t, what+": "+action, v.Done, in.Done)
		}
		size = size.Max(win.Content().MinSize().AddWidthHeight(pad, pad))
		if size.Width > room.Width || size.Height > room.Height {
			t.Errorf("%s, %s: the watch window is %v, more than the %v the desk shows", what, action, size, room)
		}
	}
	check("opened")
	kittest.Wait(t, v.Done(), what+": the recording")
	check("recorded")
	switches := map[string]*widget.Check{}
	kittest.Each(win.Content(), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok {
			switches[c.Text] = c
		}
	})
	for range 3 {
		test.Tap(v.Stepper.StepBtn)
	}
	check("three steps")
	test.Tap(v.FineBtn)
	check("a fine step")
	if sw := switches["Inspect h"]; sw != nil {
		sw.SetChecked(true)
		settleWatch(t, v)
		check("the inspector on")
	}
	switches["Predict"].SetChecked(true)
	check("predict mode on")
	test.Tap(v.FineBtn)
	check("predict mode, a fine step")
	for range 2 {
		test.Tap(v.Stepper.StepBtn)
	}
	check("predict mode, two steps")
	switches["Predict"].SetChecked(false)
	choose := switches["You choose"]
	if choose == nil || choose.Disabled() {
		t.Fatalf("%s: no You choose switch to turn on", what)
	}
	choose.SetChecked(true)
	kittest.Wait(t, v.Done(), what+": your search")
	check("You choose on")
	for range 40 {
		_, list := v.Frontier()
		if len(list) == 0 || v.Stepper.Current() == v.Stepper.Len()-1 && v.Recording().Result().Solved {
			break
		}
		// The node's number, then Enter where another node's number
		// goes on from it; a pick records in the background, waited
		// for before the next key.
		for _, d := range strconv.Itoa(list[0].ID) {
			v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyName(d)})
		}
		kittest.Wait(t, v.Done(), what+": your search")
		v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		kittest.Wait(t, v.Done(), what+": your search")
	}
	check("You choose, picks")
	kit.CloseDialogs()
	choose.SetChecked(false)
	check("You choose off")
	win.Close()
}

// settleWatch waits for the inspector's work in the watch view, if any.
func settleWatch[S comparable](t *testing.T, v *watch.View[S]) {
	t.Helper()
	kittest.Wait(t, v.Done(), "the watch view")
}
