package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

// The text fonts are Noto Sans, the default theme's, with the signs it
// lacks (a real minus, ≤ and ≥, ∞, arrows, ✓ and ✗, ★) added from DejaVu
// Sans; scripts/fonts.py makes them and fonts/LICENSE.txt gives both
// licenses. On the desktop Fyne finds such signs among the system's
// fonts, where it can; a browser page has none to offer.
var (
	//go:embed fonts/FrontierSans-Regular.ttf
	sansRegular []byte
	//go:embed fonts/FrontierSans-Bold.ttf
	sansBold []byte
	//go:embed fonts/FrontierSans-Italic.ttf
	sansItalic []byte
	//go:embed fonts/FrontierSans-BoldItalic.ttf
	sansBoldItalic []byte

	regular    = fyne.NewStaticResource("FrontierSans-Regular.ttf", sansRegular)
	bold       = fyne.NewStaticResource("FrontierSans-Bold.ttf", sansBold)
	italic     = fyne.NewStaticResource("FrontierSans-Italic.ttf", sansItalic)
	boldItalic = fyne.NewStaticResource("FrontierSans-BoldItalic.ttf", sansBoldItalic)
)

// TextFont is the text font for style's weight and slant; the monospace
// and symbol styles are not its business and get the regular font's
// answer for their weight and slant.
func TextFont(style fyne.TextStyle) fyne.Resource {
	switch {
	case style.Bold && style.Italic:
		return boldItalic
	case style.Bold:
		return bold
	case style.Italic:
		return italic
	}
	return regular
}
