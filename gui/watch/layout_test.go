package watch

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
)

// scaled is a theme enlarged as presentation mode enlarges the app's:
// text and widgets by k, gaps by a third as much.
type scaled struct {
	fyne.Theme
	k float32
}

func (s scaled) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNamePadding, theme.SizeNameInnerPadding, theme.SizeNameLineSpacing,
		theme.SizeNameSeparatorThickness, theme.SizeNameInputBorder, theme.SizeNameScrollBarSmall:
		return s.Theme.Size(n) * (1 + (s.k-1)/3)
	}
	return s.Theme.Size(n) * s.k
}

// Every engine's tie-breaking rule fits in the lines kept for it in the
// header, on a 1024×768 screen and, in presentation mode, on a 1280×800
// one: a longer rule would be cut off.
func TestWatchTieBreakFits(t *testing.T) {
	for _, c := range []struct {
		scale float32
		size  fyne.Size
	}{{1, fyne.NewSize(1024, 768)}, {1.45, fyne.NewSize(1280, 800)}} {
		v, w := watch(t, cells, search.EngineAStar, testMaze)
		a := fyne.CurrentApp()
		a.Settings().SetTheme(scaled{a.Settings().Theme(), c.scale})
		w.Resize(c.size)
		v.Content().Refresh()
		room := v.tieBreak.Size()
		if room.Width < 50 {
			t.Fatalf("the rule has %v", room)
		}
		for _, e := range search.Engines {
			l := widget.NewLabel(e.TieBreak())
			l.Wrapping = fyne.TextWrapWord
			l.Resize(fyne.NewSize(room.Width, 1000))
			if need := l.MinSize().Height; need > room.Height+0.5 {
				t.Errorf("scale %v, %v: %s's rule needs %.0f pixels of height, %.0f kept (%.0f wide)", c.scale, c.size, e, need, room.Height, room.Width)
			}
		}
	}
}
