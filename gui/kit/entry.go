package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// Entry is a text box that leaves the window's own keys to the window.
// A focused Fyne entry takes every key and shortcut, so Ctrl+Enter (solve)
// and Esc (cancel) typed in a state box would never reach the window;
// Entry passes them on, and any other Ctrl shortcut the box has no use
// for, such as Ctrl+P.
type Entry struct {
	widget.Entry
}

// NewEntry makes a one-line Entry with a placeholder.
func NewEntry(placeholder string) *Entry {
	e := &Entry{}
	e.ExtendBaseWidget(e)
	e.SetPlaceHolder(placeholder)
	return e
}

// NewMultiLineEntry makes a multi-line Entry, such as the script editor.
func NewMultiLineEntry() *Entry {
	e := &Entry{}
	e.MultiLine = true
	e.Wrapping = fyne.TextWrapWord
	e.ExtendBaseWidget(e)
	return e
}

// editingKeys are the Ctrl shortcuts an entry uses itself: moving and
// deleting by words.
var editingKeys = map[fyne.KeyName]bool{
	fyne.KeyLeft: true, fyne.KeyRight: true, fyne.KeyBackspace: true, fyne.KeyDelete: true,
}

// TypedShortcut passes the window's shortcuts on to the window.
func (e *Entry) TypedShortcut(s fyne.Shortcut) {
	if cs, ok := s.(*desktop.CustomShortcut); ok && !editingKeys[cs.KeyName] {
		if c, ok := canvasOf(e).(fyne.Shortcutable); ok {
			c.TypedShortcut(s)
			return
		}
	}
	fromKeys(func() { e.Entry.TypedShortcut(s) })
}

// TypedKey passes Esc on to the window, which cancels what runs. The
// box's own keys (Enter submits) run where widgets may be touched.
func (e *Entry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape && PassToWindow(e, k) {
		return
	}
	fromKeys(func() { e.Entry.TypedKey(k) })
}

// TypedRune types r where widgets may be touched, in order with the keys.
func (e *Entry) TypedRune(r rune) { fromKeys(func() { e.Entry.TypedRune(r) }) }

// PassToWindow hands a key that the focused widget o has no use for to
// the window's key handler, as if nothing had the focus. It reports
// whether the window took it.
func PassToWindow(o fyne.CanvasObject, k *fyne.KeyEvent) bool {
	c := canvasOf(o)
	if c == nil || c.OnTypedKey() == nil {
		return false
	}
	c.OnTypedKey()(k)
	return true
}

// ReleaseFocus gives the keyboard back to the window after a menu, switch
// or slider has been used, so that Space, Esc and the arrow keys act on
// the tab again instead of on that control.
func ReleaseFocus(o fyne.CanvasObject) {
	if c := canvasOf(o); c != nil {
		if f, ok := o.(fyne.Focusable); ok && c.Focused() == f {
			c.Unfocus()
		}
	}
}

func canvasOf(o fyne.CanvasObject) fyne.Canvas {
	if a := fyne.CurrentApp(); a != nil {
		return a.Driver().CanvasForObject(o)
	}
	return nil
}
