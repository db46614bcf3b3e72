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
	var words []string
	var cur strings.Builder
	inWord := false
	quote := rune(0)
	escaped := false
	for _, r := range line {
		switch {
		case escaped:
			cur.WriteRune(r)
			escaped = false
		case quote == '\'':
			if r == '\'' {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case quote == '"':
			switch r {
			case '"':
				quote = 0
			case '\\':
				escaped = true
			default:
				cur.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == '\\':
			escaped, inWord = true, true
		case r == ' ' || r == '\t' || r == '\n' || r == '\r':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case strings.ContainsRune("|<>$`;&", r):
			return nil, errors.New("the command is run without a shell: no pipes, redirections, variables or ; (write a script and run it)")
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	switch {
	case quote != 0:
		return nil, errors.New("the command has a quote that is never closed")
	case escaped:
		return nil, errors.New("the command ends with a backslash")
	}
	if inWord {
		words = append(words, cur.String())
	}
	if len(words) == 0 {
		return nil, errors.New("the command is empty")
	}
	return words, nil
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
