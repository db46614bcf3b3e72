package letterstab

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
	"frontier/core/search"
)

// showStep draws step k: the tree as it stands then, with the path to the
// step's node open, finished branches closed and the node selected; the
// step in words; and the node's position on the board.
func (sv *stepsView) showStep(k int) {
	sv.cur = k
	s := sv.steps[k]
	for a := sv.rec.Nodes[s.Node].Parent; a >= 0; a = sv.rec.Nodes[a].Parent {
		sv.tree.OpenBranch(nodeID(a))
	}
	if s.Kind == search.StepLeave {
		sv.tree.CloseBranch(nodeID(s.Node))
	} else {
		sv.tree.OpenBranch(nodeID(s.Node))
	}
	sv.tree.Refresh()
	sv.inShow = true
	sv.tree.Select(nodeID(s.Node))
	sv.inShow = false
	sv.scrollToStep()
	sv.desc.SetText(sv.describe(k))
	enable(sv.toEnd, k < len(sv.steps)-1)
	enable(sv.nextCut, sv.cutAfter(k) >= 0)
	sv.onShow(sv.selected())
}

// cutAfter is the first step after k that cuts, or −1.
func (sv *stepsView) cutAfter(k int) int {
	for i := k + 1; i < len(sv.steps); i++ {
		if sv.steps[i].Kind == search.StepCut {
			return i
		}
	}
	return -1
}

// enable enables b when on, and disables it otherwise: a button that
// would do nothing is greyed rather than left to be pressed in vain.
func enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// scrollToStep brings the current step's node into view, after a cut with
// the moves it skipped below it.
func (sv *stepsView) scrollToStep() {
	if len(sv.steps) == 0 {
		return
	}
	s := sv.steps[sv.cur]
	if s.Kind == search.StepCut {
		sv.tree.ScrollTo(nodeID(sv.rec.Nodes[s.Node].End - 1))
	}
	sv.tree.ScrollTo(nodeID(s.Node))
}

func nodeID(i int32) widget.TreeNodeID { return strconv.Itoa(int(i)) }

func (sv *stepsView) node(id widget.TreeNodeID) int32 {
	i, err := strconv.Atoi(id)
	if err != nil || sv.rec == nil || i >= len(sv.rec.Nodes) {
		return -1
	}
	return int32(i)
}

// childIDs lists a node's children that have shown by the current step.
func (sv *stepsView) childIDs(id widget.TreeNodeID) []widget.TreeNodeID {
	if id == "" {
		if sv.rec == nil {
			return nil
		}
		return []widget.TreeNodeID{"0"}
	}
	i := sv.node(id)
	if i < 0 {
		return nil
	}
	var ids []widget.TreeNodeID
	for c := sv.rec.Nodes[i].First; c >= 0 && int(sv.appear[c]) <= sv.cur; c = sv.rec.Nodes[c].Next {
		ids = append(ids, nodeID(c))
	}
	return ids
}

func (sv *stepsView) isBranch(id widget.TreeNodeID) bool {
	i := sv.node(id)
	return id == "" || i >= 0 && sv.rec.Nodes[i].First >= 0
}

func (sv *stepsView) newRow(bool) fyne.CanvasObject {
	return rowLabel("E (3,3)  α −1 β +1  → ≤ −1 (table) · cut")
}

func (sv *stepsView) updateRow(id widget.TreeNodeID, _ bool, o fyne.CanvasObject) {
	l := o.(*widget.Label)
	i := sv.node(id)
	if i < 0 {
		return
	}
	n := sv.rec.Nodes[i]
	text := "Position on the board"
	if i > 0 {
		text = shortName(n.Move)
	}
	text += fmt.Sprintf("  α %s β %s", search.SignedValue(int(n.Alpha)), search.SignedValue(int(n.Beta)))
	l.Importance = widget.MediumImportance
	switch {
	case n.Kind == search.NodePruned:
		text += "  skipped"
		l.Importance = widget.LowImportance
	case int(sv.done[i]) <= sv.cur:
		text += "  → " + boundMark(int(n.Value), int(n.Alpha), int(n.Beta))
		switch n.Kind {
		case search.NodeMemo:
			text += " (table)"
		case search.NodeTerminal:
			text += " (game over)"
		}
	default:
		text += "  …"
	}
	if c := sv.cut[i]; c >= 0 && int(c) <= sv.cur {
		text += " · cut"
	}
	l.SetText(text)
}

// describe is step k in words.
func (sv *stepsView) describe(k int) string {
	s := sv.steps[k]
	n := sv.rec.Nodes[s.Node]
	where := pathName(sv.rec.Path(s.Node))
	side := "MIN"
	if n.Max {
		side = "MAX"
	}
	window := fmt.Sprintf("α = %s, β = %s", search.SignedValue(int(n.Alpha)), search.SignedValue(int(n.Beta)))
	head := fmt.Sprintf("Step %s: ", numfmt.Group(k+1))
	v := int(n.Value)
	switch {
	case s.Kind == search.StepEnter:
		return head + "enter " + where + " (" + side + " to move) with the window " + window +
			fmt.Sprintf("; %s tries its %d moves in turn.", side, len(sv.rec.Children(s.Node)))
	case s.Kind == search.StepCut:
		skipped := sv.rec.Pruned(s.Node)
		c := sv.rec.Nodes[sv.rec.Nodes[s.Node].End-1] // the last child is pruned, with the window at the cut
		return head + "cut at " + where + ". " + search.CutReason(n.Max, int(c.Alpha), int(c.Beta), skipped) + "."
	case n.Kind == search.NodeTerminal:
		b := sv.position(s.Node).board
		return head + where + ": the game is over, " + shortValue(b, v, 0) + "; it returns " + search.SignedValue(v) + "."
	case n.Kind == search.NodeMemo:
		return head + where + ", window " + window + ": the table already knows enough from an earlier search of this board (or a mirror image of it): it returns " +
			search.SignedValue(v) + ", " + boundWords(v, int(n.Alpha), int(n.Beta)) + ", without searching."
	}
	return head + where + " returns " + search.SignedValue(v) + ", " + boundWords(v, int(n.Alpha), int(n.Beta)) + "."
}

// boundMark is a returned value in a tree row: "= 0" exact, "≤ 0" an
// upper bound, "≥ 0" a lower bound.
func boundMark(v, alpha, beta int) string {
	mark := "= "
	switch b := search.Bound(v, alpha, beta); {
	case b == "exact":
	case v <= alpha:
		mark = "≤ "
	default:
		mark = "≥ "
	}
	return mark + search.SignedValue(v)
}

// boundWords says what a returned value tells, given its window.
func boundWords(v, alpha, beta int) string {
	window := fmt.Sprintf("α = %s, β = %s", search.SignedValue(alpha), search.SignedValue(beta))
	switch b := search.Bound(v, alpha, beta); {
	case b != "exact" && v <= alpha:
		return "at or below α in the window " + window + ": an upper bound, the true value is " + b
	case b != "exact":
		return "at or above β in the window " + window + ": a lower bound, the true value is " + b
	case alpha < v && v < beta:
		return "exact: strictly inside the window " + window
	}
	return "exact, as nothing lies beyond " + search.SignedValue(v)
}
