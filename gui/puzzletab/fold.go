package puzzletab

import (
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
)

// foldShare is the share of the tab's width the board's column asks for
// while the inputs are folded away: the results' column beside it keeps
// the width its buttons need (the split gives no column less than its
// least), so on a projector the board takes what is left, some two
// thirds of the window.
const foldShare = 0.78

// buildFold makes the switch that folds the inputs' column away, for a
// board that offers it (Board.Fold).
func (t *Tab[P, S]) buildFold() {
	if t.pz.Board.Fold == "" {
		return
	}
	t.FoldSwitch = widget.NewCheck(t.pz.Board.Fold, func(on bool) {
		kit.ReleaseFocus(t.FoldSwitch)
		t.prefs.SetBool(t.keys.fold, on)
		t.fold()
	})
	t.FoldSwitch.Checked = t.prefs.BoolWithFallback(t.keys.fold, true)
}

// folded reports whether the inputs' column is folded away.
func (t *Tab[P, S]) folded() bool { return t.FoldSwitch != nil && t.FoldSwitch.Checked }

// fold shows or hides the inputs' column as the switch says, and lays the
// columns out again.
func (t *Tab[P, S]) fold() {
	if t.columnScroll == nil {
		return
	}
	if t.folded() {
		t.columnScroll.Hide()
	} else {
		t.columnScroll.Show()
	}
	if t.content != nil {
		t.content.Refresh()
	}
}
