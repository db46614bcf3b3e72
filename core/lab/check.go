package lab

import (
	"fmt"

	"frontier/core/puzzles"
)

// prepare is the input check every experiment starts with, in one place:
// the states (states returns their puzzle, or why there are none), the
// engines, the list the experiment runs over (list is its check, nil when
// there is none), then each solver on the puzzle. It returns the puzzle's
// domain, the solvers' heuristics resolved to ids.
func prepare(states func() (puzzles.Domain, error), solvers []Solver, list error) (puzzles.Domain, error) {
	d, err := states()
	switch {
	case err != nil:
		return nil, err
	case len(solvers) == 0:
		return nil, fmt.Errorf("no engines given")
	case list != nil:
		return nil, list
	}
	return d, checkSolvers(d, solvers)
}

// checkList explains what is wrong with an experiment's list (its depths,
// its budgets): empty, or an item bad says is wrong.
func checkList[T int | int64](name string, items []T, bad func(T) error) error {
	if len(items) == 0 {
		return fmt.Errorf("no %s given", name)
	}
	for _, v := range items {
		if err := bad(v); err != nil {
			return err
		}
	}
	return nil
}

// domain is the puzzle of the set's states, or why there are none.
func (s *Set) domain() (puzzles.Domain, error) {
	if s == nil || s.Len() == 0 {
		return nil, fmt.Errorf("no states to solve")
	}
	return s.d, nil
}

// toDraw is the puzzle of n states still to draw, or what is wrong.
func toDraw(p puzzles.Spec, n int) (puzzles.Domain, error) {
	d, err := p.New()
	if err == nil && n < 1 {
		err = fmt.Errorf("the number of states must be at least 1, not %d", n)
	}
	return d, err
}
