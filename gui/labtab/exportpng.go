package labtab

import "fyne.io/fyne/v2"

// ExportObject is, for Export PNG, the plot while the results' Plot page
// is on show and has one, and otherwise the page on show: the table, or
// the script.
func (t *Tab) ExportObject() fyne.CanvasObject {
	if t.pages.SelectedIndex() != 0 {
		return t.pages.Selected().Content
	}
	v := t.results
	if v.pages.SelectedIndex() == 1 && v.fig >= 0 {
		return v.plot.raster
	}
	return v.pages.Selected().Content
}
