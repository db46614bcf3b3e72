package search_test

import (
	"slices"

	"frontier/core/search"
)

// The plain references the pruning choices are checked against: each
// keeps its frontier in a slice (FIFO, LIFO, or a list scanned for its
// lowest key), its nodes as parent links, and checks a path by walking
// them, so that nothing of the engines' arenas, bucket queues or bitsets
// is reused. They count as the engines count: every successor of an
// expanded node is generated, whatever the pruning then does with it, and
// a node limit of max stops the search at the generation that would pass
// it, the expansion in progress still counted.

type refNode[S comparable] struct {
	s             S
	parent        int
	g, depth, key int
}

type ref[S comparable] struct {
	p         search.Problem[S]
	max       int64 // node limit; 0 for none
	nodes     []refNode[S]
	order     []S // states in the order they were expanded
	generated int64
	frontier  int // the largest frontier after an expansion or at the goal
	stopped   bool
	solved    bool
	cost      int
	path      []S
}

func (r *ref[S]) gen() bool {
	if r.max > 0 && r.generated == r.max {
		r.stopped = true
		return false
	}
	r.generated++
	return true
}

func (r *ref[S]) add(s S, parent, g int) int {
	d := 0
	if parent >= 0 {
		d = r.nodes[parent].depth + 1
	}
	r.nodes = append(r.nodes, refNode[S]{s: s, parent: parent, g: g, depth: d})
	return len(r.nodes) - 1
}

func (r *ref[S]) onPath(i int, s S) bool {
	for ; i >= 0; i = r.nodes[i].parent {
		if r.nodes[i].s == s {
			return true
		}
	}
	return false
}

func (r *ref[S]) see(frontier int) { r.frontier = max(r.frontier, frontier) }

func (r *ref[S]) solve(i int) {
	r.solved, r.cost = true, r.nodes[i].g
	for ; i >= 0; i = r.nodes[i].parent {
		r.path = append(r.path, r.nodes[i].s)
	}
	slices.Reverse(r.path)
}

// keep is the pruning test of a child s of node i: graph search against
// the reached set, path checking along i's path, tree search never.
func (r *ref[S]) keep(prune search.Pruning, reached map[S]bool, i int, s S) bool {
	switch prune {
	case search.PruneGraph:
		if reached[s] {
			return false
		}
		reached[s] = true
	case search.PrunePath:
		return !r.onPath(i, s)
	}
	return true
}

// refBFS is breadth-first search with a FIFO slice, the goal tested when
// a child is generated or, late, when a node is taken off the queue.
func refBFS[S comparable](p search.Problem[S], prune search.Pruning, late bool, max int64) *ref[S] {
	r := &ref[S]{p: p, max: max}
	r.add(p.Start(), -1, 0)
	if p.IsGoal(p.Start()) {
		r.solve(0)
		return r
	}
	reached := map[S]bool{p.Start(): true}
	queue := []int{0}
	for len(queue) > 0 && !r.stopped {
		i := queue[0]
		queue = queue[1:]
		if late && p.IsGoal(r.nodes[i].s) {
			r.see(len(queue))
			r.solve(i)
			return r
		}
		r.order = append(r.order, r.nodes[i].s)
		for _, st := range p.Successors(r.nodes[i].s, nil) {
			if !r.gen() {
				break
			}
			if !r.keep(prune, reached, i, st.State) {
				continue
			}
			j := r.add(st.State, i, r.nodes[i].g+st.Cost)
			queue = append(queue, j)
			if !late && p.IsGoal(st.State) {
				r.see(len(queue))
				r.solve(j)
				return r
			}
		}
		r.see(len(queue))
	}
	return r
}

// refDFS is depth-first search with a LIFO slice, the goal tested when a
// child is generated; an expansion's children go on the stack so that the
// first comes off first.
func refDFS[S comparable](p search.Problem[S], prune search.Pruning, max int64) *ref[S] {
	r := &ref[S]{p: p, max: max}
	r.add(p.Start(), -1, 0)
	if p.IsGoal(p.Start()) {
		r.solve(0)
		return r
	}
	reached := map[S]bool{p.Start(): true}
	stack := []int{0}
	for len(stack) > 0 && !r.stopped {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		r.order = append(r.order, r.nodes[i].s)
		var kids []int
		for _, st := range p.Successors(r.nodes[i].s, nil) {
			if !r.gen() {
				break
			}
			if !r.keep(prune, reached, i, st.State) {
				continue
			}
			j := r.add(st.State, i, r.nodes[i].g+st.Cost)
			if p.IsGoal(st.State) {
				r.see(len(stack) + len(kids))
				r.solve(j)
				return r
			}
			kids = append(kids, j)
		}
		slices.Reverse(kids)
		stack = append(stack, kids...)
		r.see(len(stack))
	}
	return r
}

