package route_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/core/domains/route"
)

const small = `# a hand-written map
scale 2
place A 0 0            # corner
place "Big Town" 3 4
place C 6 0
road A "Big Town" 11
oneway "big  town" C 7  # names ignore case and runs of spaces
oneway C A 13
h A C 9
`

func TestParseSmallMap(t *testing.T) {
	m, err := route.Parse([]byte(strings.ReplaceAll(small, "\n", "\r\n")))
	if err != nil {
		t.Fatal(err)
	}
	a, b, c := place(t, m, "a"), place(t, m, "BIG TOWN"), place(t, m, "C")
	if m.Places() != 3 || m.Name(b) != "Big Town" || m.Scale() != 2 || len(m.Roads()) != 4 {
		t.Fatalf("%d places, %q, scale %v, %d roads", m.Places(), m.Name(b), m.Scale(), len(m.Roads()))
	}
	out := m.Out(b)
	if len(out) != 2 || out[0].To != a || out[0].Length != 11 || out[1].To != c || !out[1].OneWay || out[1].Line != 7 {
		t.Errorf("roads out of Big Town: %+v", out)
	}
	if len(m.Out(c)) != 1 || m.Out(c)[0].To != a {
		t.Errorf("roads out of C: %+v", m.Out(c))
	}
	// To A: the table gives C 9; the others come from the coordinates,
	// 5 and 0 units at 2 km each.
	if h := m.StraightLine(a); h[a] != 0 || h[b] != 10 || h[c] != 9 || !m.HasTable(a) || m.HasTable(c) {
		t.Errorf("straight line to A: %v", h)
	}
	// To C: Big Town is 10 km away but the one-way road is 7 km long.
	h := m.StraightLine(c)
	an := m.Analyze(c, h)
	if an.Admissible || an.Over != b || an.OverH != 10 || an.OverDist != 7 || an.Consistent || an.Break.From != b || an.Break.To != c {
		t.Errorf("to C: %+v", an)
	}
	want := "not admissible: h(Big Town) = 10 > 7 km, the shortest route; not consistent: on the road from Big Town to C, h(Big Town) = 10 > 7 + h(C) = 7 on this map"
	if got := m.Describe(an, h); got != want {
		t.Errorf("Describe:\n got %s\nwant %s", got, want)
	}
}

func TestParseRefuses(t *testing.T) {
	const two = "place A 0 0\nplace B 1 1\n"
	for _, tc := range []struct{ text, want string }{
		{"", "the map has no places"},
		{"# nothing\n", "the map has no places"},
		{two + "road A B 5\nroad A X 3\n", `line 4: unknown place "X" (declare it with a place line)`},
		{two + "road A B 5\nplace a 2 2\n", `line 4: duplicate place "a"`},
		{two + "road A B 5\nroad B A 6\n", `line 4: duplicate road from "B" to "A"`},
		{two + "oneway A B 5\nroad B A 6\n", `line 4: duplicate road from "A" to "B"`},
		{two + "road A B 5\noneway A B 6\n", `line 4: duplicate road from "A" to "B"`},
		{two + "road A B -5\n", "line 3: road length -5: a road must be longer than 0"},
		{two + "road A B 0\n", "line 3: road length 0: a road must be longer than 0"},
		{two + "road A A 5\n", `line 3: a road from "A" to itself`},
		{two + "road A B 5\nplace C 3 3\n", `line 4: place "C" has no road`},
		{two + "road A B 5.5\n", `line 3: bad number "5.5": want a whole number of km`},
		{two + "road A B 99999999999999999999\n", `line 3: bad number`},
		{two + "road A B 2000000000\n", "line 3: road length 2000000000 is too long"},
		{"place A x 0\n", `line 1: bad number "x": want a coordinate`},
		{"place A NaN 0\n", `line 1: bad number "NaN"`},
		{"place \"A 0 0\n", `line 1: unterminated quote: "\"A 0 0"`},
		{"place A\"b 0 0\n", "line 1: a quote inside a word"},
		{"place \"A\"b 0 0\n", "line 1: a space must follow a quoted name"},
		{"place \"  \" 0 0\n", "line 1: an empty name in quotes"},
		{"place A 0\n", "line 1: place wants 3 words after it, not 2: place NAME X Y"},
		{two + "road A B\n", "line 3: road wants 3 words after it, not 2: road A B LENGTH"},
		{two + "street A B 4\n", `line 3: unknown word "street" (want place, road, oneway, h, scale or unit)`},
		{two + "road A B 5\nh B A -1\n", "line 4: a straight-line distance of -1: it must not be negative"},
		{two + "road A B 5\nh B A 1\nh B A 2\n", `line 5: duplicate straight-line distance from "A" to "B"`},
		{"scale 0\n" + two, `line 1: bad scale "0": want a number above 0`},
		{"scale 1e308\n" + two, `line 1: bad scale "1e308": want a number above 0 and at most 1000000000`},
		{"scale 10000000000\n" + two, `line 1: bad scale "10000000000"`},
		// Numbers have one spelling, as tiles and flags do.
		{"place A 0x1p4 0\n", `line 1: bad number "0x1p4": want a coordinate`},
		{"place A 1_0 0\n", `line 1: bad number "1_0": want a coordinate`},
		{"place A 1e9 0\n", `line 1: bad number "1e9": want a coordinate`},
		{"place A 0 .5\n", `line 1: bad number ".5": want a coordinate`},
		{"place A 0 Inf\n", `line 1: bad number "Inf": want a coordinate`},
		{"place A 1000000001 0\n", `line 1: bad number "1000000001": want a coordinate`},
		{two + "road A B +5\n", `line 3: bad number "+5": want a whole number of km`},
		{two + "road A B 007\n", `line 3: bad number "007": want a whole number of km`},
		{two + "road A B 5\nh B A 0x10\n", `line 4: bad number "0x10": want a whole number of km`},
		{"place \"A\tB\" 0 0\n", "line 1: a control character"},
		{"\xff\n", "the file is not UTF-8 text"},
		{strings.Repeat("#", route.MaxFileSize+1), "the file is larger than 1048576 bytes"},
	} {
		_, err := route.Parse([]byte(tc.text))
		var pe *route.ParseError
		if err == nil || !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%.40q: %v; want %s", tc.text, err, tc.want)
		}
	}
}

