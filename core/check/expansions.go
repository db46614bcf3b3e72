package check

import (
	"fmt"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/search"
	"frontier/core/textio"
)

// expansionFindings are the expansions' checks, the program's expansions
// as keys, the trial that explains them best and every trial that
// explains them all, the convention and order recognised, or where the
// best parted from the program.
type expansionFindings struct {
	findings
	wants             []State
	best              *trial[State]
	agreed            []*trial[State]
	convention, order string
	divergence        *Divergence
}

// checkExpansions checks the order of the program's expansions against
// each convention of the engine: one that takes them all, in order, and
// stops where the program stopped, passes. Otherwise the convention that
// takes the most of them names the first divergence.
func (g *grader) checkExpansions() expansionFindings {
	var f expansionFindings
	if len(g.a.Expands) == 0 {
		f.add(Check{Name: "expansions", OK: true, Skipped: true,
			Says: "The program printed no expand lines, so the order of its expansions is not checked."})
		return f
	}
	if f.wants = g.readExpands(&f.findings); f.wants == nil {
		return f
	}
	f.best, f.agreed = g.followConventions(f.wants)
	t := f.best
	if t.agreed {
		f.convention, f.order = t.cfg.Words(), g.orderWords(t)
		f.add(Check{Name: "expansions", OK: true, Says: g.agreedSays(t, f.agreed, len(f.wants))})
		return f
	}
	f.divergence = g.divergence(t, f.wants)
	f.fail(Check{Name: "expansions", Says: g.divergenceSays(f.divergence)}, DiagWrongExpands)
	return f
}

// readExpands reads the program's expansions as keys, or fails the
// check at the first that is not a state (nil).
func (g *grader) readExpands(f *findings) []State {
	wants := make([]State, len(g.a.Expands))
	for i, text := range g.a.Expands {
		pos, err := g.p.Domain.Parse(text)
		if err != nil {
			f.fail(Check{Name: "expansions", Says: fmt.Sprintf("Expansion %d, %s, is not a state: %s.", i+1, textio.Quote(text), strings.TrimSuffix(err.Error(), "."))}, DiagBadOutput)
			return nil
		}
		wants[i] = g.ck.Key(pos)
	}
	return wants
}

// followConventions follows the program's expansions, wants, under every
// convention: those that agree may count alike or not, and the counts
// are compared with each. best is the trial that went furthest, or, of
// those that agree, the one that needs the fewest moves out of the
// puzzle's order.
func (g *grader) followConventions(wants []State) (best *trial[State], agreed []*trial[State]) {
	for _, c := range conventions(g.d, g.p.Pins, g.p.BeamWidth) {
		for _, fo := range g.followOrders(c) {
			t := follow(fo.space(g.sp), c, fo.ord, wants)
			if better(t, best) {
				best = t
			}
			if t.agreed {
				agreed = append(agreed, t)
				break
			}
		}
	}
	for _, a := range agreed {
		if a.m.order().contradictions() < best.m.order().contradictions() {
			best = a
		}
	}
	return best, agreed
}

// agreedSays is the passed check's sentence: the convention t agrees
// under, and how many others agree too.
func (g *grader) agreedSays(t *trial[State], agreed []*trial[State], n int) string {
	says := fmt.Sprintf("The %s agree with %s under this convention: %s.", numfmt.Plural(n, "expansion"), g.p.Engine.Title(), t.cfg.Words())
	if n == 1 {
		says = fmt.Sprintf("The one expansion agrees with %s under this convention: %s.", g.p.Engine.Title(), t.cfg.Words())
	}
	// Ties broken by a rule of the program's own explain whatever a
	// named tie-break explains: they are not counted beside one.
	others := 0
	for _, a := range agreed {
		if a != t && (a.cfg.pol.Ties != search.TiesAny || t.cfg.pol.Ties == search.TiesAny) {
			others++
		}
	}
	if others > 0 {
		says += fmt.Sprintf(" This test cannot tell it from %s.", numfmt.Plural(others, "other convention"))
	}
	if t.goalPrinted {
		says += " The last is the goal, printed as the program takes it off the frontier."
	}
	return says
}

