package check

import (
	"context"
	"fmt"

	"frontier/core/puzzles"
	"frontier/core/search"
)

// Guided is d's search problem from start, in keys, guided by the
// estimates of a student's program (see Estimator), which it asks once a
// position. Its estimate counts as not admissible: nothing has checked
// it. A program that fails leaves its estimates 0 and Err set.
type Guided struct {
	p     search.Problem[State]
	est   *Estimator
	words func(State) string
	err   error
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
	return &Guided{p: p, est: est, words: func(k State) string { return ck.Words(ck.Show(start, k)) }}, nil
}

// Err is the first failure of the estimator, or nil.
func (g *Guided) Err() error { return g.err }

func (g *Guided) Start() State        { return g.p.Start() }
func (g *Guided) IsGoal(s State) bool { return g.p.IsGoal(s) }
func (g *Guided) Admissible() bool    { return false }

func (g *Guided) Successors(s State, dst []search.Step[State]) []search.Step[State] {
	return g.p.Successors(s, dst)
}

func (g *Guided) NonUnitCosts() bool {
	n, ok := g.p.(search.NonUnit)
	return ok && n.NonUnitCosts()
}

func (g *Guided) DistinctSuccessors() bool {
	d, ok := g.p.(search.Distinct)
	return ok && d.DistinctSuccessors()
}

func (g *Guided) Estimate(s State) int {
	if g.err != nil {
		return 0
	}
	h, err := g.est.Estimate(g.words(s))
	if err != nil {
		g.err = err
		return 0
	}
	return h
}
