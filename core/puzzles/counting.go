package puzzles

import (
	"cmp"
	"context"
	"slices"

	"frontier/core/search"
)

// MoveOrder is an order of a position's moves, for Checking.Count: by the
// Rank of their names (nil: the puzzle's order) or, ByName, by their
// names; Reverse reverses it.
type MoveOrder struct {
	Rank            map[string]int
	ByName, Reverse bool
}

// count is Checking.Count: graph search under pol from start in the
// puzzle's own states, counted (search.Count), with heuristic h, or est
// where it is not nil (an estimate of keys: a program's own, or one
// written by mistake), each position's moves in order ord.
func (d *domain[P, S]) count(ctx context.Context, start State, h HeuristicID, est func(State) int, pol search.Policy, ord MoveOrder, opts search.Options) (search.Tally, error) {
	p, err := d.unwrap(start)
	if err != nil {
		return search.Tally{}, err
	}
	if err := d.k.MakeReady(ctx, h, nil); err != nil {
		return search.Tally{}, err
	}
	prob, err := d.k.problemUntil(ctx, d.k.searchState(p), h)
	if err != nil {
		return search.Tally{}, err
	}
	var heur search.Heuristic[S]
	switch own, ok := prob.(search.Heuristic[S]); {
	case est != nil:
		heur = keyEstimate[S]{est}
	case ok:
		heur = own
	}
	var arr search.Problem[S] = &arranged[S]{Problem: prob, ord: ord}
	if idx, ok := prob.(search.Indexed[S]); ok {
		arr = &arrangedIndexed[S]{arranged[S]{Problem: prob, ord: ord}, idx}
	}
	return search.Count(ctx, arr, pol, heur, opts), nil
}

// arrangedIndexed is an arranged problem that numbers its states, which
// a search keeps in a set of bits.
type arrangedIndexed[S comparable] struct {
	arranged[S]
	search.Indexed[S]
}

// keyEstimate is an estimate of keys as a heuristic of the puzzle's own
// states.
type keyEstimate[S comparable] struct{ est func(State) int }

func (k keyEstimate[S]) Estimate(s S) int { return k.est(State{s}) }
func (k keyEstimate[S]) Admissible() bool { return false }

// arranged is a problem whose positions' moves come in an order of its
// own.
type arranged[S comparable] struct {
	search.Problem[S]
	ord MoveOrder
}

func (a *arranged[S]) Successors(s S, dst []search.Step[S]) []search.Step[S] {
	n := len(dst)
	dst = a.Problem.Successors(s, dst)
	kids := dst[n:]
	switch {
	case a.ord.Rank != nil:
		slices.SortStableFunc(kids, func(x, y search.Step[S]) int { return cmp.Compare(a.ord.Rank[x.Move], a.ord.Rank[y.Move]) })
	case a.ord.ByName:
		slices.SortStableFunc(kids, func(x, y search.Step[S]) int { return cmp.Compare(x.Move, y.Move) })
	}
	if a.ord.Reverse {
		slices.Reverse(kids)
	}
	return dst
}
