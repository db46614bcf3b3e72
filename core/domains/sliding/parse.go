package sliding

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"frontier/core/textio"
)

// Parse reads a board in any of the accepted forms and infers its width:
//
//	b12 345 678            one character per tile, rows optionally spaced
//	012345678
//	0,8,1,7,4,5,2,3,6      comma-separated numbers
//	1 2 3 / 4 5 6 / 7 8 0  numbers, rows optionally split by slashes
//	1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0
//
// `b`, `_` and `0` are the blank. The error names the first problem found:
// wrong count, unknown token, tile out of range, or a duplicate. Parse does
// not judge solvability, which depends on the goal (see Board.Load).
func Parse(text string) (Tiles, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, fmt.Errorf("empty state: type the tiles row by row, such as b12 345 678")
	}
	hasComma := strings.ContainsRune(text, ',')
	fields := strings.FieldsFunc(text, func(r rune) bool {
		return r == ',' || r == '/' || r == ';' || r == ' ' || r == '\t' || r == '\n' || r == '\r'
	})
	var tokens []string
	if !hasComma && charMode(fields) {
		for _, f := range fields {
			for _, r := range f {
				tokens = append(tokens, string(r))
			}
		}
	} else {
		tokens = fields
	}
	t := make(Tiles, 0, len(tokens))
	for _, tok := range tokens {
		v, err := tile(tok)
		if err != nil {
			return nil, err
		}
		t = append(t, v)
	}
	if err := t.validate(); err != nil {
		return nil, err
	}
	for i, n := range rowLengths(text, fields, !hasComma && charMode(fields)) {
		if w := t.Width(); n != w {
			return nil, fmt.Errorf("row %d has %d %s, want %d", i+1, n, plural(n, "tile"), w)
		}
	}
	return t, nil
}

// rowLengths counts the tiles of each row the text marks out: rows split by
// slashes or line breaks, or the spaced groups of `b12 345 678`. It is nil
// when the text gives no rows (`0,8,1,7,4,5,2,3,6`, `012345678`).
func rowLengths(text string, fields []string, chars bool) []int {
	count := func(row string) int {
		f := strings.FieldsFunc(row, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\r' })
		if !chars {
			return len(f)
		}
		n := 0
		for _, s := range f {
			n += utf8.RuneCountInString(s)
		}
		return n
	}
	var rows []int
	switch {
	case strings.ContainsAny(text, "/\n"):
		for _, row := range strings.FieldsFunc(text, func(r rune) bool { return r == '/' || r == '\n' }) {
			if strings.TrimSpace(row) != "" {
				rows = append(rows, count(row))
			}
		}
	case chars && len(fields) > 1:
		for _, f := range fields {
			rows = append(rows, count(f))
		}
	}
	return rows
}

// charMode reports whether the tokens are single-character tiles run
// together, as in `b12 345 678` or `012345678`: some token is longer than
// one character and all of them together hold at most nine characters.
func charMode(fields []string) bool {
	long, total := false, 0
	for _, f := range fields {
		n := utf8.RuneCountInString(f)
		total += n
		long = long || n > 1
	}
	return long && total <= 9
}

// tile reads one token. A number has one spelling: 7, never 07, +7 or -7
// (nor -0, 00), so that a board reads one way and is written back the same.
func tile(tok string) (int, error) {
	switch tok {
	case "b", "B", "_":
		return 0, nil
	}
	digits := strings.TrimLeft(tok, "+-")
	if len(tok)-len(digits) <= 1 && digits != "" && strings.Trim(digits, "0123456789") == "" &&
		(digits != tok || len(digits) > 1 && digits[0] == '0') {
		return 0, fmt.Errorf("tile %s: write tile numbers without leading zeros or signs", textio.Quote(shortToken(tok)))
	}
	v, err := strconv.Atoi(tok)
	if err != nil {
		return 0, fmt.Errorf("unknown token %s: tiles are numbers, and b, _ or 0 is the blank", textio.Quote(shortToken(tok)))
	}
	return v, nil
}

// shortToken is tok cut to twelve characters for an error message.
func shortToken(tok string) string {
	if utf8.RuneCountInString(tok) > 12 {
		return string([]rune(tok)[:12]) + "…"
	}
	return tok
}
