package practice

import (
	"fmt"

	"frontier/core/search"
	"frontier/core/textio"
)

// Pick grades the student's pick, node id pick, of the entry expanded
// after position i (see Ask), from the frontier shown to them. An id not
// on shown is wrong. It panics when Ask(i) is not Pick.
func (g *Grader[S]) Pick(i int, shown []search.Node[S], pick int) Verdict {
	n, ok := g.taken(i)
	if !ok || g.passEnds(i) {
		panic("practice: no pick to grade at this position")
	}
	v := Verdict{Right: pick == n.ID, Answer: n.ID}
	switch {
	case len(shown) == 1 && shown[0].ID == n.ID:
		v.Rule, v.Reason = RuleOnly, fmt.Sprintf("Node %d is the only node on the frontier.", n.ID)
	case g.ordered() && g.first(shown) == n.ID:
		g.byOrder(&v, i, shown, n, pick)
	case g.pol.Rule.Discipline == search.Rounds:
		g.beamOrder(&v, i, shown, n, pick)
	case g.pol.Rule.Discipline == search.Deepening:
		g.depthFirst(&v, i, shown, n, pick)
	default:
		v.Rule = Rule(g.e.Title())
		v.Reason = fmt.Sprintf("%s took node %d. %s", g.e.Title(), n.ID, g.tieBreak())
	}
	if id, ok := g.rec.Goal(); ok && id == n.ID {
		v.Reason += fmt.Sprintf(" It is the goal: it passes the goal test as %s takes it.", g.e.Title())
	}
	if !v.Right && v.Yours == "" {
		v.Yours = g.notOnShow(shown, pick)
	}
	return v
}

// notOnShow is what is wrong with a pick the engine's rule does not
// rank: a node the frontier does not list.
func (g *Grader[S]) notOnShow(shown []search.Node[S], pick int) string {
	if _, ok := find(shown, pick); !ok {
		return fmt.Sprintf("node %d is not on the frontier.", pick)
	}
	return fmt.Sprintf("you picked node %d.", pick)
}

func find[S comparable](list []search.Node[S], id int) (search.Node[S], bool) {
	for _, n := range list {
		if n.ID == id {
			return n, true
		}
	}
	return search.Node[S]{}, false
}

// ordered reports whether the policy orders the frontier entry by entry
// (Policy.Before): a queue, a stack, the lowest key first.
func (g *Grader[S]) ordered() bool {
	switch g.pol.Rule.Discipline {
	case search.Queue, search.Stack, search.Lowest:
		return true
	}
	return false
}

// first is the entry of shown the policy takes first.
func (g *Grader[S]) first(shown []search.Node[S]) int {
	best := shown[0]
	for _, s := range shown[1:] {
		if g.pol.Before(g.entry(s), g.entry(best)) {
			best = s
		}
	}
	return best.ID
}

// tieBreak is the sentence that says how the engine orders its frontier,
// ties included: the policy's, or the engine's own where the policy says
// none.
func (g *Grader[S]) tieBreak() string {
	if t := g.pol.TieBreak(); t != "" {
		return t
	}
	return g.d.TieBreak
}

// byOrder explains a pick the policy's order makes, n first among the
// entries shown: the rule in the policy's words and where n stands by
// it; where others share n's key, the tie-break sentence; where others
// are ranked alike but for the order of moves, the sentence too, which
// says that order.
func (g *Grader[S]) byOrder(v *Verdict, i int, shown []search.Node[S], n search.Node[S], pick int) {
	rule, en := g.pol.Rule, g.entry(n)
	v.Rule = orderRule(rule)
	v.Reason = fmt.Sprintf("%s %s: node %d%s.", g.e.Title(), rule.Words(), n.ID, g.standing(i, n))
	var keyTies []int
	moveTie := false
	for _, s := range shown {
		es := g.entry(s)
		if rule.Discipline == search.Lowest && es.Key == en.Key {
			keyTies = append(keyTies, s.ID)
		}
		moveTie = moveTie || s.ID != n.ID && g.pol.Tied(en, es)
	}
	switch {
	case len(keyTies) > 1:
		v.Rule, v.Tie = RuleTieBreak, true
		v.Reason = fmt.Sprintf("Nodes %s share the lowest %s, %d: the tie-break decided: node %d. %s",
			list(keyTies), rule.Key.Phrase(), en.Key, n.ID, g.tieBreak())
	case moveTie:
		v.Reason += " " + g.tieBreak()
	}
	if p, ok := find(shown, pick); ok && !v.Right {
		v.Yours = g.behind(p, n)
	}
}

// orderRule is the rule a pick by the policy's order tests.
func orderRule(r search.Rule) Rule {
	switch {
	case r.Discipline == search.Queue:
		return RuleFIFO
	case r.Discipline == search.Stack:
		return RuleLIFO
	case r.Key == search.KeyH:
		return RuleLowestH
	case r.Key == search.KeyF:
		return RuleLowestF
	}
	return RuleLowestG
}

// standing is where node n, taken after position i, stands by the
// policy's rule: its key worked out, the time it joined the frontier, or
// the expansion that made it.
func (g *Grader[S]) standing(i int, n search.Node[S]) string {
	switch g.pol.Rule.Discipline {
	case search.Lowest:
		return ", " + g.pol.Rule.Key.Worked(n.G, n.H, n.Depth)
	case search.Queue:
		return " joined the frontier before every other node listed"
	}
	if i > 0 && g.rec.Step(i).Node.ID == n.Parent {
		return fmt.Sprintf(", the first child left of node %d, which was just expanded", n.Parent)
	}
	return fmt.Sprintf(", the next child left of node %d: the node just expanded added nothing to the frontier", n.Parent)
}

