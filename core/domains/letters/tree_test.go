package letters

import (
	"context"
	"math/rand/v2"
	"testing"

	"frontier/core/search"
)

// plainValue is minimax written out for this test from the board's own
// rules, without core/search: +1 MAX can force a win, 0 draw, −1 MIN.
func plainValue(b Board, memo map[Board]int) int {
	if v, ok := memo[b]; ok {
		return v
	}
	var v int
	switch p, _, won := b.Winner(); {
	case won:
		v = int(p)
	case b.Full():
		v = 0
	default:
		v = -2 * int(b.ToMove()) // worse than any value for the side to move
		for _, m := range b.moves(nil) {
			w := plainValue(b.Play(m), memo)
			if b.ToMove() == Max {
				v = max(v, w)
			} else {
				v = min(v, w)
			}
		}
	}
	memo[b] = v
	return v
}

// randomPosition plays random moves from a random start until at most
// empty cells are left, with the game still on.
func randomPosition(rng *rand.Rand, empty int) Board {
	for {
		b := Start(rng)
		for !b.Over() && 9-b.Count() > empty {
			ms := b.moves(nil)
			b = b.Play(ms[rng.IntN(len(ms))])
		}
		if !b.Over() {
			return b
		}
	}
}

// TestTreesAgreeWithMinimax records alpha-beta's tree (in both move
// orders) and memo's on random positions with up to six empty cells, and
// checks every searched node against plain minimax: a value strictly
// inside its window is exact, one at or below α an upper bound, one at or
// above β a lower bound; every pruned node carries a window with α ≥ β;
// and the searched nodes add up to the result's count.
func TestTreesAgreeWithMinimax(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 6))
	memo := map[Board]int{}
	var pruned, hits, exact, bounds int
	for i := range 300 {
		b := randomPosition(rng, 1+i%6)
		for _, run := range []struct {
			engine  search.GameEngine
			natural bool
		}{{search.GameAlphaBeta, false}, {search.GameAlphaBeta, true}, {search.GameMemo, false}} {
			r, err := search.RunGame(context.Background(), run.engine, Game{}, b,
				search.GameOptions{Record: true, NaturalOrder: run.natural})
			if err != nil {
				t.Fatal(err)
			}
			if want := plainValue(b, memo); r.Value != want {
				t.Fatalf("%s %s: value %d, minimax %d", run.engine, b, r.Value, want)
			}
			var searched int64
			for j, n := range r.Tree.Nodes {
				pos := b
				for _, m := range r.Tree.Path(int32(j)) {
					pos = pos.Play(m)
				}
				if n.Kind == search.NodePruned {
					pruned++
					if n.Alpha < n.Beta {
						t.Fatalf("%s %s: pruned node %d has α %d < β %d", run.engine, b, j, n.Alpha, n.Beta)
					}
					continue
				}
				searched++
				hits += btoi(n.Kind == search.NodeMemo)
				v, a, bt, want := int(n.Value), int(n.Alpha), int(n.Beta), plainValue(pos, memo)
				switch {
				case a < v && v < bt:
					exact++
					if v != want {
						t.Fatalf("%s %s node %d (%s): value %d inside (%d, %d), minimax %d", run.engine, b, j, pos, v, a, bt, want)
					}
				case v <= a && want > v, v >= bt && want < v:
					t.Fatalf("%s %s node %d (%s): bound %d with window (%d, %d) wrong, minimax %d", run.engine, b, j, pos, v, a, bt, want)
				default:
					bounds++
				}
			}
			if searched != r.Nodes {
				t.Fatalf("%s %s: %d searched nodes in the tree, result says %d", run.engine, b, searched, r.Nodes)
			}
		}
	}
	t.Logf("%d pruned nodes, %d table hits, %d exact values, %d bounds", pruned, hits, exact, bounds)
	if pruned == 0 || hits == 0 || bounds == 0 {
		t.Error("the positions exercised no cut, no table hit or no bound")
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
