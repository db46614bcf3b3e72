package queens

import (
	"math/rand/v2"
	"strconv"
)

// The board as min-conflicts repairs it: a variable a column, its value
// the row of the column's queen, a constraint a pair of queens.

func (b *Board) Vars() int                  { return len(b.rows) }
func (b *Board) Values(int) int             { return len(b.rows) }
func (b *Board) Value(c int) int            { return int(b.rows[c]) }
func (b *Board) ConflictsWith(c, r int) int { return b.Attackers(c, r) }
func (b *Board) Assign(c, r int)            { b.Place(c, r) }
func (b *Board) Violated() int              { return b.h }

// Conflicted lists the columns whose queen is attacked, in increasing
// order. It takes O(n).
func (b *Board) Conflicted() []int {
	var out []int
	for c := range b.rows {
		if b.Attacked(c) {
			out = append(out, c)
		}
	}
	return out
}

// PickConflicted draws an attacked queen's column, all alike, without
// listing them: it draws columns until one is attacked, which takes n/k
// draws when k queens are, and lists them after 4n draws in vain, so that
// a board of one attacked pair among a million queens still answers in a
// few milliseconds.
func (b *Board) PickConflicted(r *rand.Rand) (int, bool) {
	if b.h == 0 {
		return 0, false
	}
	n := len(b.rows)
	for range 4 * n {
		if c := r.IntN(n); b.Attacked(c) {
			return c, true
		}
	}
	cs := b.Conflicted()
	return cs[r.IntN(len(cs))], true
}

// Start places the queens greedily, column by column from the left: each
// on the first of up to 64 rows drawn at random that no queen placed
// before attacks, or on the least attacked of them. It is the start
// min-conflicts takes on a million queens: the textbook's greedy one,
// with rows drawn rather than all weighed, which would take O(n²).
func (b *Board) Start(r *rand.Rand) {
	n := len(b.rows)
	*b = *empty(n)
	const tries = 64
	for c := range n {
		best, fewest := 0, -1
		for range tries {
			row := r.IntN(n)
			k := int(b.onRow[row] + b.diag[c+row] + b.anti[c-row+n-1])
			if fewest < 0 || k < fewest {
				best, fewest = row, k
			}
			if k == 0 {
				break
			}
		}
		b.rows[c] = int32(best)
		b.add(c, best)
	}
}

// VarName and ValueName say a column and a row, from 1.
func (b *Board) VarName(c int) string      { return "column " + strconv.Itoa(c+1) }
func (b *Board) ValueName(_, r int) string { return "row " + strconv.Itoa(r+1) }
