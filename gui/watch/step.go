package watch

import (
	"fmt"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
	"frontier/core/practice"
	"frontier/core/search"
)

// show draws position i: the start (0), the search just after step i,
// every child of that step revealed, or the goal reached.
func (v *View[S]) show(i int) {
	if v.rec == nil {
		return
	}
	x := v.expansion()
	v.number.reset()
	v.say(v.statusAt(i))
	v.puzzle.Draw(v.node, x.Node.State)
	v.Reinspect()
	v.stepNow = v.stepText(x, i)
	v.shown, v.tested = len(x.Children), true
	v.children.start = i == 0
	v.children.goal = i == v.goalAt()
	v.children.show(x.Children, v.shown, false)
	v.sayStep()
	v.showFrontier(x, i)
	v.program.showStep(i)
	v.passes.show(v.rec.Passes(), x.Iteration)
	v.showTree(i, x.Node.ID)
	v.picked.clear()
	v.enableButtons()
	v.predict.update()
	v.choose.update()
	// Drawn last: predict mode and You choose list the frontier by
	// number, which the drawing must not read as pop order.
	v.drawStep()
}

// showFrontier lists the frontier after step i in pop order; at the start
// it holds the start alone, and once the goal is reached, what the search
// left on it.
func (v *View[S]) showFrontier(x *search.Expansion[S], i int) {
	switch {
	case i == v.goalAt():
		v.showFrontierLeft(x.Node.ID)
	case i == 0:
		v.frontier.show([]search.Node[S]{x.Node}, 1, 0)
	default:
		list, size := x.Frontiers(FrontierRows)
		v.frontier.show(list, size, x.ExploredSize)
	}
}

// side is the side of a bidirectional search that node n is on: "start"
// when the start is the root of its tree, "goal" when the goal is.
func (v *View[S]) side(n search.Node[S]) string {
	for n.Parent >= 0 {
		c, ok := v.rec.Node(n.Parent)
		if !ok {
			break
		}
		n = c.Node
	}
	if n.ID == 0 {
		return "start"
	}
	return "goal"
}

// showFrontierLeft lists the frontier the search left when it reached
// goal: after the last step, without the goal if the goal was taken from
// it.
func (v *View[S]) showFrontierLeft(goal int) {
	last := v.rec.Len()
	if last == 0 {
		v.frontier.showLeft(nil, 0, 0)
		return
	}
	x := v.rec.Step(last)
	list, size := x.Frontiers(FrontierRows)
	// The goal was taken off the frontier: first in pop order, or, in a
	// search a student drives, wherever the student picked it.
	for k, n := range list {
		if n.ID == goal {
			list, size = append(list[:k:k], list[k+1:]...), size-1
			break
		}
	}
	v.frontier.showLeft(list, size, x.ExploredSize)
}

// showTree draws the search tree at position i around node focus, in
// step with Fine step: while step i is shown in part, its children not
// yet generated are not drawn and the last one generated is drawn as
// generated until tested. The path found is lit once the goal is reached.
func (v *View[S]) showTree(i, focus int) {
	shown, top, total := search.Around(v.treeAt(i), focus, TreeNodes)
	v.tree.SetNodes(shown)
	switch {
	case top == 0 && len(shown) == total:
		v.treeHead.SetText(fmt.Sprintf("Search tree: %s.", nodes(total)))
	default:
		v.treeHead.SetText(fmt.Sprintf("Search tree: %s; the %s nearest drawn.",
			nodes(total), numfmt.Group(len(shown))))
	}
}

// treeAt is the whole search tree at position i, in step with Fine step,
// the path found lit once the goal is reached.
func (v *View[S]) treeAt(i int) []search.RoleNode {
	if i == v.goalAt() {
		return v.rec.Tree(v.rec.Len(), math.MaxInt)
	}
	return v.rec.TreeDuring(i, v.shown, !v.tested, math.MaxInt)
}

// nodes is "1 node", "2 nodes", "1,234 nodes".
func nodes(n int) string {
	if n == 1 {
		return "1 node"
	}
	return numfmt.Group(n) + " nodes"
}

