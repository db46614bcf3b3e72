package cli

import (
	"context"
	"math/rand/v2"

	"frontier/core/puzzles"
)

// solve runs the request through the catalogue: the puzzle configured by
// the flags (and the width a sliding STATE implies), the start, the
// heuristic, the search.
func (req *solveRequest) solve(ctx context.Context) (*report, error) {
	id := puzzles.ID(req.puzzle)
	opts := puzzles.Options{Width: req.width, Diagonal: req.diagonal, Goal: req.goal}
	var err error
	if req.state != "" {
		if opts, err = puzzles.Infer(id, req.state, opts); err != nil {
			return nil, err
		}
	}
	d, err := puzzles.New(id, opts)
	if err != nil {
		return nil, err
	}
	start, err := req.start(d)
	if err != nil {
		return nil, err
	}
	h := puzzles.HeuristicNone // an uninformed engine builds no table for nothing
	if req.engine.Informed() {
		info, err := d.Heuristic(req.heuristic)
		if err != nil {
			return nil, err
		}
		h = info.ID
	}
	r, err := d.Solve(ctx, start, req.engine, h, req.opts)
	if err != nil {
		return nil, err
	}
	return newReport(req, d, h, r, start), nil
}

// start is the position the request starts from: its STATE, the goal
// scrambled by --scramble, or a seeded random walk from the goal.
func (req *solveRequest) start(d puzzles.Domain) (puzzles.State, error) {
	switch {
	case req.state != "":
		return d.Parse(req.state)
	case req.scramble != "":
		s, err := d.Apply(d.Goal(), req.scramble)
		if err != nil {
			return s, usageErr("--scramble: %v", err)
		}
		return s, nil
	}
	return d.Walk(d.Goal(), req.walk, rand.New(rand.NewPCG(req.seed, 0)))
}
