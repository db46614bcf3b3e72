package puzzles

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"frontier/core/search"
)

// Advice is what a coach says about a position: the cost an optimal
// solution still needs and a best next move.
type Advice[P comparable] struct {
	// Cost is the least cost left to the goal: moves, or km on a map.
	Cost int
	// Move is a best next move as the user reads it, and Next the
	// position it leads to; Move is "" at the goal.
	Move string
	Next P
	// Path holds the positions of one optimal solution from the position
	// advised, itself first, when a search found them; nil when a table
	// answered. Each is Cost − (its step cost so far) from the goal.
	Path  []P
	Moves []string
}

// ErrUnreachable is Advise's error for a position that cannot reach the
// goal.
var ErrUnreachable = errors.New("the goal cannot be reached from here")

// Coached reports whether Advise answers on k: it needs a table of exact
// distances or an admissible heuristic an optimal engine can use.
func (k *Kind[P, S]) Coached() bool {
	if k.Distance != nil || k.Optimal != nil {
		return true
	}
	_, _, ok := k.OptimalSolver()
	return ok
}

// OptimalSolver is the optimal engine and the strongest admissible
// heuristic for it on k: IDA* when every move costs one (it keeps no
// frontier), A* otherwise; a heuristic with tables (pattern databases,
// the cube's exact table) before the others, and among those the last
// listed, the lists running from weak to strong. ok is false when no
// admissible heuristic is listed.
func (k *Kind[P, S]) OptimalSolver() (e search.Engine, h HeuristicID, ok bool) {
	e = search.EngineIDAStar
	if k.Unit != "" {
		e = search.EngineAStar
	}
	for _, tables := range []bool{true, false} {
		for _, info := range slices.Backward(k.Heuristics) {
			if info.Admissible && (info.Tables != "") == tables && info.ID != HeuristicNone {
				return e, info.ID, true
			}
		}
	}
	return e, HeuristicNone, false
}

// AdviseKnown is Advise's answer where it needs no work: at the goal, and
// from distances a search proved before; ok is false elsewhere.
func (k *Kind[P, S]) AdviseKnown(p P) (a Advice[P], ok bool) {
	if k.Solved(p) {
		return Advice[P]{}, true
	}
	if k.Distance != nil || k.Optimal != nil {
		return Advice[P]{}, false // the table answers, in Advise
	}
	return k.adviseByMemory(p)
}

// Advise finds the least cost from p to the goal and a move that keeps
// to it. A table of exact distances (Distance, Optimal) answers at once,
// and the move is the first successor whose step cost and distance add
// up to p's; otherwise OptimalSolver searches, after making its tables
// ready, which ctx cancels (the error is then ctx.Err()).
func (k *Kind[P, S]) Advise(ctx context.Context, p P) (Advice[P], error) {
	if k.Distance != nil || k.Optimal != nil {
		return k.adviseByTable(ctx, p)
	}
	if a, ok := k.adviseByMemory(p); ok {
		return a, nil
	}
	e, h, ok := k.OptimalSolver()
	if !ok {
		return Advice[P]{}, fmt.Errorf("%s has no admissible heuristic to find the best move with", k.Name)
	}
	if err := k.MakeReady(ctx, h, nil); err != nil {
		return Advice[P]{}, err
	}
	r, err := k.Solve(ctx, p, e, h, search.Options{})
	if err != nil {
		return Advice[P]{}, err
	}
	if !r.Solved {
		if err := ctx.Err(); err != nil {
			return Advice[P]{}, err
		}
		if r.StopReason == search.StopExhausted {
			return Advice[P]{Cost: -1}, ErrUnreachable
		}
		return Advice[P]{}, fmt.Errorf("%s stopped without a solution: %s", e.Title(), r.StopReason)
	}
	// The positions along the path found are as far from the goal as
	// the path says: whoever asks next is answered at once.
	k.Learn(r.Path, r.Cost)
	a := Advice[P]{Cost: r.Cost, Path: r.Path, Moves: r.Moves}
	if len(r.Moves) > 0 {
		a.Move, a.Next = r.Moves[0], r.Path[1]
	}
	return a, nil
}

// adviseByMemory answers from distances learnt before: p's, and a move
// to a position whose learnt distance keeps to it.
func (k *Kind[P, S]) adviseByMemory(p P) (Advice[P], bool) {
	m := k.memory()
	d, ok := m.get(k.searchState(p))
	switch {
	case !ok:
		return Advice[P]{}, false
	case d == 0:
		return Advice[P]{}, true
	}
	steps, err := k.steps(p)
	if err != nil {
		return Advice[P]{}, false
	}
	for _, st := range steps {
		if next, ok := m.get(k.searchState(st.next)); ok && st.cost+next == d {
			return Advice[P]{Cost: d, Move: st.move, Next: st.next}, true
		}
	}
	return Advice[P]{}, false
}

// distance is the exact cost left from p by the table k keeps, -1 when
// the goal cannot be reached.
func (k *Kind[P, S]) distance(ctx context.Context, p P) (int, error) {
	if k.Distance != nil {
		return k.Distance(ctx, p)
	}
	return k.Optimal(p), nil
}

func (k *Kind[P, S]) adviseByTable(ctx context.Context, p P) (Advice[P], error) {
	d, err := k.distance(ctx, p)
	switch {
	case err != nil:
		return Advice[P]{}, err
	case d < 0:
		return Advice[P]{Cost: -1}, ErrUnreachable
	case d == 0:
		return Advice[P]{}, nil
	}
	steps, err := k.steps(p)
	if err != nil {
		return Advice[P]{}, err
	}
	for _, st := range steps {
		next, err := k.distance(ctx, st.next)
		if err != nil {
			return Advice[P]{}, err
		}
		if next >= 0 && st.cost+next == d {
			return Advice[P]{Cost: d, Move: st.move, Next: st.next}, nil
		}
	}
	panic("puzzles: " + k.Name + ": no move keeps to the distance its table gives")
}

// step is one move out of a position, as the user reads it.
type step[P comparable] struct {
	move string
	next P
	cost int
}

// steps are the moves out of p, in the engines' order.
func (k *Kind[P, S]) steps(p P) ([]step[P], error) {
	prob, err := k.Problem(k.searchState(p), HeuristicNone)
	if err != nil {
		return nil, err
	}
	v := k.view(p)
	var out []step[P]
	for _, st := range prob.Successors(k.searchState(p), nil) {
		out = append(out, step[P]{move: v.Move(st.Move), next: v.Show(st.State), cost: st.Cost})
	}
	return out, nil
}

// StepCost is the cost of the cheapest move from one position to the
// next; ok is false when no single move joins them.
func (k *Kind[P, S]) StepCost(from, to P) (cost int, ok bool) {
	steps, err := k.steps(from)
	if err != nil {
		return 0, false
	}
	target := k.searchState(to)
	for _, st := range steps {
		if k.searchState(st.next) == target && (!ok || st.cost < cost) {
			cost, ok = st.cost, true
		}
	}
	return cost, ok
}
