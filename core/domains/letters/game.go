package letters

import "frontier/core/search"

// Game is the letter game for the adversarial engines in core/search. Its
// state is a Board; the side to move follows from the letter count.
type Game struct{}

var (
	_ search.Game[Board, Move]        = Game{}
	_ search.MoveOrderer[Board, Move] = Game{}
	_ search.Keyer[Board]             = Game{}
)

// Moves appends b's legal moves to dst, in Board.moves's order; the
// engines only ask on a board that is not over.
func (Game) Moves(b Board, dst []Move) []Move { return b.appendMoves(dst) }

// Play returns the board after m.
func (Game) Play(b Board, m Move) Board {
	return b.set(3*m.Row+m.Col, m.Letter) // engines only play moves from Moves
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

// Key numbers b for the engines' tables: the base-4 code of its canonical
// image, so a board and its mirror images and rotations share an entry.
func (Game) Key(b Board) int { return int(b.Canonical()) }

// KeySpace is the number of keys, 4⁹.
func (Game) KeySpace() int { return Codes }
