package cube

import (
	"strings"
	"testing"
)

// FuzzParse checks that Parse never panics, that an accepted cube prints
// in the canonical orientation and parses back to itself, and that errors
// are one line.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		solvedText, "", "wwwwbbbbrrrrggggooooyyyy", "WWWW RRRR GGGG OOOO BBBB YYYY",
		"WGWW OBBB RWRR GYYG OGOO YBYR", "WWWW BBBB RRRR GGGG OOOO YYYX", "é\x00\xff",
		swapStickers("L3", "R2"), swapStickers("D0", "B3"),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := Parse(text)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("Parse(%q): error over several lines: %q", text, err)
			}
			return
		}
		back, err := Parse(s.String())
		if err != nil || back != s {
			t.Errorf("Parse(%q) = %v, which reparses as %v, %v", text, s, back, err)
		}
		if s.Rank() < 0 || s.Rank() >= NumStates {
			t.Errorf("Parse(%q) gave rank %d", text, s.Rank())
		}
	})
}

// FuzzParseMoves checks that ParseMoves never panics and that what it
// accepts formats and parses back to the same moves.
func FuzzParseMoves(f *testing.F) {
	for _, s := range []string{"R U F' R2", "RUR'U'", "D2' L’", "x", "'", "R2'2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		ms, err := ParseMoves(text)
		if err != nil {
			return
		}
		back, err := ParseMoves(FormatMoves(ms))
		if err != nil || FormatMoves(back) != FormatMoves(ms) {
			t.Errorf("ParseMoves(%q) = %v, reparsed %v, %v", text, ms, back, err)
		}
	})
}
