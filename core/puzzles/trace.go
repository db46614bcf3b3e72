package puzzles

import (
	"context"
	"errors"
	"fmt"

	"frontier/core/search"
)

// Solve runs engine e from start with heuristic h ("" is the default;
// uninformed engines ignore it and build no table for it), and returns
// the result with its path and moves in the frame of start (see View).
// The tables h needs are made ready first (Prepare; a window that shows
// their progress calls MakeReady before), so a window calls Solve off the
// UI goroutine; a cancelled ctx stops the build as it stops the search.
// The error is about the arguments, never about the search, whose outcome
// is in the result: opts.Progress reports its counters as it runs.
func (k *Kind[P, S]) Solve(ctx context.Context, start P, e search.Engine, h HeuristicID,
	opts search.Options) (search.Result[P], error) {
	return k.Trace(ctx, start, e, h, opts, nil)
}

// Trace is Solve with tr, if not nil, watching every expansion. The
// states and moves tr sees, like the result's path and moves, are in the
// frame of start. A table the memory budget (opts.MaxMemory) has no room
// for stops the search with StopMemoryLimit before it starts. An engine
// that cannot be traced (search.Engine.Traceable) is an error when tr is
// set.
func (k *Kind[P, S]) Trace(ctx context.Context, start P, e search.Engine, h HeuristicID, opts search.Options,
	tr *search.Trace[P]) (search.Result[P], error) {
	if _, err := search.ParseEngine(string(e)); err != nil {
		return search.Result[P]{}, err
	}
	if tr != nil && !e.Traceable() {
		return search.Result[P]{}, fmt.Errorf("%s cannot be traced step by step; solve runs it", e.Title())
	}
	id := HeuristicNone
	if e.Informed() {
		info, err := k.HeuristicNamed(string(h))
		if err != nil {
			return search.Result[P]{}, err
		}
		id = info.ID
	}
	err := k.MakeReady(search.WithMemoryBudget(ctx, opts.MaxMemory), id, nil)
	var prob search.Problem[S]
	if err == nil {
		prob, err = k.problemUntil(ctx, k.searchState(start), id)
	}
	if ctx.Err() != nil {
		return search.Stopped[P](ctx), nil
	}
	if errors.As(err, new(*search.MemoryError)) {
		return search.Result[P]{StopReason: search.StopMemoryLimit, BestH: -1}, nil
	}
	if err != nil {
		return search.Result[P]{}, err
	}
	return k.Lift(start, search.RunTraced(ctx, e, prob, opts, k.TraceFrom(start, tr))), nil
}

// TraceFrom is tr as a trace of the search states of a search from start:
// it hands tr each expansion with its states and moves in start's frame.
func (k *Kind[P, S]) TraceFrom(start P, tr *search.Trace[P]) *search.Trace[S] {
	if same, ok := any(tr).(*search.Trace[S]); ok && k.View == nil {
		return same // positions are search states
	}
	v := k.view(start)
	return search.MapTrace(tr, v.Show, v.Move)
}

func (d *domain[P, S]) Trace(ctx context.Context, start State, e search.Engine, h HeuristicID,
	opts search.Options, tr *search.Trace[State]) (search.Result[State], error) {
	p, err := d.unwrap(start)
	if err != nil {
		return search.Result[State]{}, err
	}
	r, err := d.k.Trace(ctx, p, e, h, opts, search.MapTrace(tr, d.wrap, nil))
	if err != nil {
		return search.Result[State]{}, err
	}
	return search.MapResult(r, d.wrap, nil), nil
}

// Record runs Trace from start with a search.Recording that stops the
// search after maxSteps expansions (0: no limit) and keeps the first
// frontier entries of each step's frontier: what a window steps through.
func (k *Kind[P, S]) Record(ctx context.Context, start P, e search.Engine, h HeuristicID, opts search.Options,
	maxSteps, frontier int) (*search.Recording[P], error) {
	rec := search.NewRecording[P](maxSteps, frontier)
	r, err := k.Trace(ctx, start, e, h, opts, rec.Trace())
	if err != nil {
		return nil, err
	}
	rec.Finish(r)
	return rec, nil
}

// Choose runs the search a student drives from start (search.RunChosen):
// picks are the ids of the nodes the student chose to expand, in order;
// h's estimates give each node its f. It records every step, keeping
// frontier entries of each frontier, in start's frame.
func (k *Kind[P, S]) Choose(ctx context.Context, start P, h HeuristicID, picks []int, frontier int) (*search.Recording[P], error) {
	info, err := k.HeuristicNamed(string(h))
	if err != nil {
		return nil, err
	}
	if err := k.MakeReady(ctx, info.ID, nil); err != nil {
		return nil, err
	}
	prob, err := k.problemUntil(ctx, k.searchState(start), info.ID)
	if err != nil {
		return nil, err
	}
	rec := search.NewRecording[P](0, frontier)
	r := search.RunChosen(ctx, prob, picks, k.TraceFrom(start, rec.Trace()))
	rec.Finish(k.Lift(start, r))
	return rec, nil
}
