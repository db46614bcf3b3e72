package slidingtab

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
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
	t.widthSel = kit.NewSelect(widthOptions, t.widthChanged)
	t.diagonal = widget.NewCheck("Diagonal too", func(bool) { kit.ReleaseFocus(t.diagonal); t.movesChanged() })
	t.goalSel = kit.NewSelect(titles(goalMenu), t.goalChanged)
	t.customGoal = kit.NewEntry("")
	t.customGoal.OnChanged = func(text string) {
		if !t.customGoal.Disabled() { // not the menu's goal being shown
			t.custom = text
			t.customGoalTyped(false)
		}
	}
	t.customGoal.OnSubmitted = func(string) { t.customGoalTyped(true) }
	t.goalErr = kit.ErrorLabel()

	t.stateEntry = kit.NewEntry("b12 345 678, 0,8,1,7,4,5,2,3,6 or 1 2 3 / 4 5 6 / 7 8 0")
	t.stateEntry.OnSubmitted = func(string) { t.loadEntry() }
	t.stateEntry.OnChanged = func(string) { t.stateTyped() }
	t.stateErr = kit.ErrorLabel()
	t.stateNote = kit.NoteLabel()
	t.randMode = kit.NewSelect(titles(randMenu), t.randModeChanged)
	t.walkEntry = kit.NewEntry("30")
	t.seedEntry = kit.NewEntry("1")
	t.walkEntry.OnChanged = func(string) { t.randomTyped() }
	t.seedEntry.OnChanged = func(string) { t.randomTyped() }
	t.randErr = kit.ErrorLabel()

	t.engineSel = kit.NewSelect(engineTitles(), t.engineChanged)
	t.heurSel = kit.NewSelect(heuristicTitles(), func() {
		if !t.heurSel.Disabled() {
			t.freeHeur = t.heurSel.Selected
		}
		t.engineChanged()
	})
	t.limits = kit.NewLimits()
	t.limits.OnChanged = t.limitsChanged
	t.searchErr = kit.ErrorLabel()
	t.warning = kit.ErrorLabel()
	t.warning.Importance = widget.WarningImportance
}

// inputsColumn is the middle column: the puzzle, the state and the search
// settings. Its error lines make it scroll rather than grow.
func (t *Tab) inputsColumn() fyne.CanvasObject {
	load := widget.NewButton("Load", func() { t.loadEntry() })
	randomize := widget.NewButtonWithIcon("Randomize", theme.ViewRefreshIcon(), func() { t.randomize() })
	walk := container.NewGridWithColumns(2,
		container.NewBorder(nil, nil, widget.NewLabel("Moves"), nil, t.walkEntry),
		container.NewBorder(nil, nil, widget.NewLabel("Seed"), nil, t.seedEntry))
	search := append([]*widget.FormItem{widget.NewFormItem("Engine", t.engineSel),
		widget.NewFormItem("Heuristic", t.heurSel)}, t.limits.Items()...)
	column := container.NewVBox(
		kit.Heading("Puzzle"),
		widget.NewForm(widget.NewFormItem("Board", t.widthSel), widget.NewFormItem("Moves", t.diagonal),
			widget.NewFormItem("Goal", container.NewBorder(nil, nil, kit.AtLeast(8.5, t.goalSel), nil, t.customGoal))),
		t.goalErr,
		kit.Heading("State"),
		container.NewBorder(nil, nil, nil, load, t.stateEntry), t.stateErr, t.stateNote,
		container.NewBorder(nil, nil, nil, randomize, t.randMode), walk, t.randErr,
		kit.Heading("Search"),
		widget.NewForm(search...),
		t.searchErr, t.limits.Err,
	)
	return kit.Steady(column, t.goalErr, t.stateErr, t.stateNote, t.randErr, t.searchErr, t.limits.Err)
}

// engineChanged follows the engine and heuristic menus: the heuristic
// menu is for the engines that take one (for the others it shows, greyed,
// the heuristic the engine uses), beam width for beam search. Rows are
// enabled and disabled, never shown and hidden, so nothing below them
// moves.
func (t *Tab) engineChanged() {
	c, _ := choiceNamed(t.engineSel.Selected)
	shown := t.freeHeur
	switch {
	case c.heuristic == "":
		t.heurSel.Enable()
	case c.engine.Informed():
		t.heurSel.Disable()
		h, _ := heuristicNamed(string(c.heuristic))
		shown = h.Title
	default:
		t.heurSel.Disable()
		shown = "none (uninformed)"
	}
	if t.heurSel.Selected != shown {
		t.heurSel.Selected = shown
		t.heurSel.Refresh()
	}
	t.limits.SetBeamUsed(c.engine == search.EngineBeam)
	if t.searchErr.Visible() {
		t.checkHeuristic()
	}
	if t.board != nil {
		t.search.Previous("The engine has changed: press Solve for its answer.", true)
	}
	t.inspectShown()
	t.save()
}

func (t *Tab) limitsChanged() {
	t.showWarning()
	t.save()
}

// setBoard makes b, described by k, the tab's board.
func (t *Tab) setBoard(k *puzzles.Kind[sliding.State, sliding.State], b *sliding.Board) {
	t.kind, t.board = k, b
	t.showWarning()
}

// showWarning says, above the results, what a search may cost: no node
// limit, or a board whose random positions take hours to solve optimally.
func (t *Tab) showWarning() {
	var lines []string
	if t.limits.NoLimit.Checked {
		lines = append(lines, kit.NoLimitWarning)
	}
	if t.board != nil {
		if w := t.board.SolveWarning(); w != "" {
			lines = append(lines, w)
		}
	}
	kit.SetError(t.warning, strings.Join(lines, " "))
}

func (t *Tab) randModeChanged() {
	if item(randMenu, t.randMode.Selected) == randUniform {
		t.walkEntry.Disable()
	} else {
		t.walkEntry.Enable()
	}
	t.randomTyped()
}
