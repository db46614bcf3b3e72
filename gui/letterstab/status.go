package letterstab

import (
	"fmt"
	"strings"
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

// verdict says what a game value, from MAX's side, means for the two
// players at the table.
func verdict(v int, human letters.Player) string {
	switch {
	case v == 0:
		return "neither side can force a win"
	case v == int(human):
		return "you (" + human.String() + ") can win with best play"
	}
	return "the computer (" + human.Other().String() + ") will win whatever you play"
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

// cellName is a move as a player reads it, counting from 1.
func cellName(m letters.Move) string {
	return fmt.Sprintf("%c at row %d, column %d", m.Letter, m.Row+1, m.Col+1)
}

// shortName is a move in a tree row: "C (1,3)", row and column from 1.
func shortName(m letters.Move) string {
	return fmt.Sprintf("%c (%d,%d)", m.Letter, m.Row+1, m.Col+1)
}

// pathName is the moves from the board to a tree position, or "the
// position on the board" for none.
func pathName(path []letters.Move) string {
	if len(path) == 0 {
		return "the position on the board"
	}
	names := make([]string, len(path))
	for i, m := range path {
		names[i] = shortName(m)
	}
	return strings.Join(names, " → ")
}

// work is what a search did: "12,345 nodes in 3.2ms", with the nodes
// alpha-beta's second search took to rank won moves by plies, if any.
func work(r search.GameResult[letters.Move]) string {
	if r.PlyNodes == 0 {
		return stats(r.Nodes, r.Elapsed)
	}
	return numfmt.Group(r.Nodes) + " nodes (+" + numfmt.Group(r.PlyNodes) + " to rank the wins by plies) in " + roundDuration(r.Elapsed).String()
}

// sideToMove is "MAX to move", "MIN to move" or "game over".
func sideToMove(b letters.Board) string {
	if b.Over() {
		return "game over"
	}
	return b.ToMove().String() + " to move"
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
