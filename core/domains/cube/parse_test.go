package cube

import (
	"math/rand/v2"
	"strings"
	"testing"
)

const solvedText = "WWWW BBBB RRRR GGGG OOOO YYYY"

// swapStickers returns the solved text with the stickers at the two net
// labels (for example "F2" and "B3") exchanged.
func swapStickers(a, b string) string {
	idx := func(l string) int { return strings.IndexByte(faceLetters, l[0])*4 + int(l[1]-'0') }
	st := []byte(strings.ReplaceAll(solvedText, " ", ""))
	i, j := idx(a), idx(b)
	st[i], st[j] = st[j], st[i]
	return string(st)
}

// cornersText draws an arbitrary arrangement of corner pieces, possible or
// not, as sticker text.
func cornersText(piece, twist [8]uint8) string {
	c := corners{piece: piece, twist: twist}
	cb := c.cube()
	return cb.String()
}

func TestParseRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		s := FromRank(rng.IntN(NumStates))
		text := s.String()
		got, err := Parse(text)
		if err != nil || got != s {
			t.Fatalf("Parse(%q) = %v, %v; want %v", text, got, err, s)
		}
		lower, err := Parse(strings.ToLower(strings.ReplaceAll(text, " ", "")))
		if err != nil || lower != s {
			t.Fatalf("Parse(lower-case %q) = %v, %v; want %v", text, lower, err, s)
		}
	}
}

func TestParseRotatedIsSameState(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 50 {
		s := FromRank(rng.IntN(NumStates))
		cb := s.Cube()
		for _, r := range rotations {
			var rc Cube
			for f, col := range cb {
				rc[r[f]] = col
			}
			got, err := Parse(rc.String())
			if err != nil || got != s {
				t.Fatalf("Parse(%v), a rotation of %v = %v, %v", rc, s, got, err)
			}
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"empty", "", "found 0 stickers, want 24"},
		{"too few", "WWWW BBBB RRRR GGGG OOOO YYY", "found 23 stickers, want 24"},
		{"too many", solvedText + " Y", "found 25 stickers, want 24"},
		{"unknown letter", "WWWW BBBB RRRR GGGG OOOO YYYX", `sticker 24: unknown colour "X"`},
		{"punctuation", "WWWW,BBBB RRRR GGGG OOOO YYYY", `sticker 5: unknown colour ","`},
		{"five whites", "WWWW BBBB RRRR GGGG OOOO YYYW", "colour W appears 5 times, want 4"},
		{"three yellows", "WWWW BBBB RRRR GGGG OOOO YYYB", "colour B appears 5 times, want 4"},
		{"opposite colours", swapStickers("D0", "B3"), "corner D0-L3-F2 has opposite colours R and O"},
		{"same colour twice", swapStickers("F2", "D3"), "corner D0-L3-F2 has two W stickers"},
		{"mirror corner", swapStickers("L3", "R2"), "mirror image of the WBR corner: two of its stickers are swapped"},
		{"corner twice", cornersText([8]uint8{0, 1, 2, 1, 4, 6, 6, 7}, [8]uint8{}), "corner appears twice"},
		{"twisted clockwise", cornersText([8]uint8{0, 1, 2, 3, 4, 5, 6, 7}, [8]uint8{1}), "a corner is twisted in place (the corners are one third turn clockwise off)"},
		{"twisted back", cornersText([8]uint8{0, 1, 2, 3, 4, 5, 6, 7}, [8]uint8{0, 0, 0, 0, 0, 1, 1}), "counter-clockwise off"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Parse(tc.text)
			if err == nil {
				t.Fatalf("Parse(%q) = %v, want an error containing %q", tc.text, s, tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("Parse(%q) error %q, want one line containing %q", tc.text, err, tc.want)
			}
		})
	}
}

// On a 2×2×2 cube a quarter turn is a 4-cycle of corners, an odd
// permutation, so two swapped corners are a real position.
func TestParseSwappedPairIsLegal(t *testing.T) {
	text := cornersText([8]uint8{1, 0, 2, 3, 4, 5, 6, 7}, [8]uint8{})
	s, err := Parse(text)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	if s == Solved() {
		t.Fatal("two swapped corners parsed as solved")
	}
	tab := exactForTest(t)
	if d := tab.Distance(s); d < 1 || d > 11 {
		t.Errorf("swapped pair at distance %d, want 1..11", d)
	}
}

// Turning a Cube in the hand and forgetting the orientation must agree
// with Apply for every move, from many positions.
func TestCubeTurnMatchesApply(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 300 {
		s := FromRank(rng.IntN(NumStates))
		cb := s.Cube()
		for _, m := range Moves() {
			got, err := cb.Turn(m).State()
			if err != nil || got != Apply(s, m) {
				t.Fatalf("%v turned by %v: State() = %v, %v; Apply gives %v", cb, m, got, err, Apply(s, m))
			}
		}
	}
}

func TestStickersMatchString(t *testing.T) {
	s := Apply(Solved(), mustMoves(t, "R U F' R2")...)
	st := s.Stickers()
	var b strings.Builder
	for f, face := range st {
		if f > 0 {
			b.WriteByte(' ')
		}
		for _, c := range face {
			b.WriteString(c.String())
		}
	}
	if b.String() != s.String() {
		t.Errorf("Stickers() spells %q, String() = %q", b.String(), s.String())
	}
}

func mustMoves(t testing.TB, text string) []Move {
	t.Helper()
	ms, err := ParseMoves(text)
	if err != nil {
		t.Fatal(err)
	}
	return ms
}
