package search

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
)

// reversed is a treeGame whose move order, for alpha-beta, is backwards.
type reversed struct{ *treeGame }

func (reversed) OrderMoves(_ int, ms []int) { slices.Reverse(ms) }

func TestEnginesAgreeOnRandomTrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 849))
	for i := range 600 {
		tg := randomTree(rng, 1+i%7)
		if i%2 == 1 { // transpositions, for the memo and alpha-beta's table
			tg = randomDAG(rng, 2+i%6, 2+i%4)
		}
		want, err := Analyze(context.Background(), GameMinimax, tg, 0)
		if err != nil {
			t.Fatal(err)
		}
		games := []Game[int, int]{tg, reversed{tg}}
		for _, g := range games {
			for _, e := range GameEngines {
				for _, all := range []bool{false, true} {
					got, err := RunGame(context.Background(), e, g, 0, GameOptions{All: all})
					if err != nil {
						t.Fatal(err)
					}
					if got.Value != want.Value || got.Plies != want.Plies || !slices.Equal(got.BestMoves, want.BestMoves) {
						t.Fatalf("tree %d %s all=%v: value %d plies %d best %v, minimax says %d %d %v",
							i, e, all, got.Value, got.Plies, got.BestMoves, want.Value, want.Plies, want.BestMoves)
					}
					if all && !slices.Equal(got.Moves, want.Moves) {
						t.Fatalf("tree %d %s: move values %v, minimax says %v", i, e, got.Moves, want.Moves)
					}
				}
			}
		}
	}
}
