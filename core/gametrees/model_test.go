package gametrees

import "math"

// The models below are written from the textbook's pseudocode (Russell
// and Norvig's MAX-VALUE / MIN-VALUE) over the tree's data alone, not
// from the package's engines, and the tests check the engines by them.

// modelVisit is what the model saw at a node.
type modelVisit struct {
	entered     bool
	alpha, beta int
	value       int
	cutAt       int // index of the child after which the node stopped; −1 if it did not
	cutA, cutB  int // α and β when it stopped
}

type abModel struct {
	t      *Tree
	visits []modelVisit
	cut    map[int]bool
	leaves int // leaves evaluated
}

func runModel(t *Tree) (*abModel, int) {
	m := &abModel{t: t, visits: make([]modelVisit, len(t.Nodes)), cut: map[int]bool{}}
	v := m.value(0, math.MinInt32, math.MaxInt32)
	return m, v
}

func (m *abModel) value(i, alpha, beta int) int {
	n := m.t.Nodes[i]
	m.visits[i] = modelVisit{entered: true, alpha: alpha, beta: beta, cutAt: -1}
	if len(n.Kids) == 0 {
		m.leaves++
		m.visits[i].value = n.Value
		return n.Value
	}
	var v int
	if n.Max {
		v = math.MinInt32
		for j, k := range n.Kids {
			v = max(v, m.value(k, alpha, beta))
			if v >= beta {
				m.stop(i, j, max(alpha, v), beta)
				break
			}
			alpha = max(alpha, v)
		}
	} else {
		v = math.MaxInt32
		for j, k := range n.Kids {
			v = min(v, m.value(k, alpha, beta))
			if v <= alpha {
				m.stop(i, j, alpha, min(beta, v))
				break
			}
			beta = min(beta, v)
		}
	}
	m.visits[i].value = v
	return v
}

func (m *abModel) stop(i, j, a, b int) {
	kids := m.t.Nodes[i].Kids
	if j+1 == len(kids) {
		return
	}
	m.visits[i].cutAt, m.visits[i].cutA, m.visits[i].cutB = j, a, b
	for _, k := range kids[j+1:] {
		m.cut[k] = true
	}
}

// modelMinimax is plain recursive minimax.
func modelMinimax(t *Tree, i int, out []int) int {
	n := t.Nodes[i]
	if len(n.Kids) == 0 {
		out[i] = n.Value
		return n.Value
	}
	best := modelMinimax(t, n.Kids[0], out)
	for _, k := range n.Kids[1:] {
		v := modelMinimax(t, k, out)
		if n.Max && v > best || !n.Max && v < best {
			best = v
		}
	}
	out[i] = best
	return best
}

// bound maps the model's infinities onto the package's for comparison.
func bound(v int) int {
	switch v {
	case math.MinInt32:
		return -Inf
	case math.MaxInt32:
		return Inf
	}
	return v
}
