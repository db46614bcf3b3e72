package practicetab

import (
	"math"

	"frontier/core/gametrees"
)

// The tests check the tab against these models, written from the
// textbook's pseudocode over the tree's data, not with the package's
// engines.

// modelCuts runs plain alpha-beta (MAX-VALUE / MIN-VALUE, children in
// order) over tr and returns the root's value and the branches cut, by
// child index.
func modelCuts(tr *gametrees.Tree) (int, map[int]bool, map[int]bool) {
	cut, entered := map[int]bool{}, map[int]bool{}
	var value func(i, alpha, beta int) int
	value = func(i, alpha, beta int) int {
		entered[i] = true
		n := tr.Nodes[i]
		if len(n.Kids) == 0 {
			return n.Value
		}
		v := math.MaxInt32
		if n.Max {
			v = math.MinInt32
		}
		for j, k := range n.Kids {
			kv := value(k, alpha, beta)
			if n.Max {
				v = max(v, kv)
				if v >= beta {
					markCut(cut, n.Kids[j+1:])
					return v
				}
				alpha = max(alpha, v)
			} else {
				v = min(v, kv)
				if v <= alpha {
					markCut(cut, n.Kids[j+1:])
					return v
				}
				beta = min(beta, v)
			}
		}
		return v
	}
	root := value(0, math.MinInt32, math.MaxInt32)
	return root, cut, entered
}

func markCut(cut map[int]bool, kids []int) {
	for _, k := range kids {
		cut[k] = true
	}
}

// modelMinimax is plain recursive minimax, every node's value.
func modelMinimax(tr *gametrees.Tree) []int {
	vals := make([]int, len(tr.Nodes))
	var value func(i int) int
	value = func(i int) int {
		n := tr.Nodes[i]
		if len(n.Kids) == 0 {
			vals[i] = n.Value
			return n.Value
		}
		best := value(n.Kids[0])
		for _, k := range n.Kids[1:] {
			v := value(k)
			if n.Max && v > best || !n.Max && v < best {
				best = v
			}
		}
		vals[i] = best
		return best
	}
	value(0)
	return vals
}
