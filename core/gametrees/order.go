package gametrees

import (
	"fmt"
	"slices"
)

// Order is how a node's children are arranged before alpha-beta tries
// them; minimax values do not depend on it, alpha-beta's cuts do.
type Order int

// The move orders.
const (
	AsGenerated Order = iota // as the tree was made
	BestFirst                // the mover's best child first: the most cuts
	WorstFirst               // the mover's worst child first: the fewest cuts
)

// Orders lists the move orders, for menus.
var Orders = []Order{AsGenerated, BestFirst, WorstFirst}

func (o Order) String() string {
	switch o {
	case BestFirst:
		return "Best first"
	case WorstFirst:
		return "Worst first"
	}
	return "As generated"
}

// ParseOrder reads an order by its String.
func ParseOrder(s string) (Order, error) {
	for _, o := range Orders {
		if o.String() == s {
			return o, nil
		}
	}
	return 0, fmt.Errorf("unknown move order %q (want As generated, Best first or Worst first)", s)
}

// Ordered returns t with every node's children rearranged by o, by their
// minimax values as the node's mover sees them (largest first at a MAX
// node for BestFirst, smallest first at a MIN node); ties keep the tree's
// order. The nodes are named afresh, level by level, so the drawing still
// reads A, B, C, … left to right; a branch keeps its move label, which
// shows where it went. AsGenerated returns a copy of t.
func Ordered(t *Tree, o Order) *Tree {
	vals := Minimax(t)
	var shapeOf func(i int) *shape
	shapeOf = func(i int) *shape {
		n := &t.Nodes[i]
		s := &shape{move: n.Move, max: n.Max, value: n.Value}
		kids := slices.Clone(n.Kids)
		if o != AsGenerated {
			better := func(a, b int) int { // < 0 when a is better for the mover
				if n.Max {
					return vals[b] - vals[a]
				}
				return vals[a] - vals[b]
			}
			slices.SortStableFunc(kids, func(a, b int) int {
				if o == WorstFirst {
					return better(b, a)
				}
				return better(a, b)
			})
		}
		for _, k := range kids {
			s.kids = append(s.kids, shapeOf(k))
		}
		return s
	}
	return build(shapeOf(0))
}
