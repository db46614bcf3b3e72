package search

import (
	"context"
	"math"
)

// IDAStar is iterative-deepening A*: depth-first passes bounded by
// f = g + h, each bound the smallest f that exceeded the previous one. It
// keeps no closed set (memory O(depth)) and prunes only the move straight
// back to the parent (and a move reaching the same state as an earlier
// sibling), before it is generated, so such moves are not counted in
// Generated. Optimal with an admissible heuristic. Counters accumulate over
// the passes. A problem with its own walker (IDAStarSolver) is handed to it.
func IDAStar[S comparable](ctx context.Context, p Problem[S], opts Options) Result[S] {
	if own, ok := p.(IDAStarSolver[S]); ok && ownWalkerAllowed(opts) {
		if r, ok := own.SolveIDAStar(ctx, opts); ok {
			return r
		}
	}
	heur := heuristicOf(p)
	w := &idaWalker[S]{x: newExpander(p, heur, true), goal: p.IsGoal, m: newMeter(ctx, opts),
		twins: !distinct(p), admissible: heur.Admissible()}
	start := p.Start()
	h := heur.Estimate(start)
	w.m.seeH(h)
	w.path = append(w.path, start)
	for bound := h; w.m.stop == ""; {
		w.next = math.MaxInt
		if w.dfs(0, 0, h, bound) {
			moves := make([]string, len(w.path)-1)
			for d := range moves {
				moves[d] = w.bufs[d][w.pick[d]].Move
			}
			return solved(result[S](w.m, heur.Admissible()), w.path, moves, w.cost)
		}
		if w.next == math.MaxInt {
			break // nothing beyond the bound: the space is exhausted
		}
		bound = w.next
	}
	return result[S](w.m, heur.Admissible())
}

type idaWalker[S comparable] struct {
	x          *expander[S]
	goal       func(S) bool
	m          *meter
	twins      bool
	admissible bool
	path       []S
	pick       []int // pick[d] is the step taken out of path[d], in bufs[d]
	cost       int
	next       int // smallest f seen above the bound in this pass
	bufs       [][]Scored[S]
}

func (w *idaWalker[S]) dfs(depth, g, h, bound int) bool {
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
		if depth > 0 && st.State == w.path[depth-1] || w.twins && twin(buf[:k], st) {
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
		if w.dfs(depth+1, g+st.Cost, st.H, bound) {
			return true
		}
		if w.m.stop != "" {
			return false
		}
	}
	w.path = w.path[:depth+1]
	return false
}
