package csp_test

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"frontier/core/csp"
)

// australiaFile is the textbook's map in the problem-file format.
const australiaFile = `# Australia, as the built-in problem
var WA NT SA Q NSW V T : red green blue
WA != NT
WA != SA
NT != SA
NT != Q
SA != Q
SA != NSW
SA != V
Q != NSW
NSW != V
`

// TestFileAustralia: the file's Australia is the built-in one: same
// solution and counts under every combination.
func TestFileAustralia(t *testing.T) {
	p, err := csp.ParseFile("australia.csp", []byte(australiaFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range combos() {
		opts := csp.Options{Var: c.vo, Val: c.lo, Inference: c.inf, All: true}
		got, want := csp.Solve(context.Background(), p, opts), csp.Solve(context.Background(), csp.Australia(), opts)
		if got.Counts != want.Counts || got.Solutions != want.Solutions || words(p, got.Solution) != words(csp.Australia(), want.Solution) {
			t.Errorf("%s: file %+v, built in %+v", c, got.Counts, want.Counts)
		}
	}
}

// TestTwoTwoFour: the cryptarithmetic of docs/examples has exactly the
// solutions that a loop over the digits finds, each checked by its sum.
func TestTwoTwoFour(t *testing.T) {
	data, err := os.ReadFile("../../docs/examples/twotwofour.csp")
	if err != nil {
		t.Fatal(err)
	}
	p, err := csp.ParseFile("twotwofour.csp", data)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for two := 100; two < 1000; two++ {
		tw, fo := strconv.Itoa(two), strconv.Itoa(2*two)
		if len(fo) != 4 || fo[1] != tw[2] { // FOUR's O is TWO's O
			continue
		}
		digits := map[byte]bool{tw[0]: true, tw[1]: true, tw[2]: true, fo[0]: true, fo[2]: true, fo[3]: true}
		if len(digits) == 6 {
			want[fmt.Sprintf("T%c W%c O%c F%c U%c R%c", tw[0], tw[1], tw[2], fo[0], fo[2], fo[3])] = true
		}
	}
	got := map[string]bool{}
	for _, c := range []combo{{csp.StaticVars, csp.StaticValues, csp.NoInference}, {csp.MRV, csp.LCV, csp.MaintainArcs}} {
		r := csp.Solve(context.Background(), p, csp.Options{Var: c.vo, Val: c.lo, Inference: c.inf, All: true, OnSolution: func(sol []int) {
			if err := valid(p, sol); err != nil {
				t.Fatal(err)
			}
			l := func(name string) string { v, _ := p.Lookup(name); return p.Label(v, sol[v]) }
			two, _ := strconv.Atoi(l("T") + l("W") + l("O"))
			four, _ := strconv.Atoi(l("F") + l("O") + l("U") + l("R"))
			if 2*two != four {
				t.Fatalf("%d + %d ≠ %d", two, two, four)
			}
			got[fmt.Sprintf("T%s W%s O%s F%s U%s R%s", l("T"), l("W"), l("O"), l("F"), l("U"), l("R"))] = true
		}})
		if r.Solutions != int64(len(want)) {
			t.Errorf("%s: %d solutions, want %d", c, r.Solutions, len(want))
		}
	}
	if len(got) != len(want) || len(want) == 0 {
		t.Errorf("solutions %v, want %v", got, want)
	}
	for k := range want {
		if !got[k] {
			t.Errorf("missed %s", k)
		}
	}
}

// TestSendMoreMoney: the cryptarithmetic of docs/examples has one
// solution, 9567 + 1085 = 10652, whatever the orders and inference.
func TestSendMoreMoney(t *testing.T) {
	data, err := os.ReadFile("../../docs/examples/sendmoremoney.csp")
	if err != nil {
		t.Fatal(err)
	}
	p, err := csp.ParseFile("sendmoremoney.csp", data)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []combo{{csp.MRV, csp.StaticValues, csp.MaintainArcs}, {csp.MRVDegree, csp.LCV, csp.ForwardChecking}} {
		var sums []string
		r := csp.Solve(context.Background(), p, csp.Options{Var: c.vo, Val: c.lo, Inference: c.inf, All: true, OnSolution: func(sol []int) {
			if err := valid(p, sol); err != nil {
				t.Fatal(err)
			}
			l := func(word string) int {
				n := 0
				for _, letter := range word {
					v, _ := p.Lookup(string(letter))
					d, _ := strconv.Atoi(p.Label(v, sol[v]))
					n = 10*n + d
				}
				return n
			}
			sums = append(sums, fmt.Sprintf("%d + %d = %d", l("SEND"), l("MORE"), l("MONEY")))
		}})
		if r.Solutions != 1 || len(sums) != 1 || sums[0] != "9567 + 1085 = 10652" {
			t.Errorf("%s: %d solutions %v", c, r.Solutions, sums)
		}
	}
}

// TestFileErrors: each mistake is one line naming the line of the file.
func TestFileErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"", "the file declares no variable (var NAME … : VALUE …)"},
		{"# nothing\n\n", "the file declares no variable (var NAME … : VALUE …)"},
		{"var A B red green\n", "line 1: write var NAME … : VALUE …, such as var WA NT SA : red green blue, or var X Y : 1..9"},
		{"var A: red\nvar A: blue\n", `line 2: variable "A" is declared twice`},
		{"var A: red red\n", `line 1: the value "red" is given twice`},
		{"var A: 9..1\n", `line 1: the range "9..1" is empty: write the smaller number first`},
		{"var A: 1..x\n", `line 1: the range "1..x" is not two whole numbers, such as 0..9`},
		{"var A: 0..99999\n", `line 1: the range "0..99999" has more than 10,000 values`},
		{"var A B: 1 2\nA != C\n", `line 2: no variable "C" declared before this line`},
		{"var A B: 1 2\nA != A\n", `line 2: "A" appears twice`},
		{"var A B: red 2\nA < B\n", "line 2: < compares whole numbers, and red in the domain of A is not one"},
		{"var A B: 1 2\nA <= B\n", `line 2: "A <= B" is not a line of a problem file (var NAME … : VALUE …, A != B, A == B, A < B, alldiff NAME …, table NAME …, or # a comment)`},
		{"var A B: 1 2\nalldiff A\n", "line 2: alldiff names two variables or more"},
		{"var A B: 1 2\ntable A B\n1 2\n", "line 2: the table has no end line"},
		{"var A B: 1 2\ntable A B\n1 3\nend\n", `line 3: "3" is not in the domain of B`},
		{"var A B: 1 2\ntable A B\n1\nend\n", "line 3: a row of 1 values for the 2 variables of the table of line 2 (or its end line is missing)"},
		{"var A B: 1 2\ntable A B\nend\n", "line 3: the table of line 2 has no row"},
		{"var A B: 1 2\nend\n", "line 2: end without a table"},
		{"var \"A: 1\n", `line 1: the quote of "\"A: 1" is not closed`},
		{"var A\x00: 1\n", "line 1: the line holds a control character or an invalid byte; is this a text file?"},
		{"var table: 1\n", `line 1: "table" is a word of the file format, not a name`},
		{"var a@b: 1\n", `line 1: "a@b": a name has no @ (the hidden variables of tables have one)`},
		{"var A: 1 : 2\n", "line 1: one colon a var line, between the names and the values"},
		// Found by fuzzing: a range whose length overflowed an int ran for ever.
		{"var A: -9223372036854775808..9223372036854775807\n", `line 1: the range "-9223372036854775808..9223372036854775807" has more than 10,000 values`},
		{"var" + manyNames(101) + ": 0..9999\n", "the domains hold more than 1,000,000 values in all"},
	} {
		_, err := csp.ParseFile("f", []byte(tc.text))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q: %v\nwant %s", tc.text, err, tc.want)
		}
	}
}

