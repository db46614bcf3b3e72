package slidingtab

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"frontier/core/domains/sliding"
	"frontier/gui/kit"
)

// loadEntry reads the state box. A bad state shows the parser's message
// under the box and changes nothing else; a state of another width
// switches the board's width.
func (t *Tab) loadEntry() bool {
	tiles, err := sliding.Parse(t.stateEntry.Text)
	if err != nil {
		kit.SetError(t.stateErr, err.Error())
		return false
	}
	kind, board := t.kind, t.board
	if w := tiles.Width(); w != board.Width() {
		kind, board, _ = t.boardOf(w)
	}
	s, err := board.Load(tiles)
	if err != nil {
		kit.SetError(t.stateErr, err.Error())
		return false
	}
	resized := board != t.board
	if resized {
		t.earlier[t.board.Width()] = t.board.Format(t.state)
		t.setBoard(kind, board)
		t.widthSel.Selected = widthOptions[board.Width()-sliding.MinWidth]
		t.widthSel.Refresh()
		t.showGoalBox()
	}
	t.setState(s)
	if resized {
		kit.SetError(t.stateNote, fmt.Sprintf("The board is now %d×%d, the size of this state.", board.Width(), board.Width()))
	}
	return true
}

// stateTyped follows the state box as it is typed in: an error on show
// goes as soon as the text reads as a position (or changes to the next
// problem); a new error waits for Load, Enter or Solve.
func (t *Tab) stateTyped() {
	kit.Recheck(t.stateErr, func() string {
		tiles, err := sliding.Parse(t.stateEntry.Text)
		if err == nil && tiles.Width() == t.board.Width() {
			_, err = t.board.Load(tiles)
		}
		if err != nil {
			return err.Error()
		}
		return ""
	})
}

// setState makes s the position to solve: the board shows it, the box
// holds its text, and the old path, result and hand count go.
func (t *Tab) setState(s sliding.State) {
	t.state = s
	t.hand = 0
	t.search.Previous("The state has changed: press Solve for a new result.", false)
	t.stateEntry.SetText(t.board.Format(s))
	kit.SetError(t.stateErr, "")
	kit.SetError(t.stateNote, "")
	t.show(s)
	t.updateHand()
	t.save()
}

// randomSettings reads the seed and walk-length boxes, or says what is
// wrong with them.
func (t *Tab) randomSettings() (seed uint64, moves int, msg string) {
	seed, err := strconv.ParseUint(strings.TrimSpace(t.seedEntry.Text), 10, 64)
	if err != nil {
		return 0, 0, "seed must be a whole number, such as 7"
	}
	if item(randMenu, t.randMode.Selected) == randUniform {
		return seed, 0, ""
	}
	moves, err = strconv.Atoi(strings.TrimSpace(t.walkEntry.Text))
	if err != nil || moves < 0 || moves > sliding.MaxWalk {
		return 0, 0, fmt.Sprintf("moves must be a whole number from 0 to %d", sliding.MaxWalk)
	}
	return seed, moves, ""
}

// randomTyped follows the seed and walk boxes: an error on show goes as
// soon as they read well.
func (t *Tab) randomTyped() {
	kit.Recheck(t.randErr, func() string { _, _, msg := t.randomSettings(); return msg })
	t.save()
}

// randomize fills the box and the board with a random position: a seeded
// walk from the goal, or a uniform draw. The seed then steps on, so that
// the next click gives a new position and every one can be replayed. It
// reports false, with the reason under the seed, on a bad walk length or
// seed.
func (t *Tab) randomize() bool {
	seed, moves, msg := t.randomSettings()
	kit.SetError(t.randErr, msg)
	if msg != "" {
		return false
	}
	rng := rand.New(rand.NewPCG(seed, uint64(t.board.Width())))
	var s sliding.State
	if item(randMenu, t.randMode.Selected) == randUniform {
		s = t.board.Uniform(rng)
	} else {
		s, _ = t.board.RandomWalk(moves, rng)
	}
	t.seedEntry.SetText(strconv.FormatUint(seed+1, 10))
	t.setState(s)
	return true
}
