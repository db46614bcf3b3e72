package search

// Role is what a node of the search tree is at one step, for a picture of
// the tree coloured by role.
type Role string

// The roles of a node.
const (
	RoleStart     Role = "start"     // the start, when it is not being expanded
	RoleExpanding Role = "expanding" // the node this step expands
	RoleExplored  Role = "explored"  // expanded at an earlier step
	RoleFrontier  Role = "frontier"  // waiting to be expanded
	// RolePruned: generated and set aside: a duplicate, pruned, or
	// dropped from the frontier (see Expansion.Dropped).
	RolePruned Role = "pruned"
	// RoleGenerated: a child the step on show has just generated and not
	// yet tested (see TreeDuring).
	RoleGenerated Role = "generated"
	// RoleSolution: on the path found, at the last step of a solved
	// search.
	RoleSolution Role = "solution"
)

// RoleNode is a node of the search tree with its role at one step; its
// state, move and fate are Recording.Node(ID).
type RoleNode struct {
	ID, Parent, Depth int
	Role              Role
}

// Tree returns the search tree as it stands after step i (1 to Len): the
// start and every child reported up to step i, for IDS and IDA* those of
// step i's pass only. After the last step of a solved search the goal is
// reached, and the path found is lit (RoleSolution). At most max nodes
// are returned, those of smallest id, so a parent always comes before its
// children. With i = 0 it is the start alone. It panics when i is out of
// range.
func (r *Recording[S]) Tree(i, max int) []RoleNode {
	return r.tree(i, -1, false, i == len(r.steps) && r.goal >= 0, max)
}

// TreeDuring returns the search tree while step i (1 to Len) tests its
// children one at a time, as a window that reveals them one by one shows
// it: as after step i−1, with step i's node being expanded and its first
// generated children (negative: all of them), each with the role its
// fate gives it except the last, which is RoleGenerated while testing. The
// nodes step i drops from the frontier are dropped once all its children
// are tested. No path is lit, even at the last step: the goal is reached
// only after it (see Tree). With i = 0 it is the start alone. It panics
// when i is out of range.
func (r *Recording[S]) TreeDuring(i, generated int, testing bool, max int) []RoleNode {
	return r.tree(i, generated, testing, false, max)
}

// tree is the tree after step i's first generated children (negative:
// all), the last of them untested if testing, the path lit if lit.
func (r *Recording[S]) tree(i, generated int, testing, lit bool, max int) []RoleNode {
	if i < 0 || i > len(r.steps) {
		panic("search: no such step in the recording")
	}
	if len(r.nodes) == 0 || max <= 0 {
		return nil
	}
	if i == 0 {
		role := RoleStart
		if lit {
			role = RoleSolution // the start is the goal
		}
		return []RoleNode{{ID: 0, Parent: -1, Role: role}}
	}
	last := &r.steps[i-1]
	if generated < 0 || generated > last.n {
		generated = last.n
	}
	whole := generated == last.n && !testing
	ids, expanded, dropped := r.treeNodes(i, generated, whole, max)
	solution := map[int]bool{}
	if lit && r.goal >= 0 {
		tips := []int{r.goal}
		if r.met[0] >= 0 {
			tips = r.met[:]
		}
		for _, tip := range tips {
			for id := tip; id >= 0; id = r.nodes[id].Parent {
				solution[id] = true
			}
		}
	}
	untested := -1
	if testing && generated > 0 {
		untested = last.first + generated - 1
	}
	out := make([]RoleNode, 0, len(ids))
	for _, id := range ids {
		n := r.nodes[id]
		role := RoleFrontier
		switch at, ok := expanded[id]; {
		case solution[id]:
			role = RoleSolution
		case ok && at == i:
			role = RoleExpanding
		case id == 0:
			role = RoleStart
		case ok:
			role = RoleExplored
		case id == untested:
			role = RoleGenerated
		case n.Fate.Dropped() || dropped[id]:
			role = RolePruned
		}
		out = append(out, RoleNode{ID: id, Parent: n.Parent, Depth: n.Depth, Role: role})
	}
	return out
}

// treeNodes is the nodes of the tree after step i's first generated
// children, at most max of them, from the first step of step i's
// iteration on: their ids in the order generated, the step that
// expanded each expanded one, and those dropped from the frontier (by
// step i itself only when whole).
func (r *Recording[S]) treeNodes(i, generated int, whole bool, max int) (ids []int, expanded map[int]int, dropped map[int]bool) {
	last := &r.steps[i-1]
	lo := i
	for lo > 1 && r.steps[lo-2].iteration == last.iteration {
		lo--
	}
	expanded, dropped = map[int]int{}, map[int]bool{}
	ids = []int{0}
	if len(r.nodes) > 1 && r.nodes[1].Parent < 0 && max > 1 {
		ids = append(ids, 1) // the goal, root of a bidirectional search's search back
	}
	for k := lo; k <= i; k++ {
		s := &r.steps[k-1]
		expanded[s.node] = k
		n := s.n
		if k == i {
			n = generated
		}
		if k < i || whole {
			for _, id := range s.dropped {
				dropped[id] = true
			}
		}
		for id := s.first; id < s.first+n && len(ids) < max; id++ {
			ids = append(ids, id)
		}
	}
	return ids, expanded, dropped
}
