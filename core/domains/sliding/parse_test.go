package sliding

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestParseForms(t *testing.T) {
	want := "0,8,1,7,4,5,2,3,6"
	for _, text := range []string{
		"b81 745 236", "_81 745 236", "081745236", "0,8,1,7,4,5,2,3,6", " 0, 8, 1, 7 ,4,5,2,3,6 ",
		"0 8 1 / 7 4 5 / 2 3 6", "0 8 1 7 4 5 2 3 6", "B81\n745\n236", "b 8 1 7 4 5 2 3 6",
	} {
		got, err := Parse(text)
		if err != nil || got.String() != want {
			t.Errorf("Parse(%q) = %v, %v; want %s", text, got, err, want)
		}
	}
	for text, want := range map[string]string{
		"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0": "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0",
		"b1 23":                                 "0,1,2,3",
		"1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,b": "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,0",
		"4 3 2 1 / 0 5 6 7 / 8 9 10 11 / 12 13 14 15":                      "4,3,2,1,0,5,6,7,8,9,10,11,12,13,14,15",
	} {
		got, err := Parse(text)
		if err != nil || got.String() != want {
			t.Errorf("Parse(%q) = %v, %v; want %s", text, got, err, want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for text, want := range map[string]string{
		"":                       "empty state",
		"b12 345 67":             "board has 8 tiles, want 4, 9, 16 or 25",
		"1 2 3 4 5 6 7 8":        "board has 8 tiles",
		"b12 345 677":            "tile 7 appears twice",
		"b12 345 6b8":            "the blank appears twice",
		"b12 345 6x8":            "unknown token \"x\"",
		"0,1,2,3,4,5,6,7,9":      "tile 9 is out of range for a 3×3 board",
		"0,1,2,3,4,5,6,7,-8":     `tile "-8": write tile numbers without leading zeros or signs`,
		"0,1,2,3,4,5,6,7,+8":     `tile "+8": write tile numbers without leading zeros or signs`,
		"-0,1,2,3,4,5,6,7,8":     `tile "-0": write tile numbers without leading zeros or signs`,
		"+0 1 2 3 4 5 6 7 8":     `tile "+0": write tile numbers without leading zeros or signs`,
		"00,1,2,3,4,5,6,7,8":     `tile "00": write tile numbers without leading zeros or signs`,
		"007 1 2 3 4 5 6 0 8":    `tile "007": write tile numbers without leading zeros or signs`,
		"1 2 3 / 4 5 6 / 7 08 0": `tile "08": write tile numbers without leading zeros or signs`,
		"+-1,2,3,4,5,6,7,8,0":    `unknown token "+-1"`,
		"1,2,3,4,5,6,7,8,+":      `unknown token "+"`,
		"1,2,3,4,5,6,7,8,0x1":    `unknown token "0x1"`,
		"0,1,2,3,4,5,6,7,8,9,10": "board has 11 tiles",
		"1 2 3 / 4 5 / 7 8 0 6":  "row 2 has 2 tiles, want 3",
		"b12 34 5678":            "row 2 has 2 tiles, want 3",
		"b":                      "board has 1 tile,",
	} {
		_, err := Parse(text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) error %v, want one containing %q", text, err, want)
		}
	}
}

func TestLoadErrors(t *testing.T) {
	b := MustBoard(3, false, nil)
	for text, want := range map[string]string{
		"1,0,2,3,4,5,6,7,8":                     "", // one slide from the goal
		"0,2,1,3,4,5,6,7,8":                     "unsolvable: the tiles are an odd permutation of the goal (1 swap) but the blank is 0 moves",
		"1,2,3,4,5,6,7,8,0":                     "", // blank last: even swaps, blank 4 away
		"0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15": "board has 16 tiles, want 9 for a 3×3 board",
	} {
		_, err := b.ParseState(text)
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), want)) {
			t.Errorf("ParseState(%q) error %v, want %q", text, err, want)
		}
	}
	if _, err := MustBoard(3, true, nil).ParseState("0,2,1,3,4,5,6,7,8"); err != nil {
		t.Errorf("diagonal board rejects a swapped pair: %v", err)
	}
	b4 := MustBoard(4, false, nil)
	if _, err := b4.ParseState("4,1,2,3,0,5,6,7,8,9,10,11,12,13,14,15"); err != nil {
		t.Errorf("4×4 one slide away: %v", err)
	}
	if _, err := b4.ParseState("1,0,2,3,4,5,6,7,8,9,10,11,12,13,14,15"); err != nil {
		t.Errorf("4×4 one slide away: %v", err)
	}
	if _, err := b4.ParseState("4,0,2,3,1,5,6,7,8,9,10,11,12,13,14,15"); err == nil {
		t.Error("4×4 state with swapped tiles accepted")
	}
}

func TestCompact(t *testing.T) {
	tl, _ := Parse("312 645 7b8")
	if got := tl.Compact(); got != "312 645 7b8" {
		t.Errorf("Compact = %q", got)
	}
	if got := BlankLast(4).Compact(); got != "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 0" {
		t.Errorf("Compact = %q", got)
	}
}

func TestStatePacking(t *testing.T) {
	for w := MinWidth; w <= MaxWidth; w++ {
		tl := BlankLast(w)
		b := MustBoard(w, false, nil)
		s := fromTiles(tl)
		if got := b.Tiles(s); got.String() != tl.String() {
			t.Errorf("width %d: round trip %v", w, got)
		}
		if got := b.Blank(s); got != w*w-1 {
			t.Errorf("width %d: blank at %d", w, got)
		}
	}
}

// FuzzParse: no input panics, and whatever parses is a valid board that
// formats and parses back to itself.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"b12 345 678", "0,8,1,7,4,5,2,3,6", "1 2 3 / 4 5 6 / 7 8 0", "012345678",
		"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0", "", "b", ",,,", "99999999999999999999 1 2 3",
		"007 1 2 3 4 5 6 0 8", "+1,0,2,3,4,5,6,7,8", "-0,1,2,3,4,5,6,7,8", "1,2,3,4,5,6,7,8,00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		tl, err := Parse(text)
		if err != nil {
			if strings.ContainsRune(err.Error(), '\n') || !utf8.ValidString(err.Error()) && utf8.ValidString(text) {
				t.Fatalf("error is not one clean line: %q", err)
			}
			return
		}
		b := MustBoard(tl.Width(), false, nil)
		if _, err := b.Load(tl); err != nil && !strings.HasPrefix(err.Error(), "unsolvable") {
			t.Fatalf("Load(%v): %v", tl, err)
		}
		back, err := Parse(tl.String())
		if err != nil || back.String() != tl.String() {
			t.Fatalf("round trip of %v: %v %v", tl, back, err)
		}
	})
}
