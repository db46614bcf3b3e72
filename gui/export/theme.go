package export

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// PrintTheme is base's light colours with pure black text on a white
// background, for slides and paper; sizes and fonts stay base's, so the
// picture keeps its layout.
func PrintTheme(base fyne.Theme) fyne.Theme { return printTheme{base} }

type printTheme struct{ base fyne.Theme }

func (t printTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	switch n {
	case theme.ColorNameBackground, theme.ColorNameInputBackground, theme.ColorNameMenuBackground,
		theme.ColorNameOverlayBackground, theme.ColorNameHeaderBackground:
		return color.White
	case theme.ColorNameForeground:
		return color.Black
	}
	return t.base.Color(n, theme.VariantLight)
}

func (t printTheme) Font(s fyne.TextStyle) fyne.Resource     { return t.base.Font(s) }
func (t printTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base.Icon(n) }
func (t printTheme) Size(n fyne.ThemeSizeName) float32       { return t.base.Size(n) }
