package letterstab

import "fyne.io/fyne/v2"

// ExportObject is, for Export PNG, the game tree while its page is on
// show, and the board otherwise.
func (t *Tab) ExportObject() fyne.CanvasObject {
	if t.pages.SelectedIndex() == pageTree {
		return t.tree.obj
	}
	return t.bv.obj
}
