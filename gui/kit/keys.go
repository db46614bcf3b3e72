package kit

import "fyne.io/fyne/v2"

// SetKeys makes f the handler of the keys that no widget of c's takes,
// called on Fyne's goroutine (see fromKeys).
// In a browser page Fyne 2.7.1 reports the letter keys only as typed
// characters, never as keys; there a letter typed is also handed to f as
// the key it is typed with, so that the keys C, S and E, or A and D,
// work in a page as on the desktop.
func SetKeys(c fyne.Canvas, f func(*fyne.KeyEvent)) { setKeys(c, f, lettersOnlyAsRunes) }

func setKeys(c fyne.Canvas, f func(*fyne.KeyEvent), bridge bool) {
	c.SetOnTypedKey(func(e *fyne.KeyEvent) { fromKeys(func() { f(e) }) })
	if !bridge {
		return
	}
	c.SetOnTypedRune(func(r rune) {
		if k := letterKey(r); k != "" {
			fromKeys(func() { f(&fyne.KeyEvent{Name: k}) })
		}
	})
}

// letterKey is the key a letter is typed with, or "" for any other
// character: Fyne names the letter keys by their capitals.
func letterKey(r rune) fyne.KeyName {
	switch {
	case r >= 'a' && r <= 'z':
		return fyne.KeyName(rune(r - 'a' + 'A'))
	case r >= 'A' && r <= 'Z':
		return fyne.KeyName(r)
	}
	return ""
}

// fromKeys runs f, a reaction to a key, on the goroutine that may touch
// widgets. On the desktop keys arrive there and f runs at once. In a
// browser page Fyne 2.7.1 hands each key to a goroutine of its own, and
// what f changes there is drawn late or not at all (a map editor's new
// place stayed unseen until the next click), so there f goes to fyne.Do.
func fromKeys(f func()) {
	if keysOffMain {
		fyne.Do(f)
		return
	}
	f()
}