// refBest is best-first search on key f(g, h) with a list scanned for its
// lowest key, the newest entry first among equal keys, and the goal tested
// when a node is taken off. Graph search keeps the best g of each state
// reached: a child is dropped when its state was reached at no lower g
// (at any g without reopen), and an entry whose state was since reached
// more cheaply is skipped when it comes off.
func refBest[S comparable](p search.Problem[S], h func(S) int, f func(g, h int) int, prune search.Pruning, reopen bool, max int64) *ref[S] {
	r := &ref[S]{p: p, max: max}
	r.add(p.Start(), -1, 0)
	r.nodes[0].key = f(0, h(p.Start()))
	list := []int{0}
	bestG := map[S]int{p.Start(): 0}
	for len(list) > 0 && !r.stopped {
		at := 0
		for k := range list {
			if r.nodes[list[k]].key <= r.nodes[list[at]].key {
				at = k
			}
		}
		i := list[at]
		list = slices.Delete(list, at, at+1)
		n := r.nodes[i]
		if prune == search.PruneGraph && bestG[n.s] < n.g {
			continue
		}
		if p.IsGoal(n.s) {
			r.see(len(list))
			r.solve(i)
			return r
		}
		r.order = append(r.order, n.s)
		for _, st := range p.Successors(n.s, nil) {
			if !r.gen() {
				break
			}
			g := n.g + st.Cost
			switch prune {
			case search.PruneGraph:
				if old, ok := bestG[st.State]; ok && (!reopen || old <= g) {
					continue
				}
				bestG[st.State] = g
			case search.PrunePath:
				if r.onPath(i, st.State) {
					continue
				}
			}
			j := r.add(st.State, i, g)
			r.nodes[j].key = f(g, h(st.State))
			list = append(list, j)
		}
		r.see(len(list))
	}
	return r
}

// refDeepening is IDS (h = nil: depth limits 0, 1, 2, …) or IDA* (bounds
// on g + h, each the smallest f that passed the last), recursive, with the
// pruning choice tested before a child is generated: the parent and an
// earlier sibling's state for PruneParent, the whole path for PrunePath.
func refDeepening[S comparable](p search.Problem[S], h func(S) int, prune search.Pruning, max int64) *ref[S] {
	r := &ref[S]{p: p, max: max}
	const none = int(^uint(0) >> 1)
	var path []S
	var costs []int
	var cutoff bool
	var next int
	var walk func(g, limit int) bool
	walk = func(g, limit int) bool {
		s := path[len(path)-1]
		depth := len(path) - 1
		est := 0
		if h != nil {
			est = h(s)
			if g+est > limit {
				next = min(next, g+est)
				return false
			}
		}
		if p.IsGoal(s) {
			r.solved, r.cost, r.path = true, g, slices.Clone(path)
			return true
		}
		if h == nil && depth == limit {
			cutoff = true
			return false
		}
		r.order = append(r.order, s)
		succ := p.Successors(s, nil)
		for k, st := range succ {
			switch prune {
			case search.PrunePath:
				if slices.Contains(path, st.State) {
					continue
				}
			case search.PruneParent:
				twin := slices.ContainsFunc(succ[:k], func(e search.Step[S]) bool { return e.State == st.State && e.Cost <= st.Cost })
				if depth > 0 && st.State == path[depth-1] || twin {
					continue
				}
			}
			if !r.gen() {
				return false
			}
			path, costs = append(path, st.State), append(costs, st.Cost)
			if walk(g+st.Cost, limit) {
				return true
			}
			path, costs = path[:len(path)-1], costs[:len(costs)-1]
			if r.stopped {
				return false
			}
		}
		return false
	}
	path = []S{p.Start()}
	if h == nil {
		for limit := 0; !r.stopped; limit++ {
			cutoff = false
			if walk(0, limit) || !cutoff {
				break
			}
		}
		return r
	}
	for bound := h(p.Start()); !r.stopped; {
		next = none
		if walk(0, bound) || next == none {
			break
		}
		bound = next
	}
	return r
}
