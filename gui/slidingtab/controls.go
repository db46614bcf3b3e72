package slidingtab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/sliding"
	"frontier/gui/kit"
)

var (
	widthOptions = []string{"2×2 (3-puzzle)", "3×3 (8-puzzle)", "4×4 (15-puzzle)", "5×5 (24-puzzle)"}
	goalOptions  = []string{"Blank first", "Blank last", "Custom"}
	randOptions  = []string{"Random walk", "Uniform"}
)

func (t *Tab) buildControls() {
	t.widthSel = widget.NewSelect(widthOptions, func(string) { t.settingsChanged(true) })
	t.diagonal = widget.NewCheck("Diagonal moves", func(bool) { t.settingsChanged(false) })
	t.goalSel = widget.NewSelect(goalOptions, func(string) { t.goalChanged() })
	t.customGoal = widget.NewEntry()
	t.customGoal.SetPlaceHolder("custom goal, such as 1 2 3 / 8 0 4 / 7 6 5")
	t.customGoal.OnSubmitted = func(string) { t.goalChanged() }
	t.goalErr = kit.ErrorLabel()

	t.stateEntry = widget.NewEntry()
	t.stateEntry.SetPlaceHolder("b12 345 678, 0,8,1,7,4,5,2,3,6 or 1 2 3 / 4 5 6 / 7 8 0")
	t.stateEntry.OnSubmitted = func(string) { t.loadEntry() }
	t.stateErr = kit.ErrorLabel()
	t.randMode = widget.NewSelect(randOptions, func(string) { t.randModeChanged() })
	t.walkEntry = widget.NewEntry()
	t.seedEntry = widget.NewEntry()
	t.walkEntry.OnChanged = func(string) { t.save() }
	t.seedEntry.OnChanged = func(string) { t.save() }

	t.engineSel = widget.NewSelect(engineTitles(), func(string) { t.engineChanged() })
	t.heurSel = widget.NewSelect(nil, func(string) { t.save() })
	for _, h := range sliding.Heuristics[1:] {
		t.heurSel.Options = append(t.heurSel.Options, h.Title)
	}
	t.beamEntry = widget.NewEntry()
	t.heurRow = widget.NewForm(widget.NewFormItem("Heuristic", t.heurSel))
	t.beamRow = widget.NewForm(widget.NewFormItem("Beam width k", t.beamEntry))
	t.maxNodes = widget.NewEntry()
	t.maxNodes.OnChanged = func(string) { t.save() }
	t.beamEntry.OnChanged = func(string) { t.save() }
	t.searchErr = kit.ErrorLabel()
}

func (t *Tab) controlsColumn() fyne.CanvasObject {
	load := widget.NewButton("Load", func() { t.loadEntry() })
	randomize := widget.NewButtonWithIcon("Randomize", theme.ViewRefreshIcon(), t.randomize)
	walk := container.NewGridWithColumns(2,
		container.NewBorder(nil, nil, widget.NewLabel("Moves"), nil, t.walkEntry),
		container.NewBorder(nil, nil, widget.NewLabel("Seed"), nil, t.seedEntry))
	return container.NewVBox(
		kit.Heading("Puzzle"),
		widget.NewForm(widget.NewFormItem("Board", t.widthSel), widget.NewFormItem("Goal", t.goalSel)),
		t.customGoal, t.goalErr, t.diagonal,
		widget.NewSeparator(),
		kit.Heading("State"),
		container.NewBorder(nil, nil, nil, load, t.stateEntry), t.stateErr,
		container.NewBorder(nil, nil, nil, randomize, t.randMode), walk,
		widget.NewSeparator(),
		kit.Heading("Search"),
		widget.NewForm(widget.NewFormItem("Engine", t.engineSel)),
		t.heurRow, t.beamRow,
		widget.NewForm(widget.NewFormItem("Max nodes", t.maxNodes)),
		t.searchErr,
		container.NewGridWithColumns(2, t.search.SolveBtn, t.search.CancelBtn),
	)
}

func (t *Tab) engineChanged() {
	c, _ := choiceNamed(t.engineSel.Selected)
	if c.heuristic == "" {
		t.heurRow.Show()
	} else {
		t.heurRow.Hide()
	}
	if c.engine == "beam" {
		t.beamRow.Show()
	} else {
		t.beamRow.Hide()
	}
	t.save()
}

func (t *Tab) randModeChanged() {
	if t.randMode.Selected == "Uniform" {
		t.walkEntry.Disable()
	} else {
		t.walkEntry.Enable()
	}
	t.save()
}
