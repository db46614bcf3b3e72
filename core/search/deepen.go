package search

import (
	"math"
	"slices"
)

// deepWalker is the depth-first walk behind IDS and IDA*: one bounded pass
// down from path[0], keeping the current path, the step taken out of each
// state and a successor buffer per depth, all reused across passes.
// Memory is O(depth).
//
// The two engines differ only in where a pass stops. IDA* generates the
// children of a node and prunes, on entry, a child whose f = g + h exceeds
// the bound, remembering in next the smallest f that did; with an
// admissible h it skips the goal test where h is positive. IDS passes an
// unbounded f and h = 0, so that every node is tested for the goal, and
// stops at the depth limit instead: it generates no child below it, and
// sets cutoff when it leaves a node there unexpanded.
type deepWalker[S comparable] struct {
	x          *expander[S]
	goal       func(S) bool
	m          *meter
	twins      bool // check siblings for the same state (see Distinct)
	prune      Pruning
	admissible bool
	limit      int // IDS: the depth limit of the pass; −1 for IDA*
	path       []S
	pick       []int // pick[d] is the step taken out of path[d], in bufs[d]
	bufs       [][]Scored[S]
	cost       int  // the path's cost, once a goal is found
	next       int  // IDA*: smallest f seen above the bound in this pass
	cutoff     bool // IDS: some node was left unexpanded at the limit
}

func newDeepWalker[S comparable](p Problem[S], x *expander[S], m *meter, admissible bool) *deepWalker[S] {
	w := &deepWalker[S]{x: x, goal: p.IsGoal, m: m, twins: !distinct(p), prune: m.opts.Pruning,
		admissible: admissible, limit: -1}
	w.path = append(w.path, p.Start())
	return w
}

// pass walks below path[depth], at cost g and estimate h, within the bound
// on f (and the depth limit); true means a goal was found and path, pick
// and cost describe it.
func (w *deepWalker[S]) pass(depth, g, h, bound int) bool {
	if f := g + h; f > bound {
		if f < w.next {
			w.next = f
		}
		return false
	}
	s := w.path[depth]
	// An admissible h is 0 at a goal, so a positive h spares the goal test.
	if (h <= 0 || !w.admissible) && w.goal(s) {
		w.cost = g
		return true
	}
	if depth == w.limit {
		w.cutoff = true
		return false
	}
	w.m.expanded++
	if len(w.bufs) <= depth {
		w.bufs = append(w.bufs, nil)
		w.pick = append(w.pick, 0)
	}
	buf := w.x.expand(s, h, w.bufs[depth][:0])
	w.bufs[depth] = buf
	w.m.setFrontier(depth + len(buf))
	for k := range buf {
		st := &buf[k]
		if w.skip(buf, depth, k) {
			continue
		}
		if !w.m.generate(depth + 1) {
			return false
		}
		if st.H < w.m.bestH {
			w.m.bestH = st.H
		}
		w.path = append(w.path[:depth+1], st.State)
		w.pick[depth] = k
		if w.pass(depth+1, g+st.Cost, st.H, bound) {
			return true
		}
		if w.m.stop != "" {
			return false
		}
	}
	w.path = w.path[:depth+1]
	return false
}

// skip reports whether the pruning choice drops child k of path[depth]
// before it is generated: nothing under tree search, a state on the path
// under path checking, and by default (PruneParent) the move straight back
// to the parent and a twin of an earlier sibling.
func (w *deepWalker[S]) skip(buf []Scored[S], depth, k int) bool {
	st := &buf[k]
	switch w.prune {
	case PruneNone:
		return false
	case PrunePath:
		return slices.Contains(w.path[:depth+1], st.State)
	}
	return depth > 0 && st.State == w.path[depth-1] || w.twins && twin(buf[:k], st)
}

// solution completes r with the path found.
func (w *deepWalker[S]) solution(r Result[S]) Result[S] {
	moves := make([]string, len(w.path)-1)
	for d := range moves {
		moves[d] = w.bufs[d][w.pick[d]].Move
	}
	return solved(r, w.path, moves, w.cost)
}

// unbounded marks a pass of IDA* that has seen no f above its bound.
const unbounded = math.MaxInt
