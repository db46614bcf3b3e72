package letterstab

import (
	"fmt"
	"time"

	"frontier/core/domains/letters"
	"frontier/core/numfmt"
	"frontier/core/search"
)

// engineNames are the adversarial engines as the tab shows them.
var engineNames = map[search.GameEngine]string{
	search.GameAlphaBeta: "alpha-beta",
	search.GameMemo:      "minimax with memo",
	search.GameMinimax:   "plain minimax",
}

// engineByName is engineNames inverted, for the engine choice.
func engineByName(name string) search.GameEngine {
	for e, n := range engineNames {
		if n == name {
			return e
		}
	}
	return search.GameAlphaBeta
}

// valueWords explains a game value from the computer's side.
func valueWords(v int) string {
	switch {
	case v > 0:
		return "+1, the computer will win whatever you play"
	case v < 0:
		return "−1, you can win with best play"
	}
	return "0, a draw with best play"
}

// outcome is the end-of-game message and whether the human won; ok is
// false while the game goes on.
func outcome(b letters.Board, human letters.Player) (msg string, youWon, ok bool) {
	if !b.Over() {
		return "", false, false
	}
	p, line, won := b.Winner()
	switch {
	case !won:
		return "Draw — the board is full", false, true
	case p == human:
		return "You win! (" + lineName(line) + ")", true, true
	}
	return "Computer wins (" + lineName(line) + ")", false, true
}

// lineName names a line counting from 1, as cellName does; letters.Line's
// own names count from 0.
func lineName(l letters.Line) string {
	a, c := l.Cells[0], l.Cells[2]
	switch {
	case a.Row == c.Row:
		return fmt.Sprintf("row %d", a.Row+1)
	case a.Col == c.Col:
		return fmt.Sprintf("column %d", a.Col+1)
	}
	return l.Name
}

// cellName is a cell as a player reads it, counting from 1.
func cellName(m letters.Move) string {
	return fmt.Sprintf("%c at row %d, column %d", m.Letter, m.Row+1, m.Col+1)
}

// stats is "12,345 nodes in 3.2 ms".
func stats(nodes int64, d time.Duration) string {
	return numfmt.Group(nodes) + " nodes in " + roundDuration(d).String()
}

// roundDuration keeps three significant figures or so.
func roundDuration(d time.Duration) time.Duration {
	switch {
	case d >= time.Second:
		return d.Round(10 * time.Millisecond)
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond)
	}
	return d.Round(time.Microsecond / 10)
}
