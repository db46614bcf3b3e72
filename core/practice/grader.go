// Package practice grades a student who predicts a recorded search step
// by step (search.Recording): which frontier entry the engine expands
// next, what becomes of each child, and, for IDS and IDA*, the bound of
// the next pass. Each verdict gives the reason in words from the policy
// the search ran (search.Policy: its rule, ties, what counts as seen, how
// a cheaper path is taken, when the goal is tested), and says when the
// tie-break decided. The window's predict mode
// (gui/watch) asks the questions; Score keeps the tally.
package practice

import (
	"cmp"
	"slices"

	"frontier/core/search"
)

// Kind is what a student is asked at one position of a recording.
type Kind int

const (
	// None: nothing to predict (the search is over, or the step ahead
	// is a goal generated rather than taken off the frontier).
	None Kind = iota
	// Pick: which frontier entry is expanded next.
	Pick
	// Bound: a pass of IDS or IDA* has ended; the bound of the next.
	Bound
)

// Rule names the part of an engine's rule a question tests, for the
// tally of what a student misses.
type Rule string

// The rules a question may test. A fate question's rule is "fate: "
// and the fate (FateRule).
const (
	RuleOnly       Rule = "only choice"
	RuleFIFO       Rule = "first in, first out"
	RuleLIFO       Rule = "last in, first out"
	RuleLowestG    Rule = "lowest g"
	RuleLowestH    Rule = "lowest h"
	RuleLowestF    Rule = "lowest f"
	RuleTieBreak   Rule = "tie-break"
	RuleBeamOrder  Rule = "beam order"
	RuleDepthFirst Rule = "depth first"
	RuleBound      Rule = "next bound"
)

// FateRule is the rule a question about a child of fate f tests.
func FateRule(f search.Fate) Rule { return Rule("fate: " + string(f)) }

// Verdict is a graded prediction.
type Verdict struct {
	Right bool
	Rule  Rule
	// Answer is what the engine did: the id of the node it expanded
	// (Pick), the next pass's bound (Bound); Fate is the child's fate
	// (fate questions).
	Answer int
	Fate   search.Fate
	// Tie reports that several entries shared the best priority and the
	// engine's tie-break decided.
	Tie bool
	// Reason says why the engine did what it did, from its rule; Yours,
	// for a wrong answer, what was wrong with the student's.
	Reason, Yours string
}

// Text is the verdict in words: right or wrong, then why.
func (v Verdict) Text() string {
	if v.Right {
		return "Right. " + v.Reason
	}
	return "Not quite: " + v.Yours + " " + v.Reason
}

// Grader grades predictions of one recording of engine e. Make it once
// the recording is finished; it reads the recording only.
type Grader[S comparable] struct {
	rec *search.Recording[S]
	e   search.Engine
	// d is the engine's description; pol the policy the search ran,
	// which says what comes next and why, and what becomes of a child.
	d   search.Description
	pol search.Policy
	// kept[id] and expanded[id] are, for child id of a graph search, the
	// last node before it with its state that the search kept (added,
	// reopened, or the start) and expanded; −1 for none.
	kept, expanded []int
	// at[id] is node id's place in the policy's order of the frontier:
	// the step that made it and the index of its move.
	at        []search.Entry
	goalState *S
}

// NewGrader is the grader of rec, a recording of engine e under its own
// policy (Description.Policy).
func NewGrader[S comparable](rec *search.Recording[S], e search.Engine) *Grader[S] {
	d, _ := search.Describe(e)
	return NewGraderUnder(rec, e, d.Policy)
}

// NewGraderUnder is the grader of rec, a recording of engine e under
// policy pol: the engine's own with the user's pruning and goal test
// (Description.PolicyFor).
func NewGraderUnder[S comparable](rec *search.Recording[S], e search.Engine, pol search.Policy) *Grader[S] {
	g := &Grader[S]{rec: rec, e: e, pol: pol}
	g.d, _ = search.Describe(e)
	if id, ok := rec.Goal(); ok {
		c, _ := rec.Node(id)
		g.goalState = &c.State
	}
	g.index()
	return g
}

// deep reports whether the engine walks depth first in passes, keeping
// no explored set: IDS and IDA*.
func (g *Grader[S]) deep() bool { return g.pol.Rule.Discipline == search.Deepening }

