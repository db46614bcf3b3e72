package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// look is how the window is drawn: presentation mode enlarges everything
// for a projector, and the light theme, dark text on white, reads better
// on the many projectors that wash dark themes out.
type look struct{ presenting, light bool }

// lookTheme is the default theme, scaled for presentation mode and held
// to one variant when the light theme is chosen.
type lookTheme struct {
	base  fyne.Theme
	scale float32
	light bool
}

func (t *lookTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.light {
		v = theme.VariantLight
	}
	return t.base.Color(n, v)
}
func (t *lookTheme) Font(s fyne.TextStyle) fyne.Resource { return t.base.Font(s) }

// Icon gives each request a resource of its own: a widget that is handed
// the very resource it already shows keeps the picture drawn in the old
// colours, and a menu's arrow, white on the dark theme, would stay white
// on the light one.
func (t *lookTheme) Icon(n fyne.ThemeIconName) fyne.Resource {
	res := t.base.Icon(n)
	if tr, ok := res.(*theme.ThemedResource); ok {
		return theme.NewColoredResource(tr, tr.ColorName)
	}
	return res
}

// Size enlarges text and icons by the full factor but padding by less:
// on a projector the words must grow, the gaps between them need not.
func (t *lookTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNamePadding, theme.SizeNameInnerPadding, theme.SizeNameLineSpacing,
		theme.SizeNameSeparatorThickness, theme.SizeNameInputBorder, theme.SizeNameScrollBarSmall:
		return t.base.Size(n) * (1 + (t.scale-1)/3)
	}
	return t.base.Size(n) * t.scale
}

// presentationScale is how much presentation mode enlarges the window's
// text and widgets.
const presentationScale = 1.45

func applyLook(a fyne.App, l look) {
	scale := float32(1)
	if l.presenting {
		scale = presentationScale
	}
	a.Settings().SetTheme(&lookTheme{base: theme.DefaultTheme(), scale: scale, light: l.light})
}
