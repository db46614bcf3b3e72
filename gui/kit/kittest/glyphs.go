package kittest

import (
	"bytes"
	"sync"
	"unicode"

	"fyne.io/fyne/v2"
	"github.com/go-text/typesetting/font"
)

var faces sync.Map // fyne.Resource → *font.Face

// Lacks returns the runes of s, each once, that res, a TrueType font, has
// no glyph for: the signs the window would draw as boxes where Fyne finds
// no other font that has them, as in a browser. Control characters (line
// breaks, tabs, a file's magic bytes, a terminal's escapes) are never
// drawn as glyphs and are never reported.
func Lacks(res fyne.Resource, s string) []rune {
	f, ok := faces.Load(res)
	if !ok {
		face, err := font.ParseTTF(bytes.NewReader(res.Content()))
		if err != nil {
			panic("kittest: " + res.Name() + ": " + err.Error())
		}
		f, _ = faces.LoadOrStore(res, face)
	}
	face := f.(*font.Face)
	var out []rune
	seen := map[rune]bool{}
	for _, r := range s {
		if unicode.IsControl(r) || seen[r] {
			continue
		}
		seen[r] = true
		if _, ok := face.NominalGlyph(r); !ok {
			out = append(out, r)
		}
	}
	return out
}
