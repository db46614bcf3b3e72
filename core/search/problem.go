// Package search holds Frontier's generic search engines: uninformed (BFS,
// DFS, IDS, UCS), informed (greedy, A*, IDA*, beam) and adversarial
// (minimax, memo, alpha-beta). It knows nothing of any puzzle or window.
package search

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

// Incremental is an optional ability of a Heuristic: the estimate of a
// successor computed from its parent's estimate, usually far cheaper than
// Estimate. It must return exactly what Estimate(child) would.
type Incremental[S comparable] interface {
	EstimateStep(parent S, h int, child S) int
}

// NonUnit is an optional ability of a Problem whose steps do not all cost
// the same; BFS and IDS are then not optimal. Problems without it are taken
// to have unit costs.
type NonUnit interface {
	NonUnitCosts() bool
}

func unitCosts[S comparable](p Problem[S]) bool {
	n, ok := p.(NonUnit)
	return !ok || !n.NonUnitCosts()
}
