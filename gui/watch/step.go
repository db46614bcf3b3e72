package watch

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
	"frontier/core/search"
)

// show draws position i: the start (0) or the search just after step i,
// every child of that step revealed.
func (v *View[S]) show(i int) {
	if v.rec == nil {
		return
	}
	x := v.expansion()
	v.puzzle.Draw(v.node, x.Node.State)
	v.Reinspect()
	v.stepLabel.SetText(stepText(v.rec, x, i))
	v.shown, v.tested = len(x.Children), true
	v.children.start = i == 0
	v.children.show(x.Children, v.shown, false)
	v.showFrontier(x, i)
	v.passes.show(v.rec.Passes(), x.Iteration)
	v.showTree(i, x.Node.ID)
	v.picked.clear()
	v.enableButtons()
}

// showFrontier lists the frontier after step i in pop order; at the start
// it holds the start alone.
func (v *View[S]) showFrontier(x *search.Expansion[S], i int) {
	if i == 0 {
		v.frontier.show([]search.Node[S]{x.Node}, 1, 0)
		return
	}
	v.frontier.show(x.Frontier(FrontierRows), x.FrontierSize, x.ExploredSize)
}

// showTree draws the search tree after step i around node focus.
func (v *View[S]) showTree(i, focus int) {
	shown, top, total := v.rec.TreeAround(i, focus, TreeNodes)
	v.tree.SetNodes(shown)
	switch {
	case top == 0 && len(shown) == total:
		v.treeHead.SetText(fmt.Sprintf("Search tree: %s. Tap a node to see it.", nodes(total)))
	default:
		v.treeHead.SetText(fmt.Sprintf("Search tree: %s, too many to draw: the %s around the node being expanded. Tap a node to see it.",
			nodes(total), numfmt.Group(len(shown))))
	}
}

// nodes is "1 node", "2 nodes", "1,234 nodes".
func nodes(n int) string {
	if n == 1 {
		return "1 node"
	}
	return numfmt.Group(n) + " nodes"
}

// stepText says what position i shows.
func stepText[S comparable](rec *search.Recording[S], x *search.Expansion[S], i int) string {
	if i == 0 {
		return "Before the first step: the start is the only node on the frontier."
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Step %s: expanding node %d", numfmt.Group(i), x.Node.ID)
	if c, ok := rec.Node(x.Node.ID); ok && c.Move != "" {
		fmt.Fprintf(&b, " (move %s)", c.Move)
	}
	fmt.Fprintf(&b, ": g %d · h %d · f %d · depth %d.", x.Node.G, x.Node.H, x.Node.F, x.Node.Depth)
	if x.Iteration > 0 {
		fmt.Fprintf(&b, " Pass %d, bound %d.", x.Iteration, x.Bound)
	}
	if len(x.Children) == 0 {
		b.WriteString(" No children.")
	}
	if i == rec.Len() && rec.Truncated() {
		b.WriteString(" Watch stops here — Solve runs the search to the end.")
	}
	return b.String()
}

// FineStep shows the step on show one child at a time, in two clicks
// each: the child generated, with its g, h and f; then tested, with its
// fate (added, or skipped as a duplicate or pruned). After the last child
// it moves to the next step with none shown.
func (v *View[S]) FineStep() {
	if v.rec == nil {
		return
	}
	if !v.tested {
		v.reveal(v.shown, true)
		return
	}
	if v.shown >= len(v.expansion().Children) {
		if v.Stepper.Current() >= v.Stepper.Len()-1 {
			return
		}
		v.Stepper.Show(v.Stepper.Current() + 1)
		v.reveal(0, true)
		if len(v.expansion().Children) == 0 {
			return
		}
	}
	v.reveal(v.shown+1, false)
}

// partial reports whether the step on show is shown in part by Fine step.
func (v *View[S]) partial() bool {
	return v.rec != nil && (v.shown < len(v.expansion().Children) || !v.tested)
}

// reveal shows the first n children of the step on show, the last one
// with its fate if tested. While the step is shown in part the frontier
// is the one it started from, its first node the one being expanded;
// once all are shown and tested, the one it left.
func (v *View[S]) reveal(n int, tested bool) {
	v.shown, v.tested = n, tested
	x := v.expansion()
	v.children.show(x.Children, n, !tested)
	if i := v.Stepper.Current(); v.partial() && i > 0 {
		v.showFrontierBefore(x, i)
	} else {
		v.showFrontier(x, i)
	}
	v.Stepper.Refresh()
	v.enableButtons()
}

// showFrontierBefore lists the frontier as step i found it, node x.Node
// first: the frontier after step i-1, or the start alone before the
// first step and at the start of a new pass of IDS or IDA*.
func (v *View[S]) showFrontierBefore(x *search.Expansion[S], i int) {
	explored := 0
	if i > 1 {
		prev := v.rec.Step(i - 1)
		if list := prev.Frontier(FrontierRows); len(list) > 0 && list[0].ID == x.Node.ID {
			v.frontier.showBefore(list, prev.FrontierSize, prev.ExploredSize)
			return
		}
		explored = prev.ExploredSize
	}
	v.frontier.showBefore([]search.Node[S]{x.Node}, 1, explored)
}

// ToGoal goes to the last step, where the goal is reached, every child
// revealed.
func (v *View[S]) ToGoal() {
	if v.rec == nil {
		return
	}
	if v.Stepper.Running() {
		v.Stepper.ToggleAuto()
	}
	v.Stepper.Show(v.Stepper.Len() - 1)
}

// enableButtons enables Fine step while there is a child or a step to
// show, and To the goal when the search reached one not yet on show.
func (v *View[S]) enableButtons() {
	last := v.Stepper.Current() >= v.Stepper.Len()-1
	partial := v.partial()
	enable(v.FineBtn, !last || partial)
	_, solved := v.rec.Goal()
	enable(v.GoalBtn, solved && (!last || partial))
}

func enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// pick shows tree node id beside the tree.
func (v *View[S]) pick(id int, role search.Role) {
	if v.rec == nil {
		return
	}
	if c, ok := v.rec.Node(id); ok {
		v.picked.show(c, role)
	}
}

// Node is the node on show: the node being expanded, or the start before
// the first step.
func (v *View[S]) Node() search.Node[S] { return v.expansion().Node }

// Frontier is the frontier table's mark for its first row ("next", or
// "now" while a fine step shows the node's children one by one) and the
// nodes it lists.
func (v *View[S]) Frontier() (string, []search.Node[S]) { return v.frontier.first, v.frontier.nodes }

// Tested reports whether the last child on show shows its fate, or
// Fine step has shown it generated and is still to test it.
func (v *View[S]) Tested() bool { return v.tested }

// Children lists the children of the step on show revealed so far.
func (v *View[S]) Children() []search.Child[S] { return v.children.children }

// Tree is the part of the search tree the picture shows.
func (v *View[S]) Tree() []search.RoleNode { return v.tree.nodes }

// NodePicture is the drawing of the node on show.
func (v *View[S]) NodePicture() fyne.CanvasObject { return v.node }

// TapTree taps the tree picture where node id is drawn, as a user would.
func (v *View[S]) TapTree(id int) {
	for k, n := range v.tree.nodes {
		if n.ID == id {
			s := v.tree.Size()
			v.tree.Tapped(&fyne.PointEvent{Position: fyne.NewPos(v.tree.x[k]*s.Width, v.tree.y[k]*s.Height)})
		}
	}
}

// Picked is the text beside the tree about the node last tapped.
func (v *View[S]) Picked() string { return v.picked.label.Text }
