package cubetab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/cube"
	"frontier/gui/kit"
)

func (t *Tab) buildScramble() {
	t.scrambleEntry = kit.NewEntry("moves, such as R U F' R2")
	t.scrambleEntry.SetText(t.prefs.StringWithFallback(prefScramble, defaultScramble))
	t.scrambleEntry.OnSubmitted = func(string) { t.applyScramble() }
	t.scrambleEntry.OnChanged = func(string) { t.scrambleTyped() }
	t.scrambleErr = kit.ErrorLabel()
}

// scrambleRows are the box of moves that scramble the solved cube.
func (t *Tab) scrambleRows() fyne.CanvasObject {
	apply := widget.NewButton("Apply", t.applyScramble)
	return container.NewVBox(kit.Heading("Scramble from solved"),
		container.NewBorder(nil, nil, nil, apply, t.scrambleEntry), kit.Lines(2, t.scrambleErr))
}

// scrambleTyped follows the scramble box as it is typed in: an error on
// show goes as soon as the moves read well; a new error waits for Apply
// or Enter.
func (t *Tab) scrambleTyped() {
	kit.Recheck(t.scrambleErr, func() string {
		if _, err := cube.ParseMoves(t.scrambleEntry.Text); err != nil {
			return err.Error()
		}
		return ""
	})
	t.prefs.SetString(prefScramble, t.scrambleEntry.Text)
}

// applyScramble turns the solved cube by the moves in the scramble box.
func (t *Tab) applyScramble() {
	ms, err := cube.ParseMoves(t.scrambleEntry.Text)
	if err != nil {
		kit.SetError(t.scrambleErr, err.Error())
		return
	}
	kit.SetError(t.scrambleErr, "")
	t.SetStart(cube.SolvedCube().Turn(ms...))
}