// TestParseByteOrderMark: a map saved with a byte-order mark, as some
// editors save text, reads as without it.
func TestParseByteOrderMark(t *testing.T) {
	m, err := route.Parse([]byte("\ufeff" + small))
	if err != nil || m.Places() != 3 || m.Name(0) != "A" {
		t.Fatalf("a map with a byte-order mark: %v", err)
	}
	if _, err := route.Parse([]byte("place A 0 0\n\ufeffplace B 1 1\nroad A B 1\n")); err == nil {
		t.Error("a byte-order mark inside the file reads")
	}
}

func TestParseTooManyPlaces(t *testing.T) {
	var b strings.Builder
	for i := range route.MaxPlaces + 1 {
		b.WriteString("place P" + string(rune('a'+i%26)) + strings.Repeat("x", 0) + itoa(i) + " 0 0\n")
	}
	_, err := route.Parse([]byte(b.String()))
	if err == nil || err.Error() != "line 10001: too many places (at most 10000)" {
		t.Errorf("%d places: %v", route.MaxPlaces+1, err)
	}
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var d []byte
	for ; i > 0; i /= 10 {
		d = append([]byte{byte('0' + i%10)}, d...)
	}
	return string(d)
}

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	good, big := filepath.Join(dir, "good.txt"), filepath.Join(dir, "big.txt")
	os.WriteFile(good, []byte(route.RomaniaText()), 0o644)
	os.WriteFile(big, []byte(strings.Repeat(" ", route.MaxFileSize+10)), 0o644)
	if m, err := route.ReadFile(good); err != nil || m.Places() != 20 {
		t.Errorf("Romania from a file: %v", err)
	}
	if _, err := route.ReadFile(big); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("a big file: %v", err)
	}
	if _, err := route.ReadFile(filepath.Join(dir, "none.txt")); err == nil {
		t.Errorf("a missing file reads")
	}
	// A named pipe with no writer is refused at once, not waited on.
	fifo := filepath.Join(dir, "fifo")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no named pipes here:", err)
	}
	if _, err := route.ReadFile(fifo); err == nil || err.Error() != "a named pipe, not a regular file" {
		t.Errorf("a named pipe: %v", err)
	}
	h, err := route.Romania().ReadTable(fifo)
	if err == nil || err.Error() != "a named pipe, not a regular file" {
		t.Errorf("a named pipe as a table: %v %v", h, err)
	}
}

func TestLookup(t *testing.T) {
	m := route.Romania()
	if p, err := m.Lookup("  rimnicu   VILCEA "); err != nil || m.Name(p) != "Rimnicu Vilcea" {
		t.Errorf("Lookup: %v %v", p, err)
	}
	_, err := m.Lookup("Paris")
	if err == nil || !strings.HasPrefix(err.Error(), `unknown place "Paris" (the map has Arad, Bucharest,`) {
		t.Errorf("Lookup(Paris): %v", err)
	}
}
