package cli

import (
	"context"
	"errors"
	"math/rand/v2"

	"frontier/core/check"
	"frontier/core/puzzles"
	"frontier/core/runner"
	"frontier/core/search"
)

// solve runs the request through the catalogue; building, if not nil,
// hears how a build of the heuristic's tables goes.
func (req *solveRequest) solve(ctx context.Context, building func(done, total int)) (*report, error) {
	d, start, h, err := req.setup()
	if err != nil {
		return nil, err
	}
	if req.heuristicRun != "" {
		return req.solveGuided(ctx, d, start)
	}
	r, table := req.prepare(ctx, d, h, building)
	if table == nil {
		if r, err = d.Solve(ctx, start, req.engine, h, req.opts); err != nil {
			return nil, err
		}
	}
	rep := newReport(req, d, h, r, start)
	rep.table = table
	return rep, nil
}

// prepare makes ready the tables of heuristic h under the memory budget,
// building, if not nil, hearing how a build goes. A table the budget has
// no room for is returned with the result of a search it stopped before
// the start; any other error is Solve's too, and a cancel ends Solve at
// once.
func (req *solveRequest) prepare(ctx context.Context, d puzzles.Domain, h puzzles.HeuristicID,
	building func(done, total int)) (search.Result[puzzles.State], *search.MemoryError) {
	err := d.Prepare(search.WithMemoryBudget(ctx, req.opts.MaxMemory), h, building)
	if me := (*search.MemoryError)(nil); errors.As(err, &me) {
		return search.Result[puzzles.State]{StopReason: search.StopMemoryLimit, BestH: -1}, me
	}
	return search.Result[puzzles.State]{}, nil
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
	if err := puzzles.CheckUsed(id, opts, h); err != nil {
		return nil, puzzles.State{}, "", err
	}
	return d, start, h, nil
}

// start is the position the request starts from: its STATE, the goal
// scrambled by --scramble, a seeded random walk from the goal, or the
// start the puzzle's options name (the route puzzle's --from).
func (req *solveRequest) start(d puzzles.Domain) (puzzles.State, error) {
	switch {
	case req.state == "" && req.scramble == "" && req.walk == 0:
		if s, ok := d.Start(); ok {
			return s, nil
		}
		return puzzles.State{}, errNoStart
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

// solveGuided runs the request's engine guided by the estimates of the
// program --heuristic-run names.
func (req *solveRequest) solveGuided(ctx context.Context, d puzzles.Domain, start puzzles.State) (*report, error) {
	est, err := check.StartEstimator(runner.Program{Command: req.heuristicRun, Sandbox: runner.Sandbox{Unconfined: req.unconfined}}, d, start)
	if err != nil {
		return nil, sandboxHint(err)
	}
	defer est.Close()
	gp, err := check.NewGuided(ctx, d, start, est)
	if err != nil {
		return nil, err
	}
	r := search.Run(ctx, req.engine, gp, req.opts)
	if err := gp.Err(); err != nil {
		return nil, err
	}
	ck, _ := d.Checking(start)
	shown := search.MapResult(r, func(s puzzles.State) puzzles.State { return ck.Show(start, s) }, ck.ShowMove)
	return newReport(req, d, "program", shown, start), nil
}
