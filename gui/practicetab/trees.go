package practicetab

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/core/games"
	"frontier/core/gametrees"
	"frontier/core/numfmt"
)

// valueRange is the range of a random tree's leaf values.
const valueLo, valueHi = -9, 9

// newTree draws a fresh seed and makes its tree.
func (t *Tab) newTree() {
	t.seed = t.rng.Uint64() % 10000
	t.setSeedText()
	t.makeTree()
}

func (t *Tab) setSeedText() { t.seedEntry.SetText(strconv.FormatUint(t.seed, 10)) }

// typedSeed makes the tree of the seed typed in the seed box.
func (t *Tab) typedSeed() {
	s, err := numfmt.ParseUint(strings.TrimSpace(t.seedEntry.Text))
	if err != nil {
		t.setError(fmt.Sprintf("seed %q is not a whole number of at least 0", t.seedEntry.Text))
		return
	}
	t.seed = s
	t.makeTree()
}

// makeTree makes the tree the source, its options and the seed describe,
// and shows it with a blank answer; a tree that cannot be made leaves
// the one on show and says why.
func (t *Tab) makeTree() {
	var tr *gametrees.Tree
	var err error
	if t.source == sourceLetters {
		empty := t.emptySel.SelectedIndex() + 1
		var b games.LetterBoard
		if b, err = gametrees.RandomLetters(t.seed, empty); err == nil {
			tr, err = gametrees.FromLetters(b)
			t.board = b
		}
	} else {
		depth := t.depthSel.SelectedIndex() + 2
		spec := gametrees.RandomSpec{Seed: t.seed, Depth: depth, Lo: valueLo, Hi: valueHi}
		for _, c := range branchChoices {
			if c.label == t.branchSel.Selected {
				spec.MinKids, spec.MaxKids = c.min, c.max
			}
		}
		tr, err = gametrees.Random(spec)
	}
	if err != nil {
		t.setError(err.Error())
		return
	}
	t.base = tr
	t.showTree()
}

// showTree shows the tree in the mode's order with a blank answer.
func (t *Tab) showTree() {
	t.tree = t.base
	if t.mode == modeAlphaBeta {
		t.tree = gametrees.Ordered(t.base, t.order)
	}
	t.run = gametrees.AlphaBeta(t.tree)
	n := len(t.tree.Nodes)
	t.marked, t.values, t.given = make([]bool, n), make([]int, n), make([]bool, n)
	t.sel = t.firstInner()
	t.abGrade, t.mmGrade, t.revealed = nil, nil, false
	t.setError("")
	t.orderBox.Hidden = t.mode != modeAlphaBeta
	t.row2.Refresh()
	t.answer.SetText("")
	// A random tree's moves are only its branches' letters a, b, c: the
	// letter game's say which letter goes where.
	t.view.moves = t.source == sourceLetters
	t.view.setTree(t.tree)
	t.refresh()
}

// firstInner is the inner node a student fills in first: the deepest
// level's leftmost.
func (t *Tab) firstInner() int {
	best := 0
	for _, i := range t.tree.Inner() {
		if t.tree.Nodes[i].Depth > t.tree.Nodes[best].Depth {
			best = i
		}
	}
	return best
}

// about says what the tree is, and what to do with it.
func (t *Tab) about() (string, string) {
	what := fmt.Sprintf("Random tree, seed %d, leaves %s to %s", t.seed, gametrees.Signed(valueLo), gametrees.Signed(valueHi))
	if t.source == sourceLetters {
		b := t.board.String()
		what = fmt.Sprintf("Letter game %s/%s/%s (rows top to bottom), %v to move; leaves +1 MAX wins, 0 draw, −1 MIN wins",
			b[0:3], b[3:6], b[6:9], t.board.ToMove())
	}
	if t.mode == modeAlphaBeta {
		return what, "Tap the branches alpha-beta cuts (tap again to unmark), type the root's value and press Enter to check. " +
			"Alpha-beta here tries children left to right and is fail-soft: a node returns the best value among the children it searched, " +
			"even outside its window [α, β]; it stops once α ≥ β. MAX (triangle up) takes the largest value, MIN (down) the smallest. " +
			"Show answer reveals every cut, value and window; a tap on a node then says what happened there."
	}
	return what, "Tap an inner node and type its value; Enter goes on to the next, bottom-up, and checks after the last. " +
		"MAX (triangle up) takes the largest of its children's values, MIN (down) the smallest."
}
