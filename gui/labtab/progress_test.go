package labtab

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestProgressBarStartsEmpty: at 0 % the bar is an empty outlined track,
// whose colour is not the fill's, and says 0 %; it fills in proportion.
func TestProgressBarStartsEmpty(t *testing.T) {
	for _, variant := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(variantTheme{theme.DefaultTheme(), variant})
		p := newProgressBar()
		w := test.NewTempWindow(t, p)
		w.Resize(fyne.NewSize(300, 60))
		objs := test.WidgetRenderer(p).Objects()
		track, fill, text := objs[0].(*canvas.Rectangle), objs[1].(*canvas.Rectangle), objs[2].(*canvas.Text)
		for _, v := range []float64{0, 0.25, 1} {
			p.SetValue(v)
			inside := track.Size().Width - 2*track.StrokeWidth
			if got := fill.Size().Width; got < float32(v)*inside-0.5 || got > float32(v)*inside+0.5 {
				t.Errorf("variant %d, %v: the fill is %v of %v wide", variant, v, got, inside)
			}
		}
		p.SetValue(0)
		if text.Text != "0 %" || track.StrokeWidth < 1 || track.FillColor == fill.FillColor || track.StrokeColor == track.FillColor {
			t.Errorf("variant %d: at 0 the bar says %q, its track is outlined %v in %v and filled %v, the fill %v",
				variant, text.Text, track.StrokeWidth, track.StrokeColor, track.FillColor, fill.FillColor)
		}
	}
}