// byDepth reports whether the engine's passes are bounded by the depth
// (IDS), not by f (IDA*).
func (g *Grader[S]) byDepth() bool { return g.pol.Rule.Key == search.KeyDepth }

// index finds, for each child, the nodes before it with its state, the
// last one kept and the last one expanded, and its place in the policy's
// order: the step that made it and its move's index, or those of the
// entry it replaced where the policy updates an entry in place.
func (g *Grader[S]) index() {
	start, ok := g.rec.Node(0)
	if !ok {
		return
	}
	kept := map[S]int{start.State: 0}
	expanded := map[S]int{}
	g.kept, g.expanded, g.at = []int{-1}, []int{-1}, []search.Entry{{Move: -1}}
	for i := 1; i <= g.rec.Len(); i++ {
		x := g.rec.Step(i)
		expanded[x.Node.State] = x.Node.ID
		for k, c := range x.Children {
			for len(g.kept) <= c.ID {
				g.kept, g.expanded, g.at = append(g.kept, -1), append(g.expanded, -1), append(g.at, search.Entry{})
			}
			g.at[c.ID] = search.Entry{Stamp: int32(i), Move: k}
			if id, ok := kept[c.State]; ok {
				g.kept[c.ID] = id
				if g.pol.Update == search.UpdateInPlace && c.Fate == search.FateAdded && slices.Contains(x.Dropped, id) {
					g.at[c.ID] = g.at[id]
				}
			}
			if id, ok := expanded[c.State]; ok {
				g.expanded[c.ID] = id
			}
			if c.Fate == search.FateAdded || c.Fate == search.FateReopened {
				kept[c.State] = c.ID
			}
		}
	}
}

// entry is node n as the policy orders it.
func (g *Grader[S]) entry(n search.Node[S]) search.Entry {
	var e search.Entry
	if n.ID >= 0 && n.ID < len(g.at) {
		e = g.at[n.ID]
	}
	e.Key, e.H = g.pol.Key(n.G, n.H, n.Depth), n.H
	return e
}

// Ask is what to ask at position i, as the watch view numbers them: 0
// before the first step, i after step i.
func (g *Grader[S]) Ask(i int) Kind {
	if g.rec == nil || i < 0 || i > g.rec.Len() {
		return None
	}
	if _, ok := g.taken(i); !ok {
		return None
	}
	if g.passEnds(i) {
		return Bound
	}
	return Pick
}

// passEnds reports whether the pass of IDS or IDA* on show at position i
// has just ended, another to follow.
func (g *Grader[S]) passEnds(i int) bool {
	return g.deep() && i >= 1 && i < g.rec.Len() && g.rec.Step(i+1).Iteration != g.rec.Step(i).Iteration
}

// taken is the node the engine takes off the frontier after position i:
// the node step i+1 expands, or after the last step the goal, when the
// engine takes it off the frontier to test it (or its walk reaches it);
// a goal tested as it is generated is never taken.
func (g *Grader[S]) taken(i int) (search.Node[S], bool) {
	if i < g.rec.Len() {
		return g.rec.Step(i + 1).Node, true
	}
	id, ok := g.rec.Goal()
	if !ok || i == 0 {
		return search.Node[S]{}, false
	}
	if list := g.rec.Step(i).Frontier(1); len(list) == 1 && list[0].ID == id {
		return list[0], true
	}
	return search.Node[S]{}, false
}

// Frontier is the frontier as the student sees it at position i, the
// first max entries in pop order listed by node number, so that the order
// gives nothing away: the start alone at position 0, the frontier after
// step i else.
func (g *Grader[S]) Frontier(i, max int) []search.Node[S] {
	var list []search.Node[S]
	if i == 0 {
		start, _ := g.rec.Node(0)
		list = []search.Node[S]{start.Node}
	} else if i <= g.rec.Len() {
		list, _ = g.rec.Step(i).Frontiers(max)
	}
	return ByNumber(list)
}

// ByNumber is a copy of list in the order of node numbers.
func ByNumber[S comparable](list []search.Node[S]) []search.Node[S] {
	out := slices.Clone(list)
	slices.SortFunc(out, func(a, b search.Node[S]) int { return cmp.Compare(a.ID, b.ID) })
	return out
}
