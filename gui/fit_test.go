package gui

import (
	"fmt"
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
	"frontier/gui/maptab"
)

// desks are the screens a teacher meets: the most common projector,
// 1024×768, and the common wide one, 1280×800.
var desks = []fyne.Size{fyne.NewSize(1024, 768), fyne.NewSize(1280, 800)}

// menuBar is the height of the window's menu bar, which a real window
// draws in its canvas and the test driver leaves out.
func menuBar() float32 { return 2 * fyne.CurrentApp().Settings().Theme().Size("text") }

// shows is what of a desk the window's content gets: the window manager's
// title bar and the menu bar take the top.
func shows(desk fyne.Size) fyne.Size {
	return fyne.NewSize(desk.Width, desk.Height-kit.TitleBar-menuBar())
}

// screen is what a 1280×800 projector shows of the window's content.
func screen() fyne.Size { return shows(desks[1]) }

// onDesk builds the window as it opens on desk, in presentation mode or
// not, and gives its content the room the desk leaves it.
func onDesk(t *testing.T, desk fyne.Size, presenting bool) (fyne.App, fyne.Window, []kit.Tab) {
	t.Helper()
	a := test.NewTempApp(t)
	a.Preferences().SetBool(prefPresentation, presenting)
	setDesk(t, desk)
	w, tabs := build(a)
	if got, want := w.Canvas().Size(), windowSize(desk); got != want {
		t.Fatalf("on %v the window opens at %v, want %v", desk, got, want)
	}
	w.Resize(shows(desk))
	return a, w, tabs
}

// setDesk makes the window system report desk until the test ends.
func setDesk(t *testing.T, d fyne.Size) {
	old := kit.Desk()
	kit.SetDesk(image.Rect(0, 0, int(d.Width), int(d.Height)))
	t.Cleanup(func() { kit.SetDesk(image.Rect(0, 0, int(old.Width), int(old.Height))) })
}

// pages lists every page of the window's tabs: each tab, and each page
// of a tab with pages of its own (the letter game's, the lab's, and the
// lab's results), with a function that brings it on screen.
func pages(w fyne.Window) (names []string, show []func()) {
	tabs := tabsOf(w)
	var add func(name string, o fyne.CanvasObject, sel func())
	add = func(name string, o fyne.CanvasObject, sel func()) {
		inner := innerTabs(o)
		if inner == nil {
			names, show = append(names, name), append(show, sel)
			return
		}
		for j, it := range inner.Items {
			add(name+" / "+it.Text, it.Content, func() { sel(); inner.SelectIndex(j) })
		}
	}
	for i, it := range tabs.Items {
		add(it.Text, it.Content, func() { tabs.SelectIndex(i) })
	}
	return names, show
}

// innerTabs is the pages a tab's content holds, or nil.
func innerTabs(o fyne.CanvasObject) (inner *container.AppTabs) {
	kittest.Each(o, func(c fyne.CanvasObject) {
		if at, ok := c.(*container.AppTabs); ok && inner == nil {
			inner = at
		}
	})
	return inner
}

