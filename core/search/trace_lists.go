package search

import "slices"

// The ends of the arena engines' expansions: the children, and the
// frontier in pop order for Expansion.Frontier. Each takes the arena by
// value: the list is read during OnExpand, while nothing changes, and the
// engine's own arena stays on its stack.

// steps reads plain successors, with estimate 0 or h's.
func steps[S comparable](buf []Step[S], h Heuristic[S]) func(k int) (Step[S], int) {
	return func(k int) (Step[S], int) {
		if h == nil {
			return buf[k], 0
		}
		return buf[k], h.Estimate(buf[k].State)
	}
}

// endBFS ends the expansion of arena node head by BFS: the queue is the
// arena nodes after head, but a goal that ended the search.
func (t *tracer[S]) endBFS(tr tree[S], head int, buf []Step[S], goal bool) {
	t.arena(&tr, int32(head), steps(buf, nil), goal)
	to := tr.len()
	if goal {
		to--
	}
	t.end(to-head-1, head+1, func(max int, dst []Node[S]) []Node[S] {
		for i := head + 1; i < to && len(dst) < max; i++ {
			dst = append(dst, t.node(&tr, int32(i)))
		}
		return dst
	})
}

// endDFS ends the expansion of arena node i by DFS: the stack pops from
// its end. A goal that ended the search is on no stack.
func (t *tracer[S]) endDFS(tr tree[S], i int32, buf []Step[S], stack *chunks[int32], goal bool) {
	t.arena(&tr, i, steps(buf, nil), goal)
	explored := tr.len() - stack.len()
	if goal {
		explored--
	}
	t.end(stack.len(), explored, func(max int, dst []Node[S]) []Node[S] {
		for k := stack.len() - 1; k >= 0 && len(dst) < max; k-- {
			dst = append(dst, t.node(&tr, *stack.at(k)))
		}
		return dst
	})
}

// endBest ends the expansion of arena node i by UCS, greedy or A*, whose
// queue lists its entries in pop order. Under graph search (bestG set) an
// entry whose state has since been reached more cheaply is stale and left
// out; without it every entry is live and the explored count is of
// distinct states expanded.
func (t *tracer[S]) endBest(tr tree[S], i int32, buf []Scored[S], q *bucketQueue, bestG map[S]int) {
	t.arena(&tr, i, func(k int) (Step[S], int) { return buf[k].Step, buf[k].H }, false)
	live, explored := q.size, 0
	if bestG != nil {
		t.reopen(tr.at(i).state)
		live = q.size - t.stale
		explored = len(bestG) - live
	} else {
		t.closed[tr.at(i).state] = struct{}{}
		explored = len(t.closed)
	}
	t.end(live, explored, func(max int, dst []Node[S]) []Node[S] {
		for j := range q.all() {
			if len(dst) >= max {
				break
			}
			if n := tr.at(j); bestG != nil && bestG[n.state] < n.g {
				continue
			}
			dst = append(dst, t.node(&tr, j))
		}
		return dst
	})
}

// beamCand is a candidate of beam search's next round.
type beamCand struct {
	idx int32
	h   int
}

// endBeam ends the expansion of arena node i by beam search: the rest of
// this round's beam, then the candidates so far as the round's end sorts
// them, cut to the beam width k.
func (t *tracer[S]) endBeam(tr tree[S], i int32, buf []Step[S], h Heuristic[S], rest []int32, cands []beamCand, k int, goal bool) {
	t.arena(&tr, i, steps(buf, h), goal)
	if !goal {
		t.cutBeam(cands, k, len(rest) == 0)
	}
	t.end(len(rest)+min(k, len(cands)), int(t.m.expanded), func(max int, dst []Node[S]) []Node[S] {
		for _, j := range rest {
			if len(dst) >= max {
				return dst
			}
			dst = append(dst, t.node(&tr, j))
		}
		sorted := slices.Clone(cands)
		slices.SortStableFunc(sorted, func(a, b beamCand) int { return a.h - b.h })
		for _, c := range sorted[:min(k, len(sorted))] {
			if len(dst) >= max {
				break
			}
			dst = append(dst, t.node(&tr, c.idx))
		}
		return dst
	})
}

// cutBeam drops the candidates that fell below the best k of the round
// during this step. A candidate ranked below k stays there, since later
// candidates only go before it or after it, so the first k are exactly
// the candidates that may still be expanded and the others are as good
// as cut; the round's end cuts them.
func (t *tracer[S]) cutBeam(cands []beamCand, k int, roundEnd bool) {
	if len(cands) > k {
		sorted := slices.Clone(cands)
		slices.SortStableFunc(sorted, func(a, b beamCand) int { return a.h - b.h })
		for _, c := range sorted[k:] {
			if _, done := t.cut[c.idx]; !done {
				t.cut[c.idx] = struct{}{}
				t.x.Dropped = append(t.x.Dropped, int(t.ids[c.idx]))
			}
		}
	}
	if roundEnd {
		clear(t.cut)
	}
}
