package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// scaledTheme enlarges every size of the default theme by a factor: 1 for
// the desk, larger for presentation mode on a projector.
type scaledTheme struct {
	base  fyne.Theme
	scale float32
}

func (t *scaledTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.base.Color(n, v)
}
func (t *scaledTheme) Font(s fyne.TextStyle) fyne.Resource     { return t.base.Font(s) }
func (t *scaledTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base.Icon(n) }

// Size enlarges text and icons by the full factor but padding by less:
// on a projector the words must grow, the gaps between them need not.
func (t *scaledTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNamePadding, theme.SizeNameInnerPadding, theme.SizeNameLineSpacing,
		theme.SizeNameSeparatorThickness, theme.SizeNameInputBorder, theme.SizeNameScrollBarSmall:
		return t.base.Size(n) * (1 + (t.scale-1)/3)
	}
	return t.base.Size(n) * t.scale
}

// PresentationScale is how much presentation mode enlarges the window's
// text and widgets.
const PresentationScale = 1.45

// SetPresentation switches presentation mode on or off for the whole app.
func SetPresentation(a fyne.App, on bool) {
	scale := float32(1)
	if on {
		scale = PresentationScale
	}
	a.Settings().SetTheme(&scaledTheme{base: theme.DefaultTheme(), scale: scale})
}
