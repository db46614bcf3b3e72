package check

import (
	"fmt"
	"slices"

	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/core/textio"
)

// explain looks, once a phase found the answer wrong, for the mistake
// that explains the program: a convention recognised (exp, cnt) that
// keeps a state's first path, when the answer is dearer than the least;
// else a model of a mistake that takes every expansion it printed, or,
// when it printed none, that ends with its answer (ans) and its counts
// where no convention does. Nil when none does.
func (g *grader) explain(phases []findings, ans answerFindings, exp expansionFindings, cnt countFindings) *Mistake {
	var diags []string
	wrong := false
	for _, f := range phases {
		diags, wrong = append(diags, f.diags...), wrong || f.wrong
	}
	if !wrong {
		return nil
	}
	if slices.Contains(diags, DiagNotOptimal) {
		if mk := g.firstPathKept(exp, cnt); mk != nil {
			return mk
		}
	}
	if !unexplained(diags, exp) {
		return nil
	}
	mk, _ := g.findMistake(ans, exp.wants)
	return mk
}

// findMistake is the first mistake whose model explains the program: its
// expansions wants, or, when it printed none, its answer ans and its
// counts. Nil when none does.
func (g *grader) findMistake(ans answerFindings, wants []State) (*Mistake, *search.Mistake) {
	var mk *Mistake
	var sm *search.Mistake
	g.eachMistake(ans, wants, nil, func(m *Mistake, s *search.Mistake) bool {
		mk, sm = m, s
		return false
	})
	return mk, sm
}

// eachMistake yields each mistake whose model explains the program, in
// the engine's order of mistakes, until yield returns false; a program
// known by its counts alone is compared with runs in order only, where
// given.
func (g *grader) eachMistake(ans answerFindings, wants []State, only *freeRun, yield func(*Mistake, *search.Mistake) bool) {
	for _, c := range mistakes(g.d, g.p.Pins, g.p.BeamWidth) {
		for _, est := range g.estimates(c) {
			sp, err := g.spaceWith(est)
			if err != nil {
				continue
			}
			if g.explains(c, sp, ans, wants, only) {
				mk := c.mistake
				if !yield(&Mistake{ID: mk.ID, Says: mk.Says, Hint: mk.Hint, Estimate: est.name}, mk) {
					return
				}
				break
			}
		}
	}
}

// cannotTell says, of a program that passes, the mistakes whose models
// this test cannot tell it from, since each does what the program did,
// and the problem that can; "" when no mistake's does. A program known by
// its counts alone (in the order of moves run) is compared with the
// mistakes' runs in that order alone.
func (g *grader) cannotTell(ans answerFindings, wants []State, run *freeRun) string {
	if len(wants) > 0 {
		run = nil // the expansions say the order
	}
	var ids, says []string
	atGeneration := "" // the mistake only moves of unequal costs show
	seen := map[string]bool{}
	g.eachMistake(ans, wants, run, func(mk *Mistake, sm *search.Mistake) bool {
		if !seen[mk.ID] {
			seen[mk.ID] = true
			ids, says = append(ids, mk.ID), append(says, mk.Says)
			if sm.GoalTest == search.GoalOnGeneration {
				atGeneration = mk.ID
			}
		}
		return true
	})
	if len(ids) == 0 {
		return ""
	}
	can := "A start farther from the goal may."
	if n, ok := g.sp.p.(search.NonUnit); atGeneration != "" && (!ok || !n.NonUnitCosts()) {
		can = "A start farther from the goal may tell them apart; only a problem whose moves cost differently can tell " + atGeneration + ", such as a route on a map (--puzzle route)."
		if len(ids) == 1 {
			can = "Only a problem whose moves cost differently can, such as a route on a map (--puzzle route)."
		}
	}
	if len(ids) == 1 {
		return fmt.Sprintf("the program cannot be told here from one with the mistake %s, which does the same: %s %s", ids[0], says[0], can)
	}
	return fmt.Sprintf("the program cannot be told here from one with any of the mistakes %s: on this start each does what the program did. %s", textio.JoinOr(ids), can)
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
		cp.h, cp.ownH = est.h, false
		return &cp, nil
	case est.id != "":
		return g.space(est.id)
	}
	return g.sp, nil
}

// explains reports whether mistake model c on sp explains the program:
// its expansions wants, or its answer ans and its counts (in order only,
// where given).
func (g *grader) explains(c *config, sp *space[State], ans answerFindings, wants []State, only *freeRun) bool {
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
	found := false
	g.countRuns(c, sp, only, func(r countRun) bool {
		switch {
		case !g.sameEnd(r, ans):
		case g.a.Expanded >= 0 || g.a.Generated >= 0:
			found, _ = g.countedAgree(r.n, c.pol.GoalTest, 0)
		default:
			// Without counts, the answer alone: a cost no convention reaches.
			found = r.solved && r.cost != g.ref.Cost && g.ref.Optimal
		}
		return !found
	})
	return found
}

// firstPathKept is the mistake of taking no cheaper path, where a
// convention recognised in the program (its expansions', exp, or its
// counts', cnt) keeps a state's first path: a convention of its own,
// which becomes this mistake where it makes the answer dearer than the
// least. Nil when none does, or the engine names no such mistake.
func (g *grader) firstPathKept(exp expansionFindings, cnt countFindings) *Mistake {
	keeps := cnt.cfg != nil && keepsFirstPath(cnt.cfg.pol)
	for _, t := range exp.agreed {
		keeps = keeps || keepsFirstPath(t.cfg.pol)
	}
	if !keeps {
		return nil
	}
	for _, mk := range g.d.Mistakes {
		if mk.NoUpdate {
			return &Mistake{ID: mk.ID, Says: mk.Says, Hint: mk.Hint}
		}
	}
	return nil
}

// keepsFirstPath reports whether policy pol, ordering its frontier by a
// path cost (UCS, A*), keeps a state's first path to it.
func keepsFirstPath(pol search.Policy) bool {
	return pol.Graph() && pol.Update == search.UpdateNone && pol.Rule.Discipline == search.Lowest && pol.Rule.Key != search.KeyH
}
