package search

import "context"

// Tally is one run of a policy counted in each of the ways a program may
// count it: what a checker compares a program's printed counts with. The
// run tests the goal as a node leaves the frontier; a goal test on
// generation would have stopped at FirstGoal, where everything before
// is the same run.
type Tally struct {
	Stop StopReason
	// Solved: the run stopped at a goal, of path cost Cost.
	Solved bool
	Cost   int
	// Expanded, Generated and Added are Counts' (the start not counted).
	Expanded, Generated, Added int
	// Back counts the children that reached their parent's parent's
	// state: the move straight back, which a parent check drops.
	Back int
	// FirstGoal is the expansion that first generated a goal state; nil
	// when none did.
	FirstGoal *GoalExpansion
}

// GoalExpansion is the expansion that first generated a goal state.
type GoalExpansion struct {
	// Expanded counts the expansions up to this one, it included;
	// Generated, Added and Back the children before it.
	Expanded, Generated, Added, Back int
	// Kids are its children in the order generated: whether each joined
	// the frontier and whether it was the move back. Goal is the goal's
	// index among them and Cost its path cost.
	Kids []TallyKid
	Goal int
	Cost int
}

// TallyKid is one child of a GoalExpansion.
type TallyKid struct{ Added, Back bool }

// Count runs pol on p to its end at the engines' speed, the goal tested
// as a node leaves the frontier, and counts it (see Tally). heur gives
// the estimates (nil for none); opts bounds the run.
func Count[S comparable](ctx context.Context, p Problem[S], pol Policy, heur Heuristic[S], opts Options) Tally {
	pol.GoalTest = GoalOnExpansion
	s := newStepper(newMeter(ctx, opts), p, pol, heur, false, false)
	s.tally = &tallying{}
	r := s.run(nil)
	t := s.tally.t
	t.Stop, t.Solved, t.Cost = r.StopReason, r.Solved, r.Cost
	t.Expanded, t.Generated, t.Added = s.Counts()
	return t
}

// tallying is a Count in progress: the tally so far, and the children of
// the expansion under way.
type tallying struct {
	t    Tally
	kids []TallyKid
	goal int
	cost int
}

// begin starts an expansion's count.
func (c *tallying) begin() { c.kids, c.goal = c.kids[:0], -1 }

// child counts one child of node cur of stepper s: at state st and cost
// g, with its fate.
func tallyChild[S comparable](s *Stepper[S], cur *node[S], st S, g int, fate Fate) {
	c := s.tally
	back := cur.parent >= 0 && s.t.at(cur.parent).state == st
	if back {
		c.t.Back++
	}
	if c.t.FirstGoal == nil {
		if c.goal < 0 && fate != FateDuplicate && fate != FateCycle && s.p.IsGoal(st) {
			c.goal, c.cost = len(c.kids), g
		}
		c.kids = append(c.kids, TallyKid{Added: fate == FateAdded || fate == FateReopened, Back: back})
	}
}

// end closes an expansion's count: the first to generate a goal is kept
// with the counts before it.
func (c *tallying) end(expanded, generated, added int) {
	if c.t.FirstGoal != nil || c.goal < 0 {
		return
	}
	g := &GoalExpansion{Expanded: expanded, Goal: c.goal, Cost: c.cost, Kids: append([]TallyKid(nil), c.kids...)}
	g.Generated, g.Added, g.Back = generated-len(c.kids), added, c.t.Back
	for _, k := range c.kids {
		if k.Added {
			g.Added--
		}
		if k.Back {
			g.Back--
		}
	}
	c.t.FirstGoal = g
}
