// Package queens is the n-queens problem in the complete-state
// formulation: n queens on an n×n board, one a column, and h the number
// of pairs that attack each other (on a row or a diagonal). The counts of
// queens on every row and diagonal are kept as queens move, so that h,
// the h of any move and the conflicts of any square are known at once,
// up to a million queens.
//
// Rows and columns are numbered from 1 in text, row 1 at the bottom, as
// the textbook draws its boards: "16257483" is the 8-queens board whose
// first column's queen is on row 1, the second's on row 6.
package queens

import (
	"math/rand/v2"
	"strconv"
)

// The sizes of a board.
const (
	MinN = 4
	MaxN = 1_000_000
)

// Board is n queens, one a column. The zero Board is no board; make one
// with New, Random or Parse. Methods that move a queen change the board;
// the others leave it as it is.
type Board struct {
	rows  []int32 // rows[c] is the row of column c's queen, from 0 at the bottom
	onRow []int32 // queens on each row
	diag  []int32 // queens on each diagonal c + r
	anti  []int32 // queens on each diagonal c − r + n − 1
	h     int     // attacking pairs
	// While tracked (see PickConflicted), suspects holds every attacked
	// queen's column, once, and perhaps some no longer attacked;
	// suspected[c] says whether c is in it; and the x arrays hold, for
	// each row and diagonal, the exclusive or of its queens' columns,
	// which names its queen when it holds one.
	tracked            bool
	suspects           []int32
	suspected          []bool
	xRow, xDiag, xAnti []int32
}

// New is the board whose column c's queen is on row rows[c] (from 0);
// rows must have MinN to MaxN entries, each from 0 to len(rows)−1.
func New(rows []int) *Board {
	n := len(rows)
	if n < MinN || n > MaxN {
		panic("queens: a board of " + strconv.Itoa(n) + " columns")
	}
	b := empty(n)
	for c, r := range rows {
		if r < 0 || r >= n {
			panic("queens: row " + strconv.Itoa(r) + " off the board")
		}
		b.rows[c] = int32(r)
		b.add(c, r)
	}
	return b
}

// empty is a board of n columns whose queens are not counted yet.
func empty(n int) *Board {
	return &Board{rows: make([]int32, n), onRow: make([]int32, n), diag: make([]int32, 2*n-1), anti: make([]int32, 2*n-1)}
}

// Random is a board of n queens, each on a row drawn from r, all alike.
func Random(n int, r *rand.Rand) *Board {
	b := empty(n)
	for c := range n {
		row := r.IntN(n)
		b.rows[c] = int32(row)
		b.add(c, row)
	}
	return b
}

// N is the number of queens.
func (b *Board) N() int { return len(b.rows) }

// Row is the row of column c's queen, from 0.
func (b *Board) Row(c int) int { return int(b.rows[c]) }

// Rows appends the row of each column's queen, from 0, to dst.
func (b *Board) Rows(dst []int) []int {
	for _, r := range b.rows {
		dst = append(dst, int(r))
	}
	return dst
}

// H is the number of pairs of queens that attack each other.
func (b *Board) H() int { return b.h }

// Clone is a copy of b.
func (b *Board) Clone() *Board {
	return &Board{rows: clone(b.rows), onRow: clone(b.onRow), diag: clone(b.diag), anti: clone(b.anti), h: b.h}
}

func clone(xs []int32) []int32 { return append([]int32(nil), xs...) }

// Attackers is the number of queens that would attack a queen on column
// c, row r, column c's own queen left out: it is not on the square's row
// or diagonals unless it is on the square.
func (b *Board) Attackers(c, r int) int {
	k := int(b.onRow[r] + b.diag[c+r] + b.anti[c-r+len(b.rows)-1])
	if int(b.rows[c]) == r {
		k -= 3
	}
	return k
}

// Place moves column c's queen to row r.
func (b *Board) Place(c, r int) {
	old := int(b.rows[c])
	if old == r {
		return
	}
	b.remove(c, old)
	b.rows[c] = int32(r)
	if b.tracked {
		b.xor(c, old)
		b.suspect(c, r)
		b.xor(c, r)
	}
	b.add(c, r)
}

// With is the h the board would have with column c's queen on row r.
func (b *Board) With(c, r int) int {
	old := int(b.rows[c])
	if old == r {
		return b.h
	}
	n := len(b.rows)
	// The queen leaves the pairs it makes on its square's lines and makes
	// one with every queen on the new square's lines, none of which it is
	// on: the square is in its own column.
	return b.h - b.Attackers(c, old) + int(b.onRow[r]+b.diag[c+r]+b.anti[c-r+n-1])
}

// add counts a queen on column c, row r, and the pairs it makes.
func (b *Board) add(c, r int) {
	n := len(b.rows)
	b.h += int(b.onRow[r] + b.diag[c+r] + b.anti[c-r+n-1])
	b.onRow[r]++
	b.diag[c+r]++
	b.anti[c-r+n-1]++
}

// remove uncounts a queen on column c, row r, and the pairs it made.
func (b *Board) remove(c, r int) {
	n := len(b.rows)
	b.onRow[r]--
	b.diag[c+r]--
	b.anti[c-r+n-1]--
	b.h -= int(b.onRow[r] + b.diag[c+r] + b.anti[c-r+n-1])
}

// Attacked reports whether column c's queen is attacked.
func (b *Board) Attacked(c int) bool { return b.Attackers(c, int(b.rows[c])) > 0 }

// Pairs lists the pairs of columns whose queens attack each other, each
// pair once, the lower column first, in increasing order: what a window
// draws as lines. It takes O(n²): for boards a window draws.
func (b *Board) Pairs() [][2]int {
	var out [][2]int
	n := len(b.rows)
	for i := range n {
		for j := i + 1; j < n; j++ {
			ri, rj := int(b.rows[i]), int(b.rows[j])
			if ri == rj || ri-rj == j-i || rj-ri == j-i {
				out = append(out, [2]int{i, j})
			}
		}
	}
	return out
}

// Grid is the h the board would have with each column's queen moved to
// each row, grid[c][r], its own square holding the board's h: the numbers
// the textbook writes on the squares of its board. It takes O(n²).
func (b *Board) Grid() [][]int {
	n := len(b.rows)
	grid := make([][]int, n)
	for c := range n {
		grid[c] = make([]int, n)
		for r := range n {
			grid[c][r] = b.With(c, r)
		}
	}
	return grid
}
