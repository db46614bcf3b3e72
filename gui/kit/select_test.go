package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// A menu tapped before it has been drawn on any canvas asks for a frame
// instead of opening its pop-up on no canvas, which would panic; once on
// a window's canvas it opens as any menu does, by tap and by Space.
func TestSelectWithoutCanvas(t *testing.T) {
	test.NewTempApp(t)
	s := NewSelect([]string{"BFS", "A*"}, func() {})
	test.Tap(s)
	s.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	w := test.NewTempWindow(t, s)
	if n := len(w.Canvas().Overlays().List()); n != 0 {
		t.Fatalf("%d pop-ups before a tap", n)
	}
	test.Tap(s)
	if n := len(w.Canvas().Overlays().List()); n != 1 {
		t.Fatalf("%d pop-ups after a tap on the window, want 1", n)
	}
	w.Canvas().Overlays().Top().Hide()
	w.Canvas().Overlays().Remove(w.Canvas().Overlays().Top())
	s.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if n := len(w.Canvas().Overlays().List()); n != 1 {
		t.Errorf("%d pop-ups after Space, want 1", n)
	}
}
