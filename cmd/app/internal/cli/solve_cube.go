package cli

import (
	"context"

	"frontier/core/domains/cube"
	"frontier/core/search"
)

// solveCube runs a 2×2×2 cube request; moves print in Singmaster notation.
func solveCube(req *solveRequest) (*report, error) {
	switch {
	case req.diagonal:
		return nil, usageErr("--diagonal is for the sliding puzzle, not the cube")
	case req.goal != "":
		return nil, usageErr("--goal is for the sliding puzzle: the cube's goal is every face one colour")
	case req.width != 0:
		return nil, usageErr("--width is for the sliding puzzle, not the cube")
	}
	var s cube.State
	var err error
	switch {
	case req.state != "":
		s, err = cube.Parse(req.state)
	case req.scramble != "":
		var moves []cube.Move
		if moves, err = cube.ParseMoves(req.scramble); err == nil {
			s = cube.Apply(cube.Solved(), moves...)
		}
	default:
		s = cube.Apply(cube.Solved(), cube.RandomScramble(req.walk, req.seed)...)
	}
	if err != nil {
		return nil, err
	}
	heuristic := req.heuristic
	switch {
	case !req.engine.Informed():
		heuristic = "none" // and the exact table is not built for nothing
	case heuristic == "":
		heuristic = "exact"
	}
	p, err := cube.NewProblem(s, heuristic)
	if err != nil {
		return nil, err
	}
	r := search.Run(context.Background(), req.engine, p, req.opts)
	str := func(s cube.State) string { return s.String() }
	return newReport(req, heuristic, r, s, cube.Solved(), str, str), nil
}
