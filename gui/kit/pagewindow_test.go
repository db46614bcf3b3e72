package kit

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// drawn reports whether w's window is drawn over main: in an overlay of
// main's canvas, among the windows of that overlay, not hidden.
func drawn(main fyne.Window, w *PageWindow) bool {
	for _, o := range main.Canvas().Overlays().List() {
		if m, ok := o.(*container.MultipleWindows); ok && slices.Contains(m.Windows, w.inner) {
			return o.Visible() && w.inner.Visible()
		}
	}
	return false
}

// TestPageWindowClose: the close button asks the intercept and closes
// nothing; Close takes the window and its overlay away and calls
// OnClosed; Show brings it back after a Close and after a Hide.
func TestPageWindowClose(t *testing.T) {
	test.NewTempApp(t)
	main := test.NewWindow(widget.NewLabel("main"))
	defer main.Close()
	main.Resize(fyne.NewSize(800, 600))
	w := NewPageWindow(main, "Editor")
	w.SetContent(widget.NewLabel("editing"))
	w.Resize(fyne.NewSize(300, 200))
	asked, closed := 0, 0
	w.SetCloseIntercept(func() { asked++ })
	w.SetOnClosed(func() { closed++ })
	w.Show()
	if !drawn(main, w) || len(main.Canvas().Overlays().List()) != 1 {
		t.Fatalf("shown %v, %d overlays", drawn(main, w), len(main.Canvas().Overlays().List()))
	}
	w.inner.CloseIntercept()
	if asked != 1 || closed != 0 || !drawn(main, w) {
		t.Errorf("close button with an intercept: asked %d, closed %d, shown %v", asked, closed, drawn(main, w))
	}
	w.Close()
	if closed != 1 || drawn(main, w) || len(main.Canvas().Overlays().List()) != 0 {
		t.Errorf("after Close: closed %d, shown %v, %d overlays", closed, drawn(main, w), len(main.Canvas().Overlays().List()))
	}
	w.Close()
	if closed != 1 {
		t.Errorf("a second Close called OnClosed again")
	}
	w.Show()
	if !drawn(main, w) {
		t.Error("Show after Close shows nothing")
	}
	w.Hide()
	if drawn(main, w) || closed != 1 {
		t.Errorf("after Hide: shown %v, closed %d", drawn(main, w), closed)
	}
	w.RequestFocus()
	if !drawn(main, w) {
		t.Error("RequestFocus after Hide shows nothing")
	}
	w.SetCloseIntercept(nil)
	w.inner.CloseIntercept()
	if closed != 2 || drawn(main, w) {
		t.Errorf("close button without an intercept: closed %d, shown %v", closed, drawn(main, w))
	}
	w.Resize(fyne.NewSize(2000, 2000))
	w.Show()
	if s := w.inner.Size(); s.Width > 800 || s.Height > 600 {
		t.Errorf("a window larger than the page is %v", s)
	}
}

// TestPageWindowKeys: a page window's key and character handlers and its
// shortcuts hold on the main canvas while it is open, the newest window's
// first, the main window's own standing where the window has none; the
// main window's are back when the last closes.
func TestPageWindowKeys(t *testing.T) {
	test.NewTempApp(t)
	main := test.NewWindow(widget.NewLabel("main"))
	defer main.Close()
	var got []string
	key := func(who string) func(*fyne.KeyEvent) {
		return func(*fyne.KeyEvent) { got = append(got, who) }
	}
	main.Canvas().SetOnTypedKey(key("main"))
	main.Canvas().SetOnTypedRune(func(r rune) { got = append(got, "main "+string(r)) })
	undo := &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}
	a, b := NewPageWindow(main, "A"), NewPageWindow(main, "B")
	a.Canvas().SetOnTypedKey(key("A"))
	a.Canvas().SetOnTypedRune(func(r rune) { got = append(got, "A "+string(r)) })
	a.Canvas().AddShortcut(undo, func(fyne.Shortcut) { got = append(got, "A undo") })
	b.Canvas().SetOnTypedKey(key("B"))
	press := func() {
		main.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeySpace})
		main.Canvas().OnTypedRune()('x')
		main.Canvas().(fyne.Shortcutable).TypedShortcut(undo)
	}
	press() // nothing open: the main window's key; no undo bound
	a.Show()
	press()
	b.Show()
	press() // B on top: its key, the main window's characters (B takes none); A's undo is not B's
	b.Close()
	press()
	a.Hide()
	press()
	want := []string{"main", "main x", "A", "A x", "A undo", "B", "main x", "A", "A x", "A undo", "main", "main x"}
	if !slices.Equal(got, want) {
		t.Errorf("keys went to %v, want %v", got, want)
	}
	if a.Canvas().OnTypedKey() == nil {
		t.Error("the page window forgot its key handler")
	}
}
