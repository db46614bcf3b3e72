package search

// tree is the arena of nodes a graph search creates; a node's parent is an
// index into the same arena, so a path costs nothing until it is asked for.
type tree[S comparable] struct {
	nodes []node[S]
}

type node[S comparable] struct {
	state  S
	move   string
	parent int32 // -1 for the root
	depth  int32
	g      int
}

func (t *tree[S]) add(s S, parent int32, move string, g int, depth int32) int32 {
	t.nodes = append(t.nodes, node[S]{state: s, move: move, parent: parent, depth: depth, g: g})
	return int32(len(t.nodes) - 1)
}

// path returns the states and moves from the root to node i.
func (t *tree[S]) path(i int32) ([]S, []string) {
	n := int(t.nodes[i].depth)
	states := make([]S, n+1)
	moves := make([]string, n)
	for k := n; i >= 0; k-- {
		nd := &t.nodes[i]
		states[k] = nd.state
		if k > 0 {
			moves[k-1] = nd.move
		}
		i = nd.parent
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
