package lab

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"frontier/core/search"
)

// Draw says how the states of a set are drawn.
type Draw struct {
	// Depth, when Exact, asks for states whose optimal solution is exactly
	// Depth moves (sliding.Board.AtDepth; the cube's exact table).
	Depth int
	Exact bool
	// Walk, when positive and not Exact, asks for a seeded random walk of
	// Walk moves from the goal (seeds 000, 001, 003). Otherwise states are
	// drawn uniformly from all those that can reach the goal.
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
	Solved    bool
	Stop      search.StopReason
	Length    int // moves in the solution
	Generated int64
	Expanded  int64
	Elapsed   time.Duration
	EBF       float64 // the run's own effective branching factor
}

// list is a set's states behind a type-free face.
type list interface {
	Len() int
	format(i int) string
	solve(ctx context.Context, i int, sv Solver, maxNodes int64) outcome
	check(sv *Solver) error // see Puzzle.CheckSolvers
}

type states[S comparable] struct {
	sp  space[S]
	all []S
}

func (l *states[S]) Len() int            { return len(l.all) }
func (l *states[S]) format(i int) string { return l.sp.format(l.all[i]) }

func (l *states[S]) check(sv *Solver) error {
	if !sv.Engine.Informed() {
		sv.Heuristic = ""
		return nil
	}
	name, err := l.sp.heuristic(sv.Heuristic)
	if err == nil {
		sv.Heuristic = name
	}
	return err
}

func (l *states[S]) solve(ctx context.Context, i int, sv Solver, maxNodes int64) outcome {
	p, err := l.sp.problem(l.all[i], sv.Heuristic)
	if err != nil {
		panic("lab: solver not checked: " + err.Error())
	}
	r := search.Run(ctx, sv.Engine, p, sv.options(maxNodes))
	return outcome{Solved: r.Solved, Stop: r.StopReason, Length: r.Depth, Generated: r.Generated,
		Expanded: r.Expanded, Elapsed: r.Elapsed, EBF: r.EBF}
}

// Set is a numbered list of start states of one puzzle. Every solver of an
// experiment is given the same set.
type Set struct {
	Puzzle Puzzle
	Source string // how the states were drawn, for titles and the set file
	l      list
}

// Len is the number of states.
func (s *Set) Len() int { return s.l.Len() }

// State returns state i in the canonical text of its puzzle.
func (s *Set) State(i int) string { return s.l.format(i) }

// Check explains why one of the solvers cannot run on this set's puzzle,
// for example an unknown heuristic.
func (s *Set) Check(solvers []Solver) error { return s.Puzzle.CheckSolvers(solvers) }

// NewSet draws n states of puzzle p, state i from a generator seeded with
// (seed, i) — so the set depends on nothing but its arguments. Drawing at an
// exact depth on 4×4 boards and larger searches with IDA* and can be slow:
// the pool spreads it over the cores and ctx cancels it.
func NewSet(ctx context.Context, p Puzzle, d Draw, n int, seed uint64, pool Pool) (*Set, error) {
	if err := p.Check(); err != nil {
		return nil, err
	}
	if n < 1 {
		return nil, fmt.Errorf("the number of states must be at least 1, not %d", n)
	}
	return drawSet(ctx, p, d, n, seed, pool, &counter{fn: pool.Progress, total: n})
}

// drawSet is NewSet reporting progress to c, which may count other work too.
func drawSet(ctx context.Context, p Puzzle, d Draw, n int, seed uint64, pool Pool, c *counter) (*Set, error) {
	src := fmt.Sprintf("%d states, %s, seed %d", n, d, seed)
	switch p.Name {
	case "cube":
		l, err := drawStates[cubeSpace](ctx, newCubeSpace(), d, n, seed, pool, c)
		return newSet(p, src, l, err)
	default:
		sp, err := newSlidingSpace(p)
		if err != nil {
			return nil, err
		}
		l, err := drawStates[slidingSpace](ctx, sp, d, n, seed, pool, c)
		return newSet(p, src, l, err)
	}
}

func newSet[S comparable](p Puzzle, src string, l *states[S], err error) (*Set, error) {
	if err != nil {
		return nil, err
	}
	return &Set{Puzzle: p, Source: src, l: l}, nil
}

func drawStates[SP space[S], S comparable](ctx context.Context, sp SP, d Draw, n int, seed uint64, pool Pool, c *counter) (*states[S], error) {
	all := make([]S, n)
	if d.Exact && n > 0 {
		// The first draw builds the distance tables; do it once, alone.
		s, err := sp.atDepth(ctx, d.Depth, rand.New(rand.NewPCG(seed, d.stream(0))))
		if err != nil {
			return nil, err
		}
		all[0] = s
	}
	start := 0
	if d.Exact {
		start = 1
		c.step()
	}
	err := pool.run(ctx, n-start, c, func(ctx context.Context, j int) error {
		i := j + start
		rng := rand.New(rand.NewPCG(seed, d.stream(i)))
		var err error
		switch {
		case d.Exact:
			all[i], err = sp.atDepth(ctx, d.Depth, rng)
		case d.Walk > 0:
			all[i] = sp.walk(d.Walk, rng)
		default:
			all[i] = sp.uniform(rng)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return &states[S]{sp: sp, all: all}, nil
}
