package puzzles

import (
	"context"
	"fmt"
	"math/rand/v2"

	"frontier/core/search"
)

// State is a position of some Domain's puzzle, opaque to everyone but that
// Domain. States are comparable: two States are equal when they hold equal
// positions of the same puzzle. The zero State is no position.
type State struct{ p any }

// Domain is a configured puzzle with its types erased: what the command
// line, the script runner and the lab use. A Domain is immutable and safe
// for concurrent use. Methods taking a State return an error when it is
// not a position of this Domain.
type Domain interface {
	// Spec is the puzzle and options the Domain was made from.
	Spec() Spec
	// Name is the puzzle's title, such as "8-puzzle".
	Name() string
	// Goal is the goal the puzzle shows: its one goal, or one of its many
	// (Kind.Goal); IsGoal is the goal test the engines search by.
	Goal() State
	IsGoal(s State) bool
	// Start is the position the configuration names as the start (the
	// route puzzle's from), and whether it names one.
	Start() (State, bool)
	Parse(text string) (State, error)
	// Format is the canonical text, which Parse reads back; Compact is
	// the transcript form.
	Format(s State) string
	Compact(s State) string
	MoveNames() []string
	// Apply makes the moves of a text from s.
	Apply(s State, moves string) (State, error)
	// Walk makes n random moves from s; Uniform draws a uniformly random
	// position; AtDepth one whose optimal solution is exactly d moves.
	Walk(from State, n int, rng *rand.Rand) (State, error)
	Uniform(rng *rand.Rand) (State, error)
	AtDepth(ctx context.Context, d int, rng *rand.Rand) (State, error)
	Heuristics() []Heuristic
	DefaultHeuristic() HeuristicID
	// Heuristic finds a heuristic by id or alias (see Kind.HeuristicNamed).
	Heuristic(name string) (Heuristic, error)
	// Solve runs engine e from start with heuristic h ("" is the default;
	// uninformed engines ignore it and build no table for it). The moves
	// and path of the result are in the user's frame (see Kind.View). The
	// error is about the arguments, never about the search, whose outcome
	// is in the result.
	Solve(ctx context.Context, start State, e search.Engine, h HeuristicID, opts search.Options) (search.Result[State], error)
	// Trace is Solve with tr watching every expansion, its states and
	// moves in the user's frame like the result's (see search.Trace); a
	// nil tr is Solve.
	Trace(ctx context.Context, start State, e search.Engine, h HeuristicID, opts search.Options,
		tr *search.Trace[State]) (search.Result[State], error)
	// Prepare makes ready the tables heuristic h needs, reporting the
	// progress of a build (see Kind.Prepare), under the memory budget ctx
	// carries (search.WithMemoryBudget); a build the budget has no room
	// for fails with a *search.MemoryError. Solve prepares them anyway,
	// so it is only for a caller that shows the progress or wants the
	// error.
	Prepare(ctx context.Context, h HeuristicID, progress func(done, total int)) error
	// Lab holds the defaults of experiments on this puzzle.
	Lab() LabDefaults
	// Unit is what a cost counts ("km"), "" for moves; CostWords says a
	// cost and its number of moves in the puzzle's words ("418 km over 4
	// roads", "12 moves").
	Unit() string
	CostWords(cost, moves int) string
	// Optimal is the cost of an optimal solution from s (-1 when s
	// cannot reach the goal), and whether the puzzle knows it.
	Optimal(s State) (cost int, known bool)
	// Instance draws from rng one of the puzzles a configuration stands
	// for (see Kind.Instance) and its start; ok is false for a
	// configuration that is one puzzle.
	Instance(rng *rand.Rand) (member Domain, start State, ok bool, err error)
	// Checking is what the checker of students' programs reads of the
	// puzzle for a search from start; ok is false for a puzzle not
	// offered to programs.
	Checking(start State) (c Checking, ok bool)
}

// Erase wraps a Kind as a Domain made from spec.
func Erase[P, S comparable](spec Spec, k *Kind[P, S]) Domain {
	return &domain[P, S]{spec: spec, k: k}
}

type domain[P, S comparable] struct {
	spec Spec
	k    *Kind[P, S]
}

func (d *domain[P, S]) wrap(p P) State { return State{p} }

func (d *domain[P, S]) unwrap(s State) (P, error) {
	p, ok := s.p.(P)
	if !ok {
		var zero P
		if s.p == nil {
			return zero, fmt.Errorf("no position given")
		}
		return zero, fmt.Errorf("a position of another puzzle, not the %s", d.k.Name)
	}
	return p, nil
}

func (d *domain[P, S]) lacks(what string) error {
	return fmt.Errorf("the %s has no %s", d.k.Name, what)
}

func (d *domain[P, S]) Spec() Spec   { return d.spec }
func (d *domain[P, S]) Name() string { return d.k.Name }
func (d *domain[P, S]) Goal() State  { return d.wrap(d.k.Goal) }

