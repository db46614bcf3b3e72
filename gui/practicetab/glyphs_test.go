package practicetab

import (
	"testing"

	"fyne.io/fyne/v2"

	"frontier/assets"
	"frontier/core/gametrees"
	"frontier/gui/kit/kittest"
)

// TestGlyphs: every sign the tab writes (its instructions, the marking's
// lines, the answer's values and windows, the letter game's moves) is in
// the window's text fonts, regular and bold: the minus sign, ≤, ≥, ∞ and
// the marks ✓ and ✗ included, which Fyne's own fonts lack.
func TestGlyphs(t *testing.T) {
	tb, _ := newTestTab(t, desk)
	var texts []string
	add := func() {
		texts = append(texts, tb.score.Text, tb.lines.Text, tb.answerName.Text)
		for n := range tb.tree.Nodes {
			lk := tb.look(n)
			texts = append(texts, lk.value, lk.window, tb.tree.Nodes[n].Name, tb.tree.Nodes[n].Move)
		}
	}
	for _, source := range []string{sourceRandom, sourceLetters} {
		tb.sourceSel.SetSelected(source)
		for _, mode := range []string{modeAlphaBeta, modeMinimax} {
			tb.modeSel.SetSelected(mode)
			add()
			tb.answer.SetText(gametrees.Signed(-3))
			tb.check()
			add()
			tb.reveal()
			add()
		}
	}
	for _, res := range []fyne.Resource{assets.TextFont(fyne.TextStyle{}), assets.TextFont(fyne.TextStyle{Bold: true})} {
		missing := map[rune]bool{}
		for _, s := range texts {
			for _, r := range kittest.Lacks(res, s) {
				if !missing[r] {
					missing[r] = true
					t.Errorf("the tab writes %q (%U), which %s lacks, in %q", r, r, res.Name(), s)
				}
			}
		}
	}
}
