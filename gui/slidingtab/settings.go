package slidingtab

import (
	"errors"
	"fmt"
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

// errNoGoal is a custom goal not typed yet.
var errNoGoal = errors.New("goal: type the custom goal in the box next to the menu")

// options are the catalogue's options of the board the controls describe,
// at width w.
func (t *Tab) options(w int) (puzzles.SlidingOptions, error) {
	o := puzzles.SlidingOptions{Width: w, Diagonal: t.diagonal.Checked}
	switch item(goalMenu, t.goalSel.Selected) {
	case goalLast:
		o.Goal = goalLast.id
	case goalCustom:
		if strings.TrimSpace(t.custom) == "" {
			return o, errNoGoal
		}
		o.Goal = t.custom
	}
	return o, nil
}

// boardOf makes the board of width w the controls describe; on a custom
// goal that is missing or bad it makes the board with the blank first
// and returns why.
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

// goalExample is a custom goal a student can copy, of the board's width:
// the tiles in a spiral with the blank in the middle, as the snail goal
// of the 8-puzzle, 1 2 3 / 8 0 4 / 7 6 5.
func goalExample(w int) string {
	grid := make([][]int, w)
	for r := range grid {
		grid[r] = make([]int, w)
	}
	top, left, bottom, right, n := 0, 0, w-1, w-1, 1
	for n < w*w {
		for c := left; c <= right && n < w*w; c++ {
			grid[top][c], n = n, n+1
		}
		top++
		for r := top; r <= bottom && n < w*w; r++ {
			grid[r][right], n = n, n+1
		}
		right--
		for c := right; c >= left && n < w*w; c-- {
			grid[bottom][c], n = n, n+1
		}
		bottom--
		for r := bottom; r >= top && n < w*w; r-- {
			grid[r][left], n = n, n+1
		}
		left++
	}
	rows := make([]string, w)
	for r, row := range grid {
		cells := make([]string, w)
		for c, v := range row {
			cells[c] = strconv.Itoa(v)
		}
		rows[r] = strings.Join(cells, " ")
	}
	return strings.Join(rows, " / ")
}

// showGoalBox fills the goal box: the custom goal to edit, or, greyed, the
// goal the menu chose. The box's text is set while it is disabled, which
// its change handler ignores.
func (t *Tab) showGoalBox() {
	t.customGoal.Disable()
	if item(goalMenu, t.goalSel.Selected) == goalCustom {
		t.customGoal.SetPlaceHolder("such as " + goalExample(t.selectedWidth()))
		t.customGoal.SetText(t.custom)
		t.customGoal.Enable()
		return
	}
	if t.board != nil {
		t.customGoal.SetText(t.board.Tiles(t.board.Goal()).String())
	}
}

// apply remakes the board the controls describe, of the same width,
// keeping the position when it still fits (the tiles on their goal
// squares change colour at once), or else putting the goal on the board
// and saying so. why is what the results panel says about its result.
func (t *Tab) apply(why string) {
	tiles := t.board.Tiles(t.state)
	t.kind, t.board, _ = t.boardOf(t.board.Width())
	t.showGoalBox()
	t.search.Previous(why, false)
	if s, err := t.board.Load(tiles); err == nil {
		t.state = s
		t.show(s)
	} else {
		t.setState(t.board.Goal())
		kit.SetError(t.stateNote, "The position cannot be solved with these moves and this goal; the board is back at the goal.")
	}
	t.save()
}

// goalChanged follows the goal menu. A custom goal applies once typed.
func (t *Tab) goalChanged() {
	kit.SetError(t.goalErr, "")
	if item(goalMenu, t.goalSel.Selected) == goalCustom {
		t.showGoalBox()
		if strings.TrimSpace(t.custom) == "" {
			t.save()
			return
		}
	}
	t.customGoalTyped(true)
}

// customGoalTyped follows the goal box: a goal that reads well applies at
// once; a bad one is reported when submitted, and its error follows the
// typing until it is fixed.
func (t *Tab) customGoalTyped(submitted bool) {
	if t.board == nil {
		return // still restoring
	}
	custom := item(goalMenu, t.goalSel.Selected) == goalCustom
	if custom && strings.TrimSpace(t.custom) == "" {
		kit.SetError(t.goalErr, "")
		t.save()
		return
	}
	_, _, err := t.boardOf(t.board.Width())
	switch {
	case err == nil:
		kit.SetError(t.goalErr, "")
		t.apply("The goal has changed: press Solve for a new result.")
	case submitted || t.goalErr.Visible():
		kit.SetError(t.goalErr, err.Error())
		t.save()
	default:
		t.save()
	}
}

// movesChanged follows the diagonal switch: the position stays when it is
// still solvable.
func (t *Tab) movesChanged() {
	if t.board != nil {
		t.apply("The moves have changed: press Solve for a new result.")
	}
}

// widthChanged follows the board menu. The position last loaded on a
// board of the new size comes back; failing that, a random one of the new
// size replaces the old, and the note under the state box says so.
func (t *Tab) widthChanged() {
	if t.board == nil {
		return // still restoring
	}
	old, w := t.board.Width(), t.selectedWidth()
	if w == old {
		return
	}
	t.earlier[old] = t.board.Format(t.state)
	k, b, _ := t.boardOf(w)
	t.setBoard(k, b)
	t.showGoalBox()
	if text, ok := t.earlier[w]; ok {
		if tiles, err := sliding.Parse(text); err == nil {
			if s, err := b.Load(tiles); err == nil {
				t.setState(s)
				kit.SetError(t.stateNote, fmt.Sprintf("Back to the %d×%d position you had.", w, w))
				return
			}
		}
	}
	if !t.randomize() {
		t.setState(b.Goal())
	}
	kit.SetError(t.stateNote, fmt.Sprintf("New %d×%d board: this random position replaced the %d×%d one "+
		"(choose %d×%d again to get it back).", w, w, old, old, old, old))
}
