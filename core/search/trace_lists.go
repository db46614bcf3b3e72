package search

import "slices"

// The engines' frontiers in pop order, for Expansion.Frontier. Each end
// function takes the arena by value: the list is read during OnExpand,
// while nothing changes, and the engine's own arena stays on its stack.

// endBFS ends the expansion of arena node head by BFS: the queue is
// arena nodes head+1 … to−1.
func (t *tracer[S]) endBFS(tr tree[S], head, to int) {
	t.expanding(&tr, int32(head))
	t.end(to-head-1, head+1, func(max int, dst []Node[S]) []Node[S] {
		return t.listRange(&tr, head+1, to, max, dst)
	})
}

// endStack ends the expansion of arena node i by DFS: the stack pops
// from its end.
func (t *tracer[S]) endStack(tr tree[S], i int32, stack []int32, explored int) {
	t.expanding(&tr, i)
	t.end(len(stack), explored, func(max int, dst []Node[S]) []Node[S] {
		for k := len(stack) - 1; k >= 0 && len(dst) < max; k-- {
			dst = append(dst, t.node(&tr, stack[k]))
		}
		return dst
	})
}

// endBest ends an expansion of UCS, greedy or A*. The bucket queue pops
// its lowest key first and, within a key, its newest entry; an entry whose
// state has since been reached more cheaply is stale and left out.
func (t *tracer[S]) endBest(tr tree[S], i int32, q bucketQueue, bestG map[S]int) {
	t.expanding(&tr, i)
	delete(t.open, t.x.Node.State)
	live := q.size - t.stale
	t.end(live, len(bestG)-live, func(max int, dst []Node[S]) []Node[S] {
		for key := q.min; key < len(q.buckets) && len(dst) < max; key++ {
			b := q.buckets[key]
			for k := len(b) - 1; k >= 0 && len(dst) < max; k-- {
				n := tr.at(b[k])
				if bestG[n.state] < n.g {
					continue
				}
				dst = append(dst, t.node(&tr, b[k]))
			}
		}
		return dst
	})
}

// beamCand is a candidate of beam search's next round.
type beamCand struct {
	idx int32
	h   int
}

// endBeam ends the expansion of arena node i by beam search: the rest of this round's beam,
// then the candidates so far as the round's end sorts them, cut to the
// beam width k. A candidate ranked below k now stays there, since later
// candidates only go before it or after it, so the first k are exactly
// the candidates that may still be expanded.
func (t *tracer[S]) endBeam(tr tree[S], i int32, rest []int32, cands []beamCand, k int) {
	t.expanding(&tr, i)
	t.end(len(rest)+min(k, len(cands)), int(t.m.expanded), func(max int, dst []Node[S]) []Node[S] {
		dst = t.listArena(&tr, rest, max, dst)
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
