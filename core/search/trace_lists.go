package search

import "slices"

// The end of beam search's expansions: the children, and the frontier in
// pop order for Expansion.Frontier. It takes the arena by value: the list
// is read during OnExpand, while nothing changes, and the engine's own
// arena stays on its stack.

// steps reads plain successors, with estimate 0 or h's.
func steps[S comparable](buf []Step[S], h Heuristic[S]) func(k int) (Step[S], int) {
	return func(k int) (Step[S], int) {
		if h == nil {
			return buf[k], 0
		}
		return buf[k], h.Estimate(buf[k].State)
	}
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
