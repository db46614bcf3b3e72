package letters

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// bruteRank plays m and looks: a win at once is 0; a board on which the
// opponent can then win at once is 2; anything else 1.
func bruteRank(b Board, m Move) int {
	after := b.Play(m)
	if _, _, won := after.Winner(); won {
		return 0
	}
	for _, r := range after.moves(nil) {
		if _, _, won := after.Play(r).Winner(); won {
			return 2
		}
	}
	return 1
}

// TestOrderMoves checks the bit-mask ranks against playing every move out,
// on random positions where the side to move has no win at once (with a
// win available, any other move "gives up" a line that was already there,
// which the masks, looking at the moved cell's lines only, need not see),
// and that the order keeps row-major order within a rank.
func TestOrderMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 14))
	for range 2000 {
		b := randomPosition(rng, 1+rng.IntN(8))
		ms := b.moves(nil)
		ranks := map[Move]int{}
		winNow := false
		for _, m := range ms {
			ranks[m] = bruteRank(b, m)
			winNow = winNow || ranks[m] == 0
		}
		ordered := slices.Clone(ms)
		Game{}.OrderMoves(b, ordered)
		want := slices.Clone(ms)
		slices.SortStableFunc(want, func(x, y Move) int { return ranks[x] - ranks[y] })
		if winNow {
			// The winning moves must still lead, in row-major order.
			n := 0
			for _, m := range want {
				n += btoi(ranks[m] == 0)
			}
			if !slices.Equal(ordered[:n], want[:n]) {
				t.Fatalf("%s: winning moves first %v, want %v", b, ordered[:n], want[:n])
			}
			continue
		}
		if !slices.Equal(ordered, want) {
			t.Fatalf("%s: order %v, want %v", b, ordered, want)
		}
	}
}
