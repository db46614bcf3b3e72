package check

import (
	"context"
	"fmt"

	"frontier/core/puzzles"
	"frontier/core/search"
)

// Guided is d's search problem from start, in keys, guided by the
// estimates of a student's program (see Estimator), which it asks once a
// position: the problem with the program's heuristic (search.Box, every
// other ability kept). Its estimate counts as not admissible: nothing has
// checked it. A program that fails leaves its estimates 0 and Err set.
type Guided struct {
	*search.Boxed[State, State]
	h *programHeuristic
}

// programHeuristic is a program's estimates as a heuristic: 0 for a
// position first asked after the program failed (Estimator.Err), whose
// search Guided's caller then throws away.
type programHeuristic struct {
	est   *Estimator
	words func(State) string
}

func (h *programHeuristic) Admissible() bool { return false }

func (h *programHeuristic) Estimate(s State) int {
	v, _ := h.est.Estimate(h.words(s))
	return v
}

// NewGuided is d's problem from start guided by est.
func NewGuided(ctx context.Context, d puzzles.Domain, start State, est *Estimator) (*Guided, error) {
	ck, ok := d.Checking(start)
	if !ok {
		return nil, fmt.Errorf("the %s is not offered to programs", d.Name())
	}
	p, err := ck.Problem(ctx, start, puzzles.HeuristicNone)
	if err != nil {
		return nil, err
	}
	h := &programHeuristic{est: est, words: func(k State) string { return ck.Words(ck.Show(start, k)) }}
	same := func(s State) (State, bool) { return s, true }
	return &Guided{Boxed: search.Box(p, func(s State) State { return s }, same).WithHeuristic(h), h: h}, nil
}

// Err is the first failure of the estimator, or nil.
func (g *Guided) Err() error { return g.h.est.Err() }
