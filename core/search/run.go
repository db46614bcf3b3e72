package search

import "context"

// Run searches p with engine e. Result.Optimal is e's promise
// (Engine.Optimal) for p's step costs and heuristic. An unknown engine
// panics: ids typed by a user go through ParseEngine first.
func Run[S comparable](ctx context.Context, e Engine, p Problem[S], opts Options) Result[S] {
	return RunTraced(ctx, e, p, opts, nil)
}

// RunTraced is Run with tr watching every expansion; a nil tr is Run. The
// node counts are those of Run: tracing changes no engine's order or
// counters. A traced search always runs the generic engines, never a
// problem's own faster solver. A cancelled ctx stops it at the next
// expansion. An engine that cannot be traced (Engine.Traceable) is not
// run when tr is set: the result is unsolved, with stop reason
// StopNotTraceable.
func RunTraced[S comparable](ctx context.Context, e Engine, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	d := lookup(e)
	if d == nil {
		panic("search: unknown engine " + string(e))
	}
	if err := e.CheckChoices(opts); err != nil {
		panic("search: " + err.Error())
	}
	opts = d.choices(opts)
	var r Result[S]
	switch {
	case d.Run == nil:
		var ok bool
		if r, ok = runBuiltin(ctx, d, p, opts, tr); !ok {
			panic("search: engine " + string(e) + " is in the table but no machine runs its policy")
		}
	case tr != nil && !d.Traced:
		return Result[S]{StopReason: StopNotTraceable, BestH: -1}
	default:
		r = unbox[S](d.Run(ctx, box(p), opts, MapTrace(tr, unboxState[S], nil)))
	}
	r.Optimal = optimalOn(d, p)
	if !r.Optimal {
		r.OptimalWhy = d.NotOptimal
	}
	return r
}

// box is p with its states boxed in an interface, for an engine
// registered with Description.Run (see Boxed).
func box[S comparable](p Problem[S]) *Boxed[S, any] {
	return Box(p, func(s S) any { return s }, func(a any) (S, bool) { s, ok := a.(S); return s, ok })
}

func unboxState[S comparable](s any) S { return s.(S) }

// unbox is r with its path's states taken out of their boxes.
func unbox[S comparable](r Result[any]) Result[S] { return MapResult(r, unboxState[S], nil) }
