// Package letters is seed 004's letter game: on a 3×3 board MAX and MIN take
// turns placing C, S or E in an empty cell, and whoever completes a row,
// column or diagonal reading CSE (or ESC) wins. It implements
// search.Game so that the adversarial engines can play it.
package letters

import (
	"fmt"
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

// Board is a position, row-major, 0 for an empty cell. It is comparable, so
// it can key a memo. The side to move is not stored: it follows from the
// number of letters (see ToMove).
type Board [9]byte

// StartBoards are the two opening positions: an S in the middle row's left
// cell, and in its right cell. MAX is to move in both.
func StartBoards() [2]Board {
	var left, right Board
	left[3], right[5] = 'S', 'S'
	return [2]Board{left, right}
}

// Start picks one of the two opening positions with rng; it panics on a nil
// rng, because the package keeps no random state of its own.
func Start(rng *rand.Rand) Board {
	if rng == nil {
		panic("letters: Start needs a random source")
	}
	return StartBoards()[rng.IntN(2)]
}

// At is the letter at row r, column c, or 0 when the cell is empty.
func (b Board) At(r, c int) byte { return b[3*r+c] }

// Count is the number of letters on the board.
func (b Board) Count() int {
	n := 0
	for _, x := range b {
		if x != 0 {
			n++
		}
	}
	return n
}

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
func (b Board) Full() bool { return b.Count() == 9 }

// Check explains, in words for a player, why m cannot be played on b; nil
// means it can.
func (b Board) Check(m Move) error {
	switch {
	case m.Row < 0 || m.Row > 2 || m.Col < 0 || m.Col > 2:
		return fmt.Errorf("cell (%d,%d) is off the board; rows and columns are 0 to 2", m.Row, m.Col)
	case m.Letter != 'C' && m.Letter != 'S' && m.Letter != 'E':
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
	b[3*m.Row+m.Col] = m.Letter
	return b
}

// Moves appends the legal moves to dst, cells row-major and letters in the
// order C, S, E, and returns the extended slice. A finished game has none.
func (b Board) Moves(dst []Move) []Move {
	if b.Over() {
		return dst
	}
	return b.appendMoves(dst)
}

// appendMoves is Moves on a board known not to be over.
func (b Board) appendMoves(dst []Move) []Move {
	for i, x := range b {
		if x == 0 {
			for _, l := range []byte(Letters) {
				dst = append(dst, Move{Row: i / 3, Col: i % 3, Letter: l})
			}
		}
	}
	return dst
}
