package local

import (
	"math/rand/v2"
	"slices"
)

// genetic is the genetic algorithm from starts: each generation breeds a
// whole new population, each child of two parents chosen by
// opts.Selection, made by opts.Crossover and, with probability
// opts.Mutation, given one gene at random a value at random; it stops when
// an individual reaches h = 0, or at the step limit (in generations).
func genetic[S any](m *meter, sp Space[S], g Genome[S], starts []S, tr *Trace[S]) (S, int) {
	obs := newObserver(tr)
	pop := fill(m, sp, starts, m.opts.Population)
	hs := make([]int, len(pop))
	for i, s := range pop {
		hs[i] = sp.H(s)
	}
	m.evaluate(int64(len(pop)))
	b := argmin(hs)
	m.begin(hs[b])
	report := func(kind Kind, before int) {
		if obs.on() {
			st := obs.fresh()
			st.Number, st.Kind, st.HBefore, st.H, st.State = m.sum.Steps, kind, before, hs[b], pop[b]
			st.Best, st.Mean, st.Hs = hs[b], mean(hs), append(st.Hs, hs...)
			st.Members = append(st.Members, pop...)
			obs.send()
		}
	}
	report(KindStart, hs[b])
	br := newBreeder(m, sp, g)
	for hs[b] > 0 && m.more() {
		next, nextH := make([]S, 0, len(pop)), make([]int, 0, len(pop))
		br.weigh(hs)
		for range pop {
			child := br.child(pop)
			h := sp.H(child)
			next, nextH = append(next, child), append(nextH, h)
			if !m.evaluate(1) {
				break
			}
		}
		if len(next) < len(pop) {
			break
		}
		before := hs[b]
		pop, hs = next, nextH
		b = argmin(hs)
		m.stepped(hs[b])
		report(KindGeneration, before)
	}
	return pop[b], hs[b]
}

// breeder makes children: it holds the selection's weights for one
// generation and the genes it reuses.
type breeder[S any] struct {
	m     *meter
	g     Genome[S]
	worst int
	cum   []float64 // roulette: the running sums of the fitnesses
	fit   []int
	x, y  []int
	kid   []int
}

func newBreeder[S any](m *meter, sp Space[S], g Genome[S]) *breeder[S] {
	return &breeder[S]{m: m, g: g, worst: g.WorstH()}
}

// weigh prepares the selection of parents among a population of these h.
func (br *breeder[S]) weigh(hs []int) {
	br.fit = br.fit[:0]
	br.cum = br.cum[:0]
	sum := 0.0
	for _, h := range hs {
		f := max(0, br.worst-h)
		br.fit = append(br.fit, f)
		sum += float64(f)
		br.cum = append(br.cum, sum)
	}
}

// pick chooses a parent's index.
func (br *breeder[S]) pick() int {
	r := br.m.rng
	n := len(br.fit)
	if br.m.opts.Selection == Tournament {
		a, b := r.IntN(n), r.IntN(n)
		if br.fit[b] > br.fit[a] {
			return b
		}
		return a
	}
	total := br.cum[n-1]
	if total == 0 {
		return r.IntN(n)
	}
	x := r.Float64() * total
	i, _ := slices.BinarySearchFunc(br.cum, x, func(c, x float64) int {
		if c <= x {
			return -1
		}
		return 1
	})
	return min(i, n-1)
}

// child breeds one child of two parents of pop.
func (br *breeder[S]) child(pop []S) S {
	r := br.m.rng
	br.x = br.g.Genes(pop[br.pick()], br.x[:0])
	br.y = br.g.Genes(pop[br.pick()], br.y[:0])
	br.kid = cross(br.m.opts.Crossover, br.x, br.y, br.kid[:0], r)
	if len(br.kid) > 0 && r.Float64() < br.m.opts.Mutation {
		br.kid[r.IntN(len(br.kid))] = r.IntN(br.g.Alleles())
	}
	return br.g.FromGenes(br.kid)
}

// cross makes a child of x and y, appended to dst.
func cross(how Crossover, x, y, dst []int, r *rand.Rand) []int {
	n := len(x)
	if how == Uniform {
		for i := range n {
			if r.IntN(2) == 0 {
				dst = append(dst, x[i])
			} else {
				dst = append(dst, y[i])
			}
		}
		return dst
	}
	c := 0
	if n > 1 {
		c = 1 + r.IntN(n-1)
	}
	dst = append(dst, x[:c]...)
	return append(dst, y[c:]...)
}
