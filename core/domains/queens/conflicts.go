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
// listing them all: it draws from a list of suspects that holds every
// attacked queen once and perhaps some no longer attacked, dropping each
// such one it draws, which makes it a draw among the attacked ones. The
// list is made by one pass over the board, then kept as queens move
// (Place): a queen that lands on a line holding one queen makes both
// suspects, and on a line holding more, whose queens are suspects
// already, itself. So a step on a million queens does not pass over them
// all.
func (b *Board) PickConflicted(r *rand.Rand) (int, bool) {
	if b.h == 0 {
		return 0, false
	}
	if !b.tracked {
		b.track()
	}
	for len(b.suspects) > 0 {
		i := r.IntN(len(b.suspects))
		c := int(b.suspects[i])
		if b.Attacked(c) {
			return c, true
		}
		b.suspected[c] = false
		b.suspects[i] = b.suspects[len(b.suspects)-1]
		b.suspects = b.suspects[:len(b.suspects)-1]
	}
	panic("queens: h is above 0 but no queen is attacked")
}

// track starts the suspects: the attacked queens, and the lines' columns.
func (b *Board) track() {
	n := len(b.rows)
	if b.suspected == nil {
		b.suspected = make([]bool, n)
		b.xRow, b.xDiag, b.xAnti = make([]int32, n), make([]int32, 2*n-1), make([]int32, 2*n-1)
	}
	clear(b.suspected)
	clear(b.xRow)
	clear(b.xDiag)
	clear(b.xAnti)
	b.suspects = b.suspects[:0]
	for c, r := range b.rows {
		b.xor(c, int(r))
		if b.Attacked(c) {
			b.suspects = append(b.suspects, int32(c))
			b.suspected[c] = true
		}
	}
	b.tracked = true
}

// xor adds column c to, or takes it from, the x arrays of square (c, r)'s
// lines.
func (b *Board) xor(c, r int) {
	n := len(b.rows)
	b.xRow[r] ^= int32(c)
	b.xDiag[c+r] ^= int32(c)
	b.xAnti[c-r+n-1] ^= int32(c)
}

// suspect makes suspects of what a queen about to land on (c, r), not yet
// counted, attacks: the lone queen of each of its lines that holds one,
// and itself when any holds a queen.
func (b *Board) suspect(c, r int) {
	n := len(b.rows)
	lines := [3]struct{ count, x int32 }{{b.onRow[r], b.xRow[r]}, {b.diag[c+r], b.xDiag[c+r]}, {b.anti[c-r+n-1], b.xAnti[c-r+n-1]}}
	for _, l := range lines {
		if l.count == 1 {
			b.mark(int(l.x))
		}
		if l.count > 0 {
			b.mark(c)
		}
	}
}

func (b *Board) mark(c int) {
	if !b.suspected[c] {
		b.suspected[c] = true
		b.suspects = append(b.suspects, int32(c))
	}
}

// Start places the queens greedily, column by column from the left, each
// on a row no queen placed before holds: the first of up to 64 such rows,
// drawn at random, whose two diagonals are free too, or else the one of
// them whose diagonals hold the fewest queens. A board of n queens then
// starts with a few dozen attacked pairs at most, made by the last
// columns, where few rows are left; weighing every row instead, as a plain
// greedy start does, would take O(n²).
func (b *Board) Start(r *rand.Rand) {
	n := len(b.rows)
	clear(b.onRow)
	clear(b.diag)
	clear(b.anti)
	b.h, b.tracked = 0, false
	free := make([]int32, n)
	for i := range free {
		free[i] = int32(i)
	}
	const tries = 64
	for c := range n {
		best, fewest := 0, -1
		for range min(tries, len(free)) {
			i := r.IntN(len(free))
			row := int(free[i])
			k := int(b.diag[c+row] + b.anti[c-row+n-1])
			if fewest < 0 || k < fewest {
				best, fewest = i, k
			}
			if k == 0 {
				break
			}
		}
		row := int(free[best])
		free[best] = free[len(free)-1]
		free = free[:len(free)-1]
		b.rows[c] = int32(row)
		b.add(c, row)
	}
}

// VarName and ValueName say a column and a row, from 1.
func (b *Board) VarName(c int) string      { return "column " + strconv.Itoa(c+1) }
func (b *Board) ValueName(_, r int) string { return "row " + strconv.Itoa(r+1) }