// stepText says what position i shows.
func (v *View[S]) stepText(x *search.Expansion[S], i int) string {
	rec := v.rec
	if i == v.goalAt() {
		return v.goalText(x)
	}
	if i == 0 {
		return "Before the first step: only the start is on the frontier."
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Step %s: expanding node %d", numfmt.Group(i), x.Node.ID)
	if c, ok := rec.Node(x.Node.ID); ok && c.Move != "" {
		fmt.Fprintf(&b, " (move %s)", v.moveName(c))
	}
	// The pass and its bound are in bold in the table of passes, and the
	// status says where a recording cut short stops.
	fmt.Fprintf(&b, ": %s · depth %d.", v.costs(x.Node, " · "), x.Node.Depth)
	return b.String()
}

// goalText says how the search reached goal x.Node: the start is a goal;
// a child tested as it was generated (BFS by default, DFS, beam search,
// IDS and IDA*); or the node taken from the frontier and tested (UCS,
// greedy, A*, BFS testing on expansion, and IDS or IDA* walking back to a
// child generated earlier).
func (v *View[S]) goalText(x *search.Expansion[S]) string {
	rec, n := v.rec, x.Node
	c, _ := rec.Node(n.ID)
	how := fmt.Sprintf("node %d comes off the frontier and passes the goal test", n.ID)
	switch {
	case n.ID == 0:
		how = "the start passes the goal test"
	case c.Fate == search.FateGoal && rec.Len() > 0 && rec.Step(rec.Len()).Node.ID == n.Parent:
		how = fmt.Sprintf("node %d passes the goal test as it is generated", n.ID)
	case c.Fate == search.FateMeet:
		how = fmt.Sprintf("node %d reaches the goal, where the search back starts: the two searches meet there", n.ID)
	}
	if fwd, back, ok := rec.Met(); ok {
		how = fmt.Sprintf("the searches meet at nodes %d and %d, one state reached from both sides; the path runs from the start to it, then on to the goal", fwd, back)
	}
	return fmt.Sprintf("Goal reached after %s, cost %s: %s.", expansions(rec.Len()), numfmt.Group(rec.Result().Cost), how)
}

// sayStep shows what the position on show is and how many of its
// children are on show.
func (v *View[S]) sayStep() {
	if v.children.head == "" {
		v.stepLabel.SetText(v.stepNow)
		return
	}
	v.stepLabel.SetText(v.stepNow + "\n" + v.children.head)
}

// costs is a node's g, h and f, or g alone for an uninformed engine, whose
// h is 0 and f is g.
func (v *View[S]) costs(n search.Node[S], sep string) string {
	if !v.informed {
		return fmt.Sprintf("g %d", n.G)
	}
	return fmt.Sprintf("g %d%sh %d%sf %d", n.G, sep, n.H, sep, n.F)
}

// FineStep shows the step on show one child at a time, in two clicks
// each: the child generated, with its g, h and f; then tested, with its
// fate (added, or skipped as a duplicate, a cycle or pruned). After the last child
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
		if len(v.expansion().Children) == 0 {
			return
		}
		v.shown = 0
	}
	v.reveal(v.shown+1, false)
}

// partial reports whether the step on show is shown in part by Fine step.
func (v *View[S]) partial() bool {
	return v.rec != nil && (v.shown < len(v.expansion().Children) || !v.tested)
}

// reveal shows the first n children of the step on show, the last one
// with its fate if tested, and the tree in step. While the step is shown
// in part the frontier is the one it started from, its first node the
// one being expanded; once all are shown and tested, the one it left.
func (v *View[S]) reveal(n int, tested bool) {
	v.shown, v.tested = n, tested
	x := v.expansion()
	i := v.Stepper.Current()
	v.children.show(x.Children, n, !tested)
	v.sayStep()
	if v.partial() && i > 0 {
		v.showFrontierBefore(x, i)
	} else {
		v.showFrontier(x, i)
	}
	v.showTree(i, x.Node.ID)
	v.drawStep()
	v.Stepper.Refresh()
	v.enableButtons()
	v.predict.update()
}

