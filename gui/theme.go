package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"frontier/assets"
	"frontier/gui/kit"
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
	if c, ok := textColors[v][n]; ok {
		return c
	}
	return t.base.Color(n, v)
}

// textColors replace the default theme's text colours where they read at
// less than 4.5:1 on what they are drawn on, the contrast WCAG asks of
// text (the default light theme's green is 1.48:1 on white, its greyed
// text 1.28:1; contrast_test.go computes every pair). In the dark theme
// the blue is lighter, so that it reads as text on the dark background,
// and the text on a blue button dark, as Material's dark theme does: no
// blue is both light enough for the one and dark enough for white text.
var textColors = map[fyne.ThemeVariant]map[fyne.ThemeColorName]color.Color{
	theme.VariantLight: {
		theme.ColorNameForeground:  rgb(0x1f, 0x1f, 0x1f),
		theme.ColorNameDisabled:    rgb(0x6b, 0x6b, 0x6b),
		theme.ColorNamePlaceHolder: rgb(0x6b, 0x6b, 0x6b),
		theme.ColorNamePrimary:     rgb(0x1d, 0x5f, 0xd0),
		theme.ColorNameHyperlink:   rgb(0x1d, 0x5f, 0xd0),
		theme.ColorNameSuccess:     rgb(0x1b, 0x7a, 0x1b),
		theme.ColorNameError:       rgb(0xc6, 0x28, 0x28),
		theme.ColorNameWarning:     rgb(0xa1, 0x5c, 0x00),
	},
	theme.VariantDark: {
		theme.ColorNameDisabled:            rgb(0x8e, 0x8e, 0x8e),
		theme.ColorNamePrimary:             rgb(0x3d, 0x8b, 0xff),
		theme.ColorNameHyperlink:           rgb(0x3d, 0x8b, 0xff),
		theme.ColorNameForegroundOnPrimary: rgb(0x17, 0x17, 0x18),
	},
}

func rgb(r, g, b uint8) color.Color { return color.NRGBA{R: r, G: g, B: b, A: 0xff} }

// Font is the default theme's Noto Sans with the signs Frontier writes
// and Noto lacks, on every platform alike: a browser has no system fonts
// for Fyne to take them from, and a desktop's may draw them in any style.
// The monospace font, DejaVu Sans Mono, has them already.
func (t *lookTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return t.base.Font(s)
	}
	return assets.TextFont(s)
}

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
// text and widgets on a desk of the given size: 1.45, or 1.3 on a desk
// narrower than 1,200 pixels (a 1024×768 projector), where the puzzle
// tabs' three columns would need some 1,055 pixels at 1.45. A desk of
// unknown size (zero) gets 1.45.
func presentationScale(desk fyne.Size) float32 {
	if desk.Width > 0 && desk.Width < 1200 {
		return 1.3
	}
	return 1.45
}

func applyLook(a fyne.App, l look) {
	kit.CloseDialogs()
	scale := float32(1)
	if l.presenting {
		scale = presentationScale(kit.Desk())
	}
	a.Settings().SetTheme(&lookTheme{base: theme.DefaultTheme(), scale: scale, light: l.light})
}
