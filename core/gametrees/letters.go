package gametrees

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"frontier/core/domains/letters"
)

// FromLetters makes the whole game tree of the letter-game position b,
// down to every finished game: MAX and MIN as the letter count says, a
// branch for each legal move in the game's order (cells row-major, then
// C, S, E), labelled as "C(1,2)" with rows and columns counted from 1,
// and leaf values +1 (MAX completed a line), 0 (a full board) or −1. A
// position whose tree has more than MaxLeaves leaves is too early to
// draw and gets a one-line refusal; RandomLetters offers ones that fit.
func FromLetters(b letters.Board) (*Tree, error) {
	g := letters.Game{}
	if _, over := g.Terminal(b); over {
		return nil, fmt.Errorf("the game is over on %s: there is nothing to search", b)
	}
	if n := lettersLeaves(b, MaxLeaves+1); n > MaxLeaves {
		return nil, fmt.Errorf("position %s is too early: its tree has more than %d finished games to draw; take a random position with 2 empty cells",
			b, MaxLeaves)
	}
	var grow func(b letters.Board, move string) *shape
	grow = func(b letters.Board, move string) *shape {
		s := &shape{move: move, max: g.MaxToMove(b)}
		if v, over := g.Terminal(b); over {
			s.value = v
			return s
		}
		for _, m := range g.Moves(b, nil) {
			s.kids = append(s.kids, grow(g.Play(b, m), MoveLabel(m)))
		}
		return s
	}
	return build(grow(b, "")), nil
}

// MoveLabel writes a letter-game move with its row and column counted
// from 1, as the Letter game tab shows them: "C(1,2)".
func MoveLabel(m letters.Move) string {
	return fmt.Sprintf("%c(%d,%d)", m.Letter, m.Row+1, m.Col+1)
}

// lettersLeaves counts the finished games below b, stopping once the
// count passes limit, so an early position costs little to refuse.
func lettersLeaves(b letters.Board, limit int) int {
	g := letters.Game{}
	if _, over := g.Terminal(b); over {
		return 1
	}
	n := 0
	for _, m := range g.Moves(b, nil) {
		n += lettersLeaves(g.Play(b, m), limit-n)
		if n > limit {
			break
		}
	}
	return n
}

// ErrNoPosition is RandomLetters's answer when no position it tried fits:
// its text begins a one-line message for the student.
var ErrNoPosition = errors.New("too early")

// RandomLetters plays random moves from one of the game's openings until
// empty cells are left, and returns the first such position, not yet
// over, whose tree fits in MaxLeaves leaves; the same seed gives the same
// position. With 1 or 2 empty cells every position fits; with 3 few do,
// and after a bounded number of tries it gives up with a one-line error
// that says what fits.
func RandomLetters(seed uint64, empty int) (letters.Board, error) {
	if empty < 1 || empty > 8 {
		return 0, fmt.Errorf("%d empty cells: want 1 to 8 (the game starts with one letter)", empty)
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x51ed2705f3a2b1c9))
	g := letters.Game{}
	for range 2000 {
		b := letters.Start(rng)
		for 9-b.Count() > empty {
			if _, over := g.Terminal(b); over {
				break
			}
			ms := g.Moves(b, nil)
			b = g.Play(b, ms[rng.IntN(len(ms))])
		}
		if _, over := g.Terminal(b); over || 9-b.Count() != empty {
			continue
		}
		if lettersLeaves(b, MaxLeaves+1) <= MaxLeaves {
			return b, nil
		}
	}
	most := 1
	for k := 1; k <= empty; k++ {
		most *= 3 * k
	}
	return 0, fmt.Errorf("%w: with %d empty cells a position's tree has up to %d finished games, more than the %d a drawing shows; take 2 empty cells",
		ErrNoPosition, empty, most, MaxLeaves)
}
