package gui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/cubetab"
	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
	"frontier/gui/slidingtab"
)

// where records where every control of the window lies now, and returns
// a check that each still lies there, whole, after what happened. The
// window is laid out again first, as a real one is at its next frame,
// when a label's text outgrows its room.
func where(t *testing.T, w fyne.Window) func(what string) {
	t.Helper()
	w.Content().Refresh()
	before := map[fyne.CanvasObject]kittest.Rect{}
	for _, c := range kittest.Controls(w.Content(), w.Canvas().Size()) {
		before[c.Obj] = c.At
	}
	return func(what string) {
		t.Helper()
		w.Content().Refresh()
		now := map[fyne.CanvasObject]kittest.Rect{}
		for _, c := range kittest.Controls(w.Content(), w.Canvas().Size()) {
			now[c.Obj] = c.At
		}
		for o, at := range before {
			got, ok := now[o]
			switch {
			case !ok:
				t.Errorf("%s hid the %T %q", what, o, text(o))
			case got.Pos != at.Pos || got.Size != at.Size && !scrolls(o):
				t.Errorf("%s moved the %T %q from %v to %v", what, o, text(o), at, got)
			}
		}
	}
}

// scrolls reports whether o scrolls its rows, so that a change of its
// height, its top staying, only shows more or fewer of them.
func scrolls(o fyne.CanvasObject) bool {
	switch o.(type) {
	case *widget.Table, *widget.Tree, *widget.List:
		return true
	}
	return false
}

// onTab brings the tab titled name on show and returns its page.
func onTab(t *testing.T, w fyne.Window, tabs []kit.Tab, name string) (kit.Tab, fyne.CanvasObject) {
	t.Helper()
	for i, tab := range tabs {
		if tab.Title() == name {
			tabsOf(w).SelectIndex(i)
			settle(t, tab)
			return tab, tab.Content()
		}
	}
	t.Fatalf("no tab %q", name)
	return nil, nil
}

// TestLetterMessagesMoveNothing: on each desk, in presentation mode and
// not, clicking every cell of the board (a move, a cell already taken, a
// click while the computer thinks, the game's end) brings errors, replies
// and reports, and moves no control of the window.
func TestLetterMessagesMoveNothing(t *testing.T) {
	for _, desk := range desks {
		for _, presenting := range []bool{false, true} {
			_, w, tabs := onDesk(t, desk, presenting)
			tab, page := onTab(t, w, tabs, "Letter game")
			stays := where(t, w)
			var cells []fyne.Tappable
			for _, c := range kittest.AllControls(page) {
				// The board's cells are the tappable squares that are
				// neither buttons nor check boxes nor the letters to choose.
				if tp, ok := c.(fyne.Tappable); ok && isCell(c) {
					cells = append(cells, tp)
				}
			}
			if len(cells) != 12 { // nine cells and three letters
				t.Fatalf("found %d squares, want 12", len(cells))
			}
			what := fmt.Sprintf("%v, presentation %v", desk, presenting)
			for _, c := range kittest.AllControls(page) {
				if s, ok := c.(*widget.Select); ok {
					s.SetSelected("plain minimax") // a longer note under the board
					stays(what + ": a new engine")
					s.SetSelected("alpha-beta")
				}
			}
			for i, c := range cells[3:] {
				test.Tap(c)
				settle(t, tab)
				stays(fmt.Sprintf("%s: a click on cell %d", what, i))
			}
			w.Close()
		}
	}
}

// isCell reports whether o is a square of the letter game: tappable, and
// none of Fyne's own controls.
func isCell(o fyne.CanvasObject) bool {
	switch o.(type) {
	case *widget.Button, *widget.Check, *widget.Select, *widget.RadioGroup, *widget.Entry, *kit.Entry,
		*widget.Tree, *widget.List, *widget.Table, *widget.Slider:
		return false
	}
	_, ok := o.(fyne.Tappable)
	return ok && strings.HasSuffix(fmt.Sprintf("%T", o), ".cell")
}

