package search

import (
	"cmp"
	"context"
	"slices"
)

// DefaultBeamWidth is k when Options.BeamWidth is 0.
const DefaultBeamWidth = 100

func runBeam[S comparable](ctx context.Context, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	m := newMeter(ctx, opts)
	return beam(m, p, newTracer(tr, m))
}

func beam[S comparable](m *meter, p Problem[S], tr *tracer[S]) Result[S] {
	k := m.opts.BeamWidth
	if k <= 0 {
		k = DefaultBeamWidth
	}
	heur := heuristicOf(p)
	t := tree[S]{p: p}
	start := p.Start()
	m.seeH(heur.Estimate(start))
	t.add(start, -1, 0, 0)
	if p.IsGoal(start) {
		return t.solve(result[S](m), 0)
	}
	if tr != nil {
		tr.root(priorityH, heur.Estimate(start))
		tr.cut = map[int32]struct{}{}
	}
	kept := map[S]struct{}{start: {}}
	beam := []int32{0}
	var cands, spare []beamCand
	var buf []Step[S]
	for len(beam) > 0 && m.stop == "" {
		m.setFrontier(len(beam))
		cands = cands[:0]
		for pos, i := range beam {
			cur := *t.at(i)
			m.expanded++
			buf = p.Successors(cur.state, buf[:0])
			for _, st := range buf {
				if !m.generate(int(cur.depth) + 1) {
					if tr != nil {
						tr.endBeam(t, i, buf, heur, beam[pos+1:], cands, k, false)
					}
					return result[S](m)
				}
				if _, ok := kept[st.State]; ok {
					continue
				}
				j := t.add(st.State, i, cur.g+st.Cost, cur.depth+1)
				if p.IsGoal(st.State) {
					if tr != nil {
						tr.endBeam(t, i, buf, heur, beam[pos+1:], cands, k, true)
					}
					return t.solve(result[S](m), j)
				}
				h := heur.Estimate(st.State)
				m.seeH(h)
				// Mark now so that one state reached twice in a round is one candidate.
				kept[st.State] = struct{}{}
				cands = append(cands, beamCand{j, h})
			}
			if tr != nil {
				if tr.endBeam(t, i, buf, heur, beam[pos+1:], cands, k, false); m.stop != "" {
					return result[S](m)
				}
			}
		}
		cands, spare = sortByH(cands, spare)
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
	return result[S](m)
}

// sortByH sorts cands by h, keeping the order of equal h, into spare's
// storage, and returns the sorted candidates and cands' storage for the
// next round. Estimates are small integers, so a counting sort does it in
// one pass, a few milliseconds for a round of hundreds of thousands where
// a comparison sort held a stop back for tens.
func sortByH(cands, spare []beamCand) (sorted, rest []beamCand) {
	lo, hi := 0, 0
	for i, c := range cands {
		if i == 0 || c.h < lo {
			lo = c.h
		}
		hi = max(hi, c.h)
	}
	if len(cands) < 2 || hi-lo > 1<<16 {
		slices.SortStableFunc(cands, func(a, b beamCand) int { return cmp.Compare(a.h, b.h) })
		return cands, spare
	}
	at := make([]int, hi-lo+2)
	for _, c := range cands {
		at[c.h-lo+1]++
	}
	for k := 1; k < len(at); k++ {
		at[k] += at[k-1]
	}
	sorted = slices.Grow(spare[:0], len(cands))[:len(cands)]
	for _, c := range cands {
		sorted[at[c.h-lo]] = c
		at[c.h-lo]++
	}
	return sorted, cands
}
