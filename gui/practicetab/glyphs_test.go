package practicetab

import (
	"bytes"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"frontier/core/gametrees"
)

// systemSigns are the signs the tab shares with the Letter game tab's
// alpha-beta texts (a real minus, ≤, ≥, ∞) and its marks ✓ and ✗, which
// the bundled fonts lack and Fyne draws from the system's fonts.
const systemSigns = "−≤≥∞✓✗"

// TestGlyphs: every sign the tab writes (its instructions, the marking's
// lines, the answer's values and windows, the letter game's moves) is
// drawn from the fonts Frontier carries, or is one of systemSigns, so
// that no other sign comes in unnoticed.
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
	var faces []*font.Face
	for _, res := range []fyne.Resource{theme.DefaultTextFont(), theme.DefaultTextBoldFont()} {
		f, err := font.ParseTTF(bytes.NewReader(res.Content()))
		if err != nil {
			t.Fatal(err)
		}
		faces = append(faces, f)
	}
	missing := map[rune]bool{}
	for _, s := range texts {
		for _, r := range s {
			if r == '\n' || missing[r] || strings.ContainsRune(systemSigns, r) {
				continue
			}
			found := false
			for _, f := range faces {
				if _, ok := f.NominalGlyph(r); ok {
					found = true
				}
			}
			if !found {
				missing[r] = true
				t.Errorf("the tab writes %q (%U), which the bundled fonts lack, in %q", r, r, s)
			}
		}
	}
}
