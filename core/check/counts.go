package check

import (
	"fmt"
	"slices"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/search"
)

// countFindings are the counts' checks, and the convention and order
// they were recognised under where that is not the expansions'.
type countFindings struct {
	findings
	convention, order string
}

// checkCounts checks the expanded and generated counts the program
// printed: against the convention its expansions follow, or, when it
// printed none, against every convention and order of moves it may
// follow, ending at the answer it gave (ans).
func (g *grader) checkCounts(ans answerFindings, exp expansionFindings) countFindings {
	var f countFindings
	a := &g.a
	if a.Expanded < 0 && a.Generated < 0 {
		f.add(Check{Name: "counts", OK: true, Skipped: true, Says: "The program printed no expanded or generated count."})
		return f
	}
	printed := g.printedCounts()
	if len(exp.wants) == 0 {
		g.countsAlone(&f, printed, ans)
		return f
	}
	if exp.best == nil || !exp.best.agreed {
		f.add(Check{Name: "counts", OK: true, Skipped: true,
			Says: fmt.Sprintf("The program printed %s; they are not compared, since its expansions follow no convention.", printed)})
		return f
	}
	for _, t := range exp.agreed {
		if ok, how := g.countsAgree(t, len(exp.wants)); ok {
			if t != exp.best {
				f.convention = t.cfg.Words()
			}
			f.add(Check{Name: "counts", OK: true, Says: fmt.Sprintf("The program printed %s, which agree with %s under its convention, %s.", printed, g.p.Engine.Title(), how)})
			return f
		}
	}
	c := exp.best.m.counts()
	f.fail(Check{Name: "counts", Says: fmt.Sprintf("The program printed %s, but under the convention its expansions follow %s expands %s and generates %s (or %s counting only the nodes added to the frontier).",
		printed, g.p.Engine.Title(), numfmt.Group(c.expanded), span(c.generatedRange()), span(c.addedRange()))}, DiagWrongCounts)
	return f
}

// countsAlone checks the counts of a program that printed no expansions:
// against every convention and order of moves it may follow.
func (g *grader) countsAlone(f *countFindings, printed string, ans answerFindings) {
	a := &g.a
	// A model that has expanded more than the program says it did cannot
	// match it.
	most := 0
	if a.Expanded >= 0 {
		most = a.Expanded + 1
	}
	var seen countRange
	for _, c := range conventions(g.d, g.p.Pins, g.p.BeamWidth) {
		if c.pol.Ties == search.TiesAny {
			continue // only a program's expansions say how its ties break
		}
		for _, fo := range g.freeRuns(c) {
			t := run(fo.space(g.sp), c, fo.ord, most, g.over)
			if g.over() {
				f.add(Check{Name: "counts", OK: true, Skipped: true,
					Says: fmt.Sprintf("The program printed %s; they are not compared: trying every convention and order of moves took more than %s here. Print expand lines for a check of each step.", printed, numfmt.Duration(modelBudget))})
				return
			}
			if !t.agreed {
				continue // it expanded more than the program
			}
			if ok, how := g.countsAgree(t, 0); ok && g.sameCost(t, ans) {
				f.convention, f.order = c.Words(), fo.name
				says := fmt.Sprintf("The program printed %s, which agree with %s under this convention: %s, %s", printed, g.p.Engine.Title(), c.Words(), how)
				if fo.name == "" {
					says += "; moves tried " + fo.words()
				}
				f.add(Check{Name: "counts", OK: true, Says: says + "."})
				return
			}
			seen.widen(t.m.counts())
		}
	}
	lo, hi := seen.lo, seen.hi
	if !seen.any {
		f.fail(Check{Name: "counts", Says: fmt.Sprintf("The program printed %s, but under every convention and order of moves %s expands more than %s nodes here (Frontier's own run: %s). Print expand lines to see where your search parts from it.",
			printed, g.p.Engine.Title(), numfmt.Group(most), numfmt.Group(g.ref.Expanded))}, DiagWrongCounts)
		return
	}
	f.fail(Check{Name: "counts", Says: fmt.Sprintf("The program printed %s, but under no convention does %s count so here: it expands %s and generates %s (%s added to the frontier), depending on the convention and the order of the moves (Frontier's own run: %s and %s). Print expand lines to see where your search parts from it.",
		printed, g.p.Engine.Title(), span(lo.expanded, hi.expanded), span(lo.generated, hi.generated), span(lo.added, hi.added),
		numfmt.Group(g.ref.Expanded), numfmt.Group(g.ref.Generated))}, DiagWrongCounts)
}

// countRange is the least and the most of each count over the models
// run; any says one was.
type countRange struct {
	lo, hi counts
	any    bool
}

// widen takes in the counts n of one model.
func (r *countRange) widen(n counts) {
	gl, gh := n.generatedRange()
	al, ah := n.addedRange()
	if !r.any {
		r.lo, r.hi, r.any = counts{expanded: n.expanded, generated: gl, added: al}, counts{expanded: n.expanded, generated: gh, added: ah}, true
		return
	}
	r.lo = counts{expanded: min(r.lo.expanded, n.expanded), generated: min(r.lo.generated, gl), added: min(r.lo.added, al)}
	r.hi = counts{expanded: max(r.hi.expanded, n.expanded), generated: max(r.hi.generated, gh), added: max(r.hi.added, ah)}
}