func (d *domain[P, S]) IsGoal(s State) bool {
	p, err := d.unwrap(s)
	return err == nil && d.k.Solved(p)
}
func (d *domain[P, S]) Lab() LabDefaults {
	l := d.k.Lab
	l.Offered = d.k.Offered()
	return l
}

func (d *domain[P, S]) Start() (State, bool) {
	if d.k.Start == nil {
		return State{}, false
	}
	return d.wrap(d.k.Start()), true
}

func (d *domain[P, S]) Prepare(ctx context.Context, h HeuristicID, progress func(done, total int)) error {
	return d.k.MakeReady(ctx, h, progress)
}

func (d *domain[P, S]) MoveNames() []string { return append([]string(nil), d.k.MoveNames...) }

func (d *domain[P, S]) Parse(text string) (State, error) {
	if d.k.Parse == nil {
		return State{}, d.lacks("state parser")
	}
	p, err := d.k.Parse(text)
	if err != nil {
		return State{}, err
	}
	return d.wrap(p), nil
}

// Format writes s canonically; a State of another puzzle writes as "?".
func (d *domain[P, S]) Format(s State) string {
	p, err := d.unwrap(s)
	if err != nil {
		return "?"
	}
	return d.k.Format(p)
}

func (d *domain[P, S]) Compact(s State) string {
	p, err := d.unwrap(s)
	if err != nil {
		return "?"
	}
	if d.k.Compact == nil {
		return d.k.Format(p)
	}
	return d.k.Compact(p)
}

func (d *domain[P, S]) Apply(s State, moves string) (State, error) {
	p, err := d.unwrap(s)
	if err != nil {
		return State{}, err
	}
	if d.k.Apply == nil {
		return State{}, d.lacks("moves to apply")
	}
	next, err := d.k.Apply(p, moves)
	if err != nil {
		return State{}, err
	}
	return d.wrap(next), nil
}

func (d *domain[P, S]) Walk(from State, n int, rng *rand.Rand) (State, error) {
	p, err := d.unwrap(from)
	switch {
	case err != nil:
		return State{}, err
	case d.k.Walk == nil:
		return State{}, d.lacks("random walk")
	case n < 0 || n > MaxWalk:
		return State{}, fmt.Errorf("a random walk is 0 to %d moves, not %d", MaxWalk, n)
	}
	return d.wrap(d.k.Walk(p, n, rng)), nil
}

func (d *domain[P, S]) Uniform(rng *rand.Rand) (State, error) {
	if d.k.Uniform == nil {
		return State{}, d.lacks("uniformly random positions")
	}
	return d.wrap(d.k.Uniform(rng)), nil
}

func (d *domain[P, S]) AtDepth(ctx context.Context, depth int, rng *rand.Rand) (State, error) {
	if d.k.AtDepth == nil {
		return State{}, d.lacks("positions drawn at an exact depth")
	}
	p, err := d.k.AtDepth(ctx, depth, rng)
	if err != nil {
		return State{}, err
	}
	return d.wrap(p), nil
}

func (d *domain[P, S]) Heuristics() []Heuristic {
	return append([]Heuristic(nil), d.k.Heuristics...)
}

func (d *domain[P, S]) DefaultHeuristic() HeuristicID { return d.k.DefaultHeuristic }

func (d *domain[P, S]) Heuristic(name string) (Heuristic, error) { return d.k.HeuristicNamed(name) }

func (d *domain[P, S]) Solve(ctx context.Context, start State, e search.Engine, h HeuristicID,
	opts search.Options) (search.Result[State], error) {
	return d.Trace(ctx, start, e, h, opts, nil)
}

// problemUntil is Problem waited for only until ctx ends: Prepare has
// made the tables it knows of ready, but a Problem may still build one
// (the cube's small pattern databases on first use, or the tables of a
// puzzle with no Prepare), and a command's --timeout counts that too. A
// build left behind finishes on its own and serves the next search.
func (k *Kind[P, S]) problemUntil(ctx context.Context, start S, h HeuristicID) (search.Problem[S], error) {
	if ctx.Done() == nil {
		return k.Problem(start, h)
	}
	type built struct {
		p   search.Problem[S]
		err error
	}
	done := make(chan built, 1)
	go func() {
		p, err := k.Problem(start, h)
		done <- built{p, err}
	}()
	select {
	case b := <-done:
		return b.p, b.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// PositionOf is the position s holds, as a P, for a caller that knows its
// puzzle's type (a window's tab); ok is false for a State of another type.
func PositionOf[P comparable](s State) (p P, ok bool) {
	p, ok = s.p.(P)
	return p, ok
}

// StateOf is position p as a State of a Domain whose positions are P's
// (see Erase): what a caller holding a Kind hands the Domain made of it.
func StateOf[P comparable](p P) State { return State{p} }
