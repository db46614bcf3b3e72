package local

import "math"

// stochastic is stochastic hill climbing from s: each step takes one of
// the moves that lower h, chosen at random, all alike; it stops when none
// does.
func stochastic[S any](m *meter, sp Space[S], s S, tr *Trace[S]) (S, int) {
	c := newClimber(m, sp, tr)
	h := sp.H(s)
	m.evaluate(1)
	m.begin(h)
	c.begin(s, h)
	for h > 0 && m.more() {
		best, ok := c.scan(s, h, true)
		switch {
		case !ok:
			return s, h
		case len(c.best) == 0:
			c.end(s, h, stuckAt(best, h))
			return s, h
		}
		s, h = c.move(s, h, c.best[m.rng.IntN(len(c.best))], 0)
	}
	return s, h
}

// stuckAt is why a climb that cannot lower h stops: a plateau when the
// best move leaves h as it is, a local minimum when every move raises it.
func stuckAt(best, h int) Stop {
	if best == h {
		return StopPlateau
	}
	return StopLocalMinimum
}

// firstChoice is first-choice hill climbing from s: each step tries the
// moves in a random order, none twice, and takes the first that lowers
// h; it stops when none does.
func firstChoice[S any](m *meter, sp Space[S], s S, tr *Trace[S]) (S, int) {
	c := newClimber(m, sp, tr)
	h := sp.H(s)
	m.evaluate(1)
	m.begin(h)
	c.begin(s, h)
	var order shuffle
	for h > 0 && m.more() {
		n := sp.Moves(s)
		order.reset(n)
		c.all = c.all[:0]
		found, best := false, math.MaxInt
		for k := 0; k < n && !found; k++ {
			mv := sp.Move(s, order.next(k, m.rng))
			hv := sp.Try(s, mv)
			if !m.evaluate(1) {
				return s, h
			}
			if c.obs.on() && len(c.all) < MaxScored {
				c.all = append(c.all, Scored{mv, hv})
			}
			best = min(best, hv)
			if hv < h {
				c.best = append(c.best[:0], Scored{mv, hv})
				found = true
			}
		}
		if !found {
			c.end(s, h, stuckAt(best, h))
			return s, h
		}
		s, h = c.move(s, h, c.best[0], 0)
	}
	return s, h
}
