package practicetab

import (
	"testing"

	"fyne.io/fyne/v2"
)

func TestShotsQuick(t *testing.T) {
	tb, w := newTestTab(t, fyne.NewSize(1280, 740))
	shot(t, w, "quick-ab")
	tb.reveal()
	shot(t, w, "quick-ab-answer")
	tb.modeRadio.SetSelected(modeMinimax)
	shot(t, w, "quick-mm")
	tb.sourceSel.SetSelected(sourceLetters)
	shot(t, w, "quick-letters")
}
