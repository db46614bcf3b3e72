package practice

import (
	"fmt"
	"slices"

	"frontier/core/search"
)

// Fates are the answers a fate question offers, in the order of its
// buttons; meets, the last, only a bidirectional search's.
var Fates = []search.Fate{search.FateAdded, search.FateDuplicate, search.FateReopened, search.FatePruned, search.FateGoal, search.FateMeet}

// prune is why IDS or IDA* skips a child.
type prune int

const (
	pruneNone  prune = iota
	pruneBack        // the move straight back to the parent
	pruneTwin        // the same state as an earlier sibling
	pruneOver        // IDA*: f above the bound
	pruneLimit       // IDS: at the depth limit, tested but not expanded
)

// pruning is why the walk of IDS or IDA* skips child k of step x, in the
// order the walk tests it; pruneNone for a child it visits, or drops as
// a cycle. Only the policy's default pruning drops the move back and a
// twin.
func (g *Grader[S]) pruning(x *search.Expansion[S], k int) prune {
	c := x.Children[k]
	if p := g.pol.Pruning; p == search.PruneParent || p == search.PruneDefault {
		if x.Node.Parent >= 0 {
			if gp, ok := g.rec.Node(x.Node.Parent); ok && gp.State == c.State {
				return pruneBack
			}
		}
		for _, sib := range x.Children[:k] {
			if sib.State == c.State {
				return pruneTwin
			}
		}
	}
	switch {
	case c.Fate == search.FateCycle:
	case !g.byDepth() && c.F > x.Bound:
		return pruneOver
	case g.byDepth() && c.Depth == x.Bound && c.Fate != search.FateGoal:
		return pruneLimit
	}
	return pruneNone
}

// Fate grades the student's fate for child k (from 0) of step i.
func (g *Grader[S]) Fate(i, k int, fate search.Fate) Verdict {
	x := g.rec.Step(i)
	c := x.Children[k]
	v := Verdict{Right: fate == c.Fate, Rule: FateRule(c.Fate), Answer: c.ID, Fate: c.Fate}
	if g.deep() {
		v.Reason = g.walkFate(x, k)
	} else {
		v.Reason = g.graphFate(x, c)
	}
	if !v.Right {
		v.Yours = fmt.Sprintf("you said %s; node %d is %s.", fate, c.ID, c.Fate)
	}
	return v
}

// walkFate says why the walk of IDS or IDA* does what it does with
// child k of step x.
func (g *Grader[S]) walkFate(x *search.Expansion[S], k int) string {
	c, e := x.Children[k], g.e.Title()
	switch g.pruning(x, k) {
	case pruneBack:
		return fmt.Sprintf("Node %d undoes the move that made node %d, straight back to node %d: %s prunes that move.", c.ID, x.Node.ID, x.Node.Parent, e)
	case pruneTwin:
		return fmt.Sprintf("Node %d has the same state as an earlier sibling: %s prunes it.", c.ID, e)
	case pruneOver:
		return fmt.Sprintf("Node %d has f = %d + %d = %d, over the bound %d: pruned, and its f is a candidate for the next bound.", c.ID, c.G, c.H, c.F, x.Bound)
	case pruneLimit:
		return fmt.Sprintf("Node %d lies at the depth limit %d: the walk tests it for the goal (it is not one) and does not expand it.", c.ID, x.Bound)
	}
	switch {
	case c.Fate == search.FateCycle:
		return fmt.Sprintf("Node %d's state is on its own path from the start: %s prunes it.", c.ID, e)
	case c.Fate == search.FateGoal:
		return fmt.Sprintf("The walk reaches node %d and it passes the goal test: %s stops there.", c.ID, e)
	case g.byDepth():
		return fmt.Sprintf("Node %d, at depth %d, is within the depth limit %d: the walk will visit and expand it.", c.ID, c.Depth, x.Bound)
	}
	return fmt.Sprintf("Node %d has f = %d + %d = %d, within the bound %d: the walk will visit and expand it.", c.ID, c.G, c.H, c.F, x.Bound)
}

