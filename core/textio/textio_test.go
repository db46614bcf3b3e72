package textio

import (
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"
)

func TestQuote(t *testing.T) {
	cases := map[string]string{
		"abc":                      `"abc"`,
		"size\r":                   `"size\r"`,
		"a\x00b\x1b[2J":            `"a\x00b\x1b[2J"`,
		"\xff\xfe":                 `"\xff\xfe"`,
		strings.Repeat("x", 60):    `"` + strings.Repeat("x", 60) + `"`,
		strings.Repeat("é", 61):    `"` + strings.Repeat("é", 60) + `"…`,
		strings.Repeat("x", 1e5):   `"` + strings.Repeat("x", 60) + `"…`,
		strings.Repeat("\xb1", 99): `"` + strings.Repeat(`\xb1`, 15) + `"…`,
	}
	for in, want := range cases {
		if got := Quote(in); got != want {
			t.Errorf("Quote(%.20q…) = %.80s, want %.80s", in, got, want)
		}
	}
}

func TestQuotePath(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`C:\Users\ann\maps\line.map`, `"C:\Users\ann\maps\line.map"`},
		{"/home/ann/maps/line.map", `"/home/ann/maps/line.map"`},
		{`say "hi".map`, `"say \"hi\".map"`},
		{"two\nlines\x1b.map", `"two\nlines\x1b.map"`},
		{"\xff.map", `"\xff.map"`},
		{"", `""`},
		{strings.Repeat("é", 60), `"` + strings.Repeat("é", 60) + `"`},
		{strings.Repeat(`dir\`, 30) + "line.map", `…"` + strings.Repeat(`dir\`, 13) + `line.map"`},
		// An escape is kept whole or dropped whole.
		{strings.Repeat("\x01", 40) + "a.map", `…"` + strings.Repeat(`\x01`, 13) + `a.map"`},
	} {
		if got := QuotePath(c.in); got != c.want {
			t.Errorf("QuotePath(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

// readAll reads every line of text, and the error that stopped it.
func readAll(r io.Reader) ([]string, []int, error) {
	l := NewLines(r)
	var lines []string
	var nos []int
	for l.Next() {
		lines = append(lines, l.Text())
		nos = append(nos, l.Line())
	}
	return lines, nos, l.Err()
}

func TestLines(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"a", []string{"a"}},
		{"a\n", []string{"a"}},
		{"a\r\nb\r\n", []string{"a", "b"}},
		{"\xef\xbb\xbfprintState\r\n", []string{"printState"}},
		{"\n\n", []string{"", ""}},
		{"a\rb\n", []string{"a\rb"}},                         // a lone CR stays, for the parser to quote
		{"x\n\xef\xbb\xbfy", []string{"x", "\xef\xbb\xbfy"}}, // a mark is dropped on line 1 only
		{strings.Repeat("z", MaxLine) + "\r\nq", []string{strings.Repeat("z", MaxLine), "q"}},
	}
	for _, c := range cases {
		// One byte at a time too, so that line ends split across reads.
		for _, r := range []io.Reader{strings.NewReader(c.in), iotest.OneByteReader(strings.NewReader(c.in))} {
			got, nos, err := readAll(r)
			if err != nil || strings.Join(got, "|") != strings.Join(c.want, "|") || len(got) != len(c.want) {
				t.Errorf("%.30q: got %.40q, %v; want %.40q", c.in, got, err, c.want)
			}
			for i, no := range nos {
				if no != i+1 {
					t.Errorf("%.30q: line %d numbered %d", c.in, i+1, no)
				}
			}
		}
	}
}

func TestLinesTooLong(t *testing.T) {
	text := "ok\nfine\n" + strings.Repeat("x", MaxLine+1) + "\nafter\n"
	got, _, err := readAll(strings.NewReader(text))
	if len(got) != 2 || err == nil || err.Error() != "line 3: the line is longer than 64 KB; is this a text file of the right kind?" {
		t.Fatalf("got %d lines, error %v", len(got), err)
	}
	// The same without a final line end, and a megabyte long.
	_, _, err = readAll(strings.NewReader(strings.Repeat("y", 1<<20)))
	if le := (*LineError)(nil); !errors.As(err, &le) || le.Line != 1 || le.Err != ErrLongLine {
		t.Fatalf("error %v", err)
	}
}

func TestLinesReadError(t *testing.T) {
	boom := errors.New("disk on fire")
	got, _, err := readAll(io.MultiReader(strings.NewReader("a\nb"), iotest.ErrReader(boom)))
	if len(got) != 1 || !errors.Is(err, boom) || !strings.HasPrefix(err.Error(), "line 2: ") {
		t.Fatalf("got %q, %v", got, err)
	}
}

// failAfter accepts n bytes, then fails.
type failAfter struct{ n int }

func (f *failAfter) Write(p []byte) (int, error) {
	if len(p) > f.n {
		k := f.n
		f.n = 0
		return k, errors.New("no space left on device")
	}
	f.n -= len(p)
	return len(p), nil
}

func TestWriter(t *testing.T) {
	w := NewWriter(&failAfter{n: 5})
	io.WriteString(w, "abc")
	if w.Err() != nil {
		t.Fatal(w.Err())
	}
	io.WriteString(w, "defgh")
	io.WriteString(w, "more")
	if w.Err() == nil || w.Err().Error() != "no space left on device" {
		t.Fatalf("Err() = %v", w.Err())
	}
}

func FuzzLines(f *testing.F) {
	for _, s := range []string{"", "a\r\nb", "\xef\xbb\xbfx\n", "\r\r\n\n", "x\x00y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got, _, err := readAll(strings.NewReader(text))
		if err != nil {
			t.Fatalf("a short text gave %v", err)
		}
		// Joined back, the lines are the text without the mark and the
		// line ends.
		want := strings.TrimPrefix(text, "\xef\xbb\xbf")
		want = strings.TrimSuffix(want, "\n")
		var b strings.Builder
		for i, line := range strings.Split(want, "\n") {
			if i > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(strings.TrimSuffix(line, "\r"))
		}
		if text != "" && strings.Join(got, "\n") != b.String() {
			t.Fatalf("%q read as %q", text, got)
		}
	})
}

func TestLine(t *testing.T) {
	cases := map[string]string{
		"plain":                 "plain",
		"two\nlines":            "two lines",
		"crlf\r\nend":           "crlf end",
		"lone\rcr":              `lone\rcr`,
		"esc\x1b[2Jx":           `esc\x1b[2Jx`,
		"bad\xffbyte":           `bad\xffbyte`,
		"tab\tok":               `tab\tok`,
		"é ünïcödé":             "é ünïcödé",
		strings.Repeat("z", 25): strings.Repeat("z", 20) + "…",
		"bidi\u202eoverride":    `bidi\u202eoverride`,
	}
	for in, want := range cases {
		if got := Line(in, 20); got != want {
			t.Errorf("Line(%q) = %q, want %q", in, got, want)
		}
	}
}

func FuzzLine(f *testing.F) {
	f.Add("a\nb\r\n\x1b\xff")
	f.Fuzz(func(t *testing.T, text string) {
		got := Line(text, 50)
		if strings.ContainsAny(got, "\n\r\x1b") || !utf8.ValidString(got) || utf8.RuneCountInString(got) > 51 {
			t.Fatalf("Line(%q) = %q", text, got)
		}
	})
}

func TestJoinAnd(t *testing.T) {
	for _, c := range []struct {
		words []string
		want  string
	}{
		{nil, ""},
		{[]string{"x"}, "x"},
		{[]string{"x", "y"}, "x and y"},
		{[]string{"x", "y", "z"}, "x, y and z"},
	} {
		if got := JoinAnd(c.words); got != c.want {
			t.Errorf("JoinAnd(%q) = %q, want %q", c.words, got, c.want)
		}
	}
}
