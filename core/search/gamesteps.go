package search

import "fmt"

// TreeStepKind is what happens at one step of a recorded search.
type TreeStepKind uint8

// The kinds of step.
const (
	StepEnter TreeStepKind = iota // the search enters a node with children, with its window
	StepCut                       // the node's window has closed (α ≥ β): its other moves are skipped
	StepLeave                     // the node returns its value (for a leaf, its only step)
)

// TreeStep is one step of a recorded search.
type TreeStep struct {
	Kind TreeStepKind
	Node int32
}

// Steps lists the steps of t in the order the engine took them: it
// enters a node, works through its children, cuts if its window closes,
// and leaves it with its value. A node without recorded children (the
// game over, a memo hit, or a node whose subtree was not recorded) takes
// a single StepLeave. The list is about twice as long as the tree.
func (t *GameTree[M]) Steps() []TreeStep {
	if len(t.Nodes) == 0 {
		return nil
	}
	steps := make([]TreeStep, 0, 2*len(t.Nodes))
	// An explicit stack: a deep tree must not grow the goroutine's.
	type frame struct {
		node  int32
		child int32 // the next child to visit
	}
	stack := []frame{{0, -2}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		n := t.Nodes[f.node]
		switch {
		case f.child == -2 && n.First < 0:
			steps = append(steps, TreeStep{StepLeave, f.node})
			stack = stack[:len(stack)-1]
			continue
		case f.child == -2:
			steps = append(steps, TreeStep{StepEnter, f.node})
			f.child = n.First
		}
		c := f.child
		switch {
		case c < 0:
			steps = append(steps, TreeStep{StepLeave, f.node})
			stack = stack[:len(stack)-1]
		case t.Nodes[c].Kind == NodePruned:
			steps = append(steps, TreeStep{StepCut, f.node})
			f.child = -1 // pruned nodes come last: none is entered
		default:
			f.child = t.Nodes[c].Next
			stack = append(stack, frame{c, -2})
		}
	}
	return steps
}

// Pruned counts node i's pruned children: the moves its cut skipped.
func (t *GameTree[M]) Pruned(i int32) int {
	n := 0
	for c := t.Nodes[i].First; c >= 0; c = t.Nodes[c].Next {
		if t.Nodes[c].Kind == NodePruned {
			n++
		}
	}
	return n
}

// CutReason explains in words why alpha-beta stopped searching a node
// whose window closed at alpha, beta (alpha ≥ beta), skipping the
// remaining moves; max tells whether MAX is to move there. For example:
// "β = 0 ≤ α = 0: MIN already has a reply that holds MAX to 0, and MAX can
// get 0 elsewhere, so MAX will not come here; the other 7 replies are
// skipped".
func CutReason(max bool, alpha, beta, skipped int) string {
	a, b := SignedValue(alpha), SignedValue(beta)
	one, many := "move", "moves"
	if !max {
		one, many = "reply", "replies"
	}
	rest := fmt.Sprintf("; the other %d %s are skipped", skipped, many)
	if skipped == 1 {
		rest = "; the last " + one + " is skipped"
	}
	switch {
	case max && beta >= 1:
		return fmt.Sprintf("α = %s ≥ β = %s: MAX can force a win here, and nothing is better", a, b) + rest
	case max:
		return fmt.Sprintf("α = %s ≥ β = %s: MAX already has a move worth %s here, and MIN can hold MAX to %s elsewhere, so MIN will not come here", a, b, a, b) + rest
	case alpha <= -1:
		return fmt.Sprintf("β = %s ≤ α = %s: MIN can force a win here, and nothing is better for MIN", b, a) + rest
	}
	return fmt.Sprintf("β = %s ≤ α = %s: MIN already has a reply that holds MAX to %s, and MAX can get %s elsewhere, so MAX will not come here", b, a, b, a) + rest
}

// Bound says what a node's value tells about its true value, given the
// window it was searched with: "exact" strictly inside the window (or at
// −1 or +1, beyond which nothing lies), "at most v" at or below alpha, "at
// least v" at or above beta.
func Bound(value, alpha, beta int) string {
	v := SignedValue(value)
	switch {
	case alpha < value && value < beta, value <= alpha && value <= -1, value >= beta && value >= 1:
		return "exact"
	case value <= alpha:
		return "at most " + v
	}
	return "at least " + v
}
