package practice_test

import (
	"slices"

	"frontier/core/search"
)

// Plain models of the engines, written from their rules alone: each
// returns the nodes expanded in order, with the pass's bound, the fates
// of their children in move order, and whether the tie-break settled the
// pick of the node; then the goal, when the engine takes it off its
// frontier (or its walk reaches it) after the last expansion.

type mNode[S comparable] struct {
	path     []S // from the start
	g, h, f  int
	seq, gen int // order pushed, order generated
}

func (n mNode[S]) state() S { return n.path[len(n.path)-1] }

func (n mNode[S]) child(st search.Step[S], h, f int) mNode[S] {
	return mNode[S]{path: append(slices.Clone(n.path), st.State), g: n.g + st.Cost, h: h}.withF(f)
}

func (n mNode[S]) withF(f int) mNode[S] { n.f = f; return n }

type mExp[S comparable] struct {
	node  mNode[S]
	bound int
	fates []search.Fate
	tie   bool
}

type mRun[S comparable] struct {
	exps    []mExp[S]
	goal    *mNode[S]
	goalTie bool
}

type model[S comparable] struct {
	p    search.Problem[S]
	h    func(S) int
	prio func(g, h int) int
	cap  int
}

func (m model[S]) start() mNode[S] {
	s := m.p.Start()
	return mNode[S]{path: []S{s}, h: m.h(s), f: m.prio(0, m.h(s))}
}

func (m model[S]) child(n mNode[S], st search.Step[S]) mNode[S] {
	h := m.h(st.State)
	return n.child(st, h, m.prio(n.g+st.Cost, h))
}

// bfs: a FIFO list, a reached set, the goal test on generation.
func (m model[S]) bfs() (r mRun[S]) {
	queue := []mNode[S]{m.start()}
	reached := map[S]bool{m.p.Start(): true}
	for len(queue) > 0 && len(r.exps) < m.cap {
		n := queue[0]
		queue = queue[1:]
		x := mExp[S]{node: n}
		for _, st := range m.p.Successors(n.state(), nil) {
			if reached[st.State] {
				x.fates = append(x.fates, search.FateDuplicate)
				continue
			}
			if m.p.IsGoal(st.State) {
				x.fates = append(x.fates, search.FateGoal)
				r.exps = append(r.exps, x)
				return r
			}
			reached[st.State] = true
			queue = append(queue, m.child(n, st))
			x.fates = append(x.fates, search.FateAdded)
		}
		r.exps = append(r.exps, x)
	}
	return r
}

// dfs: a stack, a reached set, the goal test on generation; one node's
// children come off the stack in move order.
func (m model[S]) dfs() (r mRun[S]) {
	stack := []mNode[S]{m.start()}
	reached := map[S]bool{m.p.Start(): true}
	for len(stack) > 0 && len(r.exps) < m.cap {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		x := mExp[S]{node: n}
		var pushed []mNode[S]
		for _, st := range m.p.Successors(n.state(), nil) {
			if reached[st.State] {
				x.fates = append(x.fates, search.FateDuplicate)
				continue
			}
			if m.p.IsGoal(st.State) {
				x.fates = append(x.fates, search.FateGoal)
				r.exps = append(r.exps, x)
				return r
			}
			reached[st.State] = true
			pushed = append(pushed, m.child(n, st))
			x.fates = append(x.fates, search.FateAdded)
		}
		slices.Reverse(pushed)
		stack = append(stack, pushed...)
		r.exps = append(r.exps, x)
	}
	return r
}

// best: a plain list, the lowest priority first, among equal priorities
// the entry pushed last; an entry whose state was since reached more
// cheaply is skipped; the goal test when a node is taken; reopen puts an
// expanded state reached more cheaply back.
func (m model[S]) best(reopen bool) (r mRun[S]) { return m.bestTies(reopen, false, false) }

