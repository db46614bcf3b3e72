package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// ErrorLabel is the label that stands under an input to say what is wrong
// with it: red, wrapping, hidden while there is nothing to say.
func ErrorLabel() *widget.Label {
	l := widget.NewLabel("")
	l.Importance = widget.DangerImportance
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
func NoteLabel() *widget.Label {
	l := widget.NewLabel("")
	l.Importance = widget.SuccessImportance
	l.Wrapping = fyne.TextWrapWord
	l.Hide()
	return l
}
