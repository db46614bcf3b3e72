package local

import (
	"math"
	"math/rand/v2"
)

// climber holds what the hill climbers reuse from step to step.
type climber[S any] struct {
	m     *meter
	sp    Space[S]
	obs   *observer[S]
	tie   tie      // the move drawn among those of the lowest h, or among those that lower h
	best  []Scored // those moves, for a trace (see MaxScored)
	all   []Scored // every move weighed, for a trace
	climb int      // the number of the climb, for random-restart
}

func newClimber[S any](m *meter, sp Space[S], tr *Trace[S]) *climber[S] {
	return &climber[S]{m: m, sp: sp, obs: newObserver(tr)}
}

// scan weighs every move out of s and draws, all alike, one of those of
// the lowest h, or, when lowering, one of those that lower h below h; it
// returns the lowest h, and ok false when a limit stopped the scan. With
// a trace, c.all gets every move and its h, c.best those drawn among.
func (c *climber[S]) scan(s S, h int, lowering bool) (best int, ok bool) {
	n := c.sp.Moves(s)
	c.best, c.all = c.best[:0], c.all[:0]
	c.tie = tie{}
	keep := c.obs.on() && n <= MaxScored
	best = math.MaxInt
	for i := range n {
		mv := c.sp.Move(s, i)
		hv := c.sp.Try(s, mv)
		if !c.m.evaluate(1) {
			return best, false
		}
		if keep {
			c.all = append(c.all, Scored{mv, hv})
		}
		switch {
		case lowering && hv >= h, !lowering && hv > best:
		case !lowering && hv < best:
			c.tie = tie{}
			c.best = c.best[:0]
			fallthrough
		default:
			c.tie.add(Scored{mv, hv}, c.m.rng)
			if keep {
				c.best = append(c.best, Scored{mv, hv})
			}
		}
		best = min(best, hv)
	}
	return best, true
}

// tie draws one of a run of candidates, all alike, without keeping them
// (reservoir sampling): the k-th replaces the one drawn so far with
// probability 1/k. A step on a large board may tie millions of moves.
type tie struct {
	n    int
	pick Scored
}

func (t *tie) add(x Scored, r *rand.Rand) {
	t.n++
	if t.n == 1 || r.IntN(t.n) == 0 {
		t.pick = x
	}
}

// steepest is steepest-ascent hill climbing from s, at h, with up to
// sideways sideways moves in a row: it returns where it ended and its h,
// the run's stop (StopSolved at h = 0) left in the meter.
//
// Tie-break: among the moves of the lowest h, one at random, all alike.
func (c *climber[S]) steepest(s S, h, sideways int) (S, int) {
	inRow := 0
	for h > 0 && c.m.more() {
		best, ok := c.scan(s, h, false)
		switch {
		case !ok:
			return s, h
		case c.tie.n == 0 || best > h:
			c.end(s, h, StopLocalMinimum)
			return s, h
		case best == h && inRow >= sideways:
			c.end(s, h, StopPlateau)
			return s, h
		case best == h:
			inRow++
		default:
			inRow = 0
		}
		s, h = c.move(s, h, c.tie.pick, inRow)
	}
	return s, h
}

// move makes mv, and reports the step; inRow counts the sideways moves in
// a row.
func (c *climber[S]) move(s S, h int, mv Scored, inRow int) (S, int) {
	next, to := c.sp.Make(s, mv.Move), mv.H
	c.m.stepped(to)
	if c.obs.on() {
		st := c.obs.fresh()
		st.Words = moveWords(c.sp, s, mv.Move)
		st.Number, st.Climb, st.Move, st.HBefore, st.H, st.State = c.m.sum.Steps, c.climb, mv.Move, h, to, next
		st.Kind, st.Sideways = KindDownhill, inRow
		if to == h {
			st.Kind = KindSideways
		}
		st.Scored = append(st.Scored, c.all...)
		for _, b := range c.best {
			st.Chosen = append(st.Chosen, b.Move)
		}
		st.Ties = max(c.tie.n, len(c.best))
		c.obs.send()
	}
	return next, to
}

// begin reports the start of a climb on s, at h.
func (c *climber[S]) begin(s S, h int) {
	if c.obs.on() {
		st := c.obs.fresh()
		st.Number, st.Kind, st.Climb, st.H, st.HBefore, st.State = c.m.sum.Steps, KindStart, c.climb, h, h, s
		c.obs.send()
	}
}

// end reports that a climb stopped on s, at h, for reason why; the run's
// stop too, unless a restart follows (see restart).
func (c *climber[S]) end(s S, h int, why Stop) {
	c.m.stop(why)
	if c.obs.on() {
		st := c.obs.fresh()
		st.Number, st.Kind, st.Climb, st.H, st.HBefore, st.State, st.Stop = c.m.sum.Steps, KindStop, c.climb, h, h, s, why
		c.obs.send()
	}
}

// hillClimb is steepest-ascent hill climbing with opts.Sideways sideways
// moves allowed in a row.
func hillClimb[S any](m *meter, sp Space[S], s S, tr *Trace[S]) (S, int) {
	c := newClimber(m, sp, tr)
	h := sp.H(s)
	m.evaluate(1)
	m.begin(h)
	c.begin(s, h)
	return c.steepest(s, h, m.opts.Sideways)
}

// randomRestart climbs by steepest ascent from s, then from random
// states, until a climb reaches h = 0, opts.Restarts restarts are used or
// a limit stops it. A restart's h shows in the trace (a KindStart step)
// and in the best h; the curve goes on with the steps of the new climb.
func randomRestart[S any](m *meter, sp Space[S], s S, tr *Trace[S]) (S, int) {
	c := newClimber(m, sp, tr)
	h := sp.H(s)
	m.evaluate(1)
	m.begin(h)
	for {
		c.begin(s, h)
		s, h = c.steepest(s, h, m.opts.Sideways)
		if !m.sum.Stop.Stuck() {
			return s, h
		}
		if m.sum.Restarts >= m.opts.Restarts {
			m.sum.Stop = StopRestarts
			return s, h
		}
		// A restart forgets the stuck climb: its stop was not the run's.
		m.sum.Stop = ""
		if !m.more() {
			return s, h
		}
		m.sum.Restarts++
		m.sum.RestartAt = append(m.sum.RestartAt, m.sum.Steps)
		c.climb++
		s = sp.Random(m.rng)
		h = sp.H(s)
		if !m.evaluate(1) {
			return s, h
		}
		m.seen(h)
	}
}

// moveWords is m out of s in words, or "" for a Space without a Namer.
func moveWords[S any](sp Space[S], s S, m Move) string {
	if n, ok := sp.(Namer[S]); ok {
		return n.MoveName(s, m)
	}
	return ""
}
