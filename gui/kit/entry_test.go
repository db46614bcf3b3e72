package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

// A focused Entry passes the window's keys on, Ctrl+Enter and Esc and
// any Ctrl shortcut it has no use for, and keeps its own: typing, and
// Ctrl+arrows that move by words.
func TestEntryPassesWindowKeys(t *testing.T) {
	test.NewTempApp(t)
	e := NewEntry("type here")
	w := test.NewTempWindow(t, e)
	solved, escaped, presented := 0, 0, 0
	for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEnter} {
		w.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault},
			func(fyne.Shortcut) { solved++ })
	}
	w.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { presented++ })
	w.Canvas().SetOnTypedKey(func(k *fyne.KeyEvent) {
		if k.Name == fyne.KeyEscape {
			escaped++
		}
	})
	w.Canvas().Focus(e)
	test.Type(e, "b12 345")
	for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEnter, fyne.KeyP} {
		e.TypedShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault})
	}
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	e.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyLeft, Modifier: fyne.KeyModifierShortcutDefault})
	test.Type(e, "x")
	if solved != 2 || escaped != 1 || presented != 1 {
		t.Errorf("the window got %d solves, %d escapes, %d presentation toggles", solved, escaped, presented)
	}
	if e.Text != "b12 x345" {
		t.Errorf("the box reads %q: Ctrl+Left did not move the cursor a word back", e.Text)
	}
	if w.Canvas().Focused() != e {
		t.Error("the box lost the keyboard")
	}
}
