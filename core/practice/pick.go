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
	if len(shown) == 1 && shown[0].ID == n.ID {
		v.Rule, v.Reason = RuleOnly, fmt.Sprintf("Node %d is the only node on the frontier.", n.ID)
	} else {
		switch g.d.Policy.Rule.Discipline {
		case search.Queue:
			g.fifo(&v, shown, n, pick)
		case search.Stack:
			g.lifo(&v, i, shown, n, pick)
		case search.Lowest:
			g.lowest(&v, shown, n, pick)
		case search.Rounds:
			g.beamOrder(&v, i, shown, n, pick)
		case search.Deepening:
			g.depthFirst(&v, i, shown, n, pick)
		default:
			v.Rule = Rule(g.e.Title())
			v.Reason = fmt.Sprintf("%s took node %d. %s", g.e.Title(), n.ID, g.e.TieBreak())
		}
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

// fifo explains BFS: the node that joined the frontier first, which has
// the lowest number.
func (g *Grader[S]) fifo(v *Verdict, shown []search.Node[S], n search.Node[S], pick int) {
	v.Rule = RuleFIFO
	v.Reason = fmt.Sprintf("%s expands the node that has waited longest, first in, first out: node %d joined the frontier before every other node listed.", g.e.Title(), n.ID)
	if p, ok := find(shown, pick); ok && !v.Right {
		v.Yours = fmt.Sprintf("node %d joined the frontier after node %d.", p.ID, n.ID)
	}
}

// lifo explains DFS: the top of the stack, the first child left of the
// latest expansion that left any.
func (g *Grader[S]) lifo(v *Verdict, i int, shown []search.Node[S], n search.Node[S], pick int) {
	v.Rule = RuleLIFO
	if i > 0 && g.rec.Step(i).Node.ID == n.Parent {
		v.Reason = fmt.Sprintf("%s takes the top of its stack, last in, first out: node %d, the first child of node %d, which was just expanded (its children go on the stack last, pushed so that the first in move order comes out first).", g.e.Title(), n.ID, n.Parent)
	} else {
		v.Reason = fmt.Sprintf("%s takes the top of its stack, last in, first out: the node just expanded added nothing to it, so the top is node %d, the next child left of node %d.", g.e.Title(), n.ID, n.Parent)
	}
	if _, ok := find(shown, pick); ok && !v.Right {
		v.Yours = fmt.Sprintf("node %d lies deeper in the stack: it went on it before node %d.", pick, n.ID)
	}
}

// measure is the key of the engine's rule as the student reads it: its
// name, the rule, and a node's key worked out.
func (g *Grader[S]) measure() (name, rule string, of func(n nodeCosts) string) {
	k := g.d.Policy.Rule.Key
	if k == search.KeyNone || k == search.KeyDepth {
		k = search.KeyG
	}
	return k.Name(), "the lowest " + k.Phrase(), func(n nodeCosts) string { return k.Worked(n.G, n.H, 0) }
}

// lowestRule is the rule a pick of the lowest key tests.
func lowestRule(k search.Key) Rule {
	switch k {
	case search.KeyH:
		return RuleLowestH
	case search.KeyF:
		return RuleLowestF
	}
	return RuleLowestG
}

type nodeCosts struct{ G, H, F int }

func costs[S comparable](n search.Node[S]) nodeCosts { return nodeCosts{n.G, n.H, n.F} }

// lowest explains UCS, greedy and A*: the lowest priority, ties to the
// entry added last, which has the highest number.
func (g *Grader[S]) lowest(v *Verdict, shown []search.Node[S], n search.Node[S], pick int) {
	name, rule, of := g.measure()
	v.Rule = lowestRule(g.d.Policy.Rule.Key)
	v.Reason = fmt.Sprintf("%s expands %s: node %d, %s.", g.e.Title(), rule, n.ID, of(costs(n)))
	ties := tied(shown, n.F)
	if len(ties) > 1 {
		v.Rule, v.Tie = RuleTieBreak, true
		v.Reason = fmt.Sprintf("Nodes %s share %s, %d: the tie-break decided. Among equal %s, %s takes the node added to the frontier last: node %d.",
			list(ties), rule, n.F, name, g.e.Title(), n.ID)
	}
	p, ok := find(shown, pick)
	switch {
	case !ok || v.Right:
	case p.F > n.F:
		v.Yours = fmt.Sprintf("node %d has %s, more than %d.", p.ID, of(costs(p)), n.F)
	case p.F == n.F:
		v.Yours = fmt.Sprintf("node %d has %s = %d too, but it was added before node %d.", p.ID, name, p.F, n.ID)
	}
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

// beamOrder explains beam search: the rest of this round's beam in order
// of h, then the next round's, the candidates of lowest h, ties to the
// one generated first. A round's beam is one depth of the tree.
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
	v.Rule = RuleBeamOrder
	if n.Depth == depth {
		v.Reason = fmt.Sprintf("Beam search finishes this round's beam (depth %d) before the next, in order of h: node %d, h = %d.", depth, n.ID, n.H)
	} else {
		v.Rule = RuleLowestH
		v.Reason = fmt.Sprintf("This round's beam is done; the next round (depth %d) keeps the candidates of lowest h and starts with the lowest: node %d, h = %d.", n.Depth, n.ID, n.H)
	}
	if ties := tied(round, n.F); len(ties) > 1 {
		v.Rule, v.Tie = RuleTieBreak, true
		v.Reason += fmt.Sprintf(" Nodes %s all have h = %d: the tie-break decided. Among equal h, the one generated first: node %d.", list(ties), n.H, n.ID)
	}
	p, ok := find(shown, pick)
	switch {
	case !ok || v.Right:
	case p.Depth != n.Depth:
		v.Yours = fmt.Sprintf("node %d belongs to the round at depth %d, not this one.", p.ID, p.Depth)
	case p.F > n.F:
		v.Yours = fmt.Sprintf("node %d has h = %d, more than %d.", p.ID, p.H, n.H)
	default:
		v.Yours = fmt.Sprintf("node %d has h = %d too, but it was generated after node %d.", p.ID, p.H, n.ID)
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
	switch {
	case n.ID == 0:
		v.Reason = "A pass starts from the start, node 0."

	case i > 0 && g.rec.Step(i).Node.ID == n.Parent:
		v.Reason = fmt.Sprintf("%s goes depth first, %s: node %d, the first child of node %d, just expanded, that the walk visits.", g.e.Title(), within, n.ID, n.Parent)
	default:
		v.Reason = fmt.Sprintf("%s goes depth first, %s: the node just expanded left no child to visit, so the walk backs up to node %d and takes its next child in move order, node %d.", g.e.Title(), within, n.Parent, n.ID)
	}
	if _, ok := find(shown, pick); ok && !v.Right {
		v.Yours = fmt.Sprintf("the walk reaches node %d later.", pick)
	}
}
