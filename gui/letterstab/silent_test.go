package letterstab

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/domains/letters"
	"frontier/core/search"
)

// TestNoSilentControls: every control says what it did or is greyed when
// it would do nothing. A new engine, chosen while it is the human's turn,
// says when it will play; a letter chosen with a key on another page is
// named in the headline; Show hints is greyed on a finished game; Next
// cut and To the end are greyed at the end of the search, Next cut after
// the last cut.
func TestNoSilentControls(t *testing.T) {
	start := letters.StartBoards()[0]
	h := openSteps(t, &start, letters.Max)
	sv := h.tab.steps

	h.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyE})
	if !strings.Contains(h.tab.headline.Text, "place E") {
		t.Errorf("E chosen on the Alpha-beta page; the headline reads %q", h.tab.headline.Text)
	}
	h.tab.pages.SelectIndex(pagePlay)
	h.tab.engineSel.SetSelected(engineNames[search.GameMemo])
	if !strings.Contains(h.tab.legend.Text, engineNames[search.GameMemo]) {
		t.Errorf("a new engine on the human's turn: the legend reads %q", h.tab.legend.Text)
	}

	h.tab.pages.SelectIndex(pageSteps)
	if sv.nextCut.Disabled() || sv.toEnd.Disabled() {
		t.Fatal("Next cut or To the end greyed at the first step")
	}
	last := -1
	for k, s := range sv.steps {
		if s.Kind == search.StepCut {
			last = k
		}
	}
	sv.stepper.Show(last)
	if !sv.nextCut.Disabled() || sv.toEnd.Disabled() {
		t.Errorf("at the last cut: Next cut greyed %v, To the end greyed %v", sv.nextCut.Disabled(), sv.toEnd.Disabled())
	}
	test.Tap(sv.toEnd)
	if !sv.toEnd.Disabled() {
		t.Error("To the end open at the end")
	}

	over := newHarness(t, mustParse(t, "CS./.../S..", letters.Max))
	over.start()
	over.chooseLetter('E')
	over.tapCell(0, 2) // the human wins
	if !over.tab.hintCheck.Disabled() {
		t.Error("Show hints open on a finished game")
	}
	test.Tap(over.tab.newGame)
	if over.tab.hintCheck.Disabled() {
		t.Error("Show hints greyed in a new game")
	}
}
