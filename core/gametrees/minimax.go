package gametrees

// Minimax gives every node of t its minimax value for MAX: a leaf's own
// value, the largest of its children's at a MAX node, the smallest at a
// MIN node. Nodes are stored parents first, so one pass from the end
// works bottom-up; O(number of nodes).
func Minimax(t *Tree) []int {
	vals := make([]int, len(t.Nodes))
	for i := len(t.Nodes) - 1; i >= 0; i-- {
		n := &t.Nodes[i]
		if n.Leaf() {
			vals[i] = n.Value
			continue
		}
		best := vals[n.Kids[0]]
		for _, k := range n.Kids[1:] {
			if n.Max {
				best = max(best, vals[k])
			} else {
				best = min(best, vals[k])
			}
		}
		vals[i] = best
	}
	return vals
}
