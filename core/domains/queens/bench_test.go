package queens_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"frontier/core/domains/queens"
	"frontier/core/local"
)

// BenchmarkMinConflicts repairs boards of n queens: from the greedy start
// (Options.OwnStart, its time counted) up to a million queens, and from a
// random board up to ten thousand, where each of the many more steps still
// weighs every row. It reports the steps and evaluations of a run and the
// bytes a board holds; each run must solve.
func BenchmarkMinConflicts(b *testing.B) {
	cases := []struct {
		n      int
		greedy bool
	}{{1_000, true}, {100_000, true}, {1_000_000, true}, {1_000, false}, {10_000, false}}
	for _, c := range cases {
		start := "random"
		if c.greedy {
			start = "greedy"
		}
		b.Run(fmt.Sprintf("n=%d/%s", c.n, start), func(b *testing.B) {
			sp, _ := queens.NewSpace(c.n)
			var steps, evals int64
			runs := 0
			b.ReportAllocs()
			for b.Loop() {
				b.StopTimer()
				board := queens.Random(c.n, rand.New(rand.NewPCG(uint64(runs), 1)))
				b.StartTimer()
				r := local.MinConflicts(context.Background(), board,
					local.Options{Seed: uint64(runs), OwnStart: c.greedy, MaxSteps: 1_000_000}, nil)
				if !r.Solved {
					b.Fatalf("run %d: %s after %d steps, h %d", runs, r.Stop, r.Steps, r.FinalH)
				}
				steps, evals, runs = steps+r.Steps, evals+r.Evaluations, runs+1
			}
			b.ReportMetric(float64(steps)/float64(runs), "steps/op")
			b.ReportMetric(float64(evals)/float64(runs), "evaluations/op")
			b.ReportMetric(float64(sp.StateBytes()), "board-bytes")
		})
	}
}
