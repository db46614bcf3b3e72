package cli

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"frontier/core/domains/sliding"
	"frontier/core/search"
)

// solveSliding runs a sliding-puzzle request.
func solveSliding(req *solveRequest) (*report, error) {
	var start sliding.Tiles
	if req.state != "" {
		t, err := sliding.Parse(req.state)
		if err != nil {
			return nil, err
		}
		start = t
	}
	width := req.width
	switch {
	case start != nil && width != 0 && width != start.Width():
		return nil, usageErr("--width %d does not match the %d×%d state", width, start.Width(), start.Width())
	case start != nil:
		width = start.Width()
	case width == 0:
		width = 3
	}
	goal, err := slidingGoal(req.goal, width)
	if err != nil {
		return nil, err
	}
	board, err := sliding.NewBoard(width, req.diagonal, goal)
	if err != nil {
		return nil, err
	}
	var s sliding.State
	switch {
	case start != nil:
		if s, err = board.Load(start); err != nil {
			return nil, err
		}
	case req.scramble != "":
		if s, err = slidingScramble(board, req.scramble); err != nil {
			return nil, err
		}
	default:
		s, _ = board.RandomWalk(req.walk, rand.New(rand.NewPCG(req.seed, 0)))
	}
	heuristic := req.heuristic
	switch {
	case !req.engine.Informed():
		heuristic = "none" // and no table is built for nothing
	case heuristic == "" && req.diagonal:
		heuristic = "chebyshev"
	case heuristic == "":
		heuristic = "manhattan"
	}
	if err := board.CheckHeuristic(heuristic); err != nil {
		return nil, err
	}
	info, _ := sliding.LookupHeuristic(heuristic)
	p, err := sliding.NewProblem(board, s, info.Name)
	if err != nil {
		return nil, err
	}
	r := search.Run(context.Background(), req.engine, p, req.opts)
	compact := func(s sliding.State) string { return board.Tiles(s).Compact() }
	return newReport(req, info.Name, r, s, board.Goal(), board.Format, compact), nil
}

// slidingGoal reads --goal: empty or blank-first, blank-last, or a state.
func slidingGoal(text string, width int) (sliding.Tiles, error) {
	switch text {
	case "", "blank-first":
		return sliding.BlankFirst(width), nil
	case "blank-last":
		return sliding.BlankLast(width), nil
	}
	t, err := sliding.Parse(text)
	if err != nil {
		return nil, fmt.Errorf("--goal: %v", err)
	}
	if t.Width() != width {
		return nil, fmt.Errorf("--goal is %d×%d but the board is %d×%d (give a STATE or --width to match)", t.Width(), t.Width(), width, width)
	}
	return t, nil
}

// slidingScramble applies blank moves ("up left, left") to the goal.
func slidingScramble(b *sliding.Board, text string) (sliding.State, error) {
	s := b.Goal()
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return r == ' ' || r == ',' })
	for i, m := range words {
		next, ok := b.Apply(s, m)
		if !ok {
			return s, fmt.Errorf("--scramble: move %d %q is not possible here (moves: %s; the blank must stay on the board)",
				i+1, m, strings.Join(sliding.MoveNames(b.Diagonal()), ", "))
		}
		s = next
	}
	return s, nil
}
