package runner

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// SplitCommand splits a command line into words as a shell would: words
// separated by blanks, single quotes keeping everything up to the next
// one, double quotes keeping everything but a backslash before " or \,
// and a backslash outside quotes keeping the next character. There are
// no pipes, redirections or variables: the characters |, <, >, $ and `
// are refused outside quotes, so that a command meant for a shell says so.
// On Windows, where a backslash separates a path's folders, the line is
// read as Windows reads a command line: a single quote is a character,
// and backslashes are themselves but before a " (2n of them are n and
// the quote, 2n+1 are n and the character ").
func SplitCommand(line string) ([]string, error) {
	return splitWords(line, runtime.GOOS == "windows")
}

// splitWords is SplitCommand, with Windows' backslashes or a shell's.
func splitWords(line string, windows bool) ([]string, error) {
	w := wordSplitter{windows: windows}
	for _, r := range line {
		if err := w.take(r); err != nil {
			return nil, err
		}
	}
	w.cur.WriteString(strings.Repeat("\\", w.slashes))
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
// character was a backslash that is taken with the next; windows keeps
// backslashes as Windows does, counting a run of them in slashes until
// the character after it. (Windows' single quotes are characters.)
type wordSplitter struct {
	windows bool
	slashes int
	words   []string
	cur     strings.Builder
	inWord  bool
	quote   rune
	escaped bool
}

// take reads the line's next character, r.
func (w *wordSplitter) take(r rune) error {
	switch {
	case r == '\\' && w.windows && w.quote != '\'':
		w.slashes++
		w.inWord = true
	case w.slashes > 0:
		return w.afterSlashes(r)
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
	case r == '"' || r == '\'' && !w.windows:
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

// afterSlashes takes r after a run of Windows' backslashes: before " they
// pair up, each pair one backslash, an odd one making the " a character;
// before anything else they are themselves.
func (w *wordSplitter) afterSlashes(r rune) error {
	n := w.slashes
	w.slashes = 0
	if r != '"' {
		w.cur.WriteString(strings.Repeat("\\", n))
		return w.take(r)
	}
	w.cur.WriteString(strings.Repeat("\\", n/2))
	if n%2 == 1 {
		w.cur.WriteRune('"')
		return nil
	}
	return w.take(r)
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
