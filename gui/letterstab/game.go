package letterstab

import (
	"context"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/letters"
	"frontier/core/games"
	"frontier/core/search"
	"frontier/gui/kit"
)

// startGame sets up an opening drawn with rng (see startFrom).
func (t *Tab) startGame() { t.startFrom(letters.Start(t.rng)) }

// startFrom sets up a game from b and lets the computer move first when
// it is to move.
func (t *Tab) startFrom(b letters.Board) {
	t.board, t.last, t.thinking = b, letters.Cell{Row: -1}, false
	// Three lines, as the report that replaces it, so the panel below
	// does not jump.
	t.value.SetText("The computer's move appears here,\nwith the value it found\nand the work its search did.")
	t.positionChanged()
}

// play places the chosen letter at row, col for the human, or explains,
// under the board, why it cannot.
func (t *Tab) play(row, col int) {
	m := letters.Move{Row: row, Col: col, Letter: t.letter}
	var msg string
	switch {
	case t.preview != nil:
		msg = "The board shows a position from the tree: open the Play page to go back to the game."
	case t.board.Over():
		msg = "The game is over — press New game to play again."
	case t.thinking || t.board.ToMove() != t.human:
		msg = "Wait: the computer is thinking."
	case t.board.At(row, col) != 0:
		msg = "That cell already holds " + string(t.board.At(row, col)) + "; click an empty one."
	default:
		if err := t.board.Check(m); err != nil {
			msg = capitalize(err.Error()) + "."
		}
	}
	if msg != "" {
		t.setBoardErr(msg)
		return
	}
	t.board, t.last = t.board.Play(m), letters.Cell{Row: -1}
	t.positionChanged()
}

// positionChanged drops every answer about the old position, shows the new
// one and starts what it needs: the computer's search or the hints. Jobs
// start last, once the widgets are up to date, so nothing they report can
// be overwritten by this call.
func (t *Tab) positionChanged() {
	t.pos++
	t.hints = [9][]cellHint{}
	t.note = ""
	t.setBoardErr("")
	t.cmp.setBoard(t.board)
	t.hinter.Cancel()
	t.mover.Cancel()
	t.thinking = !t.board.Over() && t.board.ToMove() != t.human
	t.thinkEngine = t.engine
	t.preview = nil
	t.tree.setBoard(t.board)
	t.steps.setBoard(t.board)
	t.pageChanged()
	if t.thinking {
		t.computerMove()
	} else {
		t.requestHints()
	}
}

// moveJob is the computer's search on one position.
type moveJob struct {
	res search.GameResult[letters.Move]
	err error
}

// computerMove searches in the background and plays the answer after at
// least t.pause, so the human's own move stays visible for a moment.
func (t *Tab) computerMove() {
	pos, b, e, pause := t.pos, t.board, t.thinkEngine, t.pause
	kit.Start(&t.mover, func(ctx context.Context) moveJob {
		begin := time.Now()
		stopTick := tick(func() {
			// Plain minimax on the opening takes seconds: show the clock,
			// and the way out.
			if el := time.Since(begin); el >= time.Second {
				fyne.Do(func() {
					if t.pos == pos {
						t.headline.SetText(t.thinkingText() + " " + el.Round(100*time.Millisecond).String())
						t.legend.SetText("This can take seconds: choosing a faster engine restarts the search with it.")
					}
				})
			}
		})
		res, err := games.SolveLetters(ctx, e, b, search.GameOptions{})
		stopTick()
		if wait := pause - time.Since(begin); err == nil && wait > 0 {
			select {
			case <-ctx.Done():
				err = ctx.Err()
			case <-time.After(wait):
			}
		}
		return moveJob{res, err}
	}, func(j moveJob) {
		if t.pos != pos {
			return
		}
		t.thinking = false
		if j.err != nil {
			t.value.SetText("The search stopped: " + j.err.Error())
			t.redraw()
			return
		}
		m := t.pickMove(j.res)
		t.board, t.last = t.board.Play(m), letters.Cell{Row: m.Row, Col: m.Col}
		// One label, not three: wrapped labels stacked in a box leave gaps
		// when they reflow.
		t.value.SetText("Played " + cellName(m) + ".\nValue for MAX: " + search.ValueWords(j.res.Value) +
			" — " + verdict(j.res.Value, t.human) + ".\n" + engineNames[e] + " searched " + work(j.res) + ".")
		t.positionChanged()
	})
}

// pickMove chooses a best move: the quickest win or slowest loss, which
// BestMoves lists first, or any drawing move at random so games vary.
func (t *Tab) pickMove(r search.GameResult[letters.Move]) letters.Move {
	// BestMoves does not say which wins tie for quickest, so a won or lost
	// game keeps to the first; every best move of a draw is as good.
	n := 1
	if r.Value == 0 {
		n = len(r.BestMoves)
	}
	return r.BestMoves[t.rng.IntN(n)]
}

// requestHints starts the analysis of the position when hints are on and
// the human is to move.
func (t *Tab) requestHints() {
	if !t.hintOn || t.board.Over() || t.board.ToMove() != t.human {
		t.hints = [9][]cellHint{}
		return
	}
	pos := t.pos
	analyzeHints(&t.hinter, t.board, func(j hintJob) {
		if t.pos != pos || !t.hintOn || j.err != nil {
			return
		}
		t.hints = hintsFor(j.res.Moves, t.human)
		t.redraw()
	})
}

// redraw shows the board and the headline for the current state, or the
// tree position a page looks at.
func (t *Tab) redraw() {
	if p := t.preview; p != nil {
		t.bv.showPath(p.board, p.path)
		t.headline.Importance = widget.MediumImportance
		t.headline.SetText("Tree: " + pathName(p.path) + " (" + sideToMove(p.board) + ")")
		t.legend.SetText("Marked letters are the tree's moves from the game; open Play to see the game again.")
		return
	}
	var win []letters.Cell
	msg, youWon, over := outcome(t.board, t.human)
	if over {
		for _, l := range t.board.WinningLines() {
			win = append(win, l.Cells[:]...)
		}
	}
	hints := [9][]cellHint{}
	if t.hintOn {
		hints = t.hints
	}
	t.bv.show(t.board, hints, win, youWon, t.last)

	t.headline.Importance = widget.MediumImportance
	switch {
	case over && youWon:
		t.headline.Importance = widget.SuccessImportance
	case over && len(win) > 0:
		t.headline.Importance = widget.DangerImportance
	case over:
	case t.thinking:
		msg = t.thinkingText()
	default:
		// The letter is named here too: C, S and E choose it from any page.
		msg = "Your turn (" + t.human.String() + "): click an empty cell to place " + string(t.letter) + "."
	}
	t.headline.SetText(msg)
	// Hints have nothing to show on a finished game.
	if over {
		t.hintCheck.Disable()
	} else {
		t.hintCheck.Enable()
	}
	switch {
	case t.note != "":
		t.legend.SetText(t.note)
	case over:
		t.legend.SetText("Press New game to play again.")
	case t.hintOn:
		t.legend.SetText(hintLegend(t.human))
	default:
		t.legend.SetText("Tick Show hints to see what every move is worth.")
	}
}

func (t *Tab) thinkingText() string {
	return "Computer (" + t.human.Other().String() + ") is thinking with " + engineNames[t.thinkEngine] + "…"
}

// capitalize starts a sentence with a capital letter.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