// manyNames is n names: " n0 n1 …".
func manyNames(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, " n%d", i)
	}
	return b.String()
}

// TestFileForms: quotes, a colon against a word, comments at a line's
// end, Windows line ends and a byte-order mark all read.
func TestFileForms(t *testing.T) {
	p, err := csp.ParseFile("f", []byte("\xef\xbb\xbfvar \"New South Wales\" V: red green # two colours\r\n\"New South Wales\" != V\r\n"))
	if err != nil {
		t.Fatal(err)
	}
	if p.Vars() != 2 || p.Name(0) != "New South Wales" || p.Values(1) != 2 {
		t.Errorf("read %d variables, %q", p.Vars(), p.Name(0))
	}
	r := csp.Solve(context.Background(), p, csp.Options{})
	if words(p, r.Solution) != "New South Wales=red V=green" {
		t.Errorf("solution %s", words(p, r.Solution))
	}
}

// TestSudokuErrors: a bad board is one line naming the cell.
func TestSudokuErrors(t *testing.T) {
	easy := csp.SudokuBoards[0].Text
	for _, tc := range []struct{ text, want string }{
		{easy[:80], "the board has 80 cells, want 81 (row by row, a digit 1–9 given, . or 0 blank)"},
		{easy + "1", "the board has 82 cells, want 81 (row by row, a digit 1–9 given, . or 0 blank)"},
		{easy[:12] + "x" + easy[13:], `r2c4: "x" is not a digit 1–9, . or 0`},
		{"55" + easy[2:], "r1c1 and r1c2 both hold 5 (row 1)"},
		{"1........1" + strings.Repeat(".", 71), "r1c1 and r2c1 both hold 1 (column 1)"},
		{"1.........1" + strings.Repeat(".", 70), "r1c1 and r2c2 both hold 1 (box 1)"},
		{"\xff" + easy[1:], "the board is not text: it holds an invalid byte"},
	} {
		_, err := csp.Sudoku(tc.text)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%.30q: %v\nwant %s", tc.text, err, tc.want)
		}
	}
	if _, err := csp.Sudoku(strings.ReplaceAll(easy, ".", "0")); err != nil {
		t.Errorf("0 for blanks: %v", err)
	}
	grid := ""
	for i := 0; i < 81; i += 9 {
		grid += easy[i:i+9] + "\n"
	}
	if _, err := csp.Sudoku(grid); err != nil {
		t.Errorf("nine lines: %v", err)
	}
}

// TestProblemErrors: limits and bad arguments of the problems.
func TestProblemErrors(t *testing.T) {
	if _, err := csp.Queens(0); err == nil || err.Error() != "0 queens: want 1 to 1000" {
		t.Errorf("0 queens: %v", err)
	}
	if _, err := csp.Colouring(csp.Graph{Title: "m", Places: []string{"a"}}, 13); err == nil || err.Error() != "13 colours: want 1 to 12" {
		t.Errorf("13 colours: %v", err)
	}
	if _, err := csp.Colouring(csp.Graph{Title: "m", Places: []string{"a"}, Borders: [][2]int{{0, 0}}}, 2); err == nil || err.Error() != "a borders itself" {
		t.Errorf("loop: %v", err)
	}
	if _, err := csp.New("x", nil, nil); err == nil {
		t.Error("no variable accepted")
	}
}
