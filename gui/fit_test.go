package gui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
)

// screen is what a 1280×800 projector shows of the window's content: the
// window's title bar and the menu bar take the top.
func screen() fyne.Size {
	const titleBar = 30
	menuBar := 2 * fyne.CurrentApp().Settings().Theme().Size("text")
	return fyne.NewSize(1280, 800-titleBar-menuBar)
}

// pages lists every page the window shows: each tab, and each page of a
// tab with pages of its own (the lab's experiments and scripts), with a
// function that brings it on screen.
func pages(w fyne.Window) (names []string, show []func()) {
	tabs := w.Content().(*fyne.Container).Objects[0].(*container.AppTabs)
	for i, it := range tabs.Items {
		if inner, ok := it.Content.(*container.AppTabs); ok {
			for j, sub := range inner.Items {
				names = append(names, it.Text+" / "+sub.Text)
				show = append(show, func() { tabs.SelectIndex(i); inner.SelectIndex(j) })
			}
			continue
		}
		names = append(names, it.Text)
		show = append(show, func() { tabs.SelectIndex(i) })
	}
	return names, show
}

// checkPages lays the window out at size and checks that on every page
// every control lies whole in the window and in view of its scroll
// containers, and that lists and tables show several rows.
func checkPages(t *testing.T, w fyne.Window, tabs []kit.Tab, size fyne.Size, what string) {
	t.Helper()
	w.Resize(size)
	names, show := pages(w)
	for p, name := range names {
		if name == "Letter game" {
			continue // its own fit test checks it, page by page
		}
		show[p]()
		w.Content().Refresh()
		for _, tab := range tabs {
			settle(t, tab) // the cube starts its table once shown
		}
		controls := kittest.Controls(w.Content(), w.Canvas().Size())
		if len(controls) < 5 {
			t.Errorf("%s, %s: only %d controls found", what, name, len(controls))
		}
		// The puzzle tabs' columns scroll on a short screen: there a
		// control must be brought whole into view by scrolling, which
		// TestPuzzleTabsFitProjectors checks; elsewhere it must be in view.
		scrolls := name == "Sliding puzzle" || name == "2×2×2 cube"
		if scrolls {
			for _, bad := range offScreen(w.Content(), size, nil) {
				t.Errorf("%s, %s: %s", what, name, bad)
			}
		}
		for _, c := range controls {
			if !c.Seen() && !scrolls {
				t.Errorf("%s, %s: %T %q at %v size %v is not in view %v", what, name, c.Obj, text(c.Obj), c.At.Pos, c.Size(), c.View)
			}
			if rows := rowsShown(c); rows >= 0 && rows < minRows(c.Obj) {
				t.Errorf("%s, %s: %T shows %.1f rows, want %.0f", what, name, c.Obj, rows, minRows(c.Obj))
			}
		}
	}
}

// rowsShown is how many rows a list or table shows, each as tall as its
// cells are made and a separator; -1 for other controls.
func rowsShown(c kittest.Placed) float32 {
	var cell fyne.CanvasObject
	switch o := c.Obj.(type) {
	case *widget.Table:
		cell = o.CreateCell()
	case *kit.PathList:
		cell = o.CreateItem()
	default:
		return -1
	}
	row := cell.MinSize().Height + fyne.CurrentApp().Settings().Theme().Size("separator")
	return c.Size().Height / row
}

// minRows: the lab's table shows a header and ten rows, the path lists
// several moves.
func minRows(o fyne.CanvasObject) float32 {
	if _, ok := o.(*widget.Table); ok {
		return 11
	}
	return 4
}

func text(o fyne.CanvasObject) string {
	switch c := o.(type) {
	case *widget.Button:
		return c.Text
	case *kit.Select:
		return c.Selected
	case *widget.Check:
		return c.Text
	}
	return ""
}

// TestFitsScreen: at 1280×800, in presentation mode and not, and at the
// window's minimum size, with the heuristic inspector on, every page shows
// all its controls, none off the window or scrolled out of view, and the
// lists several rows.
func TestFitsScreen(t *testing.T) {
	for _, presenting := range []bool{false, true} {
		a := test.NewTempApp(t)
		a.Preferences().SetBool(prefPresentation, presenting)
		// The heuristic inspector on: its marks and lines take room.
		a.Preferences().SetBool("sliding.inspect", true)
		a.Preferences().SetBool("cube.inspect", true)
		w, tabs := build(a)
		what := fmt.Sprintf("presentation %v", presenting)
		t.Logf("%s: smallest window %v", what, w.Content().MinSize())
		if m := w.Content().MinSize(); m.Width > screen().Width || m.Height > screen().Height {
			t.Errorf("%s: the window needs %v, more than the %v a 1280×800 screen shows", what, m, screen())
		}
		checkPages(t, w, tabs, screen(), what+", 1280×800")
		pad := 2 * a.Settings().Theme().Size("padding") // around a window's content
		checkPages(t, w, tabs, w.Content().MinSize().AddWidthHeight(pad, pad), what+", smallest window")
		w.Close()
	}
}

// TestPuzzleTabsFitProjectors: on a 1024×768 and a 1280×800 projector,
// in presentation mode and not, with the heuristic inspector on, every
// control of both puzzle tabs lies on the screen, or is brought onto it
// by scrolling the column it is in; Solve, Cancel and Watch never need
// scrolling.
func TestPuzzleTabsFitProjectors(t *testing.T) {
	for _, presenting := range []bool{false, true} {
		a := test.NewTempApp(t)
		a.Preferences().SetBool(prefPresentation, presenting)
		a.Preferences().SetBool("sliding.inspect", true)
		a.Preferences().SetBool("cube.inspect", true)
		w, tabs := build(a)
		names, show := pages(w)
		for _, p := range projectors {
			w.Resize(p.content())
			for i, name := range names[:2] {
				show[i]()
				w.Content().Refresh()
				settle(t, tabs[i])
				what := fmt.Sprintf("presentation %v, %s, %s", presenting, p.name, name)
				// A page cannot be smaller than it needs; the other tabs'
				// pages are their own tests' business.
				if m, got := tabs[i].Content().MinSize(), tabs[i].Content().Size(); m.Width > got.Width+0.5 || m.Height > got.Height+0.5 {
					t.Errorf("%s: the page needs %v, more than the %v it has on this screen", what, m, got)
				}
				fixed := map[fyne.CanvasObject]bool{}
				for _, c := range kittest.AllControls(w.Content()) {
					if b, ok := c.(*widget.Button); ok && (b.Text == "Solve" || b.Text == "Cancel" || b.Text == "Watch") {
						fixed[c] = true
					}
				}
				if len(fixed) != 3 {
					t.Errorf("%s: found %d of Solve, Cancel and Watch", what, len(fixed))
				}
				all := reachable(w.Content())
				scrolled := 0
				for _, c := range all {
					if c.scrolled && c.reach != c.at {
						scrolled++
					}
				}
				if len(all) < 30 {
					t.Errorf("%s: only %d controls found", what, len(all))
				}
				t.Logf("%s: %d controls, %d of them brought into view by scrolling; the page needs %v", what, len(all), scrolled, w.Content().MinSize())
				for _, bad := range offScreen(w.Content(), p.content(), fixed) {
					t.Errorf("%s: %s", what, bad)
				}
			}
		}
		w.Close()
	}
}
