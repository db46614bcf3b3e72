// Package letters is the letter game: on a 3×3 board MAX and MIN take turns
// placing C, S or E in an empty cell, and whoever completes a row, column
// or diagonal reading CSE (or ESC) wins. It implements search.Game so that
// the adversarial engines can play it.
package letters

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// Letters are the letters a move may place, in the order moves are tried.
const Letters = "CSE"

// Player is a side: Max (+1) or Min (−1), matching the sign of game values.
type Player int8

// The two players. Max moves first.
const (
	Max Player = 1
	Min Player = -1
)

// Other is the opponent of p.
func (p Player) Other() Player { return -p }

func (p Player) String() string {
	if p == Max {
		return "MAX"
	}
	return "MIN"
}

// Cell is a board square; rows and columns count from 0 at the top left.
type Cell struct{ Row, Col int }

// Move places Letter ('C', 'S' or 'E') at Row, Col.
type Move struct {
	Row, Col int
	Letter   byte
}

func (m Move) String() string { return fmt.Sprintf("%c(%d,%d)", m.Letter, m.Row, m.Col) }

// Board is a position as a base-4 number: cell i = 3·row + col is digit i
// (bits 2i and 2i+1), 0 for empty, 1 for C, 2 for S, 3 for E. The number
// is below 4⁹ = 262,144, so it indexes the engines' tables directly, and
// the empty board is the zero Board. The side to move is not stored: it
// follows from the number of letters (see ToMove).
type Board uint32

// Codes is the number of distinct Board values, 4⁹.
const Codes = 1 << 18

// cellBits has the low bit of every cell's digit set.
const cellBits = 0x15555

// digit is the code of a letter; letterOf is its inverse.
func digit(l byte) uint32 {
	switch l {
	case 'C':
		return 1
	case 'S':
		return 2
	case 'E':
		return 3
	}
	return 0
}

var letterOf = [4]byte{0, 'C', 'S', 'E'}

// StartBoards are the two opening positions: an S in the middle row's left
// cell, and in its right cell. MAX is to move in both.
func StartBoards() [2]Board {
	var left, right Board
	return [2]Board{left.set(3, 'S'), right.set(5, 'S')}
}

// Start picks one of the two opening positions with rng; it panics on a nil
// rng, because the package keeps no random state of its own.
func Start(rng *rand.Rand) Board {
	if rng == nil {
		panic("letters: Start needs a random source")
	}
	return StartBoards()[rng.IntN(2)]
}

// set returns b with letter l in cell i, which must be empty.
func (b Board) set(i int, l byte) Board { return b | Board(digit(l)<<(2*i)) }

// cell is the letter in cell i, or 0.
func (b Board) cell(i int) byte { return letterOf[b>>(2*i)&3] }

// At is the letter at row r, column c, or 0 when the cell is empty.
func (b Board) At(r, c int) byte { return b.cell(3*r + c) }

// occupied has the low bit of every non-empty cell's digit set.
func (b Board) occupied() uint32 { return (uint32(b) | uint32(b)>>1) & cellBits }

// Count is the number of letters on the board.
func (b Board) Count() int { return bits.OnesCount32(b.occupied()) }

// ToMove is the side to move. The game starts with one letter and MAX to
// move, and each move adds one letter, so MAX moves when the count is odd
// and MIN when it is even.
func (b Board) ToMove() Player {
	if b.Count()%2 == 1 {
		return Max
	}
	return Min
}

// Full reports whether no cell is empty.
func (b Board) Full() bool { return b.occupied() == cellBits }

// Check explains, in words for a player, why m cannot be played on b; nil
// means it can.
func (b Board) Check(m Move) error {
	switch {
	case m.Row < 0 || m.Row > 2 || m.Col < 0 || m.Col > 2:
		return fmt.Errorf("cell (%d,%d) is off the board; rows and columns are 0 to 2", m.Row, m.Col)
	case digit(m.Letter) == 0:
		return fmt.Errorf("letter %q is not C, S or E", m.Letter)
	case b.At(m.Row, m.Col) != 0:
		return fmt.Errorf("cell (%d,%d) already holds %c", m.Row, m.Col, b.At(m.Row, m.Col))
	case b.Over():
		return fmt.Errorf("the game is over")
	}
	return nil
}

// Play returns the board after m. An illegal move is a programming error
// and panics; check user moves with Check first.
func (b Board) Play(m Move) Board {
	if err := b.Check(m); err != nil {
		panic("letters: illegal move " + m.String() + ": " + err.Error())
	}
	return b.set(3*m.Row+m.Col, m.Letter)
}

// moves appends the legal moves to dst, cells row-major and letters in the
// order C, S, E, and returns the extended slice. A finished game has none.
func (b Board) moves(dst []Move) []Move {
	if b.Over() {
		return dst
	}
	return b.appendMoves(dst)
}

// appendMoves is Moves on a board known not to be over.
func (b Board) appendMoves(dst []Move) []Move {
	empty := cellBits &^ b.occupied()
	for empty != 0 {
		i := bits.TrailingZeros32(empty) / 2
		empty &= empty - 1
		r, c := i/3, i%3
		dst = append(dst, Move{r, c, 'C'}, Move{r, c, 'S'}, Move{r, c, 'E'})
	}
	return dst
}