// graphFate says why a search with a frontier (BFS, DFS, UCS, greedy,
// A*, beam) does what it does with child c of step x, by its policy's
// pruning, what it counts as seen, how it takes a cheaper path and when it
// tests the goal.
func (g *Grader[S]) graphFate(x *search.Expansion[S], c search.Child[S]) string {
	e := g.e.Title()
	switch c.Fate {
	case search.FateGoal:
		return fmt.Sprintf("Node %d passes the goal test as it is generated: %s stops there.", c.ID, e)
	case search.FateCycle:
		return fmt.Sprintf("Node %d's state is on its own path from the start: %s drops it.", c.ID, e)
	case search.FateMeet:
		return fmt.Sprintf("Node %d's state was reached from the other side: %s's two frontiers meet there.", c.ID, e)
	case search.FateReopened:
		old, _ := g.ref(g.expanded, c)
		return fmt.Sprintf("Node %d's state was expanded before at g = %d (node %d); this path costs only %d: %s puts it back on the frontier.", c.ID, old.G, old.ID, c.G, e)
	case search.FateDuplicate:
		return g.duplicate(c)
	}
	text := g.added(x, c)
	if g.goalState != nil && *g.goalState == c.State && g.pol.GoalTest != search.GoalOnGeneration {
		text += fmt.Sprintf(" It is the goal, but %s tests a node only when it takes it off the frontier.", e)
	}
	return text
}

// ref is the node refs gives child c, if any.
func (g *Grader[S]) ref(refs []int, c search.Child[S]) (search.Child[S], bool) {
	if c.ID >= len(refs) || refs[c.ID] < 0 {
		return search.Child[S]{}, false
	}
	return g.rec.Node(refs[c.ID])
}

// duplicate says why child c is dropped as a state seen before.
func (g *Grader[S]) duplicate(c search.Child[S]) string {
	e, pol := g.e.Title(), g.pol
	kept, wasKept := g.ref(g.kept, c)
	old, wasExpanded := g.ref(g.expanded, c)
	switch {
	case !wasKept:
		return fmt.Sprintf("Node %d's state was reached before: %s skips it.", c.ID, e)
	case pol.Rule.Discipline == search.Rounds:
		return fmt.Sprintf("Node %d's state was kept before, as node %d: %s skips it.", c.ID, kept.ID, e)
	case pol.Seen == search.SeenExpanded && wasExpanded:
		return fmt.Sprintf("Node %d's state was reached before and expanded, as node %d: %s skips it, %s.", c.ID, old.ID, e, pol.Seen.Words())
	case pol.Update == search.UpdateNone:
		return fmt.Sprintf("Node %d's state was reached before, as node %d: %s skips it, %s.", c.ID, kept.ID, e, pol.Seen.Words())
	case wasExpanded && c.G < old.G:
		return fmt.Sprintf("Node %d's state was reached before and expanded at g = %d (node %d); this path costs only %d, but %s reopens no explored state: it skips it.", c.ID, old.G, old.ID, c.G, e)
	}
	return fmt.Sprintf("Node %d's state was reached before at g = %d (node %d), no more than this path's %d: %s skips it.", c.ID, kept.G, kept.ID, c.G, e)
}

// added says why child c of step x joins the frontier.
func (g *Grader[S]) added(x *search.Expansion[S], c search.Child[S]) string {
	e, pol := g.e.Title(), g.pol
	kept, wasKept := g.ref(g.kept, c)
	switch {
	case pol.Rule.Discipline == search.Rounds:
		return fmt.Sprintf("Node %d's state is new: a candidate for the next round; %s %s.", c.ID, e, pol.Rule.Words())
	case pol.Pruning == search.PruneNone:
		return fmt.Sprintf("Node %d: %s keeps no record of the states it reached (tree search), so it adds it to the frontier.", c.ID, e)
	case pol.Pruning == search.PrunePath:
		return fmt.Sprintf("Node %d's state is not on its own path from the start: %s adds it to the frontier.", c.ID, e)
	case wasKept && slices.Contains(x.Dropped, kept.ID):
		how := "adds it, and the old entry is dropped"
		if pol.Update == search.UpdateInPlace {
			how = "adds it in the old entry's place"
		}
		return fmt.Sprintf("Node %d's state is on the frontier at g = %d (node %d), but this path is cheaper, %d: %s %s.", c.ID, kept.G, kept.ID, c.G, e, how)
	case wasKept && pol.Seen == search.SeenExpanded:
		return fmt.Sprintf("Node %d's state waits on the frontier already, as node %d: %s adds it too, %s.", c.ID, kept.ID, e, pol.Seen.Words())
	case pol.GoalTest == search.GoalOnGeneration:
		return fmt.Sprintf("Node %d's state was never reached before and is not the goal: %s adds it to the frontier.", c.ID, e)
	}
	return fmt.Sprintf("Node %d's state was never reached before: %s adds it to the frontier.", c.ID, e)
}
