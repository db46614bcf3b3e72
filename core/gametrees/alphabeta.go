package gametrees

// Inf stands for ∞ in a window: larger than any leaf value a practice
// tree holds.
const Inf = 1 << 20

// Bound writes a window bound: "−∞", "+∞" or the value.
func Bound(v int) string {
	switch {
	case v <= -Inf:
		return "−∞"
	case v >= Inf:
		return "+∞"
	}
	return Signed(v)
}

// Step is what a node knew after one of its children was searched.
type Step struct {
	Kid         int // the child searched
	KidValue    int // the value it returned
	Alpha, Beta int // the node's window after it
}

// Visit is what alpha-beta did at one node.
type Visit struct {
	// Searched reports whether the node was entered; a node under a cut
	// branch is not, and its other fields are zero.
	Searched bool
	// Alpha and Beta are the window the node was entered with.
	Alpha, Beta int
	// AlphaFrom and BetaFrom are the nodes whose children last raised α
	// or lowered β before this node was entered (an ancestor); −1 while
	// the bound is still the root's ±∞.
	AlphaFrom, BetaFrom int
	// Value is what the node returned: fail-soft, so the best of the
	// children it searched, which is the exact minimax value when it
	// lies strictly inside (Alpha, Beta), at most the value when it is
	// at or below Alpha, and at least it when at or above Beta.
	Value int
	// Steps has one entry per child searched, in order.
	Steps []Step
	// Cut reports whether the node stopped before its last child:
	// the children after the last step are cut.
	Cut bool
}

// Run is alpha-beta's whole search of a tree.
type Run struct {
	Visits []Visit // by node index
	// Cut reports, by node index, whether the branch into the node was
	// cut: its parent was searched and stopped before it. Nodes below a
	// cut branch are not searched and not marked cut themselves.
	Cut []bool
	// Value is the root's value, exact since the root's window is
	// (−∞, +∞).
	Value int
}

// AlphaBeta runs textbook fail-soft alpha-beta over t, trying children
// in the tree's order. A MAX node raises α to each child's value, a MIN
// node lowers β, and a node stops, cutting its remaining children, as
// soon as α ≥ β. Fail-soft: a node returns the best value among the
// children it searched, even when that lies outside its window.
func AlphaBeta(t *Tree) *Run {
	r := &Run{Visits: make([]Visit, len(t.Nodes)), Cut: make([]bool, len(t.Nodes))}
	r.Value = r.search(t, 0, -Inf, Inf, -1, -1)
	return r
}

func (r *Run) search(t *Tree, i, alpha, beta, alphaFrom, betaFrom int) int {
	n := &t.Nodes[i]
	v := &r.Visits[i]
	*v = Visit{Searched: true, Alpha: alpha, Beta: beta, AlphaFrom: alphaFrom, BetaFrom: betaFrom}
	if n.Leaf() {
		v.Value = n.Value
		return v.Value
	}
	best := Inf
	if n.Max {
		best = -Inf
	}
	for j, k := range n.Kids {
		kv := r.search(t, k, alpha, beta, alphaFrom, betaFrom)
		if n.Max {
			best = max(best, kv)
			if kv > alpha {
				alpha, alphaFrom = kv, i
			}
		} else {
			best = min(best, kv)
			if kv < beta {
				beta, betaFrom = kv, i
			}
		}
		v.Steps = append(v.Steps, Step{Kid: k, KidValue: kv, Alpha: alpha, Beta: beta})
		if alpha >= beta {
			for _, c := range n.Kids[j+1:] {
				r.Cut[c] = true
			}
			v.Cut = j+1 < len(n.Kids)
			break
		}
	}
	v.Value = best
	return best
}

// CutKids lists the branches t's search cut, by child index, level by
// level.
func (r *Run) CutKids() []int {
	var ks []int
	for k, c := range r.Cut {
		if c {
			ks = append(ks, k)
		}
	}
	return ks
}
