package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// ErrorLabel is the label that stands under an input to say what is wrong
// with it: red, wrapping, hidden while there is nothing to say.
func ErrorLabel() *widget.Label { return messageLabel(widget.DangerImportance) }

func messageLabel(imp widget.Importance) *widget.Label {
	l := widget.NewLabel("")
	l.Importance = imp
	l.Wrapping = fyne.TextWrapWord
	l.Hide()
	return l
}

// SetError shows msg in an ErrorLabel, or hides it when msg is "".
func SetError(l *widget.Label, msg string) {
	l.SetText(msg)
	if msg == "" {
		l.Hide()
	} else {
		l.Show()
	}
}

// Heading is a bold section title.
func Heading(text string) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.TextStyle.Bold = true
	return l
}

// NoteLabel is a label for a remark next to an input that is not an
// error, such as "a random position replaced the 3×3 state": wrapping,
// hidden while there is nothing to say.
func NoteLabel() *widget.Label { return messageLabel(widget.SuccessImportance) }

// NewSelect makes a menu that gives the keyboard back to the window once
// a choice is made, so that Space, Esc and the arrow keys reach the tab
// again. Its placeholder is short: a Select is never narrower than its
// placeholder.
func NewSelect(options []string, changed func()) *Select {
	s := NewPlainSelect(options, nil)
	s.OnChanged = func(string) {
		ReleaseFocus(s)
		changed()
	}
	s.PlaceHolder = "—"
	return s
}

// Recheck shows again, in the error label l, what check says of an input
// now, if l is on show: an error goes as soon as its input is fixed. A
// label with nothing to say stays hidden, so typing raises no error.
func Recheck(l *widget.Label, check func() string) {
	if l.Visible() {
		SetError(l, check())
	}
}

// Enable enables w when on, else disables it.
func Enable(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}
