// Package fonts holds the bytes of Frontier's text fonts, for the window's
// theme (package assets hands them to Fyne) and for what draws text
// without Fyne (the lab's plots): one copy of each in the program.
package fonts

import _ "embed"

// The text fonts are Noto Sans, the default theme's, with the signs it
// lacks (a real minus, ≤ and ≥, ∞, arrows, ✓ and ✗, ★) added from DejaVu
// Sans; scripts/fonts.py makes them and LICENSE.txt gives both licenses.
var (
	//go:embed FrontierSans-Regular.ttf
	Regular []byte
	//go:embed FrontierSans-Bold.ttf
	Bold []byte
	//go:embed FrontierSans-Italic.ttf
	Italic []byte
	//go:embed FrontierSans-BoldItalic.ttf
	BoldItalic []byte
)
