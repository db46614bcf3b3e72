package watch

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
)

// A child's drawing is childSize text sizes high, and at least
// childPixels: large enough to read a tile or a sticker, and larger in
// presentation mode, though less than the text grows there, so that the
// children's column still fits a 1280×800 screen.
const (
	childSize   = 6
	childPixels = 100
)

// childList shows the children of the step on show in the order they
// were generated, in rows as many as fit, each drawn with its node
// number, move, costs and fate under it; with Fine step, only those
// generated so far. Tapping one shows it beside the tree.
type childList[S comparable] struct {
	puzzle   Puzzle[S]
	informed bool
	children []search.Child[S]
	start    bool // the start is on show, not yet expanded
	goal     bool // the goal is on show: reached, not expanded
	testing  bool // the last child is generated, its fate not shown yet
	// name is the name of a child's move; OnPick is called with the node
	// tapped.
	name   func(search.Child[S]) string
	OnPick func(id int)
	grid   *keylessGrid
	// head says how many children there are and how many are on show.
	head string
}

func newChildList[S comparable](p Puzzle[S]) *childList[S] {
	cl := &childList[S]{puzzle: p, name: func(c search.Child[S]) string { return c.Move }}
	cl.grid = newKeylessGrid(func() int { return len(cl.children) }, func() fyne.CanvasObject {
		if p.NoChildren {
			// The map shows the children where they are: their captions
			// alone say which they are and what became of them.
			return newCaption()
		}
		return container.NewBorder(sizedAtLeast(childSize*p.aspect(), childSize, childPixels, p.Picture()), nil, nil, nil, newCaption())
	}, func(id widget.GridWrapItemID, o fyne.CanvasObject) {
		if c, ok := o.(*caption); ok {
			cl.item(id, nil, c)
			return
		}
		c := o.(*fyne.Container)
		cl.item(id, c.Objects[1].(*fyne.Container).Objects[0], c.Objects[0].(*caption))
	})
	cl.grid.OnSelected = func(id widget.GridWrapItemID) {
		cl.grid.UnselectAll()
		if cl.OnPick != nil && id < len(cl.children) {
			cl.OnPick(cl.children[id].ID)
		}
	}
	return cl
}

func (cl *childList[S]) item(id int, picture fyne.CanvasObject, c *caption) {
	ch := cl.children[id]
	if picture != nil {
		cl.puzzle.Draw(picture, ch.State)
	}
	fate, colour := fateWord(ch.Fate), fateColour(ch.Fate)
	if cl.testing && id == len(cl.children)-1 {
		fate, colour = "testing…", theme.ColorNameForeground
	}
	costs := fmt.Sprintf("g %d h %d f %d", ch.G, ch.H, ch.F)
	if !cl.informed {
		costs = fmt.Sprintf("g %d", ch.G)
	}
	c.Set([2]string{cl.name(ch) + " · " + fate, fmt.Sprintf("#%d · %s", ch.ID, costs)}, colour)
}

// show lists the first n of children, the last one still being tested
// (its fate not shown) if testing.
func (cl *childList[S]) show(children []search.Child[S], n int, testing bool) {
	n = min(n, len(children))
	cl.testing = testing && n > 0
	switch {
	case len(children) == 0 && cl.start:
		cl.head = "Children: none yet (Step expands it)."
	case len(children) == 0 && cl.goal:
		cl.head = "" // the goal is not expanded: the step's text says why it is on show
	case len(children) == 0:
		cl.head = "Children: none."
	case n < len(children) || testing:
		cl.head = fmt.Sprintf("Children: %d of %d so far.", n, len(children))
	default:
		cl.head = fmt.Sprintf("Children: %d, in the order generated.", len(children))
	}
	cl.children = children[:n:n]
	cl.grid.Refresh()
	if n < len(children) && n > 0 { // fine step: the child just generated
		cl.grid.ScrollTo(n - 1)
	} else {
		cl.grid.ScrollToTop()
	}
}

// fateWord is what became of a child once tested, in a word: the list
// colours a child set aside red.
func fateWord(f search.Fate) string {
	if f == search.FateGoal {
		return "goal!"
	}
	return string(f)
}

// fateText is what became of a child once tested.
func fateText(f search.Fate) string {
	switch f {
	case search.FateAdded:
		return "added"
	case search.FateDuplicate:
		return "duplicate: skipped"
	case search.FateCycle:
		return "cycle: on its own path, skipped"
	case search.FateReopened:
		return "reopened"
	case search.FatePruned:
		return "pruned: skipped"
	case search.FateGoal:
		return "goal!"
	}
	return string(f)
}

// fateColour is the colour of a child's caption: kept, set aside, or the
// goal.
func fateColour(f search.Fate) fyne.ThemeColorName {
	switch f {
	case search.FateAdded, search.FateReopened:
		return theme.ColorNameSuccess
	case search.FateGoal:
		return theme.ColorNamePrimary
	}
	return theme.ColorNameError
}

// picked shows the tree node last tapped: its drawing, and beside it its
// text, which scrolls rather than grow taller than the drawing as the
// column narrows.
type picked[S comparable] struct {
	puzzle  Puzzle[S]
	picture fyne.CanvasObject
	framed  fyne.CanvasObject // picture, sized; hidden while no node is picked
	label   *widget.Label
	content fyne.CanvasObject
}

func newPicked[S comparable](p Puzzle[S]) *picked[S] {
	k := &picked[S]{puzzle: p, picture: p.Picture(), label: widget.NewLabel("")}
	k.label.Wrapping = fyne.TextWrapWord
	// A map's view has it under the frontier, where the height is
	// short (mapLayout).
	h := float32(5)
	if p.NoChildren {
		h = 3.5
	}
	k.framed = sized(h*p.aspect(), h, k.picture)
	k.content = sized(0, h, container.NewBorder(nil, nil, k.framed, nil, container.NewVScroll(k.label)))
	return k
}

func (k *picked[S]) clear() {
	k.framed.Hide()
	k.label.SetText("No node picked: tap one in the tree, or a child.")
}

// show tells about node c, in role, made by the move called move, with
// its costs; testing says the node is a child generated and not yet
// tested, whose fate the view does not tell before its test.
func (k *picked[S]) show(c search.Child[S], role search.Role, move, costs string, testing bool) {
	k.puzzle.Draw(k.picture, c.State)
	k.framed.Show()
	text := fmt.Sprintf("Node %d, %s: %s · depth %d", c.ID, role, costs, c.Depth)
	switch {
	case c.Move != "" && testing:
		text += fmt.Sprintf(" · move %s, not tested yet", move)
	case c.Move != "":
		text += fmt.Sprintf(" · move %s, %s", move, fateText(c.Fate))
	}
	k.label.SetText(text)
}
