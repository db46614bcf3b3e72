package search

import "context"

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
