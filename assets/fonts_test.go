package assets

import (
	"bytes"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
)

func parse(t *testing.T, res fyne.Resource) *font.Face {
	t.Helper()
	f, err := font.ParseTTF(bytes.NewReader(res.Content()))
	if err != nil {
		t.Fatalf("%s: %v", res.Name(), err)
	}
	return f
}

// signs are the signs Frontier writes that Noto Sans lacks.
const signs = "−≤≥∞≈≡∈←↑→↓✓✗✕★"

// TestTextFontsAreNoto: each text font draws what the default theme's
// Noto Sans of its style draws in the same place and size: the same line
// height and baseline, the same advance for every letter Frontier's font
// keeps, so that nothing in the window moves; and it has the signs Noto
// Sans lacks.
func TestTextFontsAreNoto(t *testing.T) {
	for _, c := range []struct {
		style fyne.TextStyle
		noto  fyne.Resource
	}{
		{fyne.TextStyle{}, theme.DefaultTextFont()},
		{fyne.TextStyle{Bold: true}, theme.DefaultTextBoldFont()},
		{fyne.TextStyle{Italic: true}, theme.DefaultTextItalicFont()},
		{fyne.TextStyle{Bold: true, Italic: true}, theme.DefaultTextBoldItalicFont()},
	} {
		ours, noto := parse(t, TextFont(c.style)), parse(t, c.noto)
		name := TextFont(c.style).Name()
		if ours.Upem() != noto.Upem() {
			t.Errorf("%s: %d units to the em, Noto Sans %d", name, ours.Upem(), noto.Upem())
		}
		oe, _ := ours.FontHExtents()
		ne, _ := noto.FontHExtents()
		if oe != ne {
			t.Errorf("%s: line extents %+v, Noto Sans %+v", name, oe, ne)
		}
		kept := 0
		for r := rune(0x20); r < 0x2200; r++ {
			og, ok := ours.NominalGlyph(r)
			if !ok {
				continue
			}
			ng, ok := noto.NominalGlyph(r)
			if !ok {
				continue
			}
			kept++
			if oa, na := ours.HorizontalAdvance(og), noto.HorizontalAdvance(ng); oa != na {
				t.Errorf("%s: %q advances %v, in Noto Sans %v", name, r, oa, na)
			}
		}
		if kept < 500 {
			t.Errorf("%s keeps %d of Noto Sans's letters, want Latin and Greek at least", name, kept)
		}
		for _, r := range signs {
			if _, ok := noto.NominalGlyph(r); ok {
				t.Errorf("Noto Sans has %q now; scripts/fonts.py need not add it", r)
			}
			if _, ok := ours.NominalGlyph(r); !ok {
				t.Errorf("%s lacks %q", name, r)
			}
		}
	}
}