// showFrontierBefore lists the frontier as step i found it, node x.Node
// first: the frontier after step i-1, or the start alone before the
// first step and at the start of a new pass of IDS or IDA*.
//
// In predict mode the rest of it is listed by node number: in pop order
// it would tell which node comes next unless a child goes before it,
// the question after the step.
func (v *View[S]) showFrontierBefore(x *search.Expansion[S], i int) {
	explored := 0
	if i > 1 {
		prev := v.rec.Step(i - 1)
		if list, size := prev.Frontiers(FrontierRows); len(list) > 0 && list[0].ID == x.Node.ID {
			if v.predict.on() {
				list = append([]search.Node[S]{list[0]}, practice.ByNumber(list[1:])...)
			}
			v.frontier.showBefore(list, size, prev.ExploredSize, v.predict.on())
			return
		}
		explored = prev.ExploredSize
	}
	v.frontier.showBefore([]search.Node[S]{x.Node}, 1, explored, false)
}

// ToGoal goes to the position where the goal is reached.
func (v *View[S]) ToGoal() {
	if v.goalAt() < 0 {
		return
	}
	if v.Stepper.Running() {
		v.Stepper.ToggleAuto()
	}
	v.Stepper.Show(v.goalAt())
}

// enableButtons enables Fine step while there is a child or a step to
// show, and To the goal when the search reached one not yet on show.
func (v *View[S]) enableButtons() {
	last := v.Stepper.Current() >= v.Stepper.Len()-1
	partial := v.partial()
	enable(v.FineBtn, !last || partial)
	goal := v.goalAt()
	enable(v.GoalBtn, goal >= 0 && goal < v.Stepper.Len() && v.Stepper.Current() != goal)
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
		v.picked.show(c, role, v.moveName(c), v.costs(c.Node, " · "), v.testing(id))
	}
}

// testing reports whether node id is the child Fine step has generated
// and not yet tested: its fate is still to come.
func (v *View[S]) testing(id int) bool {
	if v.tested || v.shown == 0 {
		return false
	}
	kids := v.expansion().Children
	return v.shown <= len(kids) && kids[v.shown-1].ID == id
}

// Node is the node on show: the node being expanded, the start before
// the first step, or the goal once reached.
func (v *View[S]) Node() search.Node[S] { return v.expansion().Node }

// Frontier is the frontier table's mark for its first row ("next", or
// "now" while a fine step shows the node's children one by one) and the
// nodes it lists.
func (v *View[S]) Frontier() (string, []search.Node[S]) { return v.frontier.first, v.frontier.nodes }

// Children lists the children of the step on show revealed so far.
func (v *View[S]) Children() []search.Child[S] { return v.children.children }

// Tree is the part of the search tree the picture shows.
func (v *View[S]) Tree() []search.RoleNode { return v.tree.nodes }

// NodePicture is the drawing of the node on show.
func (v *View[S]) NodePicture() fyne.CanvasObject { return v.node }

// drawStep hands the step on show to the puzzle's DrawStep, if it has
// one: the node, the frontier as the table lists it, and the states
// expanded before the node (for IDS and IDA*, in the node's pass).
func (v *View[S]) drawStep() {
	if v.puzzle.DrawStep == nil || v.rec == nil {
		return
	}
	i := v.Stepper.Current()
	x := v.expansion()
	start, _ := v.rec.Node(0)
	s := Step[S]{Start: start.State, Node: x.Node, Goal: i == v.goalAt()}
	var first string
	first, s.Frontier = v.Frontier()
	s.Unordered = first != "next" && first != "now" || v.predict.on()
	seen := map[S]bool{}
	for j := 1; j < min(i, v.rec.Len()+1); j++ {
		e := v.rec.Step(j)
		if e.Iteration != x.Iteration {
			continue
		}
		if st := e.Node.State; !seen[st] {
			seen[st] = true
			s.Explored = append(s.Explored, st)
		}
	}
	v.puzzle.DrawStep(v.node, s)
}
