package gui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"frontier/gui/export"
	"frontier/gui/kit"
)

// fileMenu is Export PNG… of the tab on show, Worksheet… and quit.
func fileMenu(w fyne.Window, current func() kit.Tab, quit *fyne.MenuItem) *fyne.Menu {
	exp := fyne.NewMenuItem("Export PNG…", func() { exportTab(w, current()) })
	exp.Shortcut = export.Shortcut
	sheet := fyne.NewMenuItem("Worksheet…", func() { showWorksheet(w) })
	check := fyne.NewMenuItem("Check a solver…", func() {
		if c, ok := current().(kit.Checker); ok {
			c.CheckSolver()
			return
		}
		dialog.ShowInformation("Check a solver", "A solver is checked on a puzzle: open a puzzle's tab, set its engine and heuristic, and choose this again.", w)
	})
	return fyne.NewMenu("File", exp, sheet, check, fyne.NewMenuItemSeparator(), quit)
}

// exportTab exports what tab t says is on show (export.Exporter), or its
// whole page.
func exportTab(w fyne.Window, t kit.Tab) {
	obj := t.Content
	if e, ok := t.(export.Exporter); ok {
		obj = e.ExportObject
	}
	export.Show(w, obj, fileName(t.Title())+".png")
}

// fileName is a title as a file's name: "Sliding puzzle" → sliding-puzzle.
func fileName(title string) string {
	return strings.ReplaceAll(strings.ToLower(strings.TrimSpace(title)), " ", "-")
}
