package puzzles

import (
	"context"
	"errors"

	"frontier/core/search"
	"frontier/core/textio"
)

// Protocol is how a program that Frontier checks (see core/check) reads a
// puzzle and writes its positions and moves. A Kind without one is not
// offered to programs.
type Protocol[P comparable] struct {
	// Header are the lines after "puzzle ID" that configure the puzzle
	// ("size 3"), Trailer those after the start and the goal ("map
	// problem.map").
	Header, Trailer []string
	// Files are the files the program finds in its working folder, by
	// name: the map of the route puzzle.
	Files map[string][]byte
	// Words is a position as the program reads and writes it; nil means
	// Format.
	Words func(P) string
	// Move makes one move, as the program writes it, from p; nil means
	// Apply.
	Move func(p P, word string) (P, error)
	// FixedMoves: every position's moves are named alike (the sliding
	// puzzle's up, down, left and right), so that a program tries them in
	// one order everywhere; otherwise each position's moves are ranked on
	// their own (a map's roads, in the order a program lists them).
	FixedMoves bool
	// Misestimates are estimates students write by mistake for this
	// puzzle, which the checker recognises in a program's A*.
	Misestimates []Misestimate[P]
	// Positions, if not nil, lists every position, for a puzzle that has
	// few (a map's places); a checker of heuristics finds the others by
	// searching back from the goal.
	Positions func() []P
}

// Misestimate is an estimate written by mistake: the Manhattan distance
// with the blank counted.
type Misestimate[P comparable] struct {
	Name     string
	Estimate func(P) int
}

// Checking is what the checker of students' programs reads of a puzzle,
// its types erased (see Domain.Checking). Every State it takes or gives
// is a search state (a key), unless it says a position.
type Checking struct {
	// Header, Trailer and Files are the protocol's.
	Header, Trailer []string
	Files           map[string][]byte
	// Words writes a position for a program; Move makes one move of a
	// program's from a position.
	Words func(pos State) string
	Move  func(pos State, word string) (State, error)
	// FixedMoves and the names of the moves in the puzzle's order.
	FixedMoves bool
	MoveNames  []string
	// Key is the search state of a position: positions an engine counts
	// as one state (a cube held two ways) share one.
	Key func(pos State) State
	// Show is the position, in the frame of start, of a key.
	Show func(start, key State) State
	// Problem is the search of the goal from start (a position) with
	// heuristic h, in keys; h's tables are made ready first.
	Problem func(ctx context.Context, start State, h HeuristicID) (search.Problem[State], error)
	// Count runs graph search under a policy from start (a position)
	// with heuristic h, or the estimate of keys est where it is not nil,
	// each position's moves in an order, and counts it (search.Count):
	// the checker's runs of a program's conventions, in the puzzle's own
	// states, at the engines' speed.
	Count func(ctx context.Context, start State, h HeuristicID, est func(State) int, pol search.Policy, ord MoveOrder, opts search.Options) (search.Tally, error)
	// Misestimates are the puzzle's estimates written by mistake, on
	// keys shown in start's frame.
	Misestimates []Misestimate[State]
	// Positions lists every position of a puzzle that has few; nil for
	// one that does not.
	Positions func() []State
	// ShowMove is a move of the search as the user reads it, in the frame
	// of start.
	ShowMove func(label string) string
}

// Checking is what a checker reads of d; ok is false for a puzzle
// without a Protocol.
func (d *domain[P, S]) Checking(start State) (Checking, bool) {
	pr := d.k.Protocol
	if pr == nil {
		return Checking{}, false
	}
	p0, err := d.unwrap(start)
	if err != nil {
		return Checking{}, false
	}
	v := d.k.view(p0)
	c := Checking{Header: pr.Header, Trailer: pr.Trailer, Files: pr.Files, FixedMoves: pr.FixedMoves, MoveNames: d.MoveNames(), ShowMove: v.Move,
		Words: d.words, Move: d.programMove, Key: d.key, Problem: d.checkedProblem, Count: d.count,
		Show: func(from, key State) State { return d.showKey(p0, v, from, key) }}
	if pr.Positions != nil {
		c.Positions = d.positions
	}
	for _, m := range pr.Misestimates {
		c.Misestimates = append(c.Misestimates, Misestimate[State]{Name: m.Name, Estimate: func(key State) int {
			s, ok := key.p.(S)
			if !ok {
				return 0
			}
			return m.Estimate(v.Show(s))
		}})
	}
	return c, true
}

// positions are every position of the puzzle, for Checking.Positions.
func (d *domain[P, S]) positions() []State {
	var out []State
	for _, p := range d.k.Protocol.Positions() {
		out = append(out, d.wrap(p))
	}
	return out
}

// words is a position as a program reads it, for Checking.Words.
func (d *domain[P, S]) words(pos State) string {
	p, err := d.unwrap(pos)
	if err != nil {
		return "?"
	}
	if w := d.k.Protocol.Words; w != nil {
		return w(p)
	}
	return d.k.Format(p)
}

// programMove is one of a program's moves from pos, for Checking.Move.
func (d *domain[P, S]) programMove(pos State, word string) (State, error) {
	p, err := d.unwrap(pos)
	if err != nil {
		return State{}, err
	}
	var next P
	if m := d.k.Protocol.Move; m != nil {
		next, err = m(p, word)
	} else {
		next, err = d.k.Apply(p, word)
	}
	if err != nil {
		// Apply reads a sequence and numbers its moves; this is one.
		if me, ok := errors.AsType[*textio.MoveError](err); ok {
			err = me.Err
		}
		return State{}, err
	}
	return d.wrap(next), nil
}

// key is a position's search state, for Checking.Key.
func (d *domain[P, S]) key(pos State) State {
	p, err := d.unwrap(pos)
	if err != nil {
		return State{}
	}
	return State{d.k.searchState(p)}
}

// showKey is key as a position in the frame of from, for Checking.Show:
// v is the frame of the checked start p0, which most calls ask for.
func (d *domain[P, S]) showKey(p0 P, v View[P, S], from, key State) State {
	s, ok := key.p.(S)
	if !ok {
		return State{}
	}
	if f, err := d.unwrap(from); err == nil && f != p0 {
		v = d.k.view(f)
	}
	return d.wrap(v.Show(s))
}

// checkedProblem is the search of the goal from start with heuristic h,
// its tables made ready, for Checking.Problem.
func (d *domain[P, S]) checkedProblem(ctx context.Context, start State, h HeuristicID) (search.Problem[State], error) {
	p, err := d.unwrap(start)
	if err != nil {
		return nil, err
	}
	if err := d.k.MakeReady(ctx, h, nil); err != nil {
		return nil, err
	}
	prob, err := d.k.problemUntil(ctx, d.k.searchState(p), h)
	if err != nil {
		return nil, err
	}
	return boxProblem(prob), nil
}

// boxProblem is p with its states boxed as States (search.Box: every
// ability of p kept).
func boxProblem[S comparable](p search.Problem[S]) search.Problem[State] {
	return search.Box(p, func(s S) State { return State{s} }, func(t State) (S, bool) { s, ok := t.p.(S); return s, ok })
}
