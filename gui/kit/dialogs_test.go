package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// CloseDialogs closes every dialog shown through ShowDialog that is still
// open, without an answer, and forgets the dialogs the user closed.
func TestCloseDialogs(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel("page"))
	answers := 0
	open := dialog.NewFileOpen(func(fyne.URIReadCloser, error) { answers++ }, w)
	ShowDialog(open)
	about := dialog.NewInformation("About", "text", w)
	ShowDialog(about)
	about.Hide() // closed by the user
	if n := len(w.Canvas().Overlays().List()); len(shown) != 1 || n != 1 {
		t.Fatalf("%d dialogs kept as open, %d on show, want 1 and 1", len(shown), n)
	}
	CloseDialogs()
	if n := len(w.Canvas().Overlays().List()); len(shown) != 0 || n != 0 || answers != 0 {
		t.Errorf("after CloseDialogs: %d kept as open, %d on show, %d answers", len(shown), n, answers)
	}
}
