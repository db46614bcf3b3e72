package letters

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		text, want string
		to         Player
	}{
		{"...S.....", "...S.....", Max},
		{".....S...", ".....S...", Max},
		{"... S.. ...", "...S.....", Max},
		{".../S../...", "...S.....", Max},
		{" c.. S.e ... ", "C..S.E...", Max},
		{"C..S.....", "C..S.....", Min},
		{"SCE.S....", "SCE.S....", Min}, // no line reads CSE or ESC
		{"SSSEEE.CC", "SSSEEE.CC", Min}, // one cell left
	} {
		b, err := Parse(tc.text, tc.to)
		if err != nil || b.String() != tc.want {
			t.Errorf("Parse(%q) = %s, %v; want %s", tc.text, b, err, tc.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		text string
		to   Player
		want string
	}{
		{"...S....", Max, "board has 8 cells, want 9"},
		{"...S......", Max, "board has 10 cells, want 9"},
		{"", Max, "board has 0 cells, want 9"},
		{"...X.....", Max, `bad character 'X' in cell (1,0)`},
		{"...S...é.", Max, `bad character 'é' in cell (2,1)`},
		{"0..S.....", Max, `bad character '0' in cell (0,0)`},
		{".........", Min, "board is empty"},
		{"SSSEEECCC", Max, "board is full: the game is over, a draw"},
		{"CSE.S....", Min, "board is already won: row 0 reads CSE"},
		{"E..S..C..", Min, "board is already won: column 0 reads ESC"},
		{"C...S...E", Min, "board is already won: diagonal reads CSE"},
		{"CSE...ESC", Min, "winning lines (row 0 and row 2) that no single move could complete"},
		{"CSEESCCSE", Max, "winning lines (row 0 and row 1) that no single move could complete"},
		{"...S.....", Min, "board has 1 letters but MIN to move needs an even count"},
		{"C..S.....", Max, "board has 2 letters but MAX to move needs an odd count"},
		{"...S.....", 0, "side to move must be max or min"},
	} {
		_, err := Parse(tc.text, tc.to)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Parse(%q, %v) error %v, want one line containing %q", tc.text, tc.to, err, tc.want)
		}
	}
}

// Two winning lines that cross were completed by one move: still "won".
func TestParseCrossingLines(t *testing.T) {
	b := board("C.E.S.C.E") // diagonal C S E, anti-diagonal E S C
	if ls := b.WinningLines(); len(ls) != 2 {
		t.Fatalf("winning lines %v, want 2", ls)
	}
	if _, err := Parse(b.String(), Min); err == nil || !strings.Contains(err.Error(), "already won: diagonal reads CSE") {
		t.Errorf("crossing lines: %v", err)
	}
}

func TestParsePlayer(t *testing.T) {
	for s, want := range map[string]Player{"max": Max, "MIN": Min, " Max ": Max} {
		if p, err := ParsePlayer(s); err != nil || p != want {
			t.Errorf("ParsePlayer(%q) = %v, %v", s, p, err)
		}
	}
	if _, err := ParsePlayer("x"); err == nil {
		t.Error("ParsePlayer(x) accepted")
	}
}

func TestPlayAndWinner(t *testing.T) {
	b := StartBoards()[0] // S at (1,0)
	b = b.Play(Move{0, 0, 'C'})
	if b.ToMove() != Min {
		t.Fatalf("after MAX's move %v is to move", b.ToMove())
	}
	if _, _, ok := b.Winner(); ok || b.Over() {
		t.Fatal("game over too early")
	}
	b = b.Play(Move{2, 0, 'E'}) // MIN completes column 0
	p, line, ok := b.Winner()
	if !ok || p != Min || line.Name != "column 0" || line.Cells != [3]Cell{{0, 0}, {1, 0}, {2, 0}} {
		t.Errorf("winner %v %v %v, want MIN on column 0", p, line, ok)
	}
	if v, over := (Game{}).Terminal(b); !over || v != -1 {
		t.Errorf("Terminal = %d, %v; want −1, true", v, over)
	}
	if err := b.Check(Move{2, 2, 'S'}); err == nil || err.Error() != "the game is over" {
		t.Errorf("Check after the end: %v", err)
	}
	if n := len(b.moves(nil)); n != 0 {
		t.Errorf("%d moves after the end", n)
	}
}

func TestCheck(t *testing.T) {
	b := StartBoards()[1]
	for m, want := range map[Move]string{
		{1, 2, 'C'}: "cell (1,2) already holds S",
		{3, 0, 'C'}: "cell (3,0) is off the board",
		{0, 0, 'X'}: "letter 'X' is not C, S or E",
	} {
		if err := b.Check(m); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("Check(%v) = %v, want %q", m, err, want)
		}
	}
	defer func() {
		if r := recover(); r == nil || !strings.HasPrefix(r.(string), "letters: illegal move") {
			t.Errorf("Play of an illegal move: panic %v", r)
		}
	}()
	b.Play(Move{1, 2, 'C'})
}

func TestStart(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[Board]int{}
	for range 100 {
		seen[Start(rng)]++
	}
	starts := StartBoards()
	if len(seen) != 2 || seen[starts[0]] == 0 || seen[starts[1]] == 0 {
		t.Errorf("starts seen: %v", seen)
	}
	for _, s := range starts {
		if s.ToMove() != Max || len(s.moves(nil)) != 24 {
			t.Errorf("start %s: %v to move, %d moves", s, s.ToMove(), len(s.moves(nil)))
		}
	}
}

// board builds a board from nine characters, '.' for empty, without any of
// Parse's checks.
func board(text string) Board {
	var b Board
	for i := range 9 {
		if text[i] != '.' {
			b = b.set(i, text[i])
		}
	}
	return b
}
