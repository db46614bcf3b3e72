package slidingtab

import (
	"fmt"

	"fyne.io/fyne/v2"

	"frontier/core/domains/sliding"
)

// tapSquare plays the tile at square q into the blank, if it is next to it.
func (t *Tab) tapSquare(q int) {
	next, _, ok := t.board.MoveTo(t.shown, q)
	if ok {
		t.playHand(next)
	}
}

var arrowMoves = map[fyne.KeyName]string{
	fyne.KeyUp: "up", fyne.KeyDown: "down", fyne.KeyLeft: "left", fyne.KeyRight: "right",
}

// TypedKey moves the blank with the arrow keys.
func (t *Tab) TypedKey(e *fyne.KeyEvent) {
	if m, ok := arrowMoves[e.Name]; ok {
		if next, ok := t.board.Apply(t.shown, m); ok {
			t.playHand(next)
		}
	}
}

// playHand makes a hand-played position the new start; the old path no
// longer applies.
func (t *Tab) playHand(next sliding.State) {
	hand := t.hand + 1
	t.setState(next)
	t.hand = hand
	t.updateHand()
	if next == t.board.Goal() {
		t.handLabel.SetText(fmt.Sprintf("Solved by hand in %d moves!", t.hand))
	}
}

// updateHand says how to play by hand until the first move, then counts
// the moves: the line is short, beside the Inspect h switch.
func (t *Tab) updateHand() {
	if t.hand == 0 {
		t.handLabel.SetText("Click tiles to play")
		return
	}
	t.handLabel.SetText(fmt.Sprintf("Moves by hand: %d", t.hand))
}