// checkPages lays the window out, on every page whose name want
// accepts, at the size sizeFor gives then, and checks that every control
// lies whole in the window and in view of its scroll containers, that
// lists, trees and tables show several rows, and that the window needs
// no more room than that size.
func checkPages(t *testing.T, w fyne.Window, tabs []kit.Tab, sizeFor func() fyne.Size, want func(string) bool, what string) {
	t.Helper()
	names, show := pages(w)
	for p, name := range names {
		if !want(name) {
			continue
		}
		show[p]()
		for _, tab := range tabs {
			settle(t, tab) // the cube starts its table once shown, the letter game its record
		}
		size := sizeFor()
		w.Resize(size)
		w.Content().Refresh()
		if m := w.Content().MinSize(); m.Width > size.Width+0.5 || m.Height > size.Height+0.5 {
			t.Errorf("%s, %s: the window needs %v, more than %v", what, name, m, size)
		}
		controls := kittest.Controls(w.Content(), w.Canvas().Size())
		if len(controls) < 5 {
			t.Errorf("%s, %s: only %d controls found", what, name, len(controls))
		}
		// The puzzle tabs' columns scroll on a short screen: there a
		// control must be brought whole into view by scrolling, which
		// TestPuzzleTabsFitProjectors checks; elsewhere it must be in view.
		scrolls := name == "Sliding puzzle" || name == "2×2×2 cube" || name == "Route"
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

// rowsShown is how many rows a list, tree or table shows, each as tall as
// its cells are made and a separator; -1 for other controls.
func rowsShown(c kittest.Placed) float32 {
	var cell fyne.CanvasObject
	switch o := c.Obj.(type) {
	case *widget.Table:
		cell = o.CreateCell()
	case *kit.PathList:
		cell = o.CreateItem()
	case *widget.Tree:
		cell = o.CreateNode(false)
	default:
		return -1
	}
	row := cell.MinSize().Height + fyne.CurrentApp().Settings().Theme().Size("separator")
	return c.Size().Height / row
}

// minRows: the lab's table shows a header and seven rows at least, the
// path lists and trees several.
func minRows(o fyne.CanvasObject) float32 {
	if _, ok := o.(*widget.Table); ok {
		return 8
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

// smallestWindow is the size the window settles at when made as small as
// its content allows: a text that wraps needs more lines at a narrower
// width, so the minimum may grow once the window has shrunk to it, and the
// window then grows with it, as a real one does at its next frame. A
// minimum that keeps growing is left to checkPages to report.
func smallestWindow(w fyne.Window) fyne.Size {
	pad := 2 * theme.Padding() // around a window's content
	size := w.Content().MinSize().AddWidthHeight(pad, pad)
	for range 3 {
		w.Resize(size)
		w.Content().Refresh()
		next := w.Content().MinSize().AddWidthHeight(pad, pad)
		if next == size {
			break
		}
		size = next
	}
	return size
}

func isLetterOrLab(name string) bool {
	return len(name) >= 3 && (name[:3] == "Let" || name[:3] == "Lab")
}

func isPuzzle(name string) bool { return !isLetterOrLab(name) }

// TestFitsDesks: on a 1024×768 and a 1280×800 screen, title bar and menu
// bar taken off, in presentation mode and not, every page of the letter
// game and the lab shows all its controls whole and in view, and needs
// no more room than the screen leaves; so does the window at its
// smallest.
func TestFitsDesks(t *testing.T) {
	for _, desk := range desks {
		for _, presenting := range []bool{false, true} {
			_, w, tabs := onDesk(t, desk, presenting)
			what := fmt.Sprintf("%v×%v, presentation %v", desk.Width, desk.Height, presenting)
			checkPages(t, w, tabs, func() fyne.Size { return shows(desk) }, isLetterOrLab, what)
			smallest := func() fyne.Size { return smallestWindow(w) }
			checkPages(t, w, tabs, smallest, isLetterOrLab, what+", smallest window")
			w.Close()
		}
	}
}

// TestFitsScreen: the puzzle tabs at 1280×800, in presentation mode and
// not, and at the window's minimum size, with the heuristic inspector
// on, show all their controls, none off the window or scrolled out of
// view, and the lists several rows.
func TestFitsScreen(t *testing.T) {
	for _, presenting := range []bool{false, true} {
		a := test.NewTempApp(t)
		a.Preferences().SetBool(prefPresentation, presenting)
		// The heuristic inspector on: its marks and lines take room.
		a.Preferences().SetBool("sliding.inspect", true)
		a.Preferences().SetBool("cube.inspect", true)
		a.Preferences().SetBool("route.inspect", true)
		w, tabs := build(a)
		what := fmt.Sprintf("presentation %v", presenting)
		checkPages(t, w, tabs, screen, isPuzzle, what+", 1280×800")
		smallest := func() fyne.Size { return smallestWindow(w) }
		checkPages(t, w, tabs, smallest, isPuzzle, what+", smallest window")
		w.Close()
	}
}

// TestPuzzleTabsFitProjectors: on a 1024×768 and a 1280×800 projector,
// in presentation mode and not, with the heuristic inspector on, and
// with the coach off and on, every control of the puzzle tabs lies on
// the screen, or is brought onto it by scrolling the column it is in;
// Solve, Cancel, Watch and the path's list never need scrolling.
func TestPuzzleTabsFitProjectors(t *testing.T) {
	type look struct{ presenting, coaching bool }
	for _, l := range []look{{false, false}, {true, false}, {false, true}, {true, true}} {
		presenting := l.presenting
		a := test.NewTempApp(t)
		a.Preferences().SetBool(prefPresentation, presenting)
		for _, tab := range []string{"sliding", "cube", "route"} {
			a.Preferences().SetBool(tab+".inspect", true)
			a.Preferences().SetBool(tab+".coach", l.coaching)
		}
		w, tabs := build(a)
		names, show := pages(w)
		for _, p := range projectors {
			w.Resize(p.content())
			for i, name := range names[:3] {
				for _, fold := range foldings(tabs[i]) {
					show[i]()
					fold.set()
					w.Content().Refresh()
					settle(t, tabs[i])
					what := fmt.Sprintf("presentation %v, coach %v, %s, %s%s", presenting, l.coaching, p.name, name, fold.name)
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
						// The path, which showed four rows only after the
						// whole column was scrolled at 1024×768.
						if _, ok := c.(*kit.PathList); ok {
							fixed[c] = true
						}
					}
					if len(fixed) != 4 {
						t.Errorf("%s: found %d of Solve, Cancel, Watch and the path", what, len(fixed))
					}
					all := reachable(w.Content())
					scrolled := 0
					for _, c := range all {
						if c.scrolled && c.reach != c.at {
							scrolled++
						}
					}
					if len(all) < fold.controls {
						t.Errorf("%s: only %d controls found", what, len(all))
					}
					t.Logf("%s: %d controls, %d of them brought into view by scrolling; the page needs %v", what, len(all), scrolled, w.Content().MinSize())
					for _, bad := range offScreen(w.Content(), p.content(), fixed) {
						t.Errorf("%s: %s", what, bad)
					}
				}
			}
		}
		w.Close()
	}
}

// folding is a way a tab lays its inputs out, how to lay it out so, and
// how many controls it shows at the least.
type folding struct {
	name     string
	set      func()
	controls int
}

// foldings are the ways tab lays its inputs out: the Route tab's with
// its inputs folded away beside the map (Big map, as it opens) and
// unfolded; any other tab's as it is.
func foldings(tab kit.Tab) []folding {
	m, ok := tab.(*maptab.Tab)
	if !ok {
		return []folding{{"", func() {}, 30}}
	}
	return []folding{
		{", Big map", func() { m.FoldSwitch.SetChecked(true) }, 20},
		{", the inputs unfolded", func() { m.FoldSwitch.SetChecked(false) }, 30},
	}
}

// TestWindowOpensOnTheDesk: the window opens at 1280×800 where there is
// room, and no larger than the desk, its title bar included.
func TestWindowOpensOnTheDesk(t *testing.T) {
	for _, c := range []struct{ desk, want fyne.Size }{
		{fyne.Size{}, fyne.NewSize(1280, 800)},
		{fyne.NewSize(1920, 1080), fyne.NewSize(1280, 800)},
		{fyne.NewSize(1280, 800), fyne.NewSize(1280, 800-kit.TitleBar)},
		{fyne.NewSize(1024, 768), fyne.NewSize(1024, 768-kit.TitleBar)},
	} {
		a := test.NewTempApp(t)
		setDesk(t, c.desk)
		w, _ := build(a)
		if got := w.Canvas().Size(); got != c.want {
			t.Errorf("on a desk of %v the window opens at %v, want %v", c.desk, got, c.want)
		}
		w.Close()
	}
}

// TestPresentationRestoresSize: presentation mode may make the window
// grow, as a window manager does for its larger minimum; leaving it gives
// the window back the size it had, on each desk.
func TestPresentationRestoresSize(t *testing.T) {
	for _, desk := range desks {
		a, w, _ := onDesk(t, desk, false)
		before := w.Canvas().Size()
		item := menuItem(t, w, "View", "Presentation")
		item.Action()
		// What the window manager does when the minimum outgrows the window.
		w.Resize(before.Max(w.Content().MinSize()).AddWidthHeight(40, 60))
		if !a.Preferences().Bool(prefPresentation) {
			t.Fatal("presentation mode is not on")
		}
		item.Action()
		if got := w.Canvas().Size(); got != before {
			t.Errorf("on %v: the window is %v after presentation mode, was %v", desk, got, before)
		}
		w.Close()
	}
}

// TestTabMinimumIsItsOwn: the window needs the room of the tab on show,
// not of the largest tab: a tab that fits a small screen is not pushed
// off it by another.
func TestTabMinimumIsItsOwn(t *testing.T) {
	a := test.NewTempApp(t)
	w, tabs := build(a)
	defer w.Close()
	at := tabsOf(w)
	for i, tab := range tabs {
		at.SelectIndex(i)
		settle(t, tab)
		page := tab.Content().MinSize()
		if got := at.Items[i].Content.MinSize(); got != page {
			t.Errorf("%s: its page asks for %v, its content %v", tab.Title(), got, page)
		}
		for j, it := range at.Items {
			if j != i && !it.Content.MinSize().IsZero() {
				t.Errorf("with %s on show, %s asks for %v", tab.Title(), tabs[j].Title(), it.Content.MinSize())
			}
		}
	}
}

// TestPresentationEnlarges: on each desk, presentation mode makes the
// letter game's board larger, not smaller as the text beside it grows,
// and the lab's table rows taller.
func TestPresentationEnlarges(t *testing.T) {
	for _, desk := range desks {
		var board, row [2]float32
		for i, presenting := range []bool{false, true} {
			_, w, tabs := onDesk(t, desk, presenting)
			_, page := onTab(t, w, tabs, "Letter game")
			w.Content().Refresh()
			for _, c := range kittest.Controls(w.Content(), w.Canvas().Size()) {
				if isCell(c.Obj) && c.Size().Width == c.Size().Height { // the letters to choose are wider
					board[i] = max(board[i], c.Size().Width)
				}
			}
			_, page = onTab(t, w, tabs, "Lab")
			kittest.Each(page, func(o fyne.CanvasObject) {
				if tb, ok := o.(*widget.Table); ok {
					row[i] = tb.CreateCell().MinSize().Height
				}
			})
			w.Close()
		}
		t.Logf("on %v: cells %v and %v wide, rows %v and %v high", desk, board[0], board[1], row[0], row[1])
		if board[1] <= board[0]*1.05 {
			t.Errorf("on %v the board's cells are %v wide in presentation mode, %v without", desk, board[1], board[0])
		}
		if row[1] <= row[0]*1.2 {
			t.Errorf("on %v the lab's rows are %v high in presentation mode, %v without", desk, row[1], row[0])
		}
	}
}
