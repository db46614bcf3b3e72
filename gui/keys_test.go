package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
)

var ctrlEnter = &desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault}

// press delivers a shortcut as the desktop driver does: to the focused
// widget when it takes shortcuts, else to the window's canvas.
func press(w fyne.Window, s fyne.Shortcut) {
	if f, ok := w.Canvas().Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(s)
		return
	}
	w.Canvas().(fyne.Shortcutable).TypedShortcut(s)
}

// key delivers a key as the desktop driver does: to the focused widget,
// else to the window's key handler.
func key(w fyne.Window, name fyne.KeyName) {
	e := &fyne.KeyEvent{Name: name}
	if f := w.Canvas().Focused(); f != nil {
		f.TypedKey(e)
		return
	}
	w.Canvas().OnTypedKey()(e)
}

// entry finds the text box whose placeholder starts with prefix.
func entry(t *testing.T, root fyne.CanvasObject, prefix string) *kit.Entry {
	t.Helper()
	for _, o := range kittest.AllControls(root) {
		if e, ok := o.(*kit.Entry); ok && strings.HasPrefix(e.PlaceHolder, prefix) {
			return e
		}
	}
	t.Fatalf("no text box %q…", prefix)
	return nil
}

// labelText finds a label whose text starts with one of prefixes.
func labelText(root fyne.CanvasObject, prefixes ...string) string {
	var found string
	kittest.Each(root, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok {
			for _, p := range prefixes {
				if strings.HasPrefix(l.Text, p) && found == "" {
					found = l.Text
				}
			}
		}
	})
	return found
}

// Ctrl+Enter typed in the sliding puzzle's state box, where Fyne's text
// box would keep it, solves the state typed there; Esc typed in the box
// cancels a long search.
func TestKeysFromTheStateBox(t *testing.T) {
	a := test.NewTempApp(t)
	w, tabs := build(a)
	defer w.Close()
	page := tabsOf(w).Items[0].Content
	state := entry(t, page, "b12")
	w.Canvas().Focus(state)
	state.SetText("1,2,3,4,5,0,6,7,8")
	press(w, ctrlEnter)
	settle(t, tabs[0])
	if got := labelText(page, "Solved"); got != "Solved in 15 moves." {
		t.Fatalf("after Ctrl+Enter in the state box: %q", got)
	}
	if w.Canvas().Focused() != state {
		t.Error("the state box lost the keyboard")
	}
	// A blind search of a 15-puzzle without a node limit runs until Esc.
	for _, o := range kittest.AllControls(page) {
		if c, ok := o.(*widget.Check); ok && c.Text == "No limit" {
			c.SetChecked(true)
		}
		if s, ok := o.(*kit.Select); ok && len(s.Options) > 0 && s.Options[0] == "BFS" {
			s.SetSelected("BFS")
		}
	}
	w.Canvas().Focus(state)
	state.SetText("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3")
	press(w, ctrlEnter)
	key(w, fyne.KeyEscape)
	settle(t, tabs[0])
	if got := labelText(page, "Not solved", "Solved", "Cancelled"); !strings.Contains(got, "cancelled") && !strings.Contains(got, "Cancelled") {
		t.Errorf("after Esc in the state box: %q", got)
	}
}

// In the cube tab Ctrl+Enter works from the scramble box; a menu just
// used gives the keyboard back; Space and Esc work from the path list.
func TestKeysFromTheCubeTab(t *testing.T) {
	a := test.NewTempApp(t)
	w, tabs := build(a)
	defer w.Close()
	tabsOf(w).SelectIndex(1)
	page := tabsOf(w).Items[1].Content
	scramble := entry(t, page, "moves")
	w.Canvas().Focus(scramble)
	scramble.SetText("R U F'")
	scramble.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // apply it
	press(w, ctrlEnter)
	settle(t, tabs[1])
	if got := labelText(page, "Solved"); got != "Solved in 3 moves." {
		t.Fatalf("after Ctrl+Enter in the scramble box: %q", got)
	}
	var engine *kit.Select
	var list *kit.PathList
	for _, o := range kittest.AllControls(page) {
		if s, ok := o.(*kit.Select); ok && len(s.Options) > 0 && s.Options[0] == "BFS" {
			engine = s
		}
		if l, ok := o.(*kit.PathList); ok {
			list = l
		}
		if c, ok := o.(*widget.Check); ok && c.Text == "No limit" {
			c.SetChecked(true)
		}
	}
	w.Canvas().Focus(engine)
	engine.SetSelected("BFS")
	if w.Canvas().Focused() != nil {
		t.Errorf("the engine menu kept the keyboard")
	}
	w.Canvas().Focus(list)
	key(w, fyne.KeySpace)
	if !playing(page) {
		t.Error("Space in the path list did not play the path")
	}
	key(w, fyne.KeySpace)
	// A blind search of a deep scramble, cancelled from the path list.
	scramble.SetText("R U F' R2 U' F D2 L B' U2 R'")
	scramble.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	w.Canvas().Unfocus()
	press(w, ctrlEnter)
	w.Canvas().Focus(list)
	key(w, fyne.KeyEscape)
	settle(t, tabs[1])
	if got := labelText(page, "Not solved"); !strings.Contains(got, "cancelled") {
		t.Errorf("after Esc in the path list: %q", got)
	}
}

// playing reports whether the page's Play button reads Pause.
func playing(page fyne.CanvasObject) bool {
	for _, o := range kittest.AllControls(page) {
		if b, ok := o.(*kit.TipButton); ok && b.Text == "Pause" {
			return true
		}
	}
	return false
}
