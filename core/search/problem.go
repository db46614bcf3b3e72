// Package search holds Frontier's generic search engines: uninformed (BFS,
// DFS, IDS, UCS), informed (greedy, A*, IDA*, beam) and adversarial
// (minimax, memo, alpha-beta). It knows nothing of any puzzle or window.
package search

import "slices"

// Problem is the least an engine needs: a start state, a goal test and the
// successors of a state. States must be comparable so that graph searches
// can remember them in a map.
type Problem[S comparable] interface {
	Start() S
	IsGoal(s S) bool
	// Successors appends to dst the states one move away from s, in the
	// domain's move order, and returns the extended slice. Engines pass a
	// reused buffer, so implementations should not allocate.
	Successors(s S, dst []Step[S]) []Step[S]
}

// Step is one move out of a state.
type Step[S comparable] struct {
	State S
	Move  string // label shown to the user, for example "up" or "R'"
	Cost  int    // step cost; must not be negative
}

// Heuristic is an optional ability of a Problem: an estimate of the cost
// from s to the nearest goal. Without it informed engines use h = 0.
type Heuristic[S comparable] interface {
	Estimate(s S) int
	// Admissible reports whether Estimate never overestimates, which makes
	// A* and IDA* optimal.
	Admissible() bool
}

// Estimated is an optional ability of a Problem that is also a Heuristic:
// the successors of s with their estimates, given s's own estimate h. A
// domain whose estimate changes by a term per move computes it far more
// cheaply this way than by calling Estimate on every successor. Each H must
// equal what Estimate would return.
type Estimated[S comparable] interface {
	EstimatedSuccessors(s S, h int, dst []Scored[S]) []Scored[S]
}

// Scored is a step with the estimate of the state it reaches.
type Scored[S comparable] struct {
	Step[S]
	H int
}

// Distinct is an optional ability of a Problem whose moves from one state
// always reach different states. Depth-first engines without a closed set
// otherwise check each successor against its siblings, since on a cube
// whose states ignore orientation U and D reach the same state.
type Distinct interface {
	DistinctSuccessors() bool
}

// NonUnit is an optional ability of a Problem whose steps do not all cost
// the same; BFS and IDS are then not optimal. Problems without it are taken
// to have unit costs.
type NonUnit interface {
	NonUnitCosts() bool
}

// Backward is an optional ability of a Problem: what a search back from
// the goal needs (bidirectional search). GoalState is the one state the
// goal test accepts; false where the goal is a property many states have
// (then no search starts from it). Predecessors appends to dst the states
// one move before s, each with the move that leads from it to s and that
// move's cost, in the puzzle's move order of the moves back.
type Backward[S comparable] interface {
	GoalState() (S, bool)
	Predecessors(s S, dst []Step[S]) []Step[S]
}

// goalState is p's one goal state, where p has one.
func goalState[S comparable](p Problem[S]) (Backward[S], S, bool) {
	var zero S
	b, ok := p.(Backward[S])
	if !ok {
		return nil, zero, false
	}
	g, ok := b.GoalState()
	return b, g, ok
}

func unitCosts[S comparable](p Problem[S]) bool {
	n, ok := p.(NonUnit)
	return !ok || !n.NonUnitCosts()
}

func distinct[S comparable](p Problem[S]) bool {
	d, ok := p.(Distinct)
	return ok && d.DistinctSuccessors()
}

// expander yields successors with their estimates, through Estimated when
// the problem has it and its own heuristic is the one in use (UCS runs
// with h = 0 whatever the problem offers).
type expander[S comparable] struct {
	p     Problem[S]
	heur  Heuristic[S]
	est   Estimated[S]
	plain []Step[S]
	// zero: the estimates are all 0 (no heuristic), asked of no one.
	zero bool
}

func newExpander[S comparable](p Problem[S], heur Heuristic[S], own bool) *expander[S] {
	e := &expander[S]{p: p, heur: heur}
	_, e.zero = heur.(zeroH[S])
	if own {
		e.est, _ = p.(Estimated[S])
	}
	return e
}

func (e *expander[S]) expand(s S, h int, dst []Scored[S]) []Scored[S] {
	if e.est != nil {
		return e.est.EstimatedSuccessors(s, h, dst)
	}
	e.plain = e.p.Successors(s, e.plain[:0])
	n := len(dst)
	dst = slices.Grow(dst, len(e.plain))[:n+len(e.plain)]
	out := dst[n:]
	for k := range e.plain {
		out[k].Step = e.plain[k]
	}
	if e.zero {
		for k := range out {
			out[k].H = 0
		}
		return dst
	}
	for k := range out {
		out[k].H = e.heur.Estimate(out[k].State)
	}
	return dst
}

// heuristicOf returns p's heuristic, or h = 0 when p has none.
func heuristicOf[S comparable](p Problem[S]) Heuristic[S] {
	if h, ok := p.(Heuristic[S]); ok {
		return h
	}
	return zeroH[S]{}
}

type zeroH[S comparable] struct{}

func (zeroH[S]) Estimate(S) int   { return 0 }
func (zeroH[S]) Admissible() bool { return true }
