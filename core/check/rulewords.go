package check

import (
	"fmt"
	"slices"
	"strings"

	"frontier/core/search"
)

// ruleSays explains a divergence by the engine's rule: why the engine
// takes its node rather than the program's.
func (g *grader) ruleSays(t *trial[State], dv *Divergence, v frontierView) string {
	e, c := g.p.Engine.Title(), t.cfg
	p, n := dv.ProgramNode, dv.EngineNode
	switch {
	case dv.Program == "" && n == nil:
		return ""
	case dv.Program == "":
		return g.goalWaits(t, dv)
	case p == nil:
		return notOnFrontier(c, dv, v)
	case n == nil:
		return fmt.Sprintf("%s %s.", e, c.pol.Rule.Words())
	}
	switch c.pol.Rule.Discipline {
	case search.Lowest:
		k := c.pol.Rule.Key
		name := k.Name()
		if p.F != n.F {
			return fmt.Sprintf("%s expands the lowest %s: %s has %s < %d.", e, k.Formula(), n.State, k.Worked(n.G, n.H, n.Depth), p.F)
		}
		if c.pol.LowH() && p.H != n.H {
			return fmt.Sprintf("Both have %s = %d, and ties go to the lowest h: %s has h = %d < %d.", name, n.F, n.State, n.H, p.H)
		}
		return fmt.Sprintf("Both have %s = %d, and the tie goes to %s: %s.", name, n.F, n.State, g.tieWhy(t, dv))
	case search.Queue:
		return fmt.Sprintf("BFS expands the node that has waited longest: %s.", g.tieWhy(t, dv))
	case search.Stack:
		return fmt.Sprintf("DFS expands the node added last: %s.", g.tieWhy(t, dv))
	case search.Deepening:
		return fmt.Sprintf("%s goes depth first within the %s %d (pass %d): %s is the next node the walk expands; yours comes later.",
			e, boundName(c), dv.Bound, dv.Pass, n.State)
	case search.Rounds:
		return fmt.Sprintf("Beam search expands each round's beam in order of h: %s (h = %d) comes next.", n.State, n.H)
	case search.Meet:
		return fmt.Sprintf("%s expands the whole next layer of the side whose layer is smaller (the start's on a tie), in the order its nodes joined it: %s comes next.", e, n.State)
	}
	return ""
}

// goalWaits explains why the engine goes on where the program stopped at
// the goal: the goal is on the frontier but not first.
func (g *grader) goalWaits(t *trial[State], dv *Divergence) string {
	e, c, n := g.p.Engine.Title(), t.cfg, dv.EngineNode
	goal := g.ck.Words(g.p.Domain.Goal())
	for _, f := range dv.Frontier {
		if f.State == goal && c.pol.Rule.Discipline == search.Lowest {
			k := c.pol.Rule.Key
			return fmt.Sprintf("The goal waits on the frontier with %s, but %s expands the lowest %s first: %s has %s.",
				k.Worked(f.G, f.H, f.Depth), e, k.Formula(), n.State, k.Worked(n.G, n.H, n.Depth))
		}
	}
	if c.pol.Rule.Discipline == search.Meet {
		return fmt.Sprintf("%s finishes the layer in which the sides first meet before it stops: a later node of that layer may meet the other side by a shorter path.", e)
	}
	return fmt.Sprintf("The goal is not first on the frontier: %s %s.", e, c.pol.Rule.Words())
}

// notOnFrontier explains why the state the program expanded could not be
// expanded then.
func notOnFrontier(c *config, dv *Divergence, v frontierView) string {
	switch {
	case v.explored && c.pol.Rule.Discipline != search.Deepening:
		return fmt.Sprintf("%s was expanded before and is not on the frontier again under this convention (%s).", dv.Program, c.Words())
	case !v.generated:
		return fmt.Sprintf("%s is not on the frontier: no expansion so far has generated it.", dv.Program)
	case c.pol.Rule.Discipline == search.Deepening:
		return fmt.Sprintf("%s is not among the children the walk has left to enter within the %s %d.", dv.Program, boundName(c), dv.Bound)
	}
	return fmt.Sprintf("%s is not on the frontier: its copies there were dropped or made stale (%s).", dv.Program, c.Words())
}

func boundName(c *config) string {
	if c.pol.Rule.Key == search.KeyF {
		return "bound on f"
	}
	return "depth limit"
}

// tieWhy says why, of two nodes of one key, the engine takes its own:
// when each joined the frontier, or the order of one expansion's
// children.
func (g *grader) tieWhy(t *trial[State], dv *Divergence) string {
	pi, ni := g.nodeIn(t, dv.ProgramNode), g.nodeIn(t, dv.EngineNode)
	if pi == nil || ni == nil {
		return t.cfg.Words()
	}
	switch {
	case pi.stamp == ni.stamp:
		return "both are children of one expansion, and the order of its children that your earlier expansions show puts it first"
	case t.cfg.pol.FirstIn():
		return fmt.Sprintf("it joined the frontier at expansion %d, yours at expansion %d, and the node added first goes first", ni.stamp, pi.stamp)
	}
	return fmt.Sprintf("it joined the frontier at expansion %d, yours at expansion %d, and the node added last goes first", ni.stamp, pi.stamp)
}

// nodeIn finds the model's node a report's node shows: on the frontier,
// the first with its state, key and g.
func (g *grader) nodeIn(t *trial[State], n *Node) *mnode[State] {
	if n == nil {
		return nil
	}
	v := t.m.snapshot(1<<30, State{})
	for _, i := range v.entries {
		m := t.m.node(i)
		if g.ck.Words(g.ck.Show(g.p.Start, m.state)) == n.State && m.g == n.G {
			return m
		}
	}
	return nil
}

// orderWords says the order of moves a trial learnt, for a puzzle whose
// moves are named alike everywhere: "up, left, down, right".
func (g *grader) orderWords(t *trial[State]) string {
	if !g.ck.FixedMoves || t.cfg.pol.Rule.Discipline == search.Rounds {
		return ""
	}
	o := t.m.order()
	var sl []slot
	for i := range g.ck.MoveNames {
		sl = append(sl, slot{index: int8(i)})
	}
	var names []string
	for len(sl) > 0 {
		k := o.first(sl)
		names = append(names, g.ck.MoveNames[sl[k].index])
		sl = append(sl[:k], sl[k+1:]...)
	}
	if o.known() == 0 {
		return ""
	}
	// The order a program tries its moves in: the order they leave the
	// frontier, but for the last-in ties of a priority queue, which take
	// the last child first.
	if t.cfg.pol.Rule.Discipline == search.Lowest && !t.cfg.pol.FirstIn() {
		slices.Reverse(names)
	}
	words := strings.Join(names, ", ")
	var open []string
	for i := range g.ck.MoveNames {
		for j := i + 1; j < len(g.ck.MoveNames); j++ {
			a, b := slot{index: int8(i)}, slot{index: int8(j)}
			if !o.before(a, b) && !o.before(b, a) {
				open = append(open, g.ck.MoveNames[i]+" and "+g.ck.MoveNames[j])
			}
		}
	}
	switch {
	case len(open) == 1:
		words += " (this test does not show the order of " + open[0] + ")"
	case len(open) > 1:
		words += fmt.Sprintf(" (this test does not show the order of %d pairs of moves, such as %s)", len(open), open[0])
	}
	return words
}
