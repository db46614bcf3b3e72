package search

import "context"

// IDAStar is iterative-deepening A*: depth-first passes bounded by
// f = g + h, each bound the smallest f that exceeded the previous one. It
// keeps no closed set (memory O(depth)) and by default prunes only the
// move straight back to the parent (and a move reaching the same state as
// an earlier sibling), before it is generated, so such moves are not
// counted in Generated; PrunePath and PruneNone prune as for IDS. Optimal with an admissible heuristic. Counters accumulate over
// the passes. A problem with its own walker (IDAStarSolver) is handed to
// it, unless a trace watches.
//
// Ties (EngineIDAStar.TieBreak): Depth first in the puzzle's move order,
// skipping children whose f = g + h exceeds the bound; each pass's bound is
// the smallest f that exceeded the last.
func IDAStar[S comparable](ctx context.Context, p Problem[S], opts Options) Result[S] {
	return Run(ctx, EngineIDAStar, p, opts)
}

func runIDAStar[S comparable](ctx context.Context, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	// A domain's own walker sees nodes only as packed words, so a traced
	// run, which shows each node to its watcher, takes the generic one.
	// It prunes as PruneParent does, so another choice takes the generic
	// one too.
	parent := opts.Pruning == PruneDefault || opts.Pruning == PruneParent
	if own, ok := p.(IDAStarSolver[S]); ok && tr == nil && parent {
		if r, ok := own.SolveIDAStar(ctx, opts); ok {
			return r
		}
	}
	m := newMeter(ctx, opts)
	return idaStar(m, p, newTracer(tr, m))
}

func idaStar[S comparable](m *meter, p Problem[S], tr *tracer[S]) Result[S] {
	heur := heuristicOf(p)
	w := newDeepWalker(p, newExpander(p, heur, true), m, heur.Admissible())
	dt := w.trace(tr, priorityGH)
	h := heur.Estimate(w.path[0])
	w.m.seeH(h)
	for bound := h; w.m.stop == ""; {
		w.next = unbounded
		if dt != nil {
			dt.iterate(bound)
		}
		if w.pass(0, 0, h, bound) {
			return w.solution(result[S](w.m))
		}
		if w.next == unbounded {
			break // nothing beyond the bound: the space is exhausted
		}
		bound = w.next
	}
	return result[S](w.m)
}
