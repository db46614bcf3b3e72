package csp_test

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"frontier/core/csp"
)

// FuzzParseFile: no file makes the parser panic or write an error of more
// than one line, and a problem it accepts is solved within a small limit
// with a solution that keeps every constraint as declared.
func FuzzParseFile(f *testing.F) {
	f.Add([]byte(australiaFile))
	if data, err := os.ReadFile("../../docs/examples/twotwofour.csp"); err == nil {
		f.Add(data)
	}
	for _, s := range []string{"var A B: 1..3\nA < B\n", "var A B C: x y\ntable A B C\nx y x\nend\nalldiff A B\n",
		"var \"a b\" c: 1\n\"a b\" == c\n", "var A: 1..2\nvar B: 0..1\ntable A B\n1 0\n2 1\nend\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := csp.ParseFile("fuzz", data)
		if err != nil {
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("error over several lines: %q", err)
			}
			return
		}
		limits := csp.Limits{MaxAssignments: 2000, Timeout: 50 * time.Millisecond}
		r := csp.Solve(context.Background(), p, csp.Options{Var: csp.MRV, Inference: csp.MaintainArcs, Limits: limits})
		if r.Solution != nil {
			if err := valid(p, r.Solution); err != nil {
				t.Fatal(err)
			}
		}
		csp.AC3(context.Background(), p, limits, nil)
	})
}

// FuzzSudoku: no board makes the reader panic or write an error of more
// than one line; a board it accepts has 81 variables, and AC-3 runs on it.
func FuzzSudoku(f *testing.F) {
	for _, b := range csp.SudokuBoards {
		f.Add(b.Text)
	}
	f.Add("easy")
	f.Add("55" + strings.Repeat(".", 79))
	f.Fuzz(func(t *testing.T, text string) {
		p, err := csp.Sudoku(text)
		if err != nil {
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("error over several lines: %q", err)
			}
			return
		}
		if p.Vars() != 81 {
			t.Fatalf("%d variables", p.Vars())
		}
		csp.AC3(context.Background(), p, csp.Limits{}, nil)
	})
}
