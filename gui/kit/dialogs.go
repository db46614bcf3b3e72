package kit

// Dialog is what ShowDialog needs of a dialog: Fyne's file dialogs and
// dialog.Dialog alike.
type Dialog interface {
	Show()
	Hide()
	SetOnClosed(func())
}

// shown holds the dialogs on show, in the order they were shown. Only the
// UI goroutine touches it.
var shown []Dialog

// ShowDialog shows d and keeps it in the list CloseDialogs closes.
func ShowDialog(d Dialog) {
	shown = append(shown, d)
	d.SetOnClosed(func() { forget(d) })
	d.Show()
}

func forget(d Dialog) {
	for i, o := range shown {
		if o == d {
			shown = append(shown[:i], shown[i+1:]...)
			return
		}
	}
}

// CloseDialogs closes every dialog ShowDialog showed that is still open,
// without an answer, as if the user had cancelled it. The window calls it before it changes
// the theme: Fyne 2.7.1's file dialog draws each file's name in a label
// that both wraps and truncates, and such a label panics when a larger
// text no longer fits its height (widget.RichText.updateRowBounds), which
// presentation mode brings about at once.
func CloseDialogs() {
	for len(shown) > 0 {
		d := shown[len(shown)-1]
		forget(d)
		d.Hide()
	}
}