// followOrders are the orders a convention is tried in when a program
// prints its expansions: one learnt from them, or, for beam search,
// which learns none, each order a program may fix (see freeRuns).
func (g *grader) followOrders(c *config) []freeRun {
	if c.pol.Rule.Discipline == search.Rounds {
		return g.freeRuns(c, nil)
	}
	o := engineOrder(c)
	if c.pol.Rule.Discipline == search.Deepening {
		o = newOrder(false)
	}
	chain(o, g.ck.MoveNames, g.p.Pins.Order, c.pol.Reversed())
	return []freeRun{{ord: o}}
}

// divergence describes where trial t parted from the program, whose
// expansions are wants.
func (g *grader) divergence(t *trial[State], wants []State) *Divergence {
	step := t.steps + 1
	var want State
	programStopped := t.steps >= len(wants)
	if !programStopped {
		want = wants[t.steps]
	}
	v := t.m.snapshot(8, want)
	dv := &Divergence{Step: step, Convention: t.cfg.Words(), FrontierSize: v.size, Pass: v.pass, Bound: v.bound}
	if t.cfg.pol.Rule.Discipline != search.Deepening {
		dv.Pass, dv.Bound = 0, 0
	}
	for _, i := range v.entries {
		dv.Frontier = append(dv.Frontier, g.nodeOf(t, i))
	}
	if !programStopped {
		dv.Program = g.ck.Words(g.ck.Show(g.p.Start, want))
		if v.of >= 0 {
			n := g.nodeOf(t, v.at)
			dv.ProgramNode = &n
		}
	}
	switch {
	case t.at.kind == evDiverge && t.at.node >= 0:
		n := g.nodeOf(t, t.at.node)
		dv.Engine, dv.EngineNode = n.State, &n
	case t.at.kind == evStop && t.at.stop == search.StopGoal && t.at.node >= 0:
		dv.Stop = "it has found the goal"
	case t.at.kind == evDiverge && t.at.stop == search.StopGoal:
		dv.Stop = "it takes the goal off the frontier"
		if len(dv.Frontier) > 0 {
			n := dv.Frontier[0]
			dv.Engine, dv.EngineNode = n.State, &n
		}
	default:
		dv.Stop = stopWords(t.at.stop)
	}
	dv.Rule = g.ruleSays(t, dv, v)
	return dv
}

// nodeOf is node i of trial t as a report shows it.
func (g *grader) nodeOf(t *trial[State], i int32) Node {
	n := t.m.node(i)
	return Node{State: g.ck.Words(g.ck.Show(g.p.Start, n.state)), G: n.g, H: n.h,
		F: g.fOf(t.cfg, n), Depth: n.depth}
}

// fOf is the key a node's f shows: the rule's key, g for the uninformed.
func (g *grader) fOf(c *config, n *mnode[State]) int {
	switch c.pol.Rule.Key {
	case search.KeyH, search.KeyF:
		return c.pol.Rule.Key.Of(n.g, n.h, n.depth)
	}
	return n.g
}

// stopWords says why a search stopped, to finish "stops: …".
func stopWords(r search.StopReason) string {
	switch r {
	case search.StopGoal:
		return "it has found the goal"
	case search.StopExhausted:
		return "nothing is left to expand"
	case search.StopNodeLimit:
		return "it reached the node limit"
	}
	return string(r)
}

// divergenceSays is the check's sentence on a divergence.
func (g *grader) divergenceSays(dv *Divergence) string {
	e := g.p.Engine.Title()
	var s string
	switch {
	case dv.Program == "" && dv.Engine != "":
		s = fmt.Sprintf("The program stopped after %s; %s would expand %s next.", numfmt.Plural(dv.Step-1, "expansion"), e, dv.Engine)
	case dv.Program == "":
		s = fmt.Sprintf("The program stopped after %s, and so does %s, but the program's last steps differ.", numfmt.Plural(dv.Step-1, "expansion"), e)
	case dv.Engine == "":
		s = fmt.Sprintf("Expansion %d differs: the program expanded %s, but %s stops there: %s.", dv.Step, dv.Program, e, dv.Stop)
	case dv.Stop != "":
		s = fmt.Sprintf("Expansion %d differs: the program expanded %s, but %s takes the goal, %s, off the frontier there and stops.", dv.Step, dv.Program, e, dv.Engine)
	default:
		s = fmt.Sprintf("Expansion %d differs: the program expanded %s, %s would expand %s.", dv.Step, dv.Program, e, dv.Engine)
	}
	return s + " " + dv.Rule
}
