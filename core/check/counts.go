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
	// cfg is the convention recognised by the counts alone, run the order
	// of moves its agreeing run tried.
	cfg *config
	run *freeRun
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
	return g.countedAgree(t.m.counts().counted(t.cfg.pol.Graph()), t.cfg.pol.GoalTest, printed)
}

// countedAgree reports whether the program's counts are n under one way
// of counting, as the pins allow, its goal tested as gt says.
func (g *grader) countedAgree(n counted, gt search.GoalTest, printed int) (ok bool, how string) {
	return g.p.Pins.Count.agree(n, gt, g.a.Expanded, g.a.Generated, printed)
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
	// name is the order of a puzzle whose moves are named alike, the
	// names of perm.
	name string
	perm []string
}

// key names the order among a convention's.
func (f freeRun) key() string {
	return fmt.Sprint(f.name, f.byName, f.reverse)
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
// no expansions: only, where it is one of them (the order a program's
// counts agreed in); else every order of up to four moves named alike,
// else the puzzle's order and its reverse, and for each state's own moves
// also the order of their names and its reverse.
func (g *grader) freeRuns(c *config, only *freeRun) []freeRun {
	all := g.allFreeRuns(c)
	if only == nil {
		return all
	}
	for _, fo := range all {
		if fo.key() == only.key() {
			return []freeRun{fo}
		}
	}
	return all
}

// allFreeRuns are every order of moves a program of convention c may
// try.
func (g *grader) allFreeRuns(c *config) []freeRun {
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
			out = append(out, freeRun{ord: o, name: strings.Join(p, ", "), perm: p})
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
