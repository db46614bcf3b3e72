package csp_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"frontier/core/csp"
)

// sameProblem reports how a and b differ, "" when they have the same
// shown variables, in order, with the same domains in order, and allow the
// same pairs of values of every two of them.
func sameProblem(a, b *csp.Problem) string {
	shown := func(p *csp.Problem) []int {
		var out []int
		for v := range p.Vars() {
			if !p.Hidden(v) {
				out = append(out, v)
			}
		}
		return out
	}
	va, vb := shown(a), shown(b)
	if len(va) != len(vb) {
		return "a different number of variables"
	}
	for i := range va {
		x, y := va[i], vb[i]
		if a.Name(x) != b.Name(y) || a.Values(x) != b.Values(y) {
			return "variable " + a.Name(x) + " is " + b.Name(y)
		}
		for k := range a.Values(x) {
			if a.Label(x, k) != b.Label(y, k) {
				return "a value of " + a.Name(x)
			}
		}
	}
	hidden := a.Vars() != len(va) || b.Vars() != len(vb)
	for i := range va {
		for j := range va {
			if i == j || hidden {
				continue
			}
			for k := range a.Values(va[i]) {
				for l := range a.Values(va[j]) {
					if a.Allows(va[i], k, va[j], l) != b.Allows(vb[i], k, vb[j], l) {
						return "the pair " + a.Name(va[i]) + "=" + a.Label(va[i], k) + ", " + a.Name(va[j]) + "=" + a.Label(va[j], l)
					}
				}
			}
		}
	}
	return ""
}

// TestWriteFileRoundTrip: every built-in problem and the examples, written
// and read back, are the same problem; a file read and written is the
// same bytes.
func TestWriteFileRoundTrip(t *testing.T) {
	problems := map[string]*csp.Problem{"australia": csp.Australia()}
	for _, n := range []int{1, 4, 6} {
		q, err := csp.Queens(n)
		if err != nil {
			t.Fatal(err)
		}
		problems[q.Title()] = q
	}
	sudoku, err := csp.Sudoku("harder")
	if err != nil {
		t.Fatal(err)
	}
	problems["sudoku"] = sudoku
	for _, name := range []string{"twotwofour.csp", "sendmoremoney.csp"} {
		data, err := os.ReadFile("../../docs/examples/" + name)
		if err != nil {
			t.Fatal(err)
		}
		if problems[name], err = csp.ParseFile(name, data); err != nil {
			t.Fatal(err)
		}
	}
	quoted, err := csp.ParseFile("quoted", []byte("var \"New South Wales\" \"#1\" : \"light blue\" red\n\"New South Wales\" != \"#1\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	problems["quoted"] = quoted
	for name, p := range problems {
		var b bytes.Buffer
		if err := p.WriteFile(&b); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		back, err := csp.ParseFile(name, b.Bytes())
		if err != nil {
			t.Fatalf("%s: written, it does not read: %v\n%s", name, err, b.String())
		}
		if d := sameProblem(p, back); d != "" {
			t.Errorf("%s: read back, %s differs", name, d)
		}
		// Read back, a problem keeps no comment and no queens: written
		// again and read, it writes the same bytes from then on.
		var again, third bytes.Buffer
		back.WriteFile(&again)
		next, err := csp.ParseFile(name, again.Bytes())
		if err != nil {
			t.Fatalf("%s: written again, it does not read: %v", name, err)
		}
		if next.WriteFile(&third); third.String() != again.String() {
			t.Errorf("%s: written from its own file, the files differ", name)
		}
		if strings.Contains(b.String(), "..") || strings.Contains(b.String(), "@") {
			t.Errorf("%s: the file writes a range or a hidden variable", name)
		}
	}
}

// TestWriteFileAustralia: Australia is written as docs/csp.md writes it.
func TestWriteFileAustralia(t *testing.T) {
	var b bytes.Buffer
	if err := csp.Australia().WriteFile(&b); err != nil {
		t.Fatal(err)
	}
	want := strings.SplitN(australiaFile, "\n", 2)[1] // without its comment
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

// TestWriteFileRefuses: names the format cannot hold are refused.
func TestWriteFileRefuses(t *testing.T) {
	for _, vars := range [][]csp.Var{
		{{Name: "a:b", Values: []string{"1"}}},
		{{Name: "end", Values: []string{"1"}}},
		{{Name: "A", Values: []string{"1..2"}}},
		{{Name: "A", Values: []string{`say "hi"`}}},
	} {
		p, err := csp.New("bad", vars, nil)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := p.WriteFile(&b); err == nil || b.Len() > 0 {
			t.Errorf("%s: written (%q), err %v", vars[0].Name, b.String(), err)
		}
	}
}

// FuzzWriteFile: every problem the parser accepts is written (or refused
// whole, with nothing written), and what is written reads back as the
// same problem.
func FuzzWriteFile(f *testing.F) {
	f.Add([]byte(australiaFile))
	for _, s := range []string{"var A B: 1..3\nA < B\n", "var A B C: x y\ntable A B C\nx y x\nend\nalldiff A B\n",
		"var \"a b\" c: 1\n\"a b\" == c\n", "var \"#x\" y: \"p q\" r\n\"#x\" != y\n", "var A: 1..2\nvar B: 0..1\ntable A B\n1 0\n2 1\nend\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := csp.ParseFile("fuzz", data)
		if err != nil {
			return
		}
		values := 0
		for v := range p.Vars() {
			values += p.Values(v)
		}
		if values > 300 { // sameProblem tries every pair of values
			return
		}
		var b bytes.Buffer
		if err := p.WriteFile(&b); err != nil {
			if b.Len() > 0 {
				t.Fatalf("refused (%v) after writing %q", err, b.String())
			}
			return
		}
		back, err := csp.ParseFile("fuzz", b.Bytes())
		if err != nil {
			t.Fatalf("written, it does not read: %v\n%s", err, b.String())
		}
		if d := sameProblem(p, back); d != "" {
			t.Fatalf("read back, %s differs:\n%s", d, b.String())
		}
	})
}
