package assets

import (
	"fyne.io/fyne/v2"

	"frontier/assets/fonts"
)

// The text fonts (see package fonts). On the desktop Fyne finds signs
// they lack among the system's fonts, where it can; a browser page has
// none to offer.
var (
	regular    = fyne.NewStaticResource("FrontierSans-Regular.ttf", fonts.Regular)
	bold       = fyne.NewStaticResource("FrontierSans-Bold.ttf", fonts.Bold)
	italic     = fyne.NewStaticResource("FrontierSans-Italic.ttf", fonts.Italic)
	boldItalic = fyne.NewStaticResource("FrontierSans-BoldItalic.ttf", fonts.BoldItalic)
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
