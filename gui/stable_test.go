package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
)

// settle waits for a tab's background work, if it started any.
func settle(t *testing.T, tab kit.Tab) {
	t.Helper()
	if s, ok := tab.(kit.Settler); ok {
		kittest.Wait(t, s.Done(), "the tab's work")
	}
}

// tabContents are the pages of the window's tabs, in order.
func tabContents(w fyne.Window) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, it := range tabsOf(w).Items {
		out = append(out, it.Content)
	}
	return out
}

// sameControls reports whether two lists hold the same objects, in order.
func sameControls(a, b []fyne.CanvasObject) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestControlsStayPut works every menu and switch of the puzzle tabs and
// the lab, as a user would, and checks after each change that the tab
// holds exactly the controls it held before, the very same objects: no
// widget tree is rebuilt under the user's hand (a menu tapped after it
// left the window crashes Fyne 2.7.1), and every menu stays where the
// window's canvas renewal reaches it.
func TestControlsStayPut(t *testing.T) {
	a := test.NewTempApp(t)
	w, all := build(a)
	defer w.Close()
	w.Resize(fyne.NewSize(1280, 800))
	tabs := tabsOf(w)
	for i, content := range tabContents(w) {
		name := tabs.Items[i].Text
		if name == "Letter game" {
			continue // being reworked elsewhere; it has tests of its own
		}
		tabs.SelectIndex(i)
		// A switch or a menu may start background work (the coach's
		// answer, a table, the inspector's distance), which Fyne's test
		// driver hands to the widgets on the worker's own goroutine: the
		// test looks at the widgets only once the tab has settled.
		settle(t, all[i])
		before := kittest.AllControls(content)
		t.Logf("%s: %d controls", name, len(before))
		check := func(what string) {
			t.Helper()
			if after := kittest.AllControls(content); !sameControls(before, after) {
				t.Fatalf("%s: %s changed the tab's controls (%d before, %d after)", name, what, len(before), len(after))
			}
		}
		for _, o := range before {
			switch c := o.(type) {
			case *kit.Select:
				if c.Disabled() {
					continue
				}
				for _, opt := range append([]string(nil), c.Options...) {
					c.SetSelected(opt)
					settle(t, all[i])
					check("choosing " + opt)
				}
			case *widget.Check:
				if c.Disabled() || !c.Visible() {
					continue
				}
				c.SetChecked(!c.Checked)
				settle(t, all[i])
				check("ticking " + c.Text)
				c.SetChecked(!c.Checked)
				settle(t, all[i])
				check("clearing " + c.Text)
			}
		}
		renewed := map[fyne.CanvasObject]bool{}
		reach(w.Content(), func(o fyne.CanvasObject) { renewed[o] = true })
		for _, o := range kittest.AllControls(content) {
			if _, menu := o.(*kit.Select); menu && !renewed[o] {
				t.Errorf("%s: the canvas renewal does not reach the menu showing %q", name, o.(*kit.Select).Selected)
			}
			if e, ok := o.(*kit.Entry); ok && !renewed[o] {
				t.Errorf("%s: the canvas renewal does not reach the text box %q", name, e.PlaceHolder)
			}
		}
	}
}
