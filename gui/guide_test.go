package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/assets"
	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
)

// TestGuideGlyphs: every letter and sign of the guide is in the window's
// text fonts, regular and bold, so that no machine shows a box for a sign
// its own fonts lack.
func TestGuideGlyphs(t *testing.T) {
	for _, res := range []fyne.Resource{assets.TextFont(fyne.TextStyle{}), assets.TextFont(fyne.TextStyle{Bold: true})} {
		for _, r := range kittest.Lacks(res, guideProse()) {
			t.Errorf("the guide shows %q (%U), which %s lacks", r, r, res.Name())
		}
	}
}

// TestGuideReadsWell: the guide wraps at words at every width.
func TestGuideReadsWell(t *testing.T) {
	test.NewTempApp(t)
	kittest.ReadsWell(t, "the guide", kit.Prose(guideProse()))
}
