// Package textio reads and writes text the way people make it and the way
// a command line must handle it: lines from files saved by any editor
// (a byte-order mark, CRLF line ends, a line too long named by its
// number), user text quoted in errors at a readable length, and writes
// whose first failure is kept for the end.
package textio

import (
	"strconv"
	"unicode/utf8"
)

// QuoteLimit is how many characters of a user's text an error quotes.
const QuoteLimit = 60

// Quote is text as an error message quotes it: cut to QuoteLimit
// characters (then "…"), in double quotes, with control characters and
// invalid bytes escaped as Go writes them ("\r", "\x00"), so that one
// line of error stays one readable line whatever the user typed.
func Quote(text string) string {
	if utf8.RuneCountInString(text) <= QuoteLimit {
		return strconv.Quote(text)
	}
	n := 0
	for i := range text {
		if n == QuoteLimit {
			return strconv.Quote(text[:i]) + "…"
		}
		n++
	}
	return strconv.Quote(text)
}
