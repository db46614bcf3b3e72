package search

import "context"

func runIDAStar[S comparable](ctx context.Context, d *Description, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	pol := d.PolicyFor(opts)
	// A domain's own walker sees nodes only as packed words, so a traced
	// run, which shows each node to its watcher, takes the generic one.
	// It walks as the engine's own policy does, so another pruning takes
	// the generic one too.
	if own, ok := p.(IDAStarSolver[S]); ok && tr == nil && d.ID == EngineIDAStar && pol == d.Policy {
		if r, ok := own.SolveIDAStar(ctx, opts); ok {
			return r
		}
	}
	m := newMeter(ctx, opts)
	return idaStar(m, p, pol, newTracer(tr, m))
}

// idaStar is iterative-deepening A* under pol: passes bounded by f = g + h.
func idaStar[S comparable](m *meter, p Problem[S], pol Policy, tr *tracer[S]) Result[S] {
	heur := heuristicOf(p)
	w := newWalk(p, pol, newExpander(p, heur, true), m, heur.Admissible())
	dt := w.trace(tr, priorityGH)
	h := heur.Estimate(w.path[0])
	w.m.seeH(h)
	return w.deepen(h, dt)
}
