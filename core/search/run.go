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
		if r, ok = runBuiltin(ctx, e, p, opts, tr); !ok {
			panic("search: engine " + string(e) + " is in the table but has no code in runBuiltin")
		}
	case tr != nil && !d.Traced:
		return Result[S]{StopReason: StopNotTraceable, BestH: -1}
	default:
		r = unbox[S](d.Run(ctx, box(p), opts, MapTrace(tr, unboxState[S], sameLabel)))
	}
	r.Optimal = optimalOn(d, p)
	if !r.Optimal {
		r.OptimalWhy = d.NotOptimal
	}
	return r
}

// boxed is p with its states boxed in an interface, for an engine
// registered with Description.Run. It has p's optional abilities that
// change what an engine does: a heuristic (h = 0 when p has none, as for
// the built-in engines), unit or other costs, distinct successors. It
// leaves out Estimated, which only saves time, and a problem's own
// solvers.
type boxed[S comparable] struct {
	p   Problem[S]
	h   Heuristic[S]
	buf []Step[S]
}

func box[S comparable](p Problem[S]) *boxed[S] { return &boxed[S]{p: p, h: heuristicOf(p)} }

func (b *boxed[S]) Start() any         { return b.p.Start() }
func (b *boxed[S]) IsGoal(s any) bool  { return b.p.IsGoal(s.(S)) }
func (b *boxed[S]) Estimate(s any) int { return b.h.Estimate(s.(S)) }
func (b *boxed[S]) Admissible() bool   { return b.h.Admissible() }
func (b *boxed[S]) NonUnitCosts() bool { return !unitCosts(b.p) }

func (b *boxed[S]) DistinctSuccessors() bool { return distinct(b.p) }

func (b *boxed[S]) Successors(s any, dst []Step[any]) []Step[any] {
	b.buf = b.p.Successors(s.(S), b.buf[:0])
	for _, st := range b.buf {
		dst = append(dst, Step[any]{State: st.State, Move: st.Move, Cost: st.Cost})
	}
	return dst
}

func unboxState[S comparable](s any) S { return s.(S) }

func sameLabel(move string) string { return move }

// unbox is r with its path's states taken out of their boxes.
func unbox[S comparable](r Result[any]) Result[S] {
	out := Result[S]{Solved: r.Solved, StopReason: r.StopReason, Cost: r.Cost, Depth: r.Depth, Moves: r.Moves,
		Expanded: r.Expanded, Generated: r.Generated, MaxFrontier: r.MaxFrontier, MaxDepth: r.MaxDepth,
		Elapsed: r.Elapsed, EBF: r.EBF, BestH: r.BestH}
	if r.Path != nil {
		out.Path = make([]S, len(r.Path))
		for i, s := range r.Path {
			out.Path[i] = s.(S)
		}
	}
	return out
}
