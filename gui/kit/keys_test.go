package kit

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestSetKeysLetters: where letters come only as typed characters, each
// letter reaches the key handler as its key, and nothing else does.
func TestSetKeysLetters(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(widget.NewLabel(""))
	defer w.Close()
	var got []fyne.KeyName
	setKeys(w.Canvas(), func(e *fyne.KeyEvent) { got = append(got, e.Name) }, true)
	for _, r := range "sSe1 ,éz" {
		w.Canvas().OnTypedRune()(r)
	}
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyLeft})
	want := []fyne.KeyName{fyne.KeyS, fyne.KeyS, fyne.KeyE, fyne.KeyZ, fyne.KeyLeft}
	if !slices.Equal(got, want) {
		t.Errorf("keys %v, want %v", got, want)
	}
	// On the desktop the letters come as keys, and the characters are left
	// to whoever else wants them.
	w2 := test.NewWindow(widget.NewLabel(""))
	defer w2.Close()
	setKeys(w2.Canvas(), func(*fyne.KeyEvent) {}, false)
	if w2.Canvas().OnTypedRune() != nil {
		t.Error("without the bridge SetKeys took the typed characters")
	}
}
