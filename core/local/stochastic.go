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
		case c.tie.n == 0:
			c.end(s, h, stuckAt(best, h))
			return s, h
		}
		s, h = c.move(s, h, c.tie.pick, 0)
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
		mv, best, ok := c.firstLower(s, h, &order)
		switch {
		case !ok:
			return s, h
		case best >= h:
			c.end(s, h, stuckAt(best, h))
			return s, h
		}
		s, h = c.move(s, h, mv, 0)
	}
	return s, h
}

// firstLower tries the moves out of s in a random order until one lowers
// h, and returns it, or else the lowest h of them all; ok is false when a
// limit stopped it, the memory budget among them: the order drawn holds
// an entry a move tried.
func (c *climber[S]) firstLower(s S, h int, order *shuffle) (mv Scored, best int, ok bool) {
	n := c.sp.Moves(s)
	order.reset(n)
	c.all, c.best = c.all[:0], c.best[:0]
	best = math.MaxInt
	for k := range n {
		m := c.sp.Move(s, order.next(k, c.m.rng))
		hv := c.sp.Try(s, m)
		if !c.m.evaluate(1) || k%checkEvery == checkEvery-1 && !c.m.holds(int64(k)*shuffleBytes) {
			return mv, best, false
		}
		if c.obs.on() && len(c.all) < MaxScored {
			c.all = append(c.all, Scored{m, hv})
		}
		best = min(best, hv)
		if hv < h {
			mv = Scored{m, hv}
			c.best = append(c.best, mv)
			return mv, best, true
		}
	}
	return mv, best, true
}
