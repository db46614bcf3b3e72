package csp_test

import (
	"context"
	"slices"
	"testing"

	"frontier/core/csp"
)

// TestMinConflicts: core/local's min-conflicts on the adapter solves
// Australia and 30-queens for several seeds, and 8-queens for most (on
// 8-queens it can stay in a local minimum to its step limit: seed 0 does),
// each solution valid on its own terms; one seed gives one run; the
// assignments are the greedy start's one a variable plus one a step, as
// Counting says.
func TestMinConflicts(t *testing.T) {
	q8, _ := csp.Queens(8)
	q30, _ := csp.Queens(30)
	australia := csp.Australia()
	for _, p := range []*csp.Problem{australia, q8, q30} {
		failed := 0
		for seed := range uint64(5) {
			r := csp.SolveMinConflicts(context.Background(), p, seed, 20_000, csp.Limits{}, nil)
			again := csp.SolveMinConflicts(context.Background(), p, seed, 20_000, csp.Limits{}, nil)
			if !slices.Equal(r.Solution, again.Solution) || r.Counts != again.Counts || r.Steps != again.Steps {
				t.Fatalf("%s seed %d: %+v, again %+v", p.Title(), seed, r, again)
			}
			if r.Assignments != int64(p.Vars())+r.Steps {
				t.Errorf("%s seed %d: %d assignments, %d steps", p.Title(), seed, r.Assignments, r.Steps)
			}
			if !r.Solved {
				if failed++; r.Stop != csp.StopStepLimit || p != q8 || failed > 1 {
					t.Fatalf("%s seed %d: not solved, %s", p.Title(), seed, r.Stop)
				}
				continue
			}
			if err := valid(p, r.Solution); err != nil {
				t.Fatalf("%s seed %d: %v", p.Title(), seed, err)
			}
			if p != australia {
				if err := validQueens(p, r.Solution); err != nil {
					t.Fatalf("%s seed %d: %v", p.Title(), seed, err)
				}
			}
		}
	}
	p, _ := csp.Sudoku("harder")
	if r := csp.SolveMinConflicts(context.Background(), p, 1, 50, csp.Limits{}, nil); r.Solved || r.Stop != csp.StopStepLimit || r.Steps != 50 {
		t.Errorf("harder Sudoku in 50 steps: %+v", r.Stop)
	}
}
