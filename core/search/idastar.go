package search

import (
	"context"
	"math"
)

// IDAStar is iterative-deepening A*: depth-first passes bounded by
// f = g + h, each bound the smallest f that exceeded the previous one. It
// keeps no closed set (memory O(depth)) and prunes only the move straight
// back to the parent. Optimal with an admissible heuristic. Counters
// accumulate over the passes.
func IDAStar[S comparable](ctx context.Context, p Problem[S], opts Options) Result[S] {
	heur := heuristicOf(p)
	inc, _ := heur.(Incremental[S])
	w := &idaWalker[S]{p: p, heur: heur, inc: inc, m: newMeter(ctx, opts)}
	start := p.Start()
	h := heur.Estimate(start)
	w.m.seeH(h)
	w.path = append(w.path, start)
	for bound := h; w.m.stop == ""; {
		w.next = math.MaxInt
		if w.dfs(0, 0, h, bound) {
			return solved(result[S](w.m, heur.Admissible()), w.path, w.moves, w.cost)
		}
		if w.next == math.MaxInt {
			break // nothing beyond the bound: the space is exhausted
		}
		bound = w.next
	}
	return result[S](w.m, heur.Admissible())
}

type idaWalker[S comparable] struct {
	p     Problem[S]
	heur  Heuristic[S]
	inc   Incremental[S]
	m     *meter
	path  []S
	moves []string
	cost  int
	next  int // smallest f seen above the bound in this pass
	bufs  [][]Step[S]
}

func (w *idaWalker[S]) dfs(depth, g, h, bound int) bool {
	if f := g + h; f > bound {
		if f < w.next {
			w.next = f
		}
		return false
	}
	s := w.path[depth]
	if w.p.IsGoal(s) {
		w.cost = g
		return true
	}
	w.m.expanded++
	for len(w.bufs) <= depth {
		w.bufs = append(w.bufs, nil)
	}
	buf := w.p.Successors(s, w.bufs[depth][:0])
	w.bufs[depth] = buf
	w.m.setFrontier(depth + len(buf))
	for k, st := range buf {
		if depth > 0 && st.State == w.path[depth-1] || twin(buf[:k], st) {
			continue
		}
		if !w.m.generate(depth + 1) {
			return false
		}
		var ch int
		if w.inc != nil {
			ch = w.inc.EstimateStep(s, h, st.State)
		} else {
			ch = w.heur.Estimate(st.State)
		}
		if ch < w.m.bestH {
			w.m.bestH = ch
		}
		w.path = append(w.path[:depth+1], st.State)
		w.moves = append(w.moves[:depth], st.Move)
		if w.dfs(depth+1, g+st.Cost, ch, bound) {
			return true
		}
		if w.m.stop != "" {
			return false
		}
	}
	w.path = w.path[:depth+1]
	w.moves = w.moves[:depth]
	return false
}
