package cli

import (
	"context"
	"math/rand/v2"

	"frontier/core/puzzles"
)

// solve runs the request through the catalogue; building, if not nil,
// hears how a build of the heuristic's tables goes.
func (req *solveRequest) solve(ctx context.Context, building func(done, total int)) (*report, error) {
	d, start, h, err := req.setup()
	if err != nil {
		return nil, err
	}
	if building != nil {
		// An error here is Solve's too, and a cancel ends Solve at once.
		d.Prepare(ctx, h, building)
	}
	r, err := d.Solve(ctx, start, req.engine, h, req.opts)
	if err != nil {
		return nil, err
	}
	return newReport(req, d, h, r, start), nil
}

// setup makes what a search of the request needs, through the catalogue:
// the puzzle configured by the flags (and what a STATE implies, such as a
// sliding board's width), the start, and the heuristic.
func (req *solveRequest) setup() (puzzles.Domain, puzzles.State, puzzles.HeuristicID, error) {
	id := puzzles.ID(req.puzzle)
	opts := req.options.given
	var err error
	if req.state != "" {
		if opts, err = puzzles.Infer(id, req.state, opts); err != nil {
			return nil, puzzles.State{}, "", err
		}
	}
	d, err := puzzles.New(id, opts)
	if err != nil {
		return nil, puzzles.State{}, "", err
	}
	start, err := req.start(d)
	if err != nil {
		return nil, puzzles.State{}, "", err
	}
	h := puzzles.HeuristicNone // an uninformed engine builds no table for nothing
	if req.engine.Informed() {
		info, err := d.Heuristic(req.heuristic)
		if err != nil {
			return nil, puzzles.State{}, "", err
		}
		h = info.ID
	}
	return d, start, h, nil
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
