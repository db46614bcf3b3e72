package search

import "context"

func runIDS[S comparable](ctx context.Context, d *Description, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	m := newMeter(ctx, opts)
	return ids(m, p, d.PolicyFor(opts), newTracer(tr, m))
}

// ids is iterative deepening under pol: passes bounded by the depth, with
// no estimate.
func ids[S comparable](m *meter, p Problem[S], pol Policy, tr *tracer[S]) Result[S] {
	w := newWalk(p, pol, newExpander[S](p, zeroH[S]{}, false), m, true)
	return w.deepen(0, w.trace(tr, priorityG))
}
