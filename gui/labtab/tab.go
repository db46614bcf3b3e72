// Package labtab is the Lab tab of the window: batch experiments — nodes
// by depth, fraction solved within node budgets, heuristics compared with
// an ANOVA — run in the background with a progress bar and shown as
// tables and plots that export to CSV and PNG; and command scripts, one
// command a line, edited in place and run.
package labtab

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/lab"
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
	progress *progressBar
	status   *widget.Label // two lines kept for it: what ran, what is wrong
	script   *scriptView

	pages   *container.AppTabs
	content fyne.CanvasObject
}

// New builds the tab, restoring its settings from prefs. File dialogs open
// over w.
func New(w fyne.Window, prefs fyne.Preferences) *Tab {
	t := &Tab{w: w, prefs: prefs}
	t.form = newForm(t.save, t.kindChanged, t.puzzleChanged, t.formRechecked)
	t.results = newResultsView(
		func() { t.exportDialog("lab.csv", t.results.writeCSV) },
		func() { t.exportDialog("lab.png", t.results.writePNG) })
	t.runBtn = widget.NewButtonWithIcon("Run", theme.MediaPlayIcon(), t.Run)
	t.runBtn.Importance = widget.HighImportance
	t.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), t.Cancel)
	t.cancel.Disable()
	t.progress = newProgressBar()
	t.status = widget.NewLabel("No results yet: choose an experiment and press Run.")
	t.script = newScriptView(w, t.save)
	form := t.form.layout(t.loadConfigDialog) // before restore, which shows and hides rows
	t.restore()
	t.domain = t.form.puzzle.Selected
	t.content = t.layout(form)
	return t
}

// Title is the tab's label, which the window shows before it builds the tab.
const Title = "Lab"

// Title is the tab's name.
func (t *Tab) Title() string { return Title }

// Content is the tab's page.
func (t *Tab) Content() fyne.CanvasObject { return t.content }

// layout puts the experiment's inputs on the left, and on the right Run,
// where no message can move it, the status and the results. The status
// keeps two lines, said or not, so that the results never move.
func (t *Tab) layout(form fyne.CanvasObject) fyne.CanvasObject {
	buttons := container.NewGridWithColumns(2, t.runBtn, t.cancel)
	controls := container.NewBorder(nil, nil, buttons, nil, t.progress)
	right := container.NewBorder(container.NewVBox(controls, kit.Lines(2, t.status)), nil, nil, nil, t.results.content())
	experiments := container.NewHSplit(container.NewPadded(form), container.NewPadded(right))
	experiments.Offset = 0.32
	t.pages = container.NewAppTabs(
		container.NewTabItemWithIcon("Experiments", theme.GridIcon(), experiments),
		container.NewTabItemWithIcon("Scripts", theme.DocumentIcon(), t.script.content()))
	return t.pages
}

// Solve runs what the page on show runs: the experiment or the script
// (Ctrl+Enter).
func (t *Tab) Solve() {
	if t.pages.SelectedIndex() == 1 {
		t.script.Run()
		return
	}
	t.Run()
}

// TogglePlay does nothing: the lab has no path to play.
func (t *Tab) TogglePlay() {}

// setStatus says text on the status line.
func (t *Tab) setStatus(text string) { t.say(text, widget.MediumImportance) }

// setStatusError says on the status line what went wrong.
func (t *Tab) setStatusError(text string) { t.say(text, widget.DangerImportance) }

func (t *Tab) say(text string, imp widget.Importance) {
	t.status.Importance = imp
	t.status.SetText(text)
}

// refused says why Run ran nothing: the first bad input, and how many
// more are marked.
func (t *Tab) refused() {
	text := "Nothing ran: " + t.form.firstError() + "."
	switch n := t.form.errorCount(); {
	case n == 2:
		text += " One more input is marked in red."
	case n > 2:
		text += fmt.Sprintf(" %d more inputs are marked in red.", n-1)
	}
	t.setStatusError(text)
}

// formRechecked follows an edit made while errors are on show.
func (t *Tab) formRechecked() {
	if t.form.showsErrors() {
		t.refused()
		return
	}
	t.setStatus("The inputs are fine now: press Run.")
}

func (t *Tab) kindChanged() {
	t.form.showKindRows()
	t.save()
}

// puzzleChanged follows the puzzle menu and the switches of its options:
// the inputs of the options the puzzle takes show, the checklist lists
// its engines, and a new board gets its own default depths, since the
// 2×2 board and the cube have few.
func (t *Tab) puzzleChanged() {
	if t.form.engines == nil {
		return // still building the form
	}
	f := t.form
	po := puzzleNamed(f.puzzle.Selected)
	f.showOptions()
	t.fillEngines()
	if po.depthless && kindOf(f.kind.Selected) == lab.KindDepth {
		f.kind.SetSelected(kindCompare)
		t.setStatus("The " + po.title + " has no positions at an exact depth: the experiment compares the engines on random starts instead.")
	}
	if !t.restoring && f.puzzle.Selected != t.domain {
		t.domain = f.puzzle.Selected
		f.depthFrom.SetText(itoa(po.depths[0]))
		f.depthTo.SetText(itoa(po.depths[1]))
		f.depthStep.SetText(itoa(po.depths[2]))
	}
	t.save()
}
