package gametrees

import (
	"fmt"
	"frontier/core/textio"
)

// CutReason explains why node p's search stopped early, such as "at
// node B (MIN) β became 3 after its first child D, and α = 5 from A:
// β ≤ α, so B–E and B–F are cut". p must be a searched node that cut.
func (r *Run) CutReason(t *Tree, p int) string {
	n, v := &t.Nodes[p], &r.Visits[p]
	if !v.Cut {
		panic("practice: CutReason of a node that cut nothing")
	}
	last := len(v.Steps) - 1
	s := v.Steps[last]
	cut := n.Kids[last+1:]
	kid := t.Nodes[s.Kid].Name
	if n.Max {
		return fmt.Sprintf("at node %s (MAX) α became %s after its %s child %s, and β = %s%s: α ≥ β, so %s %s cut",
			n.Name, Bound(s.Alpha), ordinal(last), kid, Bound(s.Beta), t.from(v.BetaFrom), t.branches(cut), is(len(cut)))
	}
	return fmt.Sprintf("at node %s (MIN) β became %s after its %s child %s, and α = %s%s: β ≤ α, so %s %s cut",
		n.Name, Bound(s.Beta), ordinal(last), kid, Bound(s.Alpha), t.from(v.AlphaFrom), t.branches(cut), is(len(cut)))
}

// SearchReason explains why branch k, whose parent was searched, was
// searched too: its parent's window was still open when it came to k.
func (r *Run) SearchReason(t *Tree, k int) string {
	p := t.Nodes[k].Parent
	n, v := &t.Nodes[p], &r.Visits[p]
	j := 0
	for n.Kids[j] != k {
		j++
	}
	if j == 0 {
		return fmt.Sprintf("at node %s (%s) the first child %s is always searched: nothing is known yet to cut with",
			n.Name, n.Side(), t.Nodes[k].Name)
	}
	s := v.Steps[j-1]
	if n.Max {
		return fmt.Sprintf("at node %s (MAX) α = %s after its %s child, and β = %s%s: α < β, so %s goes on to search %s",
			n.Name, Bound(s.Alpha), ordinal(j-1), Bound(s.Beta), t.from(v.BetaFrom), n.Name, t.Nodes[k].Name)
	}
	return fmt.Sprintf("at node %s (MIN) β = %s after its %s child, and α = %s%s: β > α, so %s goes on to search %s",
		n.Name, Bound(s.Beta), ordinal(j-1), Bound(s.Alpha), t.from(v.AlphaFrom), n.Name, t.Nodes[k].Name)
}

// ValueReason explains the value node i returned, from its children's
// as alpha-beta saw them: "A (MAX) takes the largest of B = 5, C ≤ 3
// and D cut: 5". A child whose value lies outside its window is only a
// bound on its true value, shown with ≤ or ≥.
func (r *Run) ValueReason(t *Tree, i int) string {
	n := &t.Nodes[i]
	var parts []string
	for _, k := range n.Kids {
		kv := &r.Visits[k]
		switch {
		case !kv.Searched:
			parts = append(parts, t.Nodes[k].Name+" cut")
		case t.Nodes[k].Leaf() || kv.Value > kv.Alpha && kv.Value < kv.Beta:
			parts = append(parts, t.Nodes[k].Name+" = "+Signed(kv.Value))
		case kv.Value <= kv.Alpha:
			parts = append(parts, t.Nodes[k].Name+" ≤ "+Signed(kv.Value))
		default:
			parts = append(parts, t.Nodes[k].Name+" ≥ "+Signed(kv.Value))
		}
	}
	which := "smallest"
	if n.Max {
		which = "largest"
	}
	return fmt.Sprintf("%s (%s) takes the %s of %s: %s", n.Name, n.Side(), which, textio.JoinAnd(parts), Signed(r.Visits[i].Value))
}

// MinimaxReason explains node i's minimax value from its children's:
// "C is a MAX node: the largest of its children 3, 7, 2 is 7".
func MinimaxReason(t *Tree, vals []int, i int) string {
	n := &t.Nodes[i]
	var kids []string
	for _, k := range n.Kids {
		kids = append(kids, Signed(vals[k]))
	}
	which := "smallest"
	if n.Max {
		which = "largest"
	}
	list := kids[0]
	for _, k := range kids[1:] {
		list += ", " + k
	}
	return fmt.Sprintf("%s is a %s node: the %s of its children %s is %s", n.Name, n.Side(), which, list, Signed(vals[i]))
}
