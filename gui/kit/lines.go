package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Lines gives the label l room for n lines of text, whether it says
// something or not, so that a status or an error coming, growing or
// going moves no control: a label that made room only when it spoke
// would push everything under it down as a click was on its way. The
// room follows the theme, so it grows with presentation mode. l wraps at
// words; text that needs more than n lines ends with an ellipsis, so
// messages should be written to fit. A room of one line does not wrap:
// Fyne 2.7.1 panics (widget.RichText.updateRowBounds) redrawing a label
// that both wraps and truncates once not one line of it fits its height,
// which a one-line room is, for a moment, when presentation mode makes the
// text larger; two lines hold one line of text 1.45 times as large.
func Lines(n int, l *widget.Label) fyne.CanvasObject {
	if n > 1 {
		l.Wrapping = fyne.TextWrapWord
	}
	l.Truncation = fyne.TextTruncateEllipsis
	return &fyne.Container{Layout: lines{n, l}, Objects: []fyne.CanvasObject{l}}
}

// ScrollLines gives the label l room for n lines of text, as Lines does,
// and lets text that needs more lines scroll there instead of ending with
// an ellipsis: for an explanation too long to cut.
func ScrollLines(n int, l *widget.Label) fyne.CanvasObject {
	l.Wrapping = fyne.TextWrapWord
	return &fyne.Container{Layout: lines{n, l}, Objects: []fyne.CanvasObject{container.NewVScroll(l)}}
}

type lines struct {
	n int
	l *widget.Label
}

// LinesHeight is the height of n lines of a label of text style s and
// size name size ("" for the text size), its padding included: a label
// holding n lines is this tall.
func LinesHeight(n int, s fyne.TextStyle, size fyne.ThemeSizeName) float32 {
	th := fyne.CurrentApp().Settings().Theme()
	if size == "" {
		size = theme.SizeNameText
	}
	line := fyne.MeasureText("M", th.Size(size), s).Height
	// The lines of one wrapped paragraph stand without spacing.
	return float32(n)*line + 2*th.Size(theme.SizeNameInnerPadding)
}

func (r lines) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(r.l.MinSize().Width, LinesHeight(r.n, r.l.TextStyle, r.l.SizeName))
}

func (lines) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

// FitLines gives the label l room for n lines of text, or for the lines
// its text needs at the width it has where that is more: the rows under
// it keep their places as its text changes, and a text longer than its
// room at a narrow width (a projector's, in presentation mode) pushes
// them down rather than being cut or drawn over them. l wraps at words
// and is never cut short.
func FitLines(n int, l *widget.Label) fyne.CanvasObject {
	l.Wrapping = fyne.TextWrapWord
	l.Truncation = fyne.TextTruncateOff
	return &fyne.Container{Layout: &fitLines{n: n, l: l}, Objects: []fyne.CanvasObject{l}}
}

type fitLines struct {
	n int
	l *widget.Label
	// The height last worked out, and for what.
	text  string
	width float32
	size  float32 // the text size
	h     float32
}

func (f *fitLines) MinSize([]fyne.CanvasObject) fyne.Size {
	w, size := f.l.Size().Width, theme.TextSize()
	if f.h == 0 || f.text != f.l.Text || f.width != w || f.size != size {
		f.text, f.width, f.size = f.l.Text, w, size
		f.h = LinesHeight(f.n, f.l.TextStyle, f.l.SizeName)
		if w > 0 && f.text != "" {
			probe := widget.NewLabel(f.text)
			probe.Wrapping, probe.TextStyle, probe.SizeName = fyne.TextWrapWord, f.l.TextStyle, f.l.SizeName
			probe.Resize(fyne.NewSize(w, f.h))
			f.h = max(f.h, probe.MinSize().Height)
		}
	}
	return fyne.NewSize(4*size, f.h)
}

func (*fitLines) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}
