package search

import "context"

func runIDS[S comparable](ctx context.Context, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	m := newMeter(ctx, opts)
	return ids(m, p, idsPolicy.with(opts), newTracer(tr, m))
}

// ids is iterative deepening under pol: passes bounded by the depth, with
// no estimate.
func ids[S comparable](m *meter, p Problem[S], pol Policy, tr *tracer[S]) Result[S] {
	w := newWalk(p, pol, newExpander[S](p, zeroH[S]{}, false), m, true)
	return w.deepen(0, w.trace(tr, priorityG))
}

// idsPolicy and idaStarPolicy are the engines' own policies, read from the
// engine table once: a run of a small problem is short enough for a look
// in the engines' map to show.
var idsPolicy, idaStarPolicy = tablePolicy(EngineIDS), tablePolicy(EngineIDAStar)

func tablePolicy(e Engine) Policy {
	for _, d := range engineTable {
		if d.ID == e {
			return d.Policy
		}
	}
	panic("search: no engine " + string(e))
}
