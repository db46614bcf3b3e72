package local

import (
	"math"
	"math/rand/v2"
)

// anneal is simulated annealing from s: each step t = 1, 2, … draws a
// move at random, all alike, and takes it if it does not raise h, or
// else with probability e^(−Δ/T), Δ the rise and T the schedule's
// temperature at t; it stops at h = 0, or frozen once T falls to the
// schedule's floor.
func anneal[S any](m *meter, sp Space[S], s S, tr *Trace[S]) (S, int) {
	obs := newObserver(tr)
	h := sp.H(s)
	m.evaluate(1)
	m.begin(h)
	sched := m.opts.Schedule
	if obs.on() {
		st := obs.fresh()
		st.Kind, st.H, st.HBefore, st.State, st.Temperature = KindStart, h, h, s, sched.At(0)
		obs.send()
	}
	for h > 0 && m.more() {
		t := m.sum.Steps + 1
		temp := sched.At(t)
		n := sp.Moves(s)
		if temp <= sched.Floor || n == 0 {
			m.stop(StopFrozen)
			break
		}
		mv := sp.Move(s, m.rng.IntN(n))
		hv := sp.Try(s, mv)
		if !m.evaluate(1) {
			break
		}
		kind, chance := accept(h, hv, temp, m.rng)
		before, from := h, s
		if kind != KindRejected {
			s, h = sp.Make(s, mv), hv
		}
		m.stepped(h)
		if obs.on() {
			st := obs.fresh()
			st.Number, st.Kind, st.Move, st.HBefore, st.H, st.State = m.sum.Steps, kind, mv, before, h, s
			st.Temperature, st.Chance, st.Words = temp, chance, moveWords(sp, from, mv)
			st.Scored = append(st.Scored, Scored{mv, hv})
			obs.send()
		}
	}
	return s, h
}

// accept is annealing's verdict on a move from h to hv at temperature
// temp: downhill and sideways moves are taken; an uphill one is taken with
// probability chance = e^(−Δ/T), drawn from r, else rejected.
func accept(h, hv int, temp float64, r *rand.Rand) (kind Kind, chance float64) {
	switch {
	case hv < h:
		return KindDownhill, 0
	case hv == h:
		return KindSideways, 0
	}
	chance = math.Exp(-float64(hv-h) / temp)
	if r.Float64() < chance {
		return KindUphill, chance
	}
	return KindRejected, chance
}
