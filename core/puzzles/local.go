package puzzles

import (
	"fmt"
	"math/rand/v2"

	"frontier/core/domains/queens"
	"frontier/core/local"
	"frontier/core/numfmt"
	"frontier/core/search"
)

// The problems of the local search engines (frontier local --problem).
const (
	LocalQueens  = "queens"
	LocalSliding = "sliding"
)

// LocalProblems lists the problems the local engines run on.
var LocalProblems = []string{LocalQueens, LocalSliding}

// Queens is the n-queens for the local engines, n from queens.MinN to
// queens.MaxN; start, when not "", is a board (as queens.Parse reads it)
// every run begins from, of n columns (n 0 takes the board's). An
// outcome's board is the row of each column's queen, from 1.
func Queens(n int, start string) (local.Problem, error) {
	var from **queens.Board
	if start != "" {
		b, err := queens.Parse(start)
		switch {
		case err != nil:
			return nil, err
		case n == 0:
			n = b.N()
		case b.N() != n:
			return nil, fmt.Errorf("the board %s has %d columns, not the %d of --n", b.Text(), b.N(), n)
		}
		from = &b
	}
	sp, err := queens.NewSpace(n)
	if err != nil {
		return nil, err
	}
	board := func(b *queens.Board) []int {
		rows := b.Rows(nil)
		for i := range rows {
			rows[i]++
		}
		return rows
	}
	return local.Erase(numfmt.Group(n)+"-queens", local.Space[*queens.Board](sp), board, from), nil
}

// localer is the ability of a Domain whose Kind offers the local engines.
type localer interface {
	localProblem(start State, given bool) (local.Problem, error)
}

// LocalOf is the puzzle of d for the local engines, h its default
// heuristic (the sliding puzzle's Manhattan distance), a move one of the
// puzzle's moves; every run begins from start when given is true, and
// otherwise on a position drawn uniformly. An outcome's board is the
// puzzle's numbers (the sliding puzzle's tiles row by row, 0 the blank).
func LocalOf(d Domain, start State, given bool) (local.Problem, error) {
	if l, ok := d.(localer); ok {
		return l.localProblem(start, given)
	}
	return nil, fmt.Errorf("the local engines run on the n-queens and the sliding puzzle, not the %s", d.Name())
}

func (d *domain[P, S]) localProblem(start State, given bool) (local.Problem, error) {
	k := d.k
	if k.LocalBoard == nil || k.Uniform == nil {
		return nil, fmt.Errorf("the local engines run on the n-queens and the sliding puzzle, not the %s", k.Name)
	}
	sp, err := localSpace(k)
	if err != nil {
		return nil, err
	}
	var from *S
	if given {
		pos, err := d.unwrap(start)
		if err != nil {
			return nil, err
		}
		s := k.searchState(pos)
		from = &s
	}
	name := fmt.Sprintf("%s (h = %s)", k.Name, k.DefaultHeuristic)
	board := func(s S) []int { return k.LocalBoard(sp.show(s)) }
	return local.Erase(name, local.Space[S](sp), board, from), nil
}

// LocalSpace is the puzzle of k as the local engines search it, typed,
// for a window that draws its states (LocalOf hides the type): h its
// default heuristic, move i its i-th successor in its move order. It is
// an error for a puzzle the local engines do not run on.
func LocalSpace[P, S comparable](k *Kind[P, S]) (local.Space[S], error) {
	if k.LocalBoard == nil || k.Uniform == nil {
		return nil, fmt.Errorf("the local engines run on the n-queens and the sliding puzzle, not the %s", k.Name)
	}
	sp, err := localSpace(k)
	if err != nil {
		return nil, err
	}
	return sp, nil
}

func localSpace[P, S comparable](k *Kind[P, S]) (*searchSpace[P, S], error) {
	p, err := k.Problem(k.searchState(k.Goal), k.DefaultHeuristic)
	if err != nil {
		return nil, err
	}
	h, ok := p.(search.Heuristic[S])
	if !ok {
		return nil, fmt.Errorf("the %s has no estimate for the local engines to lower", k.Name)
	}
	return &searchSpace[P, S]{k: k, p: p, h: h, show: k.view(k.Goal).Show}, nil
}

// searchSpace is a puzzle's search problem as the local engines search
// it: move i is the puzzle's i-th successor, in its move order.
type searchSpace[P, S comparable] struct {
	k    *Kind[P, S]
	p    search.Problem[S]
	h    search.Heuristic[S]
	show func(S) P
}

func (sp *searchSpace[P, S]) Random(r *rand.Rand) S { return sp.k.searchState(sp.k.Uniform(r)) }
func (sp *searchSpace[P, S]) H(s S) int             { return sp.h.Estimate(s) }
func (sp *searchSpace[P, S]) Moves(s S) int         { return len(sp.p.Successors(s, nil)) }
func (sp *searchSpace[P, S]) Move(_ S, i int) local.Move {
	return local.Move{Var: i}
}
func (sp *searchSpace[P, S]) Try(s S, m local.Move) int { return sp.h.Estimate(sp.step(s, m).State) }
func (sp *searchSpace[P, S]) Make(s S, m local.Move) S  { return sp.step(s, m).State }
func (sp *searchSpace[P, S]) Text(s S) string           { return sp.k.Format(sp.show(s)) }

// MoveName is the puzzle's label of the move: "up".
func (sp *searchSpace[P, S]) MoveName(s S, m local.Move) string { return sp.step(s, m).Move }

func (sp *searchSpace[P, S]) step(s S, m local.Move) search.Step[S] {
	succ := sp.p.Successors(s, nil)
	if m.Var < 0 || m.Var >= len(succ) {
		panic(fmt.Sprintf("puzzles: local move %d of %d", m.Var, len(succ)))
	}
	return succ[m.Var]
}
