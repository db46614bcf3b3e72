package check

import (
	"frontier/core/puzzles"
	"frontier/core/search"
)

// explain looks, once a phase found the answer wrong, for the mistake
// that explains the program: a model of one that takes every expansion it
// printed (exp), or, when it printed none, that ends with its answer
// (ans) and its counts where no convention does. Nil when none does.
func (g *grader) explain(phases []findings, ans answerFindings, exp expansionFindings) *Mistake {
	var diags []string
	wrong := false
	for _, f := range phases {
		diags, wrong = append(diags, f.diags...), wrong || f.wrong
	}
	if !wrong || !unexplained(diags, exp) {
		return nil
	}
	for _, c := range mistakes(g.d, g.p.Pins, g.p.BeamWidth) {
		for _, est := range g.estimates(c) {
			sp, err := g.spaceWith(est)
			if err != nil {
				continue
			}
			if g.explains(c, sp, ans, exp.wants) {
				mk := c.mistake
				return &Mistake{ID: mk.ID, Says: mk.Says, Hint: mk.Hint, Estimate: est.name}
			}
		}
	}
	return nil
}

// unexplained reports whether the program does something no convention
// explains, which a mistake may: its expansions part from every
// convention, or, when it printed none, its legal answer is dearer than
// the engine's, or its counts or its finding no solution are no
// convention's (diags). An illegal move, a path short of the goal or a
// wrong cost are slips a model of the search cannot explain.
func unexplained(diags []string, exp expansionFindings) bool {
	if len(exp.wants) > 0 {
		return exp.best != nil && !exp.best.agreed
	}
	for _, d := range diags {
		switch d {
		case DiagIllegalMove, DiagNotAtGoal, DiagWrongCost, DiagBadOutput:
			return false
		}
	}
	for _, d := range diags {
		switch d {
		case DiagNotOptimal, DiagWrongCounts, DiagNoSolution:
			return true
		}
	}
	return false
}

// estimate is an estimate a mistaken program may follow: the one asked
// for, one written by mistake, or another of the puzzle's.
type estimate struct {
	name string
	id   puzzles.HeuristicID
	h    func(State) int
}

// estimates are the estimates config c's mistake may follow.
func (g *grader) estimates(c *config) []estimate {
	switch c.mistake.Estimate {
	case search.EstimateOverestimating:
		var out []estimate
		for _, m := range g.ck.Misestimates {
			show := m.Estimate
			out = append(out, estimate{name: m.Name, h: show})
		}
		return out
	case search.EstimateOther:
		var out []estimate
		for _, h := range g.p.Domain.Heuristics() {
			if h.ID == g.p.Heuristic || h.ID == puzzles.HeuristicNone || h.Tables != "" {
				continue
			}
			out = append(out, estimate{name: h.Title, id: h.ID})
		}
		return out
	}
	return []estimate{{}}
}

// spaceWith is the problem searched with estimate est.
func (g *grader) spaceWith(est estimate) (*space[State], error) {
	switch {
	case est.h != nil:
		cp := *g.sp
		cp.h = est.h
		return &cp, nil
	case est.id != "":
		return g.space(est.id)
	}
	return g.sp, nil
}

// explains reports whether mistake model c on sp explains the program:
// its expansions wants, or its answer ans and its counts.
func (g *grader) explains(c *config, sp *space[State], ans answerFindings, wants []State) bool {
	if len(wants) > 0 {
		for _, fo := range g.followOrders(c) {
			if follow(fo.space(sp), c, fo.ord, wants).agreed {
				return true
			}
		}
		return false
	}
	if len(ans.keys) == 0 && !g.a.NoSolution {
		return false // no legal answer to compare with
	}
	for _, fo := range g.freeRuns(c) {
		most := 0
		if g.a.Expanded >= 0 {
			most = g.a.Expanded + 1
		}
		t := run(fo.space(sp), c, fo.ord, most, g.over)
		if !t.agreed || !g.sameCost(t, ans) {
			continue
		}
		if g.a.Expanded >= 0 || g.a.Generated >= 0 {
			if ok, _ := g.countsAgree(t, 0); ok {
				return true
			}
			continue
		}
		// Without counts, the answer alone: a cost no convention reaches.
		if cost, _, ok := t.solved(); ok && cost != g.ref.Cost && g.ref.Optimal {
			return true
		}
	}
	return false
}
