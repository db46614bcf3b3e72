package letters

import (
	"context"
	"testing"

	"frontier/core/search"
)

// BenchmarkSolve solves the whole game from each start with each engine,
// and with alpha-beta in the game's natural move order too. Plain minimax
// takes seconds an operation, so b.N stays 1 for it.
func BenchmarkSolve(b *testing.B) {
	names := [2]string{"left", "right"}
	for i, start := range StartBoards() {
		for _, e := range append(search.GameEngines, "alphabeta-natural") {
			opt := search.GameOptions{NaturalOrder: e == "alphabeta-natural"}
			if opt.NaturalOrder {
				e = search.GameAlphaBeta
			}
			name := names[i] + "/" + string(e)
			if opt.NaturalOrder {
				name += "-natural"
			}
			b.Run(name, func(b *testing.B) {
				var nodes int64
				for b.Loop() {
					r, err := search.RunGame(context.Background(), e, Game{}, start, opt)
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
