package search

// TreeAround returns the part of the search tree after step i (see Tree)
// that a picture of at most max nodes can show around node focus: the
// whole tree when it has no more than max nodes; otherwise the largest
// subtree that holds focus and fits, so that the picture keeps focus, its
// children and its nearest relatives, and a parent still comes before its
// children. top is the root of the part shown (0, the start, when it is
// the whole tree) and total the number of nodes in the whole tree. A
// focus not in the tree counts as the start. When focus's own subtree is
// larger than max, the part is its first max nodes by id. It costs
// O(nodes of the tree) and panics when i is out of range.
func (r *Recording[S]) TreeAround(i, focus, max int) (nodes []RoleNode, top, total int) {
	return Around(r.Tree(i, len(r.nodes)), focus, max)
}

// Around is the part of tree all (a tree of Tree or TreeDuring, whole)
// that TreeAround shows around node focus, at most max nodes.
func Around(all []RoleNode, focus, max int) (nodes []RoleNode, top, total int) {
	total = len(all)
	if total <= max || max <= 0 {
		if max <= 0 {
			return nil, 0, total
		}
		return all, 0, total
	}
	at := make(map[int]int, total) // id → index in all
	for k, n := range all {
		at[n.ID] = k
	}
	size := make([]int, total)
	for k := total - 1; k >= 0; k-- { // children come after their parents
		size[k]++
		if p, ok := at[all[k].Parent]; ok {
			size[p] += size[k]
		}
	}
	k, ok := at[focus]
	if !ok {
		k = 0
	}
	for {
		p, ok := at[all[k].Parent]
		if !ok || size[p] > max {
			break
		}
		k = p
	}
	top = all[k].ID
	in := map[int]bool{top: true}
	for _, n := range all[k:] {
		if len(nodes) == max {
			break
		}
		if n.ID == top || in[n.Parent] {
			in[n.ID] = true
			nodes = append(nodes, n)
		}
	}
	return nodes, top, total
}

// Goal returns the id of the goal the search reached: a child that ended
// it, or the node it would have expanded next; ok is false when the search
// found none (or Finish was not called).
func (r *Recording[S]) Goal() (id int, ok bool) { return r.goal, r.goal >= 0 }

// Met returns, for a bidirectional search that met at a state other than
// the goal, its two nodes of that state: the one from the start's side and
// the one from the goal's.
func (r *Recording[S]) Met() (fwd, back int, ok bool) {
	if r.met[0] < 0 {
		return -1, -1, false
	}
	a, b := r.met[0], r.met[1]
	if root := func(id int) int {
		for r.nodes[id].Parent >= 0 {
			id = r.nodes[id].Parent
		}
		return id
	}; root(a) != 0 {
		a, b = b, a
	}
	return a, b, true
}
