package check

import (
	"fmt"
	"slices"

	"frontier/core/numfmt"
	"frontier/core/search"
)

// countsAlone checks the counts of a program that printed no expansions
// (printed says them): against every convention and order of moves it
// may follow, each run to its end, ending at its answer (ans). Where none
// explains them, the report says what each convention gives; they fail
// the program unless the engine's counts hang on a rule its output does
// not show (how A*, greedy or UCS break ties) and nothing pins it.
func (g *grader) countsAlone(f *countFindings, printed string, ans answerFindings) {
	var runs []countRun
	complete := true
	for _, c := range conventions(g.d, g.p.Pins, g.p.BeamWidth) {
		if c.pol.Ties == search.TiesAny {
			continue // only a program's expansions say how its ties break
		}
		var hit *countRun
		var how string
		complete = g.countRuns(c, g.sp, nil, func(r countRun) bool {
			if ok, h := g.countedAgree(r.n, c.pol.GoalTest, 0); ok && g.sameEnd(r, ans) {
				hit, how = &r, h
				return false
			}
			runs = append(runs, r)
			return true
		})
		if hit != nil {
			f.convention, f.order, f.cfg, f.run = c.Words(), hit.order.name, c, &hit.order
			says := fmt.Sprintf("The program printed %s, which agree with %s under this convention: %s, %s", printed, g.p.Engine.Title(), c.Words(), how)
			if hit.order.name == "" {
				says += "; moves tried " + hit.order.words()
			}
			f.add(Check{Name: "counts", OK: true, Says: says + "."})
			return
		}
		if !complete {
			break
		}
	}
	if !complete {
		none := ""
		if len(runs) > 0 {
			none = fmt.Sprintf(", and none of the %s tried agrees", numfmt.Plural(len(runs), "run"))
		}
		f.add(Check{Name: "counts", OK: true, Skipped: true, Tried: g.tried(runs),
			Says: fmt.Sprintf("The program printed %s; they are not compared: trying every convention and order of moves would pass the checker's budget here (%s nodes a problem)%s.%s",
				printed, numfmt.Group(countBudget), none, g.advice(" Print expand lines for a check of each step"+g.fewerRuns()+"."))})
		return
	}
	if len(runs) == 1 && g.p.Preset != "" {
		r := runs[0]
		f.fail(Check{Name: "counts", Says: fmt.Sprintf("The program printed %s, but under the conventions the assignment fixes (the preset %s: %s; moves tried %s) %s expands %s here and generates %s (%s added to the frontier)%s.",
			printed, g.p.Preset, r.cfg.Words(), r.order.words(), g.p.Engine.Title(), numfmt.Group(r.n.expanded), span(r.n.generated[0], r.n.generated[1]),
			span(r.n.added[0], r.n.added[1]), countingWords(g.p.Pins.Count))}, DiagWrongCounts)
		return
	}
	says := fmt.Sprintf("The program printed %s, which no convention tried explains%s (Frontier's own run: %s).", printed, g.nearest(runs, ans), g.refCounts())
	if g.tiesFree() && !ans.wrong && !g.mistakeFits(ans) {
		f.add(Check{Name: "counts", OK: true, Skipped: true, Tried: g.tried(runs),
			Says: fmt.Sprintf("%s %s's counts hang on how its ties break, which a program that prints no expansions does not show, so they do not fail a right answer.%s %s",
				says, g.p.Engine.Title(), g.advice(" Print expand lines for a check of each step."), g.triedWhat(runs))})
		return
	}
	f.fail(Check{Name: "counts", Tried: g.tried(runs), Says: says + g.advice(" Print expand lines to see where your search parts from it.") + " " + g.triedWhat(runs)}, DiagWrongCounts)
}

// advice is words of advice to print expand lines, for a format that
// has them ("" for the driver format's output.txt).
func (g *grader) advice(words string) string {
	if g.a.Format == FormatDriver {
		return ""
	}
	return words
}

// countingWords says how a preset counts, after a comma; "" when it fixes
// nothing of it.
func countingWords(k Counting) string {
	if w := k.Words(); w != "" {
		return ", " + w
	}
	return ""
}

// mistakeFits reports whether a mistake's model explains the counts and
// the answer (ans) where no convention does.
func (g *grader) mistakeFits(ans answerFindings) bool {
	mk, _ := g.findMistake(ans, nil)
	return mk != nil
}

// tiesFree reports whether the engine's counts hang on a tie-break that
// nothing pins: a lowest-key-first frontier's.
func (g *grader) tiesFree() bool {
	return g.d.Policy.Rule.Discipline == search.Lowest && g.p.Pins.Ties == ""
}

