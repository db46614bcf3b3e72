package practicetab

import "fyne.io/fyne/v2"

// ExportObject is the tree on show, with the marks and values of the
// answer, for Export PNG.
func (t *Tab) ExportObject() fyne.CanvasObject { return t.view }
