package search

import (
	"context"
	"slices"
)

// DefaultBeamWidth is k when Options.BeamWidth is 0.
const DefaultBeamWidth = 100

// Beam is local beam search of width k on f = h. Each round generates every
// successor of the beam and keeps the k best states never kept before (ties
// in move order); it succeeds as soon as a goal is generated and fails when
// the beam empties or the node limit is hit, reporting in BestH the lowest h
// it reached. Not optimal and not complete.
func Beam[S comparable](ctx context.Context, p Problem[S], opts Options) Result[S] {
	k := opts.BeamWidth
	if k <= 0 {
		k = DefaultBeamWidth
	}
	heur := heuristicOf(p)
	m := newMeter(ctx, opts)
	t := tree[S]{p: p}
	start := p.Start()
	m.seeH(heur.Estimate(start))
	t.add(start, -1, 0, 0)
	if p.IsGoal(start) {
		return t.solve(result[S](m, false), 0)
	}
	type cand struct {
		idx int32
		h   int
	}
	kept := map[S]struct{}{start: {}}
	beam := []int32{0}
	var cands []cand
	var buf []Step[S]
	for len(beam) > 0 && m.stop == "" {
		m.setFrontier(len(beam))
		cands = cands[:0]
		for _, i := range beam {
			cur := *t.at(i)
			m.expanded++
			buf = p.Successors(cur.state, buf[:0])
			for _, st := range buf {
				if !m.generate(int(cur.depth) + 1) {
					return result[S](m, false)
				}
				if _, ok := kept[st.State]; ok {
					continue
				}
				j := t.add(st.State, i, cur.g+st.Cost, cur.depth+1)
				if p.IsGoal(st.State) {
					return t.solve(result[S](m, false), j)
				}
				h := heur.Estimate(st.State)
				m.seeH(h)
				// Mark now so that one state reached twice in a round is one candidate.
				kept[st.State] = struct{}{}
				cands = append(cands, cand{j, h})
			}
		}
		slices.SortStableFunc(cands, func(a, b cand) int { return a.h - b.h })
		if len(cands) > k {
			for _, c := range cands[k:] {
				delete(kept, t.at(c.idx).state)
			}
			cands = cands[:k]
		}
		beam = beam[:0]
		for _, c := range cands {
			beam = append(beam, c.idx)
		}
	}
	return result[S](m, false)
}
