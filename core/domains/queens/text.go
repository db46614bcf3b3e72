package queens

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/core/numfmt"
	"frontier/core/textio"
)

// Text is the board as the textbook writes a genetic algorithm's
// individual: the row of each column's queen from 1, "16257483" for up to
// 9 queens, and the rows separated by commas from 10 queens on, where a
// row takes two digits: "1,10,4,…".
func (b *Board) Text() string {
	var sb strings.Builder
	wide := len(b.rows) > 9
	for c, r := range b.rows {
		if wide && c > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(strconv.Itoa(int(r) + 1))
	}
	return sb.String()
}

// Parse reads a board as Text writes it: a string of digits, one a
// column ("16257483"), or rows separated by commas or spaces ("1,6,2,5"),
// each the row of a column's queen counted from 1. The number of columns
// is the board's size, MinN to MaxN. The error is one line a student can
// act on.
func Parse(text string) (*Board, error) {
	text = strings.TrimSpace(text)
	var words []string
	switch {
	case strings.Contains(text, ","):
		words = strings.Split(text, ",")
		for i, w := range words {
			if words[i] = strings.TrimSpace(w); words[i] == "" {
				return nil, fmt.Errorf("column %d is empty: write its row between the commas", i+1)
			}
		}
	case strings.ContainsAny(text, " \t"):
		words = strings.Fields(text)
	default:
		for _, r := range text {
			words = append(words, string(r))
		}
	}
	n := len(words)
	if n < MinN || n > MaxN {
		return nil, fmt.Errorf("a board has %d to %s columns, one queen a column; this one has %d", MinN, numfmt.Group(MaxN), n)
	}
	rows := make([]int, n)
	for c, w := range words {
		r, err := numfmt.Atoi(w)
		switch {
		case err != nil:
			return nil, fmt.Errorf("column %d: %s is not a row number such as 3", c+1, textio.Quote(w))
		case r < 1 || r > n:
			return nil, fmt.Errorf("column %d: row %d is off the board (rows 1 to %d)", c+1, r, n)
		}
		rows[c] = r - 1
	}
	return New(rows), nil
}
