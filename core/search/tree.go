package search

// tree is the arena of nodes a graph search creates; a node's parent is an
// index into the same arena, so a path costs nothing until it is asked for.
// Nodes hold no move label and no pointer: the arena stays small and the
// garbage collector never scans it. Labels are found again when a path is
// read out. The arena grows in chunks (see chunks), so a node never moves
// and growing never copies.
type tree[S comparable] struct {
	p     Problem[S]
	nodes chunks[node[S]]
}

type node[S comparable] struct {
	state  S
	parent int32 // -1 for the root
	depth  int32
	g      int
}

func (t *tree[S]) add(s S, parent int32, g int, depth int32) int32 {
	return int32(t.nodes.push(node[S]{state: s, parent: parent, depth: depth, g: g}))
}

// at returns node i.
func (t *tree[S]) at(i int32) *node[S] { return t.nodes.at(int(i)) }

// len is the number of nodes.
func (t *tree[S]) len() int { return t.nodes.len() }

// path returns the states and moves from the root to node i. Each move is
// the first of the parent's steps that reaches the child at the recorded
// cost: O(depth) expansions.
func (t *tree[S]) path(i int32) ([]S, []string) {
	n := int(t.at(i).depth)
	states := make([]S, n+1)
	gs := make([]int, n+1)
	for k := n; i >= 0; k-- {
		nd := t.at(i)
		states[k], gs[k] = nd.state, nd.g
		i = nd.parent
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
	return solved(r, states, moves, t.at(i).g)
}

// twin reports whether an earlier step of the same expansion reached st's
// state at no greater cost. Depth-first engines without a closed set skip
// such a step: its subtree would be searched twice. (On a cube whose states
// ignore orientation, U and D' are one state.) O(len(earlier)).
func twin[S comparable](earlier []Scored[S], st *Scored[S]) bool {
	for i := range earlier {
		if earlier[i].State == st.State && earlier[i].Cost <= st.Cost {
			return true
		}
	}
	return false
}

// onPath reports whether state s is node i's or one of its ancestors':
// the cycle check of path pruning (PrunePath). O(depth of i).
func (t *tree[S]) onPath(i int32, s S) bool {
	for ; i >= 0; i = t.at(i).parent {
		if t.at(i).state == s {
			return true
		}
	}
	return false
}
