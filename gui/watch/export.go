package watch

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
	"frontier/gui/export"
	"frontier/gui/kit"
)

// ExportObject is the search tree at the position on show, for Export
// PNG: headed by the search and the step, its legend under the heading,
// rooted at the start (the first TreeNodes nodes from it, where the view
// draws those nearest the node on show), each node with its label where
// the slide's width has room for it, and a margin round the tree so that
// no node at its edges is cut.
func (v *View[S]) ExportObject() fyne.CanvasObject {
	if v.rec == nil {
		return v.tree
	}
	i := v.Stepper.Current()
	all := v.treeAt(i)
	t := newTreeView()
	t.Label = v.treeLabel
	t.SetNodes(all[:min(len(all), TreeNodes)])
	what := fmt.Sprintf("Search tree after step %d: %s.", i, nodes(len(all)))
	if i == 0 {
		what = "Search tree before the first step: the start alone."
	}
	if len(all) > TreeNodes {
		what = fmt.Sprintf("Search tree after step %d: %s; the first %s from the start drawn.", i, nodes(len(all)), numfmt.Group(TreeNodes))
	}
	head := widget.NewLabel(v.job.Subject + "\n" + what)
	head.TextStyle.Bold = true
	// Wide enough for a label under most nodes on a slide, as tall as
	// the tree is deep.
	size := v.tree.Size().Max(fyne.NewSize(1200, 700))
	o := container.NewBorder(container.NewVBox(head, legend()), nil, nil, nil, container.NewPadded(t))
	o.Resize(size)
	return o
}

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
