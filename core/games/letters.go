package games

import (
	"context"

	"frontier/core/domains/letters"
	"frontier/core/search"
)

// The letter game, as the command line and scripts reach it. LetterBoard
// and LetterMove are the game's position and move; a move's Row and Col
// count from 0.
type (
	LetterBoard = letters.Board
	LetterMove  = letters.Move
)

// ParseLetterSide reads the side to move, "max" or "min" in any case, and
// reports whether it is MAX.
func ParseLetterSide(s string) (maxToMove bool, err error) {
	p, err := letters.ParsePlayer(s)
	return p == letters.Max, err
}

// ParseLetterBoard reads a letter-game position with the given side to
// move: nine cells row-major, '.' for empty, optionally with spaces or
// slashes between rows. Its errors are one line a player can act on.
func ParseLetterBoard(text string, maxToMove bool) (LetterBoard, error) {
	side := letters.Min
	if maxToMove {
		side = letters.Max
	}
	return letters.Parse(text, side)
}

// LetterMaxToMove reports whether MAX is to move on b.
func LetterMaxToMove(b LetterBoard) bool { return b.ToMove() == letters.Max }

// SolveLetters runs the adversarial engine e on b: the value from MAX's
// side, the best moves, the counters, and the searched tree when opt asks
// for it.
func SolveLetters(ctx context.Context, e search.GameEngine, b LetterBoard, opt search.GameOptions) (search.GameResult[LetterMove], error) {
	return search.RunGame(ctx, e, letters.Game{}, b, opt)
}

// AnalyzeLetters runs the adversarial engine e on b and values every move
// of the side to move, as hints and the tree of values show them.
func AnalyzeLetters(ctx context.Context, e search.GameEngine, b LetterBoard) (search.GameResult[LetterMove], error) {
	return search.Analyze(ctx, e, letters.Game{}, b)
}
