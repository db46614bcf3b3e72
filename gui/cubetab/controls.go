package cubetab

import (
	"fmt"

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
	t.stateEntry = widget.NewEntry()
	t.stateEntry.SetPlaceHolder("WWWW BBBB RRRR GGGG OOOO YYYY  (faces D L F R B U)")
	t.stateEntry.OnSubmitted = func(string) { t.loadEntry() }
	t.stateErr = kit.ErrorLabel()

	t.scrambleEntry = widget.NewEntry()
	t.scrambleEntry.SetPlaceHolder("moves, such as R U F' R2")
	t.scrambleEntry.OnSubmitted = func(string) { t.applyScramble() }
	t.lengthEntry = widget.NewEntry()
	t.seedEntry = widget.NewEntry()
	t.scrambleErr = kit.ErrorLabel()

	for _, m := range handOrder() {
		b := widget.NewButton(m.String(), func() { t.turnByHand(m) })
		t.turnBtns = append(t.turnBtns, b)
	}
	t.resetBtn = widget.NewButtonWithIcon("Reset", theme.HistoryIcon(), t.reset)

	var titles []string
	for _, e := range search.Engines {
		titles = append(titles, e.Title())
	}
	t.engineSel = widget.NewSelect(titles, func(string) { t.engineChanged() })
	var hs []string
	for _, h := range puzzles.CubeKind().Heuristics {
		hs = append(hs, heuristicTitle(h))
	}
	t.heurSel = widget.NewSelect(hs, func(string) { t.engineChanged() })
	t.searchForm = widget.NewForm(widget.NewFormItem("Engine", t.engineSel), widget.NewFormItem("Heuristic", t.heurSel))
	t.heurInfo = wrapped("")
	t.heurInfo.TextStyle.Italic = true
	t.beamEntry = widget.NewEntry()
	t.beamRow = widget.NewForm(widget.NewFormItem("Beam width k", t.beamEntry))
	t.maxNodes = widget.NewEntry()
	t.warning = wrapped("")
	t.warning.Importance = widget.WarningImportance
	t.warning.Hide()
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

// handPanel is what sits under the net: the counter, the 18 turn buttons
// and Reset.
func (t *Tab) handPanel() fyne.CanvasObject {
	grid := container.NewGridWithColumns(6)
	for _, b := range t.turnBtns {
		grid.Add(b)
	}
	return container.NewVBox(grid, container.NewBorder(nil, nil, nil, t.resetBtn, t.handLabel))
}

func (t *Tab) controlsColumn() fyne.CanvasObject {
	load := widget.NewButton("Load", func() { t.loadEntry() })
	apply := widget.NewButton("Apply", t.applyScramble)
	random := widget.NewButtonWithIcon("Random", theme.ViewRefreshIcon(), t.randomScramble)
	lenSeed := widget.NewForm(widget.NewFormItem("Length", t.lengthEntry), widget.NewFormItem("Seed", t.seedEntry))
	exact := container.NewVBox(t.exactLabel, t.exactBar)
	return container.NewVBox(
		kit.Heading("State (stickers D L F R B U)"),
		container.NewBorder(nil, nil, nil, load, t.stateEntry), t.stateErr,
		widget.NewSeparator(),
		kit.Heading("Scramble from solved"),
		container.NewBorder(nil, nil, nil, apply, t.scrambleEntry),
		container.NewBorder(nil, nil, nil, container.NewCenter(random), lenSeed),
		t.scrambleErr,
		widget.NewSeparator(),
		kit.Heading("Search"),
		t.searchForm,
		t.heurInfo, t.beamRow,
		widget.NewForm(widget.NewFormItem("Max nodes", t.maxNodes)),
		t.warning, t.searchErr,
		container.NewGridWithColumns(2, t.search.SolveBtn, t.search.CancelBtn),
		exact,
	)
}

// engineChanged follows the engine and heuristic menus: the heuristic
// only matters to informed engines, beam needs k, and IDA* with a weak
// heuristic gets a warning.
func (t *Tab) engineChanged() {
	e, _ := engineNamed(t.engineSel.Selected)
	h, _ := heuristicNamed(t.heurSel.Selected)
	if e.Informed() {
		t.heurSel.Enable()
		promise := "never overestimates, so A* and IDA* return optimal solutions"
		if !h.Admissible {
			promise = "can overestimate, so no engine guarantees an optimal solution with it"
		}
		t.heurInfo.SetText(fmt.Sprintf("%s: %s — %s.", h.ID, h.About, promise))
	} else {
		t.heurSel.Disable()
		t.heurInfo.SetText(fmt.Sprintf("%s is uninformed: it ignores the heuristic.", e.Title()))
	}
	t.searchForm.Refresh() // the Heuristic label greys with its menu
	if e == search.EngineBeam {
		t.beamRow.Show()
	} else {
		t.beamRow.Hide()
	}
	switch {
	case e == search.EngineIDAStar && h.ID == puzzles.HeuristicPDB:
		t.warning.SetText("IDA* with pdb re-expands nodes: about 0.1 s and 3 million nodes for a depth-11 position. " +
			"A* or the exact heuristic answers at once.")
		t.warning.Show()
	case e == search.EngineIDAStar && h.ID != puzzles.HeuristicExact:
		t.warning.SetText("IDA* with " + string(h.ID) + " is very slow on deep scrambles (pdb already needs about " +
			"3 million nodes at depth 11); raise max nodes or use A* or the exact heuristic.")
		t.warning.Show()
	case e == search.EngineDFS:
		t.warning.SetText("DFS returns the first path it finds: often thousands of moves.")
		t.warning.Show()
	default:
		t.warning.Hide()
	}
	t.save()
}
