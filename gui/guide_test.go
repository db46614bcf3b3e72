package gui

import (
	"bytes"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
)

// TestGuideGlyphs: every letter and sign of the guide is drawn from the
// fonts Frontier carries, regular or bold, so that no machine shows a
// box for a sign its own fonts lack.
func TestGuideGlyphs(t *testing.T) {
	var faces []*font.Face
	for _, res := range []fyne.Resource{theme.DefaultTextFont(), theme.DefaultTextBoldFont()} {
		f, err := font.ParseTTF(bytes.NewReader(res.Content()))
		if err != nil {
			t.Fatal(err)
		}
		faces = append(faces, f)
	}
	missing := map[rune]bool{}
	for _, r := range guideProse() {
		if r == '\n' || missing[r] {
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
			t.Errorf("the guide shows %q (%U), which the bundled fonts lack", r, r)
		}
	}
}

// TestGuideReadsWell: the guide wraps at words at every width.
func TestGuideReadsWell(t *testing.T) {
	test.NewTempApp(t)
	kittest.ReadsWell(t, "the guide", kit.Prose(guideProse()))
}
