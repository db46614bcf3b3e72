package slidingtab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
	"frontier/gui/kit"
)

var widthOptions = []string{"2×2 (3-puzzle)", "3×3 (8-puzzle)", "4×4 (15-puzzle)", "5×5 (24-puzzle)"}

// menuItem is an entry of a menu whose choice the preferences keep by id.
type menuItem struct{ id, title string }

// The goal menu's ids are the catalogue's names of the goals.
var (
	goalFirst  = menuItem{"blank-first", "Blank first"}
	goalLast   = menuItem{"blank-last", "Blank last"}
	goalCustom = menuItem{"custom", "Custom"}
	goalMenu   = []menuItem{goalFirst, goalLast, goalCustom}

	randWalk    = menuItem{"walk", "Random walk"}
	randUniform = menuItem{"uniform", "Uniform"}
	randMenu    = []menuItem{randWalk, randUniform}
)

func titles(menu []menuItem) []string {
	out := make([]string, len(menu))
	for i, m := range menu {
		out[i] = m.title
	}
	return out
}

// item finds the entry of an id or a title (older versions kept titles),
// or the first.
func item(menu []menuItem, name string) menuItem {
	for _, m := range menu {
		if m.id == name || m.title == name {
			return m
		}
	}
	return menu[0]
}

func (t *Tab) buildControls() {
	t.widthSel = widget.NewSelect(widthOptions, func(string) { t.settingsChanged(true) })
	t.diagonal = widget.NewCheck("Diagonal moves", func(bool) { t.settingsChanged(false) })
	t.goalSel = widget.NewSelect(titles(goalMenu), func(string) { t.goalChanged() })
	t.customGoal = widget.NewEntry()
	t.customGoal.SetPlaceHolder("custom goal, such as 1 2 3 / 8 0 4 / 7 6 5")
	t.customGoal.OnSubmitted = func(string) { t.goalChanged() }
	t.goalErr = kit.ErrorLabel()

	t.stateEntry = widget.NewEntry()
	t.stateEntry.SetPlaceHolder("b12 345 678, 0,8,1,7,4,5,2,3,6 or 1 2 3 / 4 5 6 / 7 8 0")
	t.stateEntry.OnSubmitted = func(string) { t.loadEntry() }
	t.stateErr = kit.ErrorLabel()
	t.randMode = widget.NewSelect(titles(randMenu), func(string) { t.randModeChanged() })
	t.walkEntry = widget.NewEntry()
	t.seedEntry = widget.NewEntry()
	t.walkEntry.OnChanged = func(string) { t.save() }
	t.seedEntry.OnChanged = func(string) { t.save() }

	t.engineSel = widget.NewSelect(engineTitles(), func(string) { t.engineChanged() })
	t.heurSel = widget.NewSelect(heuristicTitles(), func(string) { t.save() })
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
	if c.engine == search.EngineBeam {
		t.beamRow.Show()
	} else {
		t.beamRow.Hide()
	}
	t.save()
}

func (t *Tab) randModeChanged() {
	if item(randMenu, t.randMode.Selected) == randUniform {
		t.walkEntry.Disable()
	} else {
		t.walkEntry.Enable()
	}
	t.save()
}
