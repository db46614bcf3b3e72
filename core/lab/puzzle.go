package lab

import (
	"fmt"

	"frontier/core/puzzles"
)

// CheckSolvers explains why one of the solvers cannot run on p, for example
// an unknown heuristic, or returns nil. It also writes into the slice each
// heuristic's id, so that the short name h2 reads manhattan and an informed
// engine given none gets the puzzle's default.
func CheckSolvers(p puzzles.Spec, solvers []Solver) error {
	d, err := p.New()
	if err != nil {
		return err
	}
	return checkSolvers(d, solvers)
}

func checkSolvers(d puzzles.Domain, solvers []Solver) error {
	used := make([]puzzles.HeuristicID, len(solvers))
	for i := range solvers {
		sv := &solvers[i]
		if !sv.Engine.Informed() {
			sv.Heuristic, used[i] = "", puzzles.HeuristicNone
			continue
		}
		h, err := d.Heuristic(string(sv.Heuristic))
		if err != nil {
			return fmt.Errorf("%s: %v", sv, err)
		}
		sv.Heuristic, used[i] = h.ID, h.ID
	}
	// An option that sets up a heuristic no solver uses would change nothing.
	return puzzles.CheckUsed(d.Spec().ID, d.Spec().Settings, used...)
}

// defaultSolvers are the puzzle's contestants for an experiment of kind k.
func defaultSolvers(d puzzles.Domain, k Kind) []Solver {
	cs := d.Lab().Engines
	if k == KindBudget {
		cs = d.Lab().Budget
	}
	out := make([]Solver, len(cs))
	for i, c := range cs {
		out[i] = Solver{Engine: c.Engine, Heuristic: c.Heuristic}
	}
	return out
}