func span(lo, hi int) string {
	if lo == hi {
		return numfmt.Group(lo)
	}
	return numfmt.Group(lo) + " to " + numfmt.Group(hi)
}

// printedCounts are the counts the program printed, in words.
func (g *grader) printedCounts() string {
	var parts []string
	if g.a.Expanded >= 0 {
		parts = append(parts, "expanded "+numfmt.Group(g.a.Expanded))
	}
	if g.a.Generated >= 0 {
		parts = append(parts, "generated "+numfmt.Group(g.a.Generated))
	}
	return strings.Join(parts, " and ")
}

// countsAgree reports whether the program's counts are trial t's under
// one way of counting, which how names; printed is how many expansions
// the program printed.
func (g *grader) countsAgree(t *trial[State], printed int) (ok bool, how string) {
	c := t.m.counts()
	var hows []string
	if e := g.a.Expanded; e >= 0 {
		switch {
		case e == c.expanded:
			hows = append(hows, "the goal not counted as expanded")
		case e == c.expanded+1 && t.cfg.pol.GoalTest != search.GoalOnGeneration:
			hows = append(hows, "the goal counted as expanded")
		case printed > 0 && e == printed:
			hows = append(hows, "every node printed counted as expanded")
		default:
			return false, ""
		}
	}
	if n := g.a.Generated; n >= 0 {
		genLo, genHi := c.generatedRange()
		addLo, addHi := c.addedRange()
		within := func(lo, hi, plus int) bool { return n >= lo+plus && n <= hi+plus }
		switch {
		case within(genLo, genHi, 0):
			hows = append(hows, "every child generated counted")
		case within(genLo, genHi, 1):
			hows = append(hows, "every child generated and the start counted")
		case within(addLo, addHi, 0):
			hows = append(hows, "the children added to the frontier counted")
		case within(addLo, addHi, 1):
			hows = append(hows, "the children added to the frontier and the start counted")
		default:
			return false, ""
		}
	}
	return true, strings.Join(hows, ", ")
}

// sameCost reports whether trial t ends as the program's answer (ans)
// does: at a goal of the same cost, or with no solution.
func (g *grader) sameCost(t *trial[State], ans answerFindings) bool {
	cost, _, ok := t.solved()
	if g.a.NoSolution {
		return !ok
	}
	if ans.pathCost < 0 {
		return true // the answer is wrong anyway; the counts are compared alone
	}
	return ok && cost == ans.pathCost
}

// freeRun is one order a program may try its moves in, for a run of a
// model on its own.
type freeRun struct {
	ord *order
	// byName ranks each state's moves by their names instead of the
	// puzzle's order.
	byName bool
	// reverse: the moves are tried in reverse order.
	reverse bool
	// name is the order of a puzzle whose moves are named alike.
	name string
}

func (f freeRun) space(sp *space[State]) *space[State] {
	if !f.byName {
		return sp
	}
	cp := *sp
	cp.byName = true
	return &cp
}

func (f freeRun) words() string {
	switch {
	case f.name != "":
		return "in the order " + f.name
	case f.byName && f.reverse:
		return "each state's in reverse order of their names"
	case f.byName:
		return "each state's in order of their names"
	case f.reverse:
		return "each state's in reverse of the puzzle's order"
	}
	return "each state's in the puzzle's order"
}

// freeRuns are the orders a convention is run in when a program prints
// no expansions: every order of up to four moves named alike, else the
// puzzle's order and its reverse, and for each state's own moves also
// the order of their names and its reverse.
func (g *grader) freeRuns(c *config) []freeRun {
	popFirst := !c.pol.Reversed()
	names := g.ck.MoveNames
	if g.ck.FixedMoves {
		var perms [][]string
		switch {
		case len(g.p.Pins.Order) > 0:
			perms = [][]string{g.p.Pins.Order}
		case len(names) <= 4:
			perms = permutations(names)
		default:
			rev := slices.Clone(names)
			slices.Reverse(rev)
			perms = [][]string{names, rev}
		}
		var out []freeRun
		for _, p := range perms {
			o := newOrder(false)
			chain(o, names, p, !popFirst)
			out = append(out, freeRun{ord: o, name: strings.Join(p, ", ")})
		}
		return out
	}
	// newOrder(false) takes the first of a state's moves first: the order
	// tried for a queue or a stack, the reverse of it for last-in ties.
	return []freeRun{{ord: newOrder(!popFirst)}, {ord: newOrder(popFirst), reverse: true},
		{ord: newOrder(!popFirst), byName: true}, {ord: newOrder(popFirst), byName: true, reverse: true}}
}

// permutations lists every order of names.
func permutations(names []string) [][]string {
	if len(names) <= 1 {
		return [][]string{slices.Clone(names)}
	}
	var out [][]string
	for i, n := range names {
		rest := append(slices.Clone(names[:i]), names[i+1:]...)
		for _, p := range permutations(rest) {
			out = append(out, append([]string{n}, p...))
		}
	}
	return out
}
