package cubetab

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/cube"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/kit"
)

func wrapped(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// engineNamed finds the engine of a menu title or an engine id.
func engineNamed(name string) (search.Engine, bool) {
	for _, e := range search.Engines {
		if e.Title() == name || string(e) == name {
			return e, true
		}
	}
	return "", false
}

// heuristicTitle is a heuristic's entry in the menu, with its
// admissibility, so the choice shows what it promises.
func heuristicTitle(h puzzles.Heuristic) string {
	if h.Admissible {
		return string(h.ID) + " (admissible)"
	}
	return string(h.ID) + " (not admissible)"
}

// heuristicNamed finds the cube's heuristic of a menu title or an id.
func heuristicNamed(name string) (puzzles.Heuristic, bool) {
	for _, h := range puzzles.CubeKind().Heuristics {
		if heuristicTitle(h) == name || string(h.ID) == name {
			return h, true
		}
	}
	return puzzles.Heuristic{}, false
}

func (t *Tab) buildControls() {
	t.stateEntry = kit.NewEntry("WWWW BBBB RRRR GGGG OOOO YYYY  (faces D L F R B U)")
	t.stateEntry.OnSubmitted = func(string) { t.loadEntry() }
	t.stateEntry.OnChanged = func(string) { t.stateTyped() }
	t.stateErr = kit.ErrorLabel()

	t.scrambleEntry = kit.NewEntry("moves, such as R U F' R2")
	t.scrambleEntry.OnSubmitted = func(string) { t.applyScramble() }
	t.scrambleEntry.OnChanged = func(string) { t.scrambleTyped() }
	t.lengthEntry = kit.NewEntry("10")
	t.seedEntry = kit.NewEntry("1")
	t.lengthEntry.OnChanged = func(string) { t.randomTyped() }
	t.seedEntry.OnChanged = func(string) { t.randomTyped() }
	t.scrambleErr = kit.ErrorLabel()
	t.randomErr = kit.ErrorLabel()

	for _, m := range handOrder() {
		b := widget.NewButton(m.String(), func() { t.turnByHand(m) })
		t.turnBtns = append(t.turnBtns, b)
	}
	t.resetBtn = widget.NewButtonWithIcon("Reset", theme.HistoryIcon(), t.reset)

	var titles []string
	for _, e := range search.Engines {
		titles = append(titles, e.Title())
	}
	t.engineSel = kit.NewSelect(titles, t.engineChanged)
	var hs []string
	for _, h := range puzzles.CubeKind().Heuristics {
		hs = append(hs, heuristicTitle(h))
	}
	t.heurSel = kit.NewSelect(hs, t.engineChanged)
	t.heurInfo = kit.NewInfoButton("What this heuristic estimates", t.heuristicAbout)
	t.limits = kit.NewLimits()
	t.limits.OnChanged = func() { t.showWarnings(); t.save() }
	t.warning = kit.ErrorLabel()
	t.warning.Importance = widget.WarningImportance
	t.searchErr = kit.ErrorLabel()

	t.exactBar = widget.NewProgressBar()
	t.exactLabel = wrapped("Exact table: not built yet.")
}

// handOrder is the order of the hand-turn buttons: opposite faces side
// by side, three rows of six.
func handOrder() []cube.Move {
	ms, err := cube.ParseMoves("U U' U2 D D' D2 L L' L2 R R' R2 F F' F2 B B' B2")
	if err != nil {
		panic("cubetab: " + err.Error())
	}
	return ms
}

// handPanel is what sits under the net: the 18 turn buttons, the counter,
// the "Inspect h" switch and Reset.
func (t *Tab) handPanel() fyne.CanvasObject {
	grid := container.NewGridWithColumns(6)
	for _, b := range t.turnBtns {
		grid.Add(b)
	}
	return container.NewVBox(grid, container.NewBorder(nil, nil, nil, container.NewHBox(t.inspectCheck, t.resetBtn), t.handLabel))
}

// inputsColumn is the middle column: the cube, the scramble, the search
// settings and the exact table's state. Its error lines make it scroll
// rather than grow.
func (t *Tab) inputsColumn() fyne.CanvasObject {
	load := widget.NewButton("Load", func() { t.loadEntry() })
	apply := widget.NewButton("Apply", t.applyScramble)
	random := widget.NewButtonWithIcon("Random", theme.ViewRefreshIcon(), t.randomScramble)
	lenSeed := container.NewGridWithColumns(2,
		container.NewBorder(nil, nil, widget.NewLabel("Length"), nil, t.lengthEntry),
		container.NewBorder(nil, nil, widget.NewLabel("Seed"), nil, t.seedEntry))
	search := append([]*widget.FormItem{widget.NewFormItem("Engine", t.engineSel),
		widget.NewFormItem("Heuristic", container.NewBorder(nil, nil, nil, t.heurInfo, t.heurSel))}, t.limits.Items()...)
	column := container.NewVBox(
		kit.Heading("State (stickers D L F R B U)"),
		container.NewBorder(nil, nil, nil, load, t.stateEntry), t.stateErr,
		kit.Heading("Scramble from solved"),
		container.NewBorder(nil, nil, nil, apply, t.scrambleEntry),
		t.scrambleErr,
		container.NewBorder(nil, nil, nil, random, lenSeed),
		t.randomErr,
		kit.Heading("Search"),
		widget.NewForm(search...),
		t.searchErr, t.limits.Err,
		widget.NewSeparator(),
		t.exactLabel, t.exactBar,
	)
	return kit.Steady(column, t.stateErr, t.scrambleErr, t.randomErr, t.searchErr, t.limits.Err)
}

// heuristicAbout is the ⓘ text of the chosen heuristic.
func (t *Tab) heuristicAbout() string {
	h, _ := heuristicNamed(t.heurSel.Selected)
	promise := "It never overestimates, so A* and IDA* return optimal solutions with it."
	if !h.Admissible {
		promise = "It can overestimate, so no engine guarantees an optimal solution with it."
	}
	return fmt.Sprintf("**%s**: %s.\n\n%s\n\nBFS, DFS, IDS and UCS are uninformed: they ignore the heuristic.", h.ID, h.About, promise)
}

// engineChanged follows the engine and heuristic menus: the heuristic
// only matters to informed engines, beam needs k, and some choices get a
// warning. Rows are enabled and disabled, never shown and hidden, so
// nothing below them moves.
func (t *Tab) engineChanged() {
	e, _ := engineNamed(t.engineSel.Selected)
	if e.Informed() {
		t.heurSel.Enable()
	} else {
		t.heurSel.Disable()
	}
	t.limits.SetBeamUsed(e == search.EngineBeam)
	t.showWarnings()
	if !t.restoring {
		t.search.Previous("The engine or heuristic has changed: press Solve for its answer.", true)
	}
	t.inspectShown()
	t.save()
}

// showWarnings warns, above the results, of choices that make a search
// slow, long or unbounded.
func (t *Tab) showWarnings() {
	e, _ := engineNamed(t.engineSel.Selected)
	h, _ := heuristicNamed(t.heurSel.Selected)
	var warnings []string
	switch {
	case e == search.EngineIDAStar && h.ID == puzzles.HeuristicPDB:
		warnings = append(warnings, "IDA* with pdb re-expands nodes: about 0.1 s and 3 million nodes for a "+
			"depth-11 position. A* or the exact heuristic answers at once.")
	case e == search.EngineIDAStar && h.ID != puzzles.HeuristicExact:
		warnings = append(warnings, "IDA* with "+string(h.ID)+" is very slow on deep scrambles (pdb already "+
			"needs about 3 million nodes at depth 11); raise max nodes or use A* or the exact heuristic.")
	case e == search.EngineDFS:
		warnings = append(warnings, "DFS returns the first path it finds: often thousands of moves.")
	}
	if t.limits.NoLimit.Checked {
		warnings = append(warnings, kit.NoLimitWarning)
	}
	kit.SetError(t.warning, strings.Join(warnings, "\n"))
}
