package search

import "context"

// IDS is iterative deepening: depth-limited depth-first tree search with
// limits 0, 1, 2, …, the goal test when a node is visited, and the counters
// accumulated over every iteration. By default (PruneParent) only the
// move straight back to the parent (and a move reaching the same state as
// an earlier sibling) is pruned, before it is generated, so it is not
// counted in Generated; PrunePath skips, the same way, every child whose
// state is on the current path, and PruneNone nothing. No choice skips a
// state on a cheapest path, so the first solution is optimal for unit
// costs. Memory is O(depth).
//
// Ties (EngineIDS.TieBreak): Depth first with depth limits 0, 1, 2, …:
// children in the puzzle's move order, each child's subtree finished before
// its next sibling.
func IDS[S comparable](ctx context.Context, p Problem[S], opts Options) Result[S] {
	return Run(ctx, EngineIDS, p, opts)
}

func runIDS[S comparable](ctx context.Context, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	m := newMeter(ctx, opts)
	return ids(m, p, newTracer(tr, m))
}

func ids[S comparable](m *meter, p Problem[S], tr *tracer[S]) Result[S] {
	w := newDeepWalker(p, newExpander[S](p, zeroH[S]{}, false), m, true)
	dt := w.trace(tr, priorityG)
	for w.limit = 0; w.m.stop == ""; w.limit++ {
		w.cutoff = false
		if dt != nil {
			dt.iterate(w.limit)
		}
		if w.pass(0, 0, 0, unbounded) {
			return w.solution(result[S](w.m))
		}
		if !w.cutoff {
			break
		}
	}
	return result[S](w.m)
}