// behind says what puts entry p after n in the policy's order: the first
// of the key, the estimate, the time each joined the frontier and the
// order of moves that tells them apart.
func (g *Grader[S]) behind(p, n search.Node[S]) string {
	ep, en := g.entry(p), g.entry(n)
	k := g.pol.Rule.Key
	when := "before"
	if ep.Stamp > en.Stamp || ep.Stamp == en.Stamp && ep.Move > en.Move {
		when = "after"
	}
	fact := fmt.Sprintf("joined the frontier %s node %d", when, n.ID)
	if ep.Stamp == en.Stamp {
		fact = fmt.Sprintf("comes %s node %d in move order", when, n.ID)
	}
	if g.pol.Rule.Discipline != search.Lowest {
		return fmt.Sprintf("node %d %s.", p.ID, fact)
	}
	same := fmt.Sprintf("node %d has %s = %d too, but ", p.ID, k.Name(), ep.Key)
	switch {
	case ep.Key != en.Key:
		return fmt.Sprintf("node %d has %s, more than %d.", p.ID, k.Worked(p.G, p.H, p.Depth), en.Key)
	case g.pol.LowH() && ep.H != en.H:
		return same + fmt.Sprintf("h = %d, more than node %d's %d.", ep.H, n.ID, en.H)
	case g.pol.Ties == search.TiesAny:
		return same + fmt.Sprintf("the tie-break took node %d.", n.ID)
	}
	return same + "it " + fact + "."
}

// tied lists the ids of the entries of priority f.
func tied[S comparable](shown []search.Node[S], f int) []int {
	var ids []int
	for _, s := range shown {
		if s.F == f {
			ids = append(ids, s.ID)
		}
	}
	return ids
}

// list is "4, 7 and 9".
func list(ids []int) string {
	words := make([]string, len(ids))
	for k, id := range ids {
		words[k] = fmt.Sprint(id)
	}
	return textio.JoinAnd(words)
}

// beamOrder explains beam search: the rest of this round's beam, then
// the next round's, by the rule and the tie-break sentence. A round's
// beam is one depth of the tree.
func (g *Grader[S]) beamOrder(v *Verdict, i int, shown []search.Node[S], n search.Node[S], pick int) {
	depth := 0
	if i > 0 {
		depth = g.rec.Step(i).Node.Depth
	}
	var round []search.Node[S]
	for _, s := range shown {
		if s.Depth == n.Depth {
			round = append(round, s)
		}
	}
	k := g.pol.Rule.Key
	worked := k.Worked(n.G, n.H, n.Depth)
	v.Rule = RuleBeamOrder
	if n.Depth == depth {
		v.Reason = fmt.Sprintf("This round's beam (depth %d) goes on: node %d, %s.", depth, n.ID, worked)
	} else {
		v.Rule = RuleLowestH
		v.Reason = fmt.Sprintf("This round's beam is done; %s %s: the next round (depth %d) starts with node %d, %s.",
			g.e.Title(), g.pol.Rule.Words(), n.Depth, n.ID, worked)
	}
	if ties := tied(round, n.F); len(ties) > 1 {
		v.Rule, v.Tie = RuleTieBreak, true
		v.Reason += fmt.Sprintf(" Nodes %s all have %s = %d: the tie-break decided: node %d.", list(ties), k.Name(), n.F, n.ID)
	}
	v.Reason += " " + g.tieBreak()
	p, ok := find(shown, pick)
	when := "before"
	if p.ID > n.ID {
		when = "after"
	}
	switch {
	case !ok || v.Right:
	case p.Depth != n.Depth:
		v.Yours = fmt.Sprintf("node %d belongs to the round at depth %d, not this one.", p.ID, p.Depth)
	case p.F > n.F:
		v.Yours = fmt.Sprintf("node %d has %s, more than %d.", p.ID, k.Worked(p.G, p.H, p.Depth), n.F)
	default:
		v.Yours = fmt.Sprintf("node %d has %s = %d too, but it was generated %s node %d.", p.ID, k.Name(), p.F, when, n.ID)
	}
}

// depthFirst explains IDS and IDA*: the walk goes down to the first
// child of the node just expanded that it visits, and else backs up to
// the deepest node with a child left to visit.
func (g *Grader[S]) depthFirst(v *Verdict, i int, shown []search.Node[S], n search.Node[S], pick int) {
	v.Rule = RuleDepthFirst
	within := fmt.Sprintf("within the bound f ≤ %d", g.boundAt(i))
	if g.byDepth() {
		within = fmt.Sprintf("within the depth limit %d", g.boundAt(i))
	}
	rule := g.e.Title() + " " + g.pol.Rule.Words()
	switch {
	case n.ID == 0:
		v.Reason = "A pass starts from the start, node 0."
	case i > 0 && g.rec.Step(i).Node.ID == n.Parent:
		v.Reason = fmt.Sprintf("%s, here %s: node %d, the first child of node %d, just expanded, that the walk visits.", rule, within, n.ID, n.Parent)
	default:
		v.Reason = fmt.Sprintf("%s, here %s: the node just expanded left no child to visit, so the walk backs up to node %d and takes its next child in move order, node %d.", rule, within, n.Parent, n.ID)
	}
	if _, ok := find(shown, pick); ok && !v.Right {
		v.Yours = fmt.Sprintf("the walk reaches node %d later.", pick)
	}
}
