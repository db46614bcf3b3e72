// Package textio reads and writes text the way people make it and the way
// a command line must handle it: lines from files saved by any editor
// (a byte-order mark, CRLF line ends, a line too long named by its
// number), user text quoted in errors at a readable length, and writes
// whose first failure is kept for the end.
package textio

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// QuoteLimit is how many characters of a user's text an error quotes.
const QuoteLimit = 60

// Quote is text as an error message quotes it: in double quotes, with
// control characters and invalid bytes escaped as Go writes them ("\r",
// "\x00"), cut so that the quoted text is at most QuoteLimit characters
// between its quotes (then "…"), so that one line of error stays one
// readable line whatever the user typed.
func Quote(text string) string {
	fits := func(s string) bool { return utf8.RuneCountInString(strconv.Quote(s)) <= QuoteLimit+2 }
	if fits(text) {
		return strconv.Quote(text)
	}
	cut := 0
	for i := range text {
		if !fits(text[:i]) {
			break
		}
		cut = i
	}
	return strconv.Quote(text[:cut]) + "…"
}

// QuotePath is a file's path as an error message quotes it: in double
// quotes, written as the system writes it (a Windows path keeps its single
// backslashes, which Quote would double), with double quotes, control
// characters and invalid bytes escaped as Quote escapes them. A path of
// more than QuoteLimit characters between its quotes loses its start, not
// its end ("…" before the quotes), since its end names the file.
func QuotePath(path string) string {
	var pieces []string
	for i, w := 0, 0; i < len(path); i += w {
		r, size := utf8.DecodeRuneInString(path[i:])
		w = size
		switch {
		case r == utf8.RuneError && size == 1:
			pieces = append(pieces, fmt.Sprintf(`\x%02x`, path[i]))
		case r == '"' || !strconv.IsPrint(r):
			q := strconv.Quote(string(r))
			pieces = append(pieces, q[1:len(q)-1])
		default:
			pieces = append(pieces, string(r))
		}
	}
	n, keep := 0, len(pieces)
	for keep > 0 && n+utf8.RuneCountInString(pieces[keep-1]) <= QuoteLimit {
		keep--
		n += utf8.RuneCountInString(pieces[keep])
	}
	q := `"` + strings.Join(pieces[keep:], "") + `"`
	if keep > 0 {
		return "…" + q
	}
	return q
}

// Line is a message made fit for one line of a terminal: line breaks
// become spaces, other control characters and invalid bytes are escaped
// as Go writes them (\x1b, \r, \xff), and the text is cut to limit
// characters (then "…"). A command line passes every error through it
// last, so that no message, whatever user text it carries, floods a
// terminal or moves its cursor.
func Line(text string, limit int) string {
	var b strings.Builder
	n := 0 // characters written
	for i, w := 0, 0; i < len(text); i += w {
		r, size := utf8.DecodeRuneInString(text[i:])
		w = size
		var piece string
		switch {
		case r == '\n' || r == '\r' && strings.HasPrefix(text[i+1:], "\n"):
			if r == '\r' {
				w++
			}
			piece = " "
		case r == utf8.RuneError && size == 1:
			piece = fmt.Sprintf(`\x%02x`, text[i])
		case unicode.IsControl(r) || !unicode.IsPrint(r) && !unicode.IsSpace(r):
			q := strconv.QuoteRune(r)
			piece = q[1 : len(q)-1]
		default:
			piece = text[i : i+size]
		}
		k := utf8.RuneCountInString(piece)
		if n+k > limit {
			b.WriteString("…")
			break
		}
		n += k
		b.WriteString(piece)
	}
	return b.String()
}

// JoinAnd joins words as people list them: "x", "x and y", "x, y and z".
func JoinAnd(words []string) string { return joinWith(words, " and ") }

// JoinOr joins words as people offer a choice: "x, y or z".
func JoinOr(words []string) string { return joinWith(words, " or ") }

func joinWith(words []string, last string) string {
	if len(words) <= 1 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + last + words[len(words)-1]
}
