package search

// tree is the arena of nodes a graph search creates; a node's parent is an
// index into the same arena, so a path costs nothing until it is asked for.
// Nodes hold no move label and no pointer: the arena stays small and the
// garbage collector never scans it. Labels are found again when a path is
// read out. The arena grows in fixed chunks, so a node never moves and
// growing never copies (a single slice of millions of nodes spent a third
// of BFS's time in copying and in the pauses that long copies cause).
type tree[S comparable] struct {
	p      Problem[S]
	chunks [][]node[S]
	n      int32
}

const (
	chunkBits = 12
	chunkMask = 1<<chunkBits - 1
)

type node[S comparable] struct {
	state  S
	parent int32 // -1 for the root
	depth  int32
	g      int
}

func (t *tree[S]) add(s S, parent int32, g int, depth int32) int32 {
	if t.n&chunkMask == 0 {
		t.chunks = append(t.chunks, make([]node[S], 1<<chunkBits))
	}
	t.chunks[t.n>>chunkBits][t.n&chunkMask] = node[S]{state: s, parent: parent, depth: depth, g: g}
	t.n++
	return t.n - 1
}

// at returns node i.
func (t *tree[S]) at(i int32) *node[S] { return &t.chunks[i>>chunkBits][i&chunkMask] }

// len is the number of nodes.
func (t *tree[S]) len() int { return int(t.n) }

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
