package search

import "context"

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
