package csp_test

import (
	"context"
	"testing"

	"frontier/core/csp"
)

// BenchmarkSolve: every solution of 8-queens under three inferences, the
// harder Sudoku by MRV and MAC, and AC-3 alone on the easy one. Each run
// checks that it did its work.
func BenchmarkSolve(b *testing.B) {
	queens, _ := csp.Queens(8)
	harder, _ := csp.Sudoku("harder")
	easy, _ := csp.Sudoku("easy")
	for _, bc := range []struct {
		name string
		run  func() bool
	}{
		{"8-queens-all-none", func() bool {
			return csp.Solve(context.Background(), queens, csp.Options{All: true}).Solutions == 92
		}},
		{"8-queens-all-fc", func() bool {
			return csp.Solve(context.Background(), queens, csp.Options{All: true, Inference: csp.ForwardChecking}).Solutions == 92
		}},
		{"8-queens-all-mac", func() bool {
			return csp.Solve(context.Background(), queens, csp.Options{All: true, Inference: csp.MaintainArcs}).Solutions == 92
		}},
		{"sudoku-harder-mrv-mac", func() bool {
			return csp.Solve(context.Background(), harder, csp.Options{Var: csp.MRV, Inference: csp.MaintainArcs}).Solved
		}},
		{"sudoku-easy-ac3", func() bool { return csp.AC3(context.Background(), easy, csp.Limits{}, nil).Solved }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				if !bc.run() {
					b.Fatal("not solved")
				}
			}
		})
	}
}
