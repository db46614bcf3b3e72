package check

import (
	"context"
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"

	"frontier/core/puzzles"
)

// Draw draws n starts of moderate depth on d from seed, the same for the
// same seed: positions at optimal distances spread over the first half
// or so of the depths a first experiment in the window runs (4 to 12
// moves on the 8-puzzle), or, on a puzzle that cannot draw positions at
// a depth (a map), places drawn uniformly, never the goal.
func Draw(ctx context.Context, d puzzles.Domain, n int, seed uint64) ([]puzzles.State, error) {
	rng := rand.New(rand.NewPCG(seed, 0x636865636b))
	hi := moderate(d.Lab().First)
	lo := min(4, hi)
	goal := d.Goal()
	var out []puzzles.State
	for i := 0; i < n; i++ {
		depth := lo
		if n > 1 {
			depth = lo + (hi-lo)*i/(n-1)
		}
		s, err := d.AtDepth(ctx, depth, rng)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			if s, err = uniform(d, rng, goal); err != nil {
				return nil, err
			}
		}
		out = append(out, s)
	}
	return out, nil
}

// uniform draws a position uniformly that is not the goal.
func uniform(d puzzles.Domain, rng *rand.Rand, goal puzzles.State) (puzzles.State, error) {
	for range 100 {
		s, err := d.Uniform(rng)
		if err != nil {
			return s, err
		}
		if s != goal {
			return s, nil
		}
	}
	return puzzles.State{}, errors.New("the puzzle has no start but its goal to draw")
}

// moderate is three quarters of the deepest depth of a list such as
// "2-16/2", at least 2: 12 for the 8-puzzle's.
func moderate(depths string) int {
	best := 0
	for _, part := range strings.Split(depths, ",") {
		part, _, _ = strings.Cut(part, "/")
		for _, w := range strings.Split(part, "-") {
			if v, err := strconv.Atoi(strings.TrimSpace(w)); err == nil {
				best = max(best, v)
			}
		}
	}
	return max(2, best*3/4)
}