// fewerRuns names the pin that would leave fewer runs to try.
func (g *grader) fewerRuns() string {
	if g.ck.FixedMoves && len(g.p.Pins.Order) == 0 {
		return ", or fix the order of the moves (--order), which leaves fewer to try"
	}
	return ""
}

// sameEnd reports whether run r ends as the program's answer (ans) does:
// at a goal of the same cost, or with no solution.
func (g *grader) sameEnd(r countRun, ans answerFindings) bool {
	switch {
	case g.a.NoSolution:
		return !r.solved
	case ans.pathCost < 0:
		return true // the answer is wrong anyway; the counts are compared alone
	}
	return r.solved && r.cost == ans.pathCost
}

// refCounts are the engine's own counts.
func (g *grader) refCounts() string {
	return fmt.Sprintf("expanded %s, generated %s", numfmt.Group(int(g.ref.Expanded)), numfmt.Group(int(g.ref.Generated)))
}

// nearest says what parts the runs nearest the program from it: a run
// that counts its expansions alike but not its children, or both alike
// but not its answer; "" when none does.
func (g *grader) nearest(runs []countRun, ans answerFindings) string {
	a := &g.a
	for _, r := range runs {
		if a.Expanded < 0 || a.Generated < 0 {
			break
		}
		e := a.Expanded - r.n.expanded
		if e != 0 && e != 1 || a.Generated >= r.n.added[0] && a.Generated <= r.n.generated[1]+1 {
			continue
		}
		return fmt.Sprintf(": under %s %s expands as many but generates %s (%s added to the frontier)",
			r.cfg.Words(), g.p.Engine.Title(), span(r.n.generated[0], r.n.generated[1]), span(r.n.added[0], r.n.added[1]))
	}
	for _, r := range runs {
		if ok, _ := g.countedAgree(r.n, r.cfg.pol.GoalTest, 0); !ok {
			continue
		}
		end := "finds no solution"
		if r.solved {
			end = fmt.Sprintf("ends at a cost of %d", r.cost)
		}
		yours := "finds none"
		if ans.pathCost >= 0 {
			yours = fmt.Sprintf("costs %d", ans.pathCost)
		}
		return fmt.Sprintf(": under %s %s counts so but %s, where the program's path %s", r.cfg.Words(), g.p.Engine.Title(), end, yours)
	}
	return ""
}

// triedWhat says over which orders of moves the runs went.
func (g *grader) triedWhat(runs []countRun) string {
	orders := map[string]bool{}
	for _, r := range runs {
		orders[r.order.key()] = true
	}
	if len(orders) == 1 && len(runs) > 0 {
		return fmt.Sprintf("%s expands, its moves tried %s:", g.p.Engine.Title(), runs[0].order.words())
	}
	return fmt.Sprintf("Over the %d orders of the moves tried, %s expands:", len(orders), g.p.Engine.Title())
}

// tried is what the runs counted under each choice that differs between
// them (the ties, the goal test, …, in the order a convention says them):
// the fewest and most expansions and children over every run that makes
// it. With no choice differing, the convention's words alone.
func (g *grader) tried(runs []countRun) []Tried {
	var dims []string
	values := map[string][]string{}
	for _, r := range runs {
		for _, c := range r.cfg.pol.Choices() {
			if _, ok := values[c.Of]; !ok {
				dims = append(dims, c.Of)
			}
			if !slices.Contains(values[c.Of], c.Words) {
				values[c.Of] = append(values[c.Of], c.Words)
			}
		}
	}
	by := map[string]*Tried{}
	add := func(words string, n counted) {
		t := by[words]
		if t == nil {
			by[words] = &Tried{Choice: words, Expanded: [2]int{n.expanded, n.expanded}, Generated: n.generated, Added: n.added}
			return
		}
		widen(&t.Expanded, [2]int{n.expanded, n.expanded})
		widen(&t.Generated, n.generated)
		widen(&t.Added, n.added)
	}
	var alone []string
	for _, r := range runs {
		differs := false
		for _, c := range r.cfg.pol.Choices() {
			if len(values[c.Of]) > 1 {
				add(c.Words, r.n)
				differs = true
			}
		}
		if !differs {
			if _, ok := by[r.cfg.Words()]; !ok {
				alone = append(alone, r.cfg.Words())
			}
			add(r.cfg.Words(), r.n)
		}
	}
	var out []Tried
	for _, d := range dims {
		if len(values[d]) > 1 {
			for _, v := range values[d] {
				out = append(out, *by[v])
			}
		}
	}
	for _, w := range alone {
		out = append(out, *by[w])
	}
	return out
}

func widen(span *[2]int, n [2]int) {
	span[0], span[1] = min(span[0], n[0]), max(span[1], n[1])
}
