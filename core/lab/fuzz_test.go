package lab

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"
)

// checkMessage fails a fuzz case whose error is not one short line: a
// message quotes at most a readable piece of what the user typed.
func checkMessage(t *testing.T, input string, err error) {
	t.Helper()
	if msg := err.Error(); strings.ContainsAny(msg, "\n\r") || utf8.RuneCountInString(msg) > 300 {
		t.Fatalf("%.60q: error of %d characters or on two lines: %.200q", input, len(msg), msg)
	}
}

func FuzzParseConfig(f *testing.F) {
	for _, s := range []string{"size: 3\nseed: 111\nswaps: 200\nnumber: 100\n", "size: 3 // c\n# x\nSEED:1\nswaps:1\nnumber:1",
		"\xef\xbb\xbfsize: 4\r\nseed: 18446744073709551615\r\nswaps: 1000000\r\nnumber: 100\r\n", "size:\n", "si\rze: 3", ":",
		"puzzle: cube\nseed: 1\nswaps: 3\nnumber: 2\n", "goal: blank-last\ndiagonal: true\nwidth: 2\nseed: 1\nswaps: 1\nnumber: 1\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := ParseConfig(strings.NewReader(text))
		if err != nil {
			checkMessage(t, text, err)
			return
		}
		d, perr := c.Puzzle.New()
		if perr != nil || d.Spec() != c.Puzzle || Walk.Check("", int64(c.Swaps)) != nil || c.Swaps < 1 ||
			Instances.Check("", int64(c.Number)) != nil || int64(c.Number)*int64(c.Swaps) > MaxWalkMoves {
			t.Fatalf("%q read as %+v, out of bounds", text, c)
		}
	})
}

func FuzzReadSet(f *testing.F) {
	for _, s := range []string{"# puzzle: sliding 3\n312 645 7b8\n", "0,1,2,3\n", "# puzzle: cube\nWWWW BBBB RRRR GGGG OOOO YYYY\n",
		"# puzzle: sliding 3 diagonal goal=1,2,3,4,5,6,7,8,0\n8,6,7,2,5,4,3,0,1\r\n", "# puzzle: sliding 9\n", "\xef\xbb\xbf1 2 3 / 4 5 6 / 7 8 0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ReadSet(strings.NewReader(text))
		if err != nil {
			checkMessage(t, text, err)
			return
		}
		if s.Len() < 1 || int64(s.Len()) > Instances.Max {
			t.Fatalf("%q: a set of %d states", text, s.Len())
		}
		// What is written reads back as the same set.
		var b bytes.Buffer
		if err := s.write(&b); err != nil {
			t.Fatal(err)
		}
		back, err := ReadSet(&b)
		if err != nil || back.Puzzle != s.Puzzle || back.Len() != s.Len() {
			t.Fatalf("%q written as %q reads back as %v, %v", text, b.String(), back, err)
		}
		for i := range s.Len() {
			if back.State(i) != s.State(i) {
				t.Fatalf("%q: state %d %s reads back as %s", text, i, s.State(i), back.State(i))
			}
		}
	})
}

func FuzzParseDepths(f *testing.F) {
	for _, s := range []string{"2-20/2", "4,8,12", "0-250", "9223372036854775807", "0-1000000000", "1-2/0", " 3 , 5-7 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		ds, err := ParseDepths(text)
		if err != nil {
			checkMessage(t, text, err)
			return
		}
		if len(ds) == 0 || len(ds) > MaxListItems {
			t.Fatalf("%q: %d depths", text, len(ds))
		}
		for _, d := range ds {
			if Depth.Check("", int64(d)) != nil {
				t.Fatalf("%q: depth %d out of bounds", text, d)
			}
		}
	})
}

func FuzzParseBudgets(f *testing.F) {
	for _, s := range []string{"100,500,1000", "1e5", "1e12", "1e13", "0", "1.5", "-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		bs, err := ParseBudgets(text)
		if err != nil {
			checkMessage(t, text, err)
			return
		}
		if len(bs) == 0 || len(bs) > MaxListItems {
			t.Fatalf("%q: %d budgets", text, len(bs))
		}
		for _, b := range bs {
			if b < 1 || b > NodeLimit.Max {
				t.Fatalf("%q: budget %d out of bounds", text, b)
			}
		}
	})
}

func FuzzParseSolvers(f *testing.F) {
	for _, s := range []string{"astar:manhattan,astar:h1,beam:manhattan:1000,beam,bfs", "IDAstar:PDB", "bfs:none", "beam::7", "a:b:c:d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		ss, err := ParseSolvers(text, "")
		if err != nil {
			checkMessage(t, text, err)
			return
		}
		if len(ss) == 0 || len(ss) > MaxListItems {
			t.Fatalf("%q: %d solvers", text, len(ss))
		}
		for _, s := range ss {
			if s.check() != nil {
				t.Fatalf("%q: %+v out of bounds", text, s)
			}
			// A solver's id reads back as itself.
			back, err := ParseSolvers(s.String(), "")
			if err != nil || len(back) != 1 || back[0].String() != s.String() {
				t.Fatalf("%q: %s reads back as %v, %v", text, s, back, err)
			}
		}
	})
}
