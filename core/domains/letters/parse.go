package letters

import (
	"fmt"
	"strings"
	"unicode"
)

// String is the board text: nine characters row-major, '.' for an empty
// cell, for example "...S.....".
func (b Board) String() string {
	var s [9]byte
	for i := range s {
		s[i] = b.cell(i)
		if s[i] == 0 {
			s[i] = '.'
		}
	}
	return string(s[:])
}

// ParsePlayer reads "max" or "min", in any case.
func ParsePlayer(s string) (Player, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "max":
		return Max, nil
	case "min":
		return Min, nil
	}
	return 0, fmt.Errorf("unknown side %q (want max or min)", s)
}

// Parse reads a board with toMove to play. The text is nine characters
// row-major with '.' for empty, such as "...S.....", optionally with spaces
// or slashes between rows ("... S.. ..." or ".../S../..."), or on lines of
// their own, as a text box or a file gives them (white space never counts
// as a cell); letters may be
// lower case. It returns a one-line error for the wrong number of cells, a
// bad character, an empty or full board, a game already won, or a letter
// count that does not fit toMove: the game starts with one letter and MAX to move and
// every move adds a letter, so MAX is to move exactly when the count is odd.
func Parse(text string, toMove Player) (Board, error) {
	var b Board
	cells := strings.Map(func(r rune) rune {
		if r == '/' || unicode.IsSpace(r) { // rows may be on lines of their own
			return -1
		}
		return r
	}, text)
	n := len([]rune(cells))
	if n != 9 {
		return b, fmt.Errorf("board has %d cells, want 9 (row-major, '.' for empty, like ...S.....)", n)
	}
	for i, r := range []rune(cells) {
		switch r {
		case '.':
		case 'C', 'S', 'E', 'c', 's', 'e':
			b = b.set(i, byte(r)&^0x20) // upper case
		default:
			return b, fmt.Errorf("bad character %q in cell (%d,%d) (want C, S, E or .)", r, i/3, i%3)
		}
	}
	if toMove != Max && toMove != Min {
		return b, fmt.Errorf("side to move must be max or min")
	}
	if err := checkWon(b); err != nil {
		return b, err
	}
	k := b.Count()
	switch {
	case k == 9:
		return b, fmt.Errorf("board is full: the game is over, a draw")
	case k == 0:
		return b, fmt.Errorf("board is empty; the game starts with an S in the middle row")
	case toMove == Max && k%2 == 0:
		return b, fmt.Errorf("board has %d letters but MAX to move needs an odd count (the start has 1 letter, MAX to move)", k)
	case toMove == Min && k%2 == 1:
		return b, fmt.Errorf("board has %d letters but MIN to move needs an even count (the start has 1 letter, MAX to move)", k)
	}
	return b, nil
}

// checkWon rejects a finished game: a position to analyse must still have
// a move to make. Winning lines that share no cell could not even have been
// completed by one move, so that gets its own message.
func checkWon(b Board) error {
	ls := b.WinningLines()
	if len(ls) == 0 {
		return nil
	}
	if len(ls) > 1 && !shareCell(ls) {
		return fmt.Errorf("board has winning lines (%s and %s) that no single move could complete", ls[0].Name, ls[1].Name)
	}
	return fmt.Errorf("board is already won: %s reads %s", ls[0].Name, b.reads(ls[0]))
}

// shareCell reports whether one cell lies on every line in ls.
func shareCell(ls []Line) bool {
	for _, c := range ls[0].Cells {
		all := true
		for _, l := range ls[1:] {
			all = all && (l.Cells[0] == c || l.Cells[1] == c || l.Cells[2] == c)
		}
		if all {
			return true
		}
	}
	return false
}
