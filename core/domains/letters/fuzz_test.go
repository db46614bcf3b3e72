package letters

import (
	"strings"
	"testing"
)

// FuzzParse checks that Parse never panics, that its errors are one line,
// and that a board it accepts prints back to text it accepts again, with
// the side to move it was given and the game not over.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"...S.....", ".....S...", "... S.. ...", ".../S../...", "C..S.....",
		"CSE.S....", "CSE...ESC", "SSSEEECCC", "", "é........", "c.. s.. e.."} {
		f.Add(s, true)
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, text string, max bool) {
		to := Min
		if max {
			to = Max
		}
		b, err := Parse(text, to)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("Parse(%q): error on two lines: %v", text, err)
			}
			return
		}
		if b.ToMove() != to || b.Over() {
			t.Fatalf("Parse(%q) = %s: %v to move, over %v", text, b, b.ToMove(), b.Over())
		}
		again, err := Parse(b.String(), to)
		if err != nil || again != b {
			t.Fatalf("Parse(%q) = %s, which parses back as %s, %v", text, b, again, err)
		}
	})
}
