package letters

import "frontier/core/search"

// Game is the letter game for the adversarial engines in core/search. Its
// state is a Board; the side to move follows from the letter count.
type Game struct{}

var _ search.Game[Board, Move] = Game{}

// Moves appends b's legal moves to dst, in Board.Moves's order; the
// engines only ask on a board that is not over.
func (Game) Moves(b Board, dst []Move) []Move { return b.appendMoves(dst) }

// OrderMoves puts moves that win at once first and moves that let the
// opponent win at once last, keeping row-major order otherwise. Alpha-beta
// uses it to cut off far more lines (about 10× fewer nodes from the start).
func (Game) OrderMoves(b Board, ms []Move) {
	var r [27]int8
	for i, m := range ms {
		r[i] = int8(b.rankMove(m))
	}
	// An insertion sort: the lists are short, and it is stable.
	for i := 1; i < len(ms); i++ {
		for j := i; j > 0 && r[j] < r[j-1]; j-- {
			r[j], r[j-1] = r[j-1], r[j]
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
}

// Play returns the board after m.
func (Game) Play(b Board, m Move) Board {
	b[3*m.Row+m.Col] = m.Letter // engines only play moves from Moves
	return b
}

// Terminal reports whether the game is over on b and its value from MAX's
// side: +1 when MAX completed a line, −1 when MIN did, 0 for a full board.
func (Game) Terminal(b Board) (value int, over bool) {
	if b.anyWon() {
		return int(b.ToMove().Other()), true
	}
	return 0, b.Full()
}

// MaxToMove reports whether MAX is to move on b.
func (Game) MaxToMove(b Board) bool { return b.ToMove() == Max }
