package watch

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/export"
	"frontier/gui/kit"
)

// ExportObject is the search tree on show, for Export PNG.
func (v *View[S]) ExportObject() fyne.CanvasObject { return v.tree }

// newExportButton is the icon beside the tree's heading that exports the
// tree; hidden until a window gives it OnExport.
func newExportButton[S comparable](v *View[S]) *kit.TipButton {
	b := kit.NewTipButton("", theme.DocumentSaveIcon(), "Export the tree as a PNG image for a slide (Ctrl+Shift+E)", func() {
		if v.OnExport != nil {
			v.OnExport()
		}
	})
	b.Importance = widget.LowImportance
	b.Hide()
	return b
}

// bindExport makes the window's Export PNG: the button beside the tree
// and Ctrl+Shift+E.
func (w *Window[S]) bindExport() {
	w.View.OnExport = func() { export.Show(w.win, w.View.ExportObject, "search-tree.png") }
	w.View.ExportBtn.Show()
	export.Bind(w.win, w.View.ExportObject, "search-tree.png")
}
