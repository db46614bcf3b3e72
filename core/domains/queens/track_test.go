package queens

import (
	"math/rand/v2"
	"testing"
)

// TestSuspectsHoldEveryAttackedQueen moves queens at random, as
// min-conflicts and a student do, and checks after every move that the
// suspects PickConflicted draws from hold every attacked queen once, and
// that the lines' exclusive ors are those of their queens' columns.
func TestSuspectsHoldEveryAttackedQueen(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for _, n := range []int{4, 7, 20, 60} {
		b := Random(n, r)
		for step := range 400 {
			if step%50 == 0 {
				b.Start(r)
			}
			if _, ok := b.PickConflicted(r); ok != (b.h > 0) {
				t.Fatalf("n %d: a pick said %v with h %d", n, ok, b.h)
			}
			b.Place(r.IntN(n), r.IntN(n))
			if !b.tracked {
				continue
			}
			in := map[int32]int{}
			for _, c := range b.suspects {
				in[c]++
				if !b.suspected[c] {
					t.Fatalf("n %d: column %d listed but not marked", n, c)
				}
			}
			for c := range n {
				if b.Attacked(c) && in[int32(c)] != 1 {
					t.Fatalf("n %d step %d: attacked column %d is a suspect %d times", n, step, c, in[int32(c)])
				}
			}
			xr, xd, xa := make([]int32, n), make([]int32, 2*n-1), make([]int32, 2*n-1)
			for c, row := range b.rows {
				xr[row] ^= int32(c)
				xd[c+int(row)] ^= int32(c)
				xa[c-int(row)+n-1] ^= int32(c)
			}
			for i := range xr {
				if xr[i] != b.xRow[i] {
					t.Fatalf("n %d: row %d's columns xor %d, kept %d", n, i, xr[i], b.xRow[i])
				}
			}
			for i := range xd {
				if xd[i] != b.xDiag[i] || xa[i] != b.xAnti[i] {
					t.Fatalf("n %d: diagonal %d's columns xor %d/%d, kept %d/%d", n, i, xd[i], xa[i], b.xDiag[i], b.xAnti[i])
				}
			}
		}
	}
}
