package inspect

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// lines is the inspector's text: h and its parts (bold), the true
// distance, and the warning (in the error colour) when h overestimates.
// One rich text holds them, a paragraph each, which takes less height
// than a label per line: in presentation mode the board's column has
// little to spare.
type lines struct {
	text                    *widget.RichText
	box                     fyne.CanvasObject // text, in a wrapLayout
	summary, truth, warning string
}

func newLines() *lines {
	l := &lines{text: widget.NewRichText()}
	l.text.Wrapping = fyne.TextWrapWord
	l.box = &fyne.Container{Layout: &wrapLayout{}, Objects: []fyne.CanvasObject{l.text}}
	return l
}

// wrapLayout gives a wrapping text the whole width it is given. Its
// minimum height is the most the text has needed at the width it has, so
// that the board over it does not jump as the text grows and shrinks from
// one position to the next; while it has no width worth the name, three
// lines: a wrapping text asked for its size before it is laid out puts
// every word on a line of its own, and would make the window taller than
// the screen.
type wrapLayout struct {
	width, tallest float32 // the width laid out at, and the most height needed there
}

func (l *wrapLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := objs[0].Size().Width
	if w < 10*theme.TextSize() {
		return fyne.NewSize(0, 3*theme.TextSize()*1.5+2*theme.InnerPadding())
	}
	if w != l.width {
		l.width, l.tallest = w, 0
	}
	l.tallest = max(l.tallest, objs[0].MinSize().Height)
	return fyne.NewSize(0, l.tallest)
}

func (l *wrapLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.Position{})
	objs[0].Resize(size)
}

// set changes one paragraph and redraws the text if it changed.
func (l *lines) set(paragraph *string, text string) {
	if *paragraph != text {
		*paragraph = text
		l.refresh()
	}
}

func (l *lines) refresh() {
	var segs []widget.RichTextSegment
	add := func(text string, style widget.RichTextStyle) {
		if text != "" {
			segs = append(segs, &widget.TextSegment{Text: text, Style: style})
		}
	}
	bold := widget.RichTextStyleParagraph
	bold.TextStyle.Bold = true
	warn := widget.RichTextStyleParagraph
	warn.ColorName = theme.ColorNameError
	add(l.summary, bold)
	add(l.truth, widget.RichTextStyleParagraph)
	add(l.warning, warn)
	l.text.Segments = segs
	l.text.Refresh()
}

// shown lists the paragraphs the rich text holds, in order.
func (l *lines) shown() []string {
	var out []string
	for _, seg := range l.text.Segments {
		out = append(out, seg.Textual())
	}
	return out
}