// bestTies is best with its ties broken otherwise: firstIn takes, among
// equal priorities, the entry pushed first; lowH the lowest h, then by
// the order pushed.
func (m model[S]) bestTies(reopen, firstIn, lowH bool) (r mRun[S]) {
	seq := 0
	list := []mNode[S]{m.start()}
	bestG := map[S]int{m.p.Start(): 0}
	closed := map[S]bool{}
	for len(r.exps) < m.cap {
		list = slices.DeleteFunc(list, func(n mNode[S]) bool { return bestG[n.state()] < n.g })
		if len(list) == 0 {
			return r
		}
		k, ties := 0, 1
		for i, n := range list {
			switch {
			case n.f < list[k].f:
				k, ties = i, 1
			case n.f == list[k].f && i != k:
				ties++
				switch {
				case lowH && n.h != list[k].h:
					if n.h < list[k].h {
						k = i
					}
				case n.seq > list[k].seq != firstIn:
					k = i
				}
			}
		}
		n := list[k]
		list = slices.Delete(list, k, k+1)
		if m.p.IsGoal(n.state()) {
			r.goal, r.goalTie = &n, ties > 1
			return r
		}
		closed[n.state()] = true
		x := mExp[S]{node: n, tie: ties > 1}
		for _, st := range m.p.Successors(n.state(), nil) {
			c := m.child(n, st)
			old, ok := bestG[st.State]
			switch {
			case ok && (!reopen || old <= c.g):
				x.fates = append(x.fates, search.FateDuplicate)
				continue
			case closed[st.State]:
				delete(closed, st.State)
				x.fates = append(x.fates, search.FateReopened)
			default:
				x.fates = append(x.fates, search.FateAdded)
			}
			bestG[st.State] = c.g
			seq++
			c.seq = seq
			list = append(list, c)
		}
		r.exps = append(r.exps, x)
	}
	return r
}

// beam: rounds; each expands its beam in order and keeps the k new states
// of lowest h, ties to the one generated first; a state is kept once;
// the goal test on generation.
func (m model[S]) beam(k int) (r mRun[S]) {
	beam := []mNode[S]{m.start()}
	kept := map[S]bool{m.p.Start(): true}
	for len(beam) > 0 {
		var cands []mNode[S]
		for p, n := range beam {
			if len(r.exps) == m.cap {
				return r
			}
			// The rest of the round is in order of h: a tie is the next
			// node having the same h.
			x := mExp[S]{node: n, tie: p+1 < len(beam) && beam[p+1].h == n.h}
			for _, st := range m.p.Successors(n.state(), nil) {
				if kept[st.State] {
					x.fates = append(x.fates, search.FateDuplicate)
					continue
				}
				if m.p.IsGoal(st.State) {
					x.fates = append(x.fates, search.FateGoal)
					r.exps = append(r.exps, x)
					return r
				}
				kept[st.State] = true
				cands = append(cands, m.child(n, st))
				x.fates = append(x.fates, search.FateAdded)
			}
			r.exps = append(r.exps, x)
		}
		slices.SortStableFunc(cands, func(a, b mNode[S]) int { return a.h - b.h })
		for _, c := range cands[min(k, len(cands)):] {
			delete(kept, c.state())
		}
		beam = cands[:min(k, len(cands))]
	}
	return r
}

// deepening: depth-first passes from the start; ids bounds the depth
// (limits 0, 1, 2, …), else f (IDA*: each bound the smallest f that went
// over the last). The move straight back to the parent is pruned.
func (m model[S]) deepening(ids bool) (r mRun[S]) {
	admissible := true
	if a, ok := m.p.(search.Heuristic[S]); ok && !ids {
		admissible = a.Admissible()
	}
	var next int
	var cutoff bool
	var walk func(n mNode[S], bound int) bool
	goalTest := func(n mNode[S]) bool { return (n.h <= 0 || !admissible) && m.p.IsGoal(n.state()) }
	walk = func(n mNode[S], bound int) bool {
		if !ids && n.f > bound {
			next = min(next, n.f)
			return false
		}
		if goalTest(n) {
			r.goal = &n
			return true
		}
		if ids && len(n.path)-1 == bound {
			cutoff = true
			return false
		}
		if len(r.exps) == m.cap {
			return true
		}
		x := mExp[S]{node: n, bound: bound}
		var kids []mNode[S]
		for _, st := range m.p.Successors(n.state(), nil) {
			c := m.child(n, st)
			switch {
			case len(n.path) > 1 && st.State == n.path[len(n.path)-2]:
				x.fates = append(x.fates, search.FatePruned)
				continue
			case !ids && c.f > bound:
				x.fates = append(x.fates, search.FatePruned)
			case goalTest(c):
				x.fates = append(x.fates, search.FateGoal)
			case ids && len(c.path)-1 == bound:
				x.fates = append(x.fates, search.FatePruned)
			default:
				x.fates = append(x.fates, search.FateAdded)
			}
			kids = append(kids, c)
		}
		r.exps = append(r.exps, x)
		for _, c := range kids {
			if walk(c, bound) {
				return true
			}
		}
		return false
	}
	bound := m.start().f
	if ids {
		bound = 0
	}
	for {
		next, cutoff = int(^uint(0)>>1), false
		if walk(m.start(), bound) {
			return r
		}
		if ids && !cutoff || !ids && next == int(^uint(0)>>1) {
			return r
		}
		if ids {
			bound++
		} else {
			bound = next
		}
	}
}
