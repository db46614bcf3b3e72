package watch

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
	"frontier/gui/kit"
)

// childList lists the children of the step on show in the order they
// were generated, each drawn small with its move, g, h, f and fate; with
// Fine step, only those generated so far.
type childList[S comparable] struct {
	puzzle   Puzzle[S]
	children []search.Child[S]
	start    bool // the start is on show, not yet expanded
	testing  bool // the last child is generated, its fate not shown yet
	list     *widget.List
	head     *widget.Label
	content  fyne.CanvasObject
}

func newChildList[S comparable](p Puzzle[S]) *childList[S] {
	cl := &childList[S]{puzzle: p, head: heading("")}
	cl.head.Truncation = fyne.TextTruncateEllipsis
	row := func() fyne.CanvasObject {
		l := widget.NewLabel("U2 · g 00 · h 00 · f 00\nduplicate: skipped")
		l.Truncation = fyne.TextTruncateEllipsis
		return container.NewBorder(nil, nil, sized(4*p.aspect(), 4, p.Picture()), nil, l)
	}
	cl.list = widget.NewList(func() int { return len(cl.children) }, row, func(id widget.ListItemID, o fyne.CanvasObject) {
		c := o.(*fyne.Container)
		cl.item(id, c.Objects[1].(*fyne.Container).Objects[0], c.Objects[0].(*widget.Label))
	})
	cl.content = container.NewBorder(cl.head, nil, nil, nil, kit.Rows(1.5, row, cl.list))
	return cl
}

func (cl *childList[S]) item(id int, picture fyne.CanvasObject, l *widget.Label) {
	ch := cl.children[id]
	cl.puzzle.Draw(picture, ch.State)
	fate := fateText(ch.Fate)
	l.Importance = fateImportance(ch.Fate)
	if cl.testing && id == len(cl.children)-1 {
		fate, l.Importance = "generated; testing…", widget.MediumImportance
	}
	l.SetText(fmt.Sprintf("%s · g %d · h %d · f %d\n%s", ch.Move, ch.G, ch.H, ch.F, fate))
}

// show lists the first n of children, the last one still being tested
// (its fate not shown) if testing.
func (cl *childList[S]) show(children []search.Child[S], n int, testing bool) {
	n = min(n, len(children))
	cl.testing = testing && n > 0
	switch {
	case len(children) == 0 && cl.start:
		cl.head.SetText("Children: none yet (Step expands the start)")
	case len(children) == 0:
		cl.head.SetText("Children: none")
	case n < len(children):
		cl.head.SetText(fmt.Sprintf("Children: %d of %d so far", n, len(children)))
	default:
		cl.head.SetText(fmt.Sprintf("Children: %d, in the order generated", len(children)))
	}
	cl.children = children[:n:n]
	cl.list.Refresh()
	if n < len(children) && n > 0 { // fine step: the child just generated
		cl.list.ScrollTo(n - 1)
	} else {
		cl.list.ScrollToTop()
	}
}

// fateText is what became of a child once tested.
func fateText(f search.Fate) string {
	switch f {
	case search.FateAdded:
		return "added"
	case search.FateDuplicate:
		return "duplicate: skipped"
	case search.FateReopened:
		return "reopened"
	case search.FatePruned:
		return "pruned: skipped"
	case search.FateGoal:
		return "goal!"
	}
	return string(f)
}

func fateImportance(f search.Fate) widget.Importance {
	switch f {
	case search.FateAdded, search.FateReopened:
		return widget.SuccessImportance
	case search.FateGoal:
		return widget.HighImportance
	}
	return widget.DangerImportance
}

// picked shows the tree node last tapped.
type picked[S comparable] struct {
	puzzle  Puzzle[S]
	picture fyne.CanvasObject
	label   *widget.Label
	content fyne.CanvasObject
}

func newPicked[S comparable](p Puzzle[S]) *picked[S] {
	k := &picked[S]{puzzle: p, picture: p.Picture(), label: widget.NewLabel("")}
	k.label.Wrapping = fyne.TextWrapWord
	k.content = container.NewBorder(nil, nil, sized(5*p.aspect(), 5, k.picture), nil, k.label)
	return k
}

func (k *picked[S]) clear() {
	k.picture.Hide()
	k.label.SetText("No node picked.")
}

func (k *picked[S]) show(c search.Child[S], role search.Role) {
	k.puzzle.Draw(k.picture, c.State)
	k.picture.Show()
	text := fmt.Sprintf("Node %d, %s: g %d · h %d · f %d · depth %d", c.ID, role, c.G, c.H, c.F, c.Depth)
	if c.Move != "" {
		text += fmt.Sprintf(" · move %s, %s", c.Move, fateText(c.Fate))
	}
	k.label.SetText(text)
}
