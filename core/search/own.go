package search

import "context"

// IDAStarSolver is an optional ability of a Problem: an IDA* written for
// the domain's own state and heuristic. It must walk exactly the tree the
// generic IDAStar walks — the same children in the same order, the same
// move back to the parent skipped, the same bounds — and count with a
// Meter as the generic engine counts, so that path, cost and every counter
// are identical; only the time differs. ok false means it does not handle
// this problem (its heuristic or board), and the generic walker runs.
type IDAStarSolver[S comparable] interface {
	SolveIDAStar(ctx context.Context, opts Options) (r Result[S], ok bool)
}

// Meter is the budget and counters of one run, for a domain that walks its
// own tree (see IDAStarSolver). The walker keeps the counters in the
// exported fields, exactly as the generic engines count them, and calls
// Check each time it has made Generated equal to NextCheck, so that the
// node limit, the timeout, cancellation and progress reports behave as in
// the generic engines, at the same node.
type Meter[S comparable] struct {
	Expanded, Generated int64
	// NextCheck is the value of Generated at which Check is due.
	NextCheck int64
	// MaxDepth is the deepest node generated; MaxFrontier the largest
	// depth + number of successors at an expansion, as IDAStar counts it;
	// Frontier that number at the latest expansion, for progress reports.
	MaxDepth, MaxFrontier, Frontier int
	// BestH is the smallest estimate seen, the start's included.
	BestH int
	m     *meter
}

// NewMeter starts the clock of a run with the given options. A ctx already
// cancelled makes Stopped true at once.
func NewMeter[S comparable](ctx context.Context, opts Options) *Meter[S] {
	m := newMeter(ctx, opts)
	return &Meter[S]{NextCheck: m.nextCheck, BestH: -1, m: m}
}

// Stopped reports whether the run must not go on.
func (m *Meter[S]) Stopped() bool { return m.m.stop != "" }

// Check is the rare path of counting a generated node: it looks at the
// node limit, the context, the clock and the progress callback, and moves
// NextCheck on. False means stop; the node just counted is then taken back
// out of Generated when it was one too many, as the generic engines do.
func (m *Meter[S]) Check() bool {
	m.sync()
	ok := m.m.limit()
	m.Generated, m.NextCheck = m.m.generated, m.m.nextCheck
	return ok
}

func (m *Meter[S]) sync() {
	mm := m.m
	mm.expanded, mm.generated = m.Expanded, m.Generated
	mm.maxDepth, mm.frontier, mm.maxFrontier = m.MaxDepth, m.Frontier, m.MaxFrontier
	mm.bestH = m.BestH
}

// Result is the run's result without a path: exhausted, or stopped. Run
// replaces optimal with the engine's promise (Engine.Optimal).
func (m *Meter[S]) Result(optimal bool) Result[S] {
	m.sync()
	r := result[S](m.m)
	r.Optimal = optimal
	return r
}

// Solved is the run's result with the path found: the states from start
// to goal, the moves between them and the path's cost.
func (m *Meter[S]) Solved(optimal bool, path []S, moves []string, cost int) Result[S] {
	return solved(m.Result(optimal), path, moves, cost)
}
