package check

import (
	"frontier/core/search"
)

// newModel is the model of config c on sp, taking one expansion's
// children in order ord (nil: the engine's own, learnt where a program
// shows another).
func newModel[S comparable](sp *space[S], c *config, ord *order) model[S] {
	switch c.pol.Rule.Discipline {
	case search.Deepening:
		return newDeepModel(sp, c, ord)
	case search.Rounds:
		if ord == nil {
			ord = newOrder(false)
		}
		return newBeamModel(sp, c, ord)
	case search.Meet:
		return newMeetModel(sp, c)
	}
	return newFrontierModel(sp, c, ord)
}

// trial is one model run against a program's expansions, or on its own.
type trial[S comparable] struct {
	cfg *config
	sp  *space[S]
	m   model[S]
	// agreed: the model took every expansion the program printed, in
	// order, and stopped where the program stopped.
	agreed bool
	// steps counts the program's expansions the model took.
	steps int
	// at is the model's stop when they agreed; where they parted, what
	// the model did instead of the program's next step: evDiverge, or an
	// evStop while the program went on.
	at event
	// goalPrinted: the program printed the goal as its last expansion.
	goalPrinted bool
}

// follow runs config c against wants, the states of a program's
// expansions in order, learning the order of children as it goes.
func follow[S comparable](sp *space[S], c *config, ord *order, wants []S) *trial[S] {
	t := &trial[S]{cfg: c, sp: sp, m: newModel(sp, c, ord)}
	for k, w := range wants {
		ev := t.m.advance(lead[S]{follow: true, state: w})
		if ev.kind == evExpand {
			t.steps++
			continue
		}
		if ev.kind == evStop && ev.stop == search.StopGoal && k == len(wants)-1 && t.m.node(ev.node).state == w {
			t.goalPrinted, t.agreed, t.at = true, true, ev
			return t
		}
		t.at = ev
		return t
	}
	ev := t.m.advance(lead[S]{follow: true, ended: true})
	t.at = ev
	t.agreed = ev.kind == evStop
	return t
}

// run runs config c on its own, in order ord, to its stop, or, when
// most > 0, until it has made more than most expansions, when agreed is
// false: a run that cannot match a count.
// over, checked every 1,024 steps, gives the run up (not agreed) when it
// reports true.
func run[S comparable](sp *space[S], c *config, ord *order, most int, over func() bool) *trial[S] {
	t := &trial[S]{cfg: c, sp: sp, m: newModel(sp, c, ord)}
	for {
		ev := t.m.advance(lead[S]{})
		if ev.kind == evStop {
			t.at, t.agreed = ev, true
			return t
		}
		t.steps++
		if most > 0 && t.m.counts().expanded > most || t.steps%1024 == 0 && over() {
			t.at = ev
			return t
		}
	}
}

// solved reports whether the trial's model stopped at a goal, and its
// cost and path.
func (t *trial[S]) solved() (cost int, path []S, ok bool) {
	if t.at.kind != evStop || t.at.stop != search.StopGoal || t.at.node < 0 {
		return 0, nil, false
	}
	return t.m.node(t.at.node).g, t.m.path(t.at.node), true
}

// better reports whether trial a explains a program better than b: it
// agrees, or it took more of the program's expansions, or as many with
// fewer moves out of the puzzle's order.
func better[S comparable](a, b *trial[S]) bool {
	if b == nil {
		return true
	}
	if a.agreed != b.agreed {
		return a.agreed
	}
	if a.steps != b.steps {
		return a.steps > b.steps
	}
	// Of two that explain as much, the one nearer the puzzle's order.
	return a.m.order().contradictions() < b.m.order().contradictions()
}
