package search

// tree is the arena of nodes a graph search creates; a node's parent is an
// index into the same arena, so a path costs nothing until it is asked for.
// Nodes hold no move label and no pointer: the arena stays small and the
// garbage collector never scans it. Labels are found again when a path is
// read out.
type tree[S comparable] struct {
	p     Problem[S]
	nodes []node[S]
}

type node[S comparable] struct {
	state  S
	parent int32 // -1 for the root
	depth  int32
	g      int
}

func (t *tree[S]) add(s S, parent int32, g int, depth int32) int32 {
	t.nodes = append(t.nodes, node[S]{state: s, parent: parent, depth: depth, g: g})
	return int32(len(t.nodes) - 1)
}

// path returns the states and moves from the root to node i. Each move is
// the first of the parent's steps that reaches the child at the recorded
// cost: O(depth) expansions.
func (t *tree[S]) path(i int32) ([]S, []string) {
	n := int(t.nodes[i].depth)
	states := make([]S, n+1)
	gs := make([]int, n+1)
	for k := n; i >= 0; k-- {
		states[k], gs[k] = t.nodes[i].state, t.nodes[i].g
		i = t.nodes[i].parent
	}
	moves := make([]string, n)
	var buf []Step[S]
	for k := 0; k < n; k++ {
		buf = t.p.Successors(states[k], buf[:0])
		for _, st := range buf {
			if st.State == states[k+1] && gs[k]+st.Cost == gs[k+1] {
				moves[k] = st.Move
				break
			}
		}
	}
	return states, moves
}

func (t *tree[S]) solve(r Result[S], i int32) Result[S] {
	states, moves := t.path(i)
	return solved(r, states, moves, t.nodes[i].g)
}

// twin reports whether an earlier step of the same expansion reached st's
// state at no greater cost. Depth-first engines without a closed set skip
// such a step: its subtree would be searched twice. (On a cube whose states
// ignore orientation, U and D' are one state.) O(len(earlier)).
func twin[S comparable](earlier []Step[S], st Step[S]) bool {
	for _, e := range earlier {
		if e.State == st.State && e.Cost <= st.Cost {
			return true
		}
	}
	return false
}
