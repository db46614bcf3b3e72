package gui

import (
	"fmt"
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

// TestNothingCut: on a 1024×768 and a 1280×800 screen, in presentation
// mode and not, no page of the window and no watch window cuts a text a
// student reads: no label, menu, button or switch is cut short or drawn
// past its room, no table hides columns sideways. The puzzle tabs are
// shown with a result, the watch windows a few steps into their search.
func TestNothingCut(t *testing.T) {
	for _, d := range desks {
		for _, presenting := range []bool{false, true} {
			t.Run(fmt.Sprintf("%vx%v presentation %v", d.Width, d.Height, presenting), func(t *testing.T) {
				old := watch.FirstSize
				t.Cleanup(func() { watch.FirstSize = old })
				_, w, tabs := onDesk(t, d, presenting)
				defer w.Close()
				watch.FirstSize = windowSize(d)
				names, show := pages(w)
				for p, name := range names {
					show[p]()
					for _, tab := range tabs {
						settle(t, tab)
					}
					if p < 3 {
						if s, ok := tabs[p].(kit.Solver); ok {
							s.Solve()
							settle(t, tabs[p])
						}
					}
					// The puzzle tabs are the first three pages.
					folds := []folding{{"", func() {}, 0}}
					if p < 3 {
						folds = foldings(tabs[p])
					}
					for _, fold := range folds {
						fold.set()
						w.Resize(shows(d))
						w.Content().Refresh()
						for _, bad := range kittest.Cut(w.Content(), w.Canvas().Size()) {
							t.Errorf("%s%s: %s", name, fold.name, bad)
						}
					}
				}
				for _, tab := range tabs {
					switch tab := tab.(type) {
					case *slidingtab.Tab:
						cutInWatch(t, tab.Content(), tab.WatchWindow(), tab.Title())
					case *cubetab.Tab:
						cutInWatch(t, tab.Content(), tab.WatchWindow(), tab.Title())
					case *maptab.Tab:
						cutInWatch(t, tab.Content(), tab.WatchWindow(), tab.Title())
						namesInFrontier(t, tab.WatchWindow().Fyne().Content(), tab.Title())
					}
				}
			})
		}
	}
}

// namesInFrontier checks that the watch view's frontier table shows
// its state column: on a map the places' names, without which a student
// cannot tell the rows apart.
func namesInFrontier(t *testing.T, root fyne.CanvasObject, what string) {
	t.Helper()
	found := false
	kittest.Each(root, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == "state" && l.Visible() {
			found = true
		}
	})
	if !found {
		t.Errorf("%s: the watch window's frontier lists no states", what)
	}
}

// cutInWatch opens a tab's watch window and reports the texts it cuts at
// its first size, a few steps into the search.
func cutInWatch[S comparable](t *testing.T, page fyne.CanvasObject, ww *watch.Window[S], what string) {
	t.Helper()
	for _, c := range kittest.AllControls(page) {
		if b, ok := c.(*widget.Button); ok && b.Text == "Watch" {
			test.Tap(b)
		}
	}
	v := ww.View
	kittest.Wait(t, v.Done(), what+": the recording")
	win := ww.Fyne()
	for i := range 3 {
		for _, bad := range kittest.Cut(win.Content(), win.Canvas().Size()) {
			t.Errorf("%s, watch window at position %d: %s", what, i, bad)
		}
		test.Tap(v.Stepper.StepBtn)
	}
	win.Close()
}