// TestLabMessagesMoveNothing: on each desk, in presentation mode and
// not, a run refused for bad inputs (its message, its inputs' names in
// red, a puzzle option's among them), the inputs fixed, and a run done
// move no control of the window.
func TestLabMessagesMoveNothing(t *testing.T) {
	for _, desk := range desks {
		for _, presenting := range []bool{false, true} {
			_, w, tabs := onDesk(t, desk, presenting)
			tab, page := onTab(t, w, tabs, "Lab")
			boxes := map[string]*kit.Entry{}
			var run *widget.Button
			for _, c := range kittest.AllControls(page) {
				switch c := c.(type) {
				case *kit.Entry:
					boxes[c.PlaceHolder] = c
				case *widget.Button:
					if c.Text == "Run" {
						run = c
					}
				}
			}
			n, to, seed, goal := boxes["20"], boxes["16"], boxes["1"], boxes["blank-first"]
			if n == nil || to == nil || seed == nil || goal == nil || run == nil {
				t.Fatalf("no N, last depth, seed or goal box, or no Run button")
			}
			to.SetText("6")
			stays := where(t, w)
			what := fmt.Sprintf("%v, presentation %v", desk, presenting)
			n.SetText("many")
			seed.SetText("x")
			goal.SetText("1 2 3")
			test.Tap(run)
			if !strings.Contains(statusOf(page), "2 more inputs are marked in red") {
				t.Errorf("%s: the status says %q", what, statusOf(page))
			}
			stays(what + ": an N of many, a seed of x and a goal of 1 2 3 refused")
			n.SetText("2")
			seed.SetText("1")
			goal.SetText("")
			stays(what + ": N, the seed and the goal fixed")
			test.Tap(run)
			settle(t, tab)
			stays(what + ": a run")
			w.Close()
		}
	}
}

// statusOf is the text of the lab's status line, the label that says why
// nothing ran.
func statusOf(page fyne.CanvasObject) (status string) {
	kittest.Each(page, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "Nothing ran: ") {
			status = l.Text
		}
	})
	return status
}

// TestPuzzleMessagesMoveNothing: on each desk, in presentation mode and
// not, a bad state refused by Solve, the warning No limit brings, a note
// from a random start and a solve with its result move no control of the
// puzzle tabs.
func TestPuzzleMessagesMoveNothing(t *testing.T) {
	for _, desk := range desks {
		for _, presenting := range []bool{false, true} {
			_, w, tabs := onDesk(t, desk, presenting)
			for _, name := range []string{"Sliding puzzle", "2×2×2 cube"} {
				tab, page := onTab(t, w, tabs, name)
				var state *kit.Entry
				var solveBtn *widget.Button
				var noLimit *widget.Check
				var solveErr, warning *widget.Label
				switch tab := tab.(type) {
				case *slidingtab.Tab:
					state, solveBtn, noLimit = tab.StateBox, tab.Search.SolveBtn, tab.Limits.NoLimit
					solveErr, warning = tab.SolveErr, tab.Warning
				case *cubetab.Tab:
					state, solveBtn, noLimit = tab.StateBox, tab.Search.SolveBtn, tab.Limits.NoLimit
					solveErr, warning = tab.SolveErr, tab.Warning
				}
				var randomize *widget.Button
				for _, c := range kittest.AllControls(page) {
					if b, ok := c.(*widget.Button); ok && b.Text == "Randomize" {
						randomize = b
					}
				}
				if state == nil || randomize == nil {
					t.Fatalf("%s: no state box or Randomize button", name)
				}
				what := fmt.Sprintf("%v, presentation %v, %s", desk, presenting, name)
				stays := where(t, w)
				good := state.Text
				state.SetText("1 2 3")
				test.Tap(solveBtn)
				if solveErr.Text == "" {
					t.Errorf("%s: Solve refused a bad state without a word", what)
				}
				stays(what + ": a bad state refused")
				state.SetText(good)
				stays(what + ": the state fixed")
				noLimit.SetChecked(true)
				if warning.Text == "" {
					t.Errorf("%s: No limit ticked, no warning", what)
				}
				stays(what + ": No limit's warning")
				noLimit.SetChecked(false)
				test.Tap(randomize)
				settle(t, tab)
				stays(what + ": a random start")
				test.Tap(solveBtn)
				settle(t, tab)
				stays(what + ": a solve")
			}
			w.Close()
		}
	}
}
