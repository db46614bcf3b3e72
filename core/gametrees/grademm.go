package gametrees

import "fmt"

// MMAnswer is a student's minimax values, by node index; only inner
// nodes are read.
type MMAnswer struct {
	Values []int
	Given  []bool // false where no value was typed
}

// NodeMark is the marking of one inner node's value.
type NodeMark struct {
	Node  int
	Want  int  // the minimax value
	Right bool // given and equal to Want
	Line  string
}

// MMGrade is the marking of an MMAnswer.
type MMGrade struct {
	// Nodes holds every inner node's mark, bottom-up: the deepest level
	// first, each level left to right, as a student fills them in.
	Nodes []NodeMark
	// Lines are the marks' lines, the mistakes first, each part in the
	// same order.
	Lines        []string
	Score, OutOf int
	Values       []int // the minimax value of every node
	Mistakes     int
}

// GradeMinimax marks a student's values for t's inner nodes, node by
// node, against Minimax. A wrong value is explained from the children's
// true values; when it does follow from the student's own values for the
// children, the line says so, since then the mistake lies lower down.
func GradeMinimax(t *Tree, a MMAnswer) MMGrade {
	vals := Minimax(t)
	g := MMGrade{Values: vals}
	given := func(i int) (int, bool) {
		if t.Nodes[i].Leaf() {
			return t.Nodes[i].Value, true
		}
		if i < len(a.Given) && i < len(a.Values) && a.Given[i] {
			return a.Values[i], true
		}
		return 0, false
	}
	inner := t.Inner()
	for d := t.Depth() - 1; d >= 0; d-- {
		for _, i := range inner {
			n := &t.Nodes[i]
			if n.Depth != d {
				continue
			}
			m := NodeMark{Node: i, Want: vals[i]}
			got, ok := given(i)
			switch {
			case !ok:
				m.Line = fmt.Sprintf("✗ %s: no value given; %s", n.Name, MinimaxReason(t, vals, i))
			case got != vals[i]:
				m.Line = fmt.Sprintf("✗ %s: %s is wrong; %s", n.Name, Signed(got), MinimaxReason(t, vals, i))
				if own, ok := fromOwn(t, i, given); ok && own == got {
					m.Line += fmt.Sprintf(" (%s follows from your values for its children: the mistake lies below)", Signed(got))
				}
			default:
				m.Right = true
				m.Line = fmt.Sprintf("✓ %s = %s: %s", n.Name, Signed(got), MinimaxReason(t, vals, i))
			}
			if m.Right {
				g.Score++
			} else {
				g.Mistakes++
			}
			g.OutOf++
			g.Nodes = append(g.Nodes, m)
		}
	}
	for _, right := range []bool{false, true} {
		for _, m := range g.Nodes {
			if m.Right == right {
				g.Lines = append(g.Lines, m.Line)
			}
		}
	}
	return g
}

// fromOwn is node i's value worked out from the student's values for its
// children; false when one of them is missing.
func fromOwn(t *Tree, i int, given func(int) (int, bool)) (int, bool) {
	n := &t.Nodes[i]
	best := 0
	for j, k := range n.Kids {
		v, ok := given(k)
		if !ok {
			return 0, false
		}
		if j == 0 || n.Max && v > best || !n.Max && v < best {
			best = v
		}
	}
	return best, true
}
