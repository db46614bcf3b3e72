// Package labtab is the Lab tab of the window (SPEC §8): batch experiments
// — nodes by depth, fraction solved within node budgets, heuristics
// compared with an ANOVA — run in the background with a progress bar and
// shown as tables and plots that export to CSV and PNG; and command
// scripts in seed 001's style, edited in place and run.
package labtab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
)

// Tab is the Lab tab. Its methods are for the UI goroutine.
type Tab struct {
	w         fyne.Window // parent of the file dialogs
	prefs     fyne.Preferences
	restoring bool   // inputs are being set from prefs: do not save
	domain    string // the puzzle last chosen, to notice a change of board

	form     *form
	results  *resultsView
	runner   kit.Runner
	runBtn   *widget.Button
	cancel   *widget.Button
	progress *widget.ProgressBar
	status   *widget.Label
	script   *scriptView

	content fyne.CanvasObject
}

// New builds the tab, restoring its settings from prefs. File dialogs open
// over w.
func New(w fyne.Window, prefs fyne.Preferences) *Tab {
	t := &Tab{w: w, prefs: prefs}
	t.form = newForm(t.save, t.kindChanged, t.puzzleChanged)
	t.results = newResultsView(
		func() { t.exportDialog("lab.csv", t.results.writeCSV) },
		func() { t.exportDialog("lab.png", t.results.writePNG) })
	t.runBtn = widget.NewButtonWithIcon("Run", theme.MediaPlayIcon(), t.Run)
	t.runBtn.Importance = widget.HighImportance
	t.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), t.Cancel)
	t.cancel.Disable()
	t.progress = widget.NewProgressBar()
	t.status = widget.NewLabel("No results yet: choose an experiment and press Run.")
	t.status.Wrapping = fyne.TextWrapWord
	t.script = newScriptView(w, t.save)
	form := t.form.layout(t.loadConfigDialog) // before restore, which shows and hides rows
	t.restore()
	t.domain = t.form.puzzle.Selected
	t.content = t.layout(form)
	return t
}

// Title is the tab's name.
func (t *Tab) Title() string { return "Lab" }

// Content is the tab's page.
func (t *Tab) Content() fyne.CanvasObject { return t.content }

func (t *Tab) layout(form fyne.CanvasObject) fyne.CanvasObject {
	buttons := container.NewGridWithColumns(2, t.runBtn, t.cancel)
	controls := container.NewBorder(nil, nil, buttons, nil, t.progress)
	right := container.NewBorder(container.NewVBox(controls, t.status, widget.NewSeparator()), nil, nil, nil,
		t.results.content())
	left := container.NewVScroll(container.NewPadded(form))
	experiments := container.NewHSplit(left, container.NewPadded(right))
	experiments.Offset = 0.3
	return container.NewAppTabs(
		container.NewTabItemWithIcon("Experiments", theme.GridIcon(), experiments),
		container.NewTabItemWithIcon("Scripts", theme.DocumentIcon(), t.script.content()))
}

func (t *Tab) setStatus(text string) { t.status.SetText(text) }

func (t *Tab) kindChanged() {
	t.form.showKindRows()
	t.save()
}

// puzzleChanged follows the puzzle menu and the diagonal switch: the
// checklist lists the new puzzle's engines, and a new board gets its own
// default depths, since the 2×2 board and the cube have few.
func (t *Tab) puzzleChanged() {
	if t.form.engines == nil {
		return // still building the form
	}
	f := t.form
	po := puzzleNamed(f.puzzle.Selected)
	if po.takesDiagonal() {
		f.diagonal.Enable()
	} else {
		f.diagonal.Disable()
	}
	t.fillEngines()
	if !t.restoring && f.puzzle.Selected != t.domain {
		t.domain = f.puzzle.Selected
		f.depthFrom.SetText(itoa(po.depths[0]))
		f.depthTo.SetText(itoa(po.depths[1]))
		f.depthStep.SetText(itoa(po.depths[2]))
	}
	t.save()
}
