package cube

import (
	"context"
	"strings"
	"testing"
)

func exactForTest(t testing.TB) *Table {
	t.Helper()
	tab, err := ExactTable(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

func TestParseMoves(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"R U F' R2", "R U F' R2"},
		{"RUR'U'", "R U R' U'"},
		{"  D2'  L’ B ,F ", "D2 L' B F"},
		{"U D L R F B U' D' L' R' F' B' U2 D2 L2 R2 F2 B2", "U D L R F B U' D' L' R' F' B' U2 D2 L2 R2 F2 B2"},
	}
	for _, tc := range tests {
		ms, err := ParseMoves(tc.in)
		if err != nil {
			t.Errorf("ParseMoves(%q): %v", tc.in, err)
			continue
		}
		if got := FormatMoves(ms); got != tc.want {
			t.Errorf("ParseMoves(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestParseMovesErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"R X", `move 2: unknown face "X"`},
		{"R u", `move 2: "u" is lower case`},
		{"'R", `move 1: "'" must follow a face letter`},
		{"R2 2", `move 2: "2" must follow a face letter`},
		{"R U3", `move 3: unknown face "3"`},
	}
	for _, tc := range tests {
		_, err := ParseMoves(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseMoves(%q) error %v, want one containing %q", tc.in, err, tc.want)
		}
	}
}

func TestMoveAlgebra(t *testing.T) {
	for _, m := range Moves() {
		s := Apply(Solved(), m)
		if s == Solved() {
			t.Errorf("%v leaves the cube solved", m)
		}
		if got := Apply(s, m.Inverse()); got != Solved() {
			t.Errorf("%v %v = %v, want solved", m, m.Inverse(), got)
		}
		if Apply(Solved(), m, m, m, m) != Solved() {
			t.Errorf("%v four times is not the identity", m)
		}
	}
	// The sexy move has order 6 on a 2×2×2 (as on a 3×3×3).
	sexy := mustMoves(t, "R U R' U'")
	s := Solved()
	for i := 1; i <= 6; i++ {
		s = Apply(s, sexy...)
		if (s == Solved()) != (i == 6) {
			t.Errorf("(R U R' U')^%d solved = %v", i, s == Solved())
		}
	}
}

func TestRandomScramble(t *testing.T) {
	a, b := RandomScramble(30, 42), RandomScramble(30, 42)
	if FormatMoves(a) != FormatMoves(b) {
		t.Errorf("same seed, different scrambles: %v / %v", a, b)
	}
	if FormatMoves(a) == FormatMoves(RandomScramble(30, 43)) {
		t.Error("seeds 42 and 43 gave the same scramble")
	}
	if len(a) != 30 || len(RandomScramble(0, 1)) != 0 || len(RandomScramble(-3, 1)) != 0 {
		t.Error("wrong scramble length")
	}
	for i := 1; i < len(a); i++ {
		if a[i].face() == a[i-1].face() {
			t.Errorf("moves %d and %d turn the same face: %v", i, i+1, FormatMoves(a))
		}
	}
}

// Each move and its twin, and no other move, leave a cube in the same
// position: turned as a whole, the two cubes are one.
func TestMoveTwin(t *testing.T) {
	for seed := range uint64(20) {
		c := SolvedCube().Turn(RandomScramble(8, seed)...)
		for _, m := range Moves() {
			want, _ := c.Turn(m).State()
			for _, x := range Moves() {
				got, err := c.Turn(x).State()
				if err != nil {
					t.Fatal(err)
				}
				if same := got == want; same != (x == m || x == m.Twin()) {
					t.Fatalf("%s and %s from %s: same position %v", m, x, c, same)
				}
			}
			if m.Twin() == m || m.Twin().Twin() != m || c.Turn(m) == c.Turn(m.Twin()) {
				t.Fatalf("%s: twin %s", m, m.Twin())
			}
			if name, ok := c.TwinMove(m.String()); !ok || name != m.Twin().String() {
				t.Fatalf("TwinMove(%s) = %q, %v", m, name, ok)
			}
		}
	}
	if _, ok := SolvedCube().TwinMove("R U"); ok {
		t.Error("TwinMove named the twin of two moves")
	}
}
