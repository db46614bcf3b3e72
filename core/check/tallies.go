package check

import (
	"time"

	"frontier/core/puzzles"
	"frontier/core/search"
)

// A program that prints its counts and no expansions is checked by
// running each convention of the engine in each order of moves it may
// try, to its end, and counting each run in every way a course counts.
// Graph search runs as the engines run, at their speed (search.Count),
// on the puzzle with its moves put in that order; the other disciplines
// run as the models that follow programs, alone. The runs of one problem
// generate at most countBudget nodes together, so that the same program
// gets the same verdict on every machine; ctx and the grader's time
// budget still end them early.

// countBudget bounds the nodes the count runs of one problem generate
// together: about five seconds of this checker's time.
var countBudget = 25_000_000

// runStore is what the count runs of one problem share, whichever phase
// makes them: the nodes they may still generate together, the time past
// which they give up, and the runs of graph search made, each asked again
// at no cost. A run is kept only when the budget did not cut it short, so
// a run asked again is the same whichever phase made it first.
type runStore struct {
	left    int
	until   time.Time
	tallies map[tallyKey]search.Tally
}

// countRun is one convention run in one order of moves, and counted.
type countRun struct {
	cfg   *config
	order freeRun
	n     counted
	// solved: the run stopped at a goal, at cost cost.
	solved bool
	cost   int
}

// tallyKey names one run of graph search: its policy, goal test aside,
// on a problem with its estimate, in an order.
type tallyKey struct {
	pol   search.Policy
	sp    *space[State]
	order string
}

// countRuns yields the runs of convention c on sp, one per order of moves
// (only that one, where given and one of them; and for a stack that stops
// at a goal it generates, per order in which the last expansion generated
// its children), until yield returns false. It reports false when the
// budget ran out before the runs did.
func (g *grader) countRuns(c *config, sp *space[State], only *freeRun, yield func(countRun) bool) bool {
	switch c.pol.Rule.Discipline {
	case search.Queue, search.Stack, search.Lowest:
	default:
		return g.modelRuns(c, sp, only, yield)
	}
	for _, fo := range g.freeRuns(c, only) {
		t, ok := g.tally(c.pol, sp, fo)
		if !ok {
			return false
		}
		for _, r := range tallied(c, fo, t) {
			if !yield(r) {
				return true
			}
		}
	}
	return true
}

// tally is graph search under pol on sp in order fo, counted, from the
// grader's store when it ran before with either goal test; false when
// the budget ran out first.
func (g *grader) tally(pol search.Policy, sp *space[State], fo freeRun) (search.Tally, bool) {
	pol.GoalTest = search.GoalOnExpansion
	key := tallyKey{pol: pol, sp: sp, order: fo.key()}
	if t, ok := g.runs.tallies[key]; ok {
		return t, true
	}
	if g.runs.left <= 0 || g.over() {
		return search.Tally{}, false
	}
	limit := min(sp.limit, g.runs.left)
	ord := puzzles.MoveOrder{ByName: fo.byName, Reverse: fo.reverse}
	if fo.name != "" {
		ord.Rank = map[string]int{}
		for i, m := range fo.perm {
			ord.Rank[m] = i
		}
	}
	h, est := sp.hid, sp.h
	switch {
	case sp.h == nil:
		h = puzzles.HeuristicNone
	case sp.ownH:
		est = nil
	}
	t, err := g.ck.Count(g.ctx, g.p.Start, h, est, pol, ord, search.Options{MaxNodes: int64(limit)})
	if err != nil {
		return search.Tally{}, false
	}
	g.runs.left -= t.Generated + 1
	if t.Stop == search.StopNodeLimit && limit < sp.limit || g.ctx.Err() != nil {
		return search.Tally{}, false
	}
	if g.runs.tallies == nil {
		g.runs.tallies = map[tallyKey]search.Tally{}
	}
	g.runs.tallies[key] = t
	return t, true
}

// tallied are the runs of config c that tally t counts: t itself when
// the goal is tested as a node leaves the frontier; stopped where it
// first generated a goal otherwise, in the order of moves or, for a
// stack, which may generate them in either order, also in the reverse.
func tallied(c *config, fo freeRun, t search.Tally) []countRun {
	checked := func(generated, back, added int) int {
		if c.pol.Graph() {
			return generated - back
		}
		return added
	}
	fg := t.FirstGoal
	if c.pol.GoalTest != search.GoalOnGeneration || fg == nil {
		n := exactly(t.Expanded, t.Generated, checked(t.Generated, t.Back, t.Added), t.Added)
		return []countRun{{cfg: c, order: fo, n: n, solved: t.Solved, cost: t.Cost}}
	}
	ways := [][]search.TallyKid{fg.Kids[:fg.Goal+1]}
	if c.pol.Rule.Discipline == search.Stack {
		ways = append(ways, fg.Kids[fg.Goal:])
	}
	var out []countRun
	for _, kids := range ways {
		gen, back, added := fg.Generated+len(kids), fg.Back, fg.Added
		for _, k := range kids {
			if k.Back {
				back++
			}
			if k.Added {
				added++
			}
		}
		n := exactly(fg.Expanded, gen, checked(gen, back, added), added)
		if len(out) > 0 && out[0].n == n {
			continue
		}
		out = append(out, countRun{cfg: c, order: fo, n: n, solved: true, cost: fg.Cost})
	}
	return out
}

// modelRuns yields the runs of convention c on sp as the models run
// alone (deepening, beam search, bidirectional search), to their end or
// the budget's.
func (g *grader) modelRuns(c *config, sp *space[State], only *freeRun, yield func(countRun) bool) bool {
	for _, fo := range g.freeRuns(c, only) {
		if g.runs.left <= 0 || g.over() {
			return false
		}
		cp := *fo.space(sp)
		cp.limit = min(sp.limit, g.runs.left)
		t := run(&cp, c, fo.ord, 0, g.over)
		n := t.m.counts()
		g.runs.left -= n.generated + 1
		if !t.agreed || t.at.stop == search.StopNodeLimit && cp.limit < sp.limit {
			return false // the budget or the time ran out
		}
		cost, _, solved := t.solved()
		r := countRun{cfg: c, order: fo, n: n.counted(c.pol.Graph()), solved: solved, cost: cost}
		if !yield(r) {
			return true
		}
	}
	return true
}
