package lab

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"frontier/core/puzzles"
	"frontier/core/search"
)

// Draw says how the states of a set are drawn.
type Draw struct {
	// Depth, when Exact, asks for states whose optimal solution is exactly
	// Depth moves (the puzzle's AtDepth in the catalogue).
	Depth int
	Exact bool
	// Walk, when positive and not Exact, asks for a seeded random walk of
	// Walk moves from the goal. Otherwise states are drawn uniformly from
	// all those that can reach the goal.
	Walk int
}

// String says how the states were drawn, for table titles.
func (d Draw) String() string {
	switch {
	case d.Exact:
		return fmt.Sprintf("exactly %d moves from the goal", d.Depth)
	case d.Walk > 0:
		return fmt.Sprintf("random walk of %d moves", d.Walk)
	}
	return "uniformly random"
}

// stream is the generator stream of state i: distinct for every (draw, i)
// of one seed, so each state's randomness is fixed by (seed, draw, i).
func (d Draw) stream(i int) uint64 {
	if d.Exact {
		return uint64(d.Depth+1)<<32 | uint64(i)
	}
	return uint64(i)
}

// outcome is what one search of one state gave.
type outcome struct {
	Solved  bool
	Stop    search.StopReason
	Length  int // moves in the solution
	Cost    int
	Claimed bool // the engine reported its solution optimal
	// Best is the optimal cost, -1 when there is no solution, if Known:
	// when the puzzle knows it.
	Best      int
	Known     bool
	Generated int64
	Expanded  int64
	Elapsed   time.Duration
	EBF       float64 // the run's own effective branching factor
}

// Set is a numbered list of start states of one puzzle, or of one state
// on each of many puzzles a configuration stands for (the route puzzle
// on random maps: see puzzles.Kind.Instance). Every solver of an
// experiment is given the same set.
type Set struct {
	Puzzle puzzles.Spec // with its options written out, as the set file names it
	Source string       // how the states were drawn, for titles and the set file
	d      puzzles.Domain
	all    []puzzles.State
	// each is the puzzle of each state, nil when d is every state's.
	each []puzzles.Domain
}

// Len is the number of states.
func (s *Set) Len() int { return len(s.all) }

// State returns state i in the canonical text of its puzzle.
func (s *Set) State(i int) string { return s.dom(i).Format(s.all[i]) }

// Instance is the puzzle of state i when the set holds states of many
// puzzles, and whether it does.
func (s *Set) Instance(i int) (puzzles.Spec, bool) {
	if s.each == nil {
		return puzzles.Spec{}, false
	}
	return s.each[i].Spec(), true
}

// dom is the puzzle of state i.
func (s *Set) dom(i int) puzzles.Domain {
	if s.each != nil {
		return s.each[i]
	}
	return s.d
}

// solve runs one checked solver on state i within the pool's memory
// budget.
func (s *Set) solve(ctx context.Context, i int, sv Solver, maxNodes int64, pool Pool) outcome {
	opts := sv.Options()
	opts.MaxNodes, opts.MaxMemory = maxNodes, pool.MaxMemory
	d := s.dom(i)
	r, err := d.Solve(ctx, s.all[i], sv.Engine, sv.Heuristic, opts)
	if err != nil {
		panic("lab: solver not checked: " + err.Error())
	}
	best, known := d.Optimal(s.all[i])
	return outcome{Solved: r.Solved, Stop: r.StopReason, Length: r.Depth, Cost: r.Cost, Claimed: r.Optimal, Best: best, Known: known,
		Generated: r.Generated, Expanded: r.Expanded, Elapsed: r.Elapsed, EBF: r.EBF}
}

// NewSet draws n states of puzzle p, state i from a generator seeded with
// (seed, i) — so the set depends on nothing but its arguments. Drawing at an
// exact depth on 4×4 boards and larger searches with IDA* and can be slow:
// the pool spreads it over the cores and ctx cancels it.
func NewSet(ctx context.Context, p puzzles.Spec, d Draw, n int, seed uint64, pool Pool) (*Set, error) {
	dom, err := toDraw(p, n)
	if err != nil {
		return nil, err
	}
	return drawSet(ctx, dom, d, n, seed, pool, &counter{fn: pool.Progress, total: n})
}

// drawSet is NewSet reporting progress to c, which may count other work too.
func drawSet(ctx context.Context, dom puzzles.Domain, d Draw, n int, seed uint64, pool Pool, c *counter) (*Set, error) {
	all := make([]puzzles.State, n)
	var each []puzzles.Domain
	if _, _, many, _ := dom.Instance(rand.New(rand.NewPCG(seed, 0))); many && !d.Exact {
		each = make([]puzzles.Domain, n)
	}
	draw := func(ctx context.Context, i int) (err error) {
		rng := rand.New(rand.NewPCG(seed, d.stream(i)))
		switch {
		case each != nil:
			// A puzzle of its own, whose options name the start; a walk
			// starts from its goal instead.
			if each[i], all[i], _, err = dom.Instance(rng); err == nil && d.Walk > 0 {
				all[i], err = each[i].Walk(each[i].Goal(), d.Walk, rng)
			}
		case d.Exact:
			all[i], err = dom.AtDepth(ctx, d.Depth, rng)
		case d.Walk > 0:
			all[i], err = dom.Walk(dom.Goal(), d.Walk, rng)
		default:
			all[i], err = dom.Uniform(rng)
		}
		return err
	}
	start := 0
	if d.Exact {
		// The first draw builds the distance tables; do it once, alone.
		if err := draw(ctx, 0); err != nil {
			return nil, err
		}
		start = 1
		c.step()
	}
	err := pool.run(ctx, n-start, c, func(ctx context.Context, j int) error { return draw(ctx, j+start) })
	if err != nil {
		return nil, err
	}
	src := fmt.Sprintf("%d states, %s, seed %d", n, d, seed)
	if each != nil {
		src = fmt.Sprintf("%d puzzles drawn with their starts, seed %d", n, seed)
		if d.Walk > 0 {
			src = fmt.Sprintf("%d puzzles drawn, %s, seed %d", n, d, seed)
		}
	}
	return &Set{Puzzle: dom.Spec(), Source: src, d: dom, all: all, each: each}, nil
}
