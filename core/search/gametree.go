package search

// GameTree is the tree an adversarial engine searched, in the order it
// searched it: Nodes[0] is the root and every node comes before its
// children (pre-order), so a node's subtree is Nodes[i:End]. Values, Alpha
// and Beta are game values from MAX's side.
type GameTree[M any] struct {
	Nodes []TreeNode[M]
}

// NodeKind says how a node of a GameTree got its value.
type NodeKind uint8

// The kinds of node.
const (
	NodeSearched NodeKind = iota // its moves were searched
	NodeTerminal                 // the game is over there
	NodeMemo                     // its value came from the memo (or alpha-beta's table)
	NodePruned                   // never entered: alpha-beta cut it off
)

// TreeNode is one node of a GameTree.
type TreeNode[M any] struct {
	Move   M     // the move from the parent; the zero M at the root
	Parent int32 // −1 at the root
	First  int32 // the first child, −1 for none
	Next   int32 // the next sibling, −1 for none
	End    int32 // one past the last node of the subtree
	Depth  int32 // 0 at the root
	Max    bool  // MAX is to move at the node
	// Alpha and Beta are the window the node was searched with; minimax
	// and memo have no window and record −1 … +1. A pruned node has its
	// parent's window at the cut, where Alpha ≥ Beta.
	Alpha, Beta int8
	// Value is what the node returned: exact strictly inside the window,
	// an upper bound at or below Alpha, a lower bound at or above Beta.
	// It is 0 and means nothing for a pruned node.
	Value int8
	Kind  NodeKind
	// Hidden counts the searched nodes below this one that the record left
	// out (GameOptions.RecordDepth).
	Hidden int64
}

// Children returns the indices of node i's children, in search order.
func (t *GameTree[M]) Children(i int32) []int32 {
	var cs []int32
	for c := t.Nodes[i].First; c >= 0; c = t.Nodes[c].Next {
		cs = append(cs, c)
	}
	return cs
}

// Searched counts the recorded nodes that were searched (not pruned).
func (t *GameTree[M]) Searched() int64 {
	var n int64
	for _, x := range t.Nodes {
		if x.Kind != NodePruned {
			n++
		}
	}
	return n
}

// Path returns the moves from the root to node i.
func (t *GameTree[M]) Path(i int32) []M {
	var ms []M
	for ; i > 0; i = t.Nodes[i].Parent {
		ms = append(ms, t.Nodes[i].Move)
	}
	for a, b := 0, len(ms)-1; a < b; a, b = a+1, b-1 {
		ms[a], ms[b] = ms[b], ms[a]
	}
	return ms
}

// recorder builds a GameTree as an engine searches.
type recorder[M any] struct {
	t         *GameTree[M]
	maxDepth  int     // record nodes down to this depth; 0 for all
	limit     int     // most nodes recorded
	full      bool    // the limit was reached: the search must stop
	cur       int32   // the deepest recorded node on the path being searched
	lastChild []int32 // per node, its last child so far, for linking
}

func newRecorder[M any](opt GameOptions) *recorder[M] {
	limit := opt.RecordLimit
	if limit <= 0 {
		limit = DefaultRecordLimit
	}
	return &recorder[M]{t: &GameTree[M]{}, maxDepth: opt.RecordDepth, limit: limit, cur: -1}
}

// add appends a node below r.cur and returns its index, or −1 when the
// node is past the depth or the limit.
func (r *recorder[M]) add(m M, max bool, depth, alpha, beta int, kind NodeKind) int32 {
	if r.maxDepth > 0 && depth > r.maxDepth {
		return -1
	}
	if len(r.t.Nodes) >= r.limit {
		r.full = true
		return -1
	}
	i := int32(len(r.t.Nodes))
	r.t.Nodes = append(r.t.Nodes, TreeNode[M]{Move: m, Parent: r.cur, First: -1, Next: -1, End: i + 1,
		Depth: int32(depth), Max: max, Alpha: int8(alpha), Beta: int8(beta), Kind: kind})
	r.lastChild = append(r.lastChild, -1)
	if p := r.cur; p >= 0 {
		if last := r.lastChild[p]; last >= 0 {
			r.t.Nodes[last].Next = i
		} else {
			r.t.Nodes[p].First = i
		}
		r.lastChild[p] = i
	}
	return i
}

// enter records a node the search enters and makes it current; a node
// that is not recorded is counted in its deepest recorded ancestor.
func (r *recorder[M]) enter(m M, max bool, depth, alpha, beta int) int32 {
	i := r.add(m, max, depth, alpha, beta, NodeSearched)
	if i < 0 {
		r.t.Nodes[r.cur].Hidden++
		return -1
	}
	r.cur = i
	return i
}

// leave records the value node returned; the current node goes back to
// its parent.
func (r *recorder[M]) leave(node int32, value int, kind NodeKind) {
	if node < 0 {
		return
	}
	n := &r.t.Nodes[node]
	n.Value, n.Kind, n.End = int8(value), kind, int32(len(r.t.Nodes))
	r.cur = n.Parent
}

// prune records the moves a cut skipped as pruned children of node, with
// the node's window at the cut.
func (r *recorder[M]) prune(node int32, moves []M, depth, alpha, beta int) {
	if node < 0 {
		return
	}
	max := !r.t.Nodes[node].Max
	for _, m := range moves {
		r.add(m, max, depth, alpha, beta, NodePruned)
	}
}
