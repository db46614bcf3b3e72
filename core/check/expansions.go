package check

import (
	"fmt"
	"strings"

	"frontier/core/search"
	"frontier/core/textio"
)

// expansions checks the order of the program's expansions against each
// convention of the engine: one that takes them all, in order, and stops
// where the program stopped, passes. Otherwise the convention that takes
// the most of them names the first divergence.
func (g *grader) expansions() {
	if len(g.a.Expands) == 0 {
		g.add(Check{Name: "expansions", OK: true, Skipped: true,
			Says: "The program printed no expand lines, so the order of its expansions is not checked."})
		return
	}
	if !g.readExpands() {
		return
	}
	// A model following a program must not stop short of it: room for
	// every child of every expansion it printed.
	g.sp.limit = max(g.sp.limit, 32*(len(g.wants)+1))
	g.followConventions()
	t := g.best
	if t.agreed {
		g.r.Convention = t.cfg.Words()
		g.r.Order = g.orderWords(t)
		g.add(Check{Name: "expansions", OK: true, Says: g.agreedSays(t)})
		return
	}
	g.r.Divergence = g.divergence(t)
	g.add(Check{Name: "expansions", Says: g.divergenceSays(g.r.Divergence)})
	g.diagnose(DiagWrongExpands)
	g.wrong = true
}

// readExpands reads the program's expansions as keys into g.wants, or
// fails the check at the first that is not a state.
func (g *grader) readExpands() bool {
	g.wants = make([]State, len(g.a.Expands))
	for i, text := range g.a.Expands {
		pos, err := g.p.Domain.Parse(text)
		if err != nil {
			g.add(Check{Name: "expansions", Says: fmt.Sprintf("Expansion %d, %s, is not a state: %s.", i+1, textio.Quote(text), strings.TrimSuffix(err.Error(), "."))})
			g.diagnose(DiagBadOutput)
			g.wrong = true
			g.wants = nil
			return false
		}
		g.wants[i] = g.ck.Key(pos)
	}
	return true
}

// followConventions follows the program's expansions under every
// convention: those that agree (g.agreed) may count alike or not, and the
// counts are compared with each. g.best is the trace that went furthest,
// or, of those that agree, the one that needs the fewest moves out of the
// puzzle's order.
func (g *grader) followConventions() {
	for _, c := range conventions(g.d, g.p.Pins, g.p.BeamWidth) {
		for _, fo := range g.followOrders(c) {
			t := follow(fo.space(g.sp), c, fo.ord, g.wants)
			if better(t, g.best) {
				g.best = t
			}
			if t.agreed {
				g.agreed = append(g.agreed, t)
				break
			}
		}
	}
	for _, a := range g.agreed {
		if a.m.order().contradictions() < g.best.m.order().contradictions() {
			g.best = a
		}
	}
}

// agreedSays is the passed check's sentence: the convention t agrees
// under, and how many others agree too.
func (g *grader) agreedSays(t *trial[State]) string {
	says := fmt.Sprintf("The %s agree with %s under this convention: %s.", plural(len(g.wants), "expansion"), g.p.Engine.Title(), t.cfg.Words())
	if len(g.wants) == 1 {
		says = fmt.Sprintf("The one expansion agrees with %s under this convention: %s.", g.p.Engine.Title(), t.cfg.Words())
	}
	// Ties broken by a rule of the program's own explain whatever a
	// named tie-break explains: they are not counted beside one.
	others := 0
	for _, a := range g.agreed {
		if a != t && (a.cfg.pol.Ties != search.TiesAny || t.cfg.pol.Ties == search.TiesAny) {
			others++
		}
	}
	if others > 0 {
		says += fmt.Sprintf(" This test cannot tell it from %s.", plural(others, "other convention"))
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
		return g.freeRuns(c)
	}
	o := engineOrder(c)
	if c.pol.Rule.Discipline == search.Deepening {
		o = newOrder(false)
	}
	pinOrder(o, c, g.ck.MoveNames, g.p.Pins.Order)
	return []freeRun{{ord: o}}
}

// divergence describes where trial t parted from the program.
func (g *grader) divergence(t *trial[State]) *Divergence {
	step := t.steps + 1
	var want State
	programStopped := t.steps >= len(g.wants)
	if !programStopped {
		want = g.wants[t.steps]
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
		s = fmt.Sprintf("The program stopped after %s; %s would expand %s next.", plural(dv.Step-1, "expansion"), e, dv.Engine)
	case dv.Program == "":
		s = fmt.Sprintf("The program stopped after %s, and so does %s, but the program's last steps differ.", plural(dv.Step-1, "expansion"), e)
	case dv.Engine == "":
		s = fmt.Sprintf("Expansion %d differs: the program expanded %s, but %s stops there: %s.", dv.Step, dv.Program, e, dv.Stop)
	case dv.Stop != "":
		s = fmt.Sprintf("Expansion %d differs: the program expanded %s, but %s takes the goal, %s, off the frontier there and stops.", dv.Step, dv.Program, e, dv.Engine)
	default:
		s = fmt.Sprintf("Expansion %d differs: the program expanded %s, %s would expand %s.", dv.Step, dv.Program, e, dv.Engine)
	}
	return s + " " + dv.Rule
}
