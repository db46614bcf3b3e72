package check

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
)

// SplitCommand splits a command line into words as a shell would: words
// separated by blanks, single quotes keeping everything up to the next
// one, double quotes keeping everything but a backslash before " or \,
// and a backslash outside quotes keeping the next character. There are
// no pipes, redirections or variables: the characters |, <, >, $ and `
// are refused outside quotes, so that a command meant for a shell says so.
func SplitCommand(line string) ([]string, error) {
	var w wordSplitter
	for _, r := range line {
		if err := w.take(r); err != nil {
			return nil, err
		}
	}
	switch {
	case w.quote != 0:
		return nil, errors.New("the command has a quote that is never closed")
	case w.escaped:
		return nil, errors.New("the command ends with a backslash")
	}
	w.endWord()
	if len(w.words) == 0 {
		return nil, errors.New("the command is empty")
	}
	return w.words, nil
}

// wordSplitter is SplitCommand's reading so far: the words ended, the one
// being read, the quote it is in (0 for none), and whether the last
// character was a backslash that is taken with the next.
type wordSplitter struct {
	words   []string
	cur     strings.Builder
	inWord  bool
	quote   rune
	escaped bool
}

func (w *wordSplitter) take(r rune) error {
	switch {
	case w.escaped:
		// In double quotes a backslash before " or \ stands for that
		// character; before anything else it is itself.
		if w.quote == '"' && r != '"' && r != '\\' {
			w.cur.WriteRune('\\')
		}
		w.cur.WriteRune(r)
		w.escaped = false
	case w.quote == '\'':
		if r == '\'' {
			w.quote = 0
		} else {
			w.cur.WriteRune(r)
		}
	case w.quote == '"':
		switch r {
		case '"':
			w.quote = 0
		case '\\':
			w.escaped = true
		default:
			w.cur.WriteRune(r)
		}
	case r == '\'' || r == '"':
		w.quote, w.inWord = r, true
	case r == '\\':
		w.escaped, w.inWord = true, true
	case r == ' ' || r == '\t' || r == '\n' || r == '\r':
		w.endWord()
	case strings.ContainsRune("|<>$`;&", r):
		return errors.New("the command is run without a shell: no pipes, redirections, variables or ; (write a script and run it)")
	default:
		w.cur.WriteRune(r)
		w.inWord = true
	}
	return nil
}

// endWord ends the word being read, if any.
func (w *wordSplitter) endWord() {
	if w.inWord {
		w.words = append(w.words, w.cur.String())
		w.cur.Reset()
		w.inWord = false
	}
}

// anchor makes each word that names a file or folder relative to dir
// absolute, so that the program, run in a folder of its own, finds it:
// "python3 astar.py" runs the astar.py beside the user, and "java -cp .
// Solver" the classes in the user's folder.
func anchor(words []string, dir string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = w
		if w == "" || filepath.IsAbs(w) || strings.HasPrefix(w, "-") {
			continue
		}
		p := filepath.Join(dir, w)
		if _, err := os.Stat(p); err == nil {
			out[i] = p
		}
	}
	return out
}
