package script

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// FuzzRun runs any text as a script, each for at most a moment: it never
// panics, and it stops either at the end, at a bad line with an *Error of
// one short line naming a line of the script, or at the deadline.
func FuzzRun(f *testing.F) {
	f.Add(Example)
	for _, s := range []string{"setState 312 645 7b8\nsolve A-star h2\nsolve beam 100\n", "seed 18446744073709551615\nrandomizeState 40\nsolve idastar\n",
		"setState WWWW BBBB RRRR GGGG OOOO YYYY\nmove R U2 F'\nsolve astar pdb\n", "\xef\xbb\xbfprintState\r\n", "maxNodes 5\nsolve bfs\n",
		"move up\n", "solve beam 0\n", "# echo\n\n\t\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		err := Run(ctx, strings.NewReader(text), io.Discard)
		var serr *Error
		switch {
		case err == nil, ctx.Err() != nil:
		case errors.As(err, &serr):
			lines := strings.Count(text, "\n") + 1
			if serr.Line < 1 || serr.Line > lines {
				t.Fatalf("%.80q: error on line %d of %d", text, serr.Line, lines)
			}
			if msg := err.Error(); strings.ContainsAny(msg, "\n\r") || utf8.RuneCountInString(msg) > 400 {
				t.Fatalf("%.80q: error of %d characters or on two lines: %.200q", text, len(msg), msg)
			}
		default:
			t.Fatalf("%.80q: unexpected error %v", text, err)
		}
	})
}
