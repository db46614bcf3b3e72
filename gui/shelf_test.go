package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
)

// build makes the main window with every tab made, for the tests that go
// through them all; the window itself makes a tab when it is first shown.
func build(a fyne.App) (fyne.Window, []kit.Tab) {
	w, s := assemble(a)
	for i := range s.slots {
		s.tab(i)
	}
	return w, s.made()
}

// TestTabsMadeWhenShown: the window opens with the first tab made and the
// others' titles in the bar; a tab is made when first selected, under the
// title it gives itself, into the page the bar already held, and only
// once; the menus act on the tab on show.
func TestTabsMadeWhenShown(t *testing.T) {
	a := test.NewTempApp(t)
	w, s := assemble(a)
	defer w.Close()
	if made := s.made(); len(made) != 1 || made[0] != s.slots[0].tab {
		t.Fatalf("the window opened with %d tabs made, want the first alone", len(made))
	}
	at := tabsOf(w)
	for i, sl := range s.slots {
		page := at.Items[i].Content
		at.SelectIndex(i)
		tab := s.slots[i].tab
		if tab == nil {
			t.Fatalf("%s: not made once selected", sl.title)
		}
		settle(t, tab)
		if at.Items[i].Text != tab.Title() || at.Items[i].Content != page {
			t.Errorf("tab %d: titled %q, its own title %q; page kept %v", i, at.Items[i].Text, tab.Title(), at.Items[i].Content == page)
		}
		if len(kittest.AllControls(page)) < 3 {
			t.Errorf("%s: its page shows %d controls", tab.Title(), len(kittest.AllControls(page)))
		}
		if s.current() != tab {
			t.Errorf("%s: the menus act on another tab", tab.Title())
		}
		if len(s.made()) != i+1 {
			t.Errorf("after showing %s, %d tabs made, want %d", tab.Title(), len(s.made()), i+1)
		}
	}
	first := s.slots[0].tab
	at.SelectIndex(0)
	if s.slots[0].tab != first || len(s.made()) != len(s.slots) {
		t.Error("a tab shown again was made again")
	}
}

// TestQuitBeforeEveryTabIsMade: Quit with tabs never shown closes the
// window, with nothing to ask about.
func TestQuitBeforeEveryTabIsMade(t *testing.T) {
	a := test.NewTempApp(t)
	w, s := assemble(a)
	closed := false
	w.SetOnClosed(func() { closed = true })
	menuItem(t, w, "File", "Quit").Action()
	if !closed || len(s.made()) != 1 {
		t.Errorf("Quit: closed %v, %d tabs made", closed, len(s.made()))
	}
}
