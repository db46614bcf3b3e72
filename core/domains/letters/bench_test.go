package letters

import (
	"context"
	"testing"

	"frontier/core/search"
)

// BenchmarkSolve solves the whole game from each start with each engine.
// Plain minimax takes seconds an operation, so b.N stays 1 for it.
func BenchmarkSolve(b *testing.B) {
	names := [2]string{"left", "right"}
	for i, start := range StartBoards() {
		for _, e := range search.GameEngines {
			b.Run(names[i]+"/"+string(e), func(b *testing.B) {
				var nodes int64
				for b.Loop() {
					r, err := search.SolveGame(context.Background(), e, Game{}, start)
					if err != nil || r.Nodes == 0 || len(r.BestMoves) == 0 {
						b.Fatalf("no work done: %+v, %v", r, err)
					}
					nodes = r.Nodes
				}
				b.ReportMetric(float64(nodes), "nodes/op")
			})
		}
	}
}
