package local

import (
	"cmp"
	"slices"
)

// candidate is a state of the next beam before it is made: the member it
// comes from, the move, its h and a random number that breaks ties.
type candidate struct {
	from int
	Scored
	tie uint64
}

// candidateBytes is what one candidate holds, for the memory budget.
const candidateBytes = 48

// beam is local beam search of width k from starts: each round weighs
// every move out of every state of the beam and keeps, as the next beam,
// the k distinct states of lowest h, ties broken at random; it stops when
// it reaches h = 0, or when the next beam's best is no better than this
// one's.
func beam[S any](m *meter, sp Space[S], starts []S, tr *Trace[S]) (S, int) {
	obs := newObserver(tr)
	k := m.opts.BeamWidth
	members := fill(m, sp, starts, k)
	hs := make([]int, len(members))
	for i, s := range members {
		hs[i] = sp.H(s)
	}
	m.evaluate(int64(len(members)))
	b := argmin(hs)
	m.begin(hs[b])
	report := func(kind Kind, before int) {
		if obs.on() {
			st := obs.fresh()
			st.Number, st.Kind, st.HBefore, st.H, st.State = m.sum.Steps, kind, before, hs[b], members[b]
			st.Best, st.Mean, st.Hs = hs[b], mean(hs), append(st.Hs, hs...)
			st.Members = append(st.Members, members...)
			obs.send()
		}
	}
	report(KindStart, hs[b])
	var cands []candidate
	for hs[b] > 0 && m.more() {
		var ok bool
		if cands, ok = weigh(m, sp, members, cands[:0]); !ok {
			break
		}
		slices.SortFunc(cands, func(x, y candidate) int {
			return cmp.Or(cmp.Compare(x.H, y.H), cmp.Compare(x.tie, y.tie))
		})
		if len(cands) == 0 || cands[0].H >= hs[b] {
			m.stop(StopLocalMinimum)
			break
		}
		before := hs[b]
		members, hs = keep(sp, members, cands, k)
		b = 0 // kept in order of h
		m.stepped(hs[b])
		report(KindRound, before)
	}
	return members[b], hs[b]
}

// fill is the first beam or population: the starts given, then random
// states, n in all.
func fill[S any](m *meter, sp Space[S], starts []S, n int) []S {
	out := make([]S, 0, n)
	out = append(out, starts[:min(len(starts), n)]...)
	for len(out) < n {
		out = append(out, sp.Random(m.rng))
	}
	return out
}

// weigh lists every move out of every member with its h and a random
// tie-breaker; ok is false when a limit stopped it.
func weigh[S any](m *meter, sp Space[S], members []S, cands []candidate) ([]candidate, bool) {
	for j, s := range members {
		for i := range sp.Moves(s) {
			mv := sp.Move(s, i)
			cands = append(cands, candidate{from: j, Scored: Scored{mv, sp.Try(s, mv)}, tie: m.rng.Uint64()})
			if !m.evaluate(1) {
				return cands, false
			}
		}
	}
	return cands, true
}

// keep makes the next beam of the sorted candidates: the first k distinct
// states, with their h.
func keep[S any](sp Space[S], members []S, cands []candidate, k int) ([]S, []int) {
	seen := map[string]bool{}
	next := make([]S, 0, k)
	hs := make([]int, 0, k)
	for _, c := range cands {
		s := sp.Make(members[c.from], c.Move)
		text := sp.Text(s)
		if seen[text] {
			continue
		}
		seen[text] = true
		next, hs = append(next, s), append(hs, c.H)
		if len(next) == k {
			break
		}
	}
	return next, hs
}

// argmin is the index of the lowest of xs, the first of equals.
func argmin(xs []int) int {
	b := 0
	for i, x := range xs {
		if x < xs[b] {
			b = i
		}
	}
	return b
}

func mean(xs []int) float64 {
	sum := 0.0
	for _, x := range xs {
		sum += float64(x)
	}
	return sum / float64(max(1, len(xs)))
}
