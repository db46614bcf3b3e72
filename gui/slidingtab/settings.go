package slidingtab

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
	"frontier/gui/kit"
)

func (t *Tab) selectedWidth() int {
	for i, o := range widthOptions {
		if o == t.widthSel.Selected {
			return i + sliding.MinWidth
		}
	}
	return 3
}

// options are the catalogue's options of the board the controls describe,
// at width w.
func (t *Tab) options(w int) (puzzles.Options, error) {
	o := puzzles.Options{Width: w, Diagonal: t.diagonal.Checked}
	switch item(goalMenu, t.goalSel.Selected) {
	case goalLast:
		o.Goal = goalLast.id
	case goalCustom:
		if strings.TrimSpace(t.customGoal.Text) == "" {
			return o, fmt.Errorf("goal: type the custom goal, such as 1 2 3 / 8 0 4 / 7 6 5")
		}
		o.Goal = t.customGoal.Text
	}
	return o, nil
}

// boardOf makes the board of width w the controls describe; on a bad
// custom goal it keeps blank first and returns why.
func (t *Tab) boardOf(w int) (*puzzles.Kind[sliding.State, sliding.State], *sliding.Board, error) {
	o, err := t.options(w)
	if err == nil {
		k, b, err := puzzles.NewSliding(o)
		if err == nil {
			return k, b, nil
		}
		o.Goal = ""
		k, b, _ = puzzles.NewSliding(o)
		return k, b, err
	}
	o.Goal = ""
	k, b, _ := puzzles.NewSliding(o)
	return k, b, err
}

// rebuild makes the board the controls describe; on a bad custom goal it
// keeps blank first and says why next to the goal box.
func (t *Tab) rebuild(w int) {
	k, b, err := t.boardOf(w)
	if err != nil {
		kit.SetError(t.goalErr, err.Error()+" — using blank first")
	} else {
		kit.SetError(t.goalErr, "")
	}
	t.kind, t.board = k, b
}

// settingsChanged follows the width menu and the diagonal switch. A new
// width gets a fresh random position; a new move set keeps the position
// when it is still solvable.
func (t *Tab) settingsChanged(widthChanged bool) {
	if t.board == nil {
		return // still restoring
	}
	t.rebuild(t.selectedWidth())
	if widthChanged {
		t.randomize()
		return
	}
	if _, err := t.board.Load(t.board.Tiles(t.state)); err != nil {
		t.setState(t.board.Goal())
		kit.SetError(t.stateErr, "The position was unsolvable with these moves; the board is back at the goal.")
	}
	t.save()
}

func (t *Tab) goalChanged() {
	if item(goalMenu, t.goalSel.Selected) == goalCustom {
		t.customGoal.Show()
	} else {
		t.customGoal.Hide()
		kit.SetError(t.goalErr, "")
	}
	t.settingsChanged(false)
}

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
	if board != t.board {
		t.kind, t.board = kind, board
		t.widthSel.Selected = widthOptions[board.Width()-sliding.MinWidth]
		t.widthSel.Refresh()
	}
	t.setState(s)
	return true
}

// setState makes s the position to solve: the board shows it, the box
// holds its text, and the old path and hand count go.
func (t *Tab) setState(s sliding.State) {
	t.state = s
	t.hand = 0
	t.search.ClearPath()
	t.stateEntry.SetText(t.board.Format(s))
	kit.SetError(t.stateErr, "")
	t.show(s)
	t.updateHand()
	t.save()
}

// randomize fills the box and the board with a random position: a seeded
// walk from the goal, or a uniform draw. The seed then steps on, so that
// the next click gives a new position and every one can be replayed.
func (t *Tab) randomize() {
	seed, err := strconv.ParseUint(strings.TrimSpace(t.seedEntry.Text), 10, 64)
	if err != nil {
		kit.SetError(t.stateErr, "seed must be a whole number, such as 7")
		return
	}
	rng := rand.New(rand.NewPCG(seed, uint64(t.board.Width())))
	var s sliding.State
	if item(randMenu, t.randMode.Selected) == randUniform {
		s = t.board.Uniform(rng)
	} else {
		n, err := strconv.Atoi(strings.TrimSpace(t.walkEntry.Text))
		if err != nil || n < 0 || n > sliding.MaxWalk {
			kit.SetError(t.stateErr, fmt.Sprintf("moves must be a whole number from 0 to %d", sliding.MaxWalk))
			return
		}
		s, _ = t.board.RandomWalk(n, rng)
	}
	t.seedEntry.SetText(strconv.FormatUint(seed+1, 10))
	t.setState(s)
}
