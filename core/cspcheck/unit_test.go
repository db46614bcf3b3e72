package cspcheck

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"frontier/core/check"
	"frontier/core/csp"
	"frontier/core/runner"
)

// answerOf is a program's output of the assignments as (assign lines
// alone) and a solution line block for sol, "" for none.
func answerOf(as []string, tail string) Answer {
	var b strings.Builder
	for _, a := range as {
		b.WriteString("assign " + strings.Replace(a, "=", " ", 1) + "\n")
	}
	b.WriteString(tail)
	return ParseAnswer([]byte(b.String()))
}

// graded grades an answer as a saved one: the run is not checked.
func graded(c *Problem, a Answer) *Report {
	return Grade(context.Background(), 1, c, runner.Outcome{}, a)
}

// TestCSPDivergenceByRule: answers made by the reference under one
// convention, graded under another, part where the reference's two runs
// first part, and the report says the rule that decides there.
func TestCSPDivergenceByRule(t *testing.T) {
	cases := cspCases(t)
	for _, tc := range []struct {
		c            cspCase
		made, graded [3]string
		says         string
	}{
		{cases[2], [3]string{"static", "static", "none"}, [3]string{"mrv", "static", "none"}, "MRV picks the variable with the fewest values left"},
		{cases[2], [3]string{"static", "static", "fc"}, [3]string{"mrv", "static", "fc"}, "MRV picks the variable with the fewest values left: q6 has 1, q5 2"},
		{cases[1], [3]string{"static", "static", "none"}, [3]string{"static", "lcv", "none"}, "LCV"},
		{cases[1], [3]string{"static", "static", "none"}, [3]string{"static", "static", "mac"}, "q1 = 1 was undone (MAC emptied the domain of q4) and backtracking tries the next value of q1, 2"},
		{cases[0], [3]string{"static", "static", "none"}, [3]string{"mrv-degree", "static", "none"}, "the degree rule then picks the one with the most unassigned neighbours: SA has 5, WA 2"},
	} {
		made := refSolve(tc.c.ref, tc.made[0], tc.made[1], tc.made[2])
		want := refSolve(tc.c.ref, tc.graded[0], tc.graded[1], tc.graded[2])
		at := fmt.Sprintf("%s, %v graded as %v", tc.c.name, tc.made, tc.graded)
		p := &Problem{Problem: tc.c.p, Var: csp.VarOrder(tc.graded[0]), Val: csp.ValOrder(tc.graded[1]), Inference: csp.Inference(tc.graded[2])}
		r := graded(p, answerOf(made.assigned, "solution\n"))
		n := firstDifference(made.assigned, want.assigned)
		if slices.Equal(made.assigned, want.assigned) {
			t.Fatalf("%s: the reference makes the same assignments both ways", at)
		}
		d := r.Divergence
		if d == nil || d.Assignment != n || !strings.Contains(d.Says, tc.says) || !slices.Contains(r.Diagnosis, DiagWrongOrder) {
			t.Errorf("%s: want a divergence at assignment %d by %q, got %+v", at, n, tc.says, d)
		}
	}
}

// TestCSPRefusedValue: with no inference, a value that disagrees with an
// assigned neighbour is never assigned, and the report says which.
func TestCSPRefusedValue(t *testing.T) {
	r := graded(&Problem{Problem: csp.Australia()}, answerOf([]string{"WA=red", "NT=red"}, "no-solution\n"))
	want := "Assignment 2: you gave NT the value red, but red disagrees with WA = red (WA ≠ NT): with no inference a value is tried only if it agrees with every assigned neighbour, and green is the next that does."
	if d := r.Divergence; d == nil || !slices.ContainsFunc(r.Checks, func(c check.Check) bool { return c.Says == want }) {
		t.Errorf("want %q, got %v", want, r.Checks)
	}
	if !slices.Contains(r.Diagnosis, check.DiagNoSolution) {
		t.Errorf("no-solution on Australia is not refused: %v", r.Diagnosis)
	}
}

// TestCSPStoppedEarly: a program that stops before its solution is told
// what the backtracker does next.
func TestCSPStoppedEarly(t *testing.T) {
	r := graded(&Problem{Problem: csp.Australia()}, answerOf([]string{"WA=red"}, "solution\nWA red\n"))
	says := strings.Join([]string{r.Checks[1].Says, r.Checks[2].Says}, " | ")
	if !strings.Contains(says, "the solution gives no value to NT, SA, Q, NSW, V and T") ||
		!strings.Contains(says, "After 1 assignment you printed no more, but the backtracker next assigns NT = green") {
		t.Errorf("got %s", says)
	}
}

// TestParseCSPAnswer: the lines of the protocol, quoted names, mistakes.
func TestParseCSPAnswer(t *testing.T) {
	a := ParseAnswer([]byte("# a comment\nassign \"New South Wales\" red\r\nunassign \"New South Wales\"\nbacktrack\nassign WA\nhello\nsolution\nWA red\n\"New South Wales\" \"light blue\"\n"))
	want := []Step{{StepAssign, "New South Wales", "red", 2}, {StepUnassign, "New South Wales", "", 3}, {StepBacktrack, "", "", 4}}
	if !slices.Equal(a.Steps, want) {
		t.Errorf("steps %+v", a.Steps)
	}
	if !a.Solved || !slices.Equal(a.Solution, [][2]string{{"WA", "red"}, {"New South Wales", "light blue"}}) {
		t.Errorf("solution %v", a.Solution)
	}
	if len(a.Errs) != 1 || !strings.Contains(a.Errs[0], "line 5: assign takes a variable and a value") || a.StrayCount != 1 || !strings.Contains(a.Stray[0], "line 6") {
		t.Errorf("errors %v, stray %v", a.Errs, a.Stray)
	}
}

// FuzzParseAnswer: any output reads without a panic; the lines quoted
// are within the cap and each counted, every step is of a kind the
// protocol has and names its variable where it takes one, and every
// sentence is on one line.
func FuzzParseAnswer(f *testing.F) {
	f.Add([]byte("assign WA red\nunassign WA\nbacktrack\nsolution\nWA red\n"))
	f.Add([]byte("assign \"New South Wales\" \"light blue\"\r\nassign \"WA red\n\xef\xbb\xbfno-solution\n"))
	f.Add([]byte("solution x\nassign\n# note\n\n" + strings.Repeat("x", 70_000) + "\n\x00\xff"))
	f.Fuzz(func(t *testing.T, out []byte) {
		a := ParseAnswer(out)
		if a.StrayCount < len(a.Stray) || len(a.Stray) > check.MaxStray {
			t.Fatalf("stray %d, %d quoted", a.StrayCount, len(a.Stray))
		}
		for _, s := range a.Steps {
			switch {
			case s.Kind != StepAssign && s.Kind != StepUnassign && s.Kind != StepBacktrack:
				t.Fatalf("a step of kind %q", s.Kind)
			case s.Kind != StepBacktrack && s.Var == "", s.Kind == StepAssign && s.Value == "":
				t.Fatalf("a step without its words: %+v", s)
			}
		}
		for _, s := range append(a.Stray, a.Errs...) {
			if strings.ContainsAny(s, "\n\r") {
				t.Fatalf("a sentence over lines: %q", s)
			}
		}
	})
}

// TestCSPInput: the input is the header, then a problem file that reads
// back as the problem.
func TestCSPInput(t *testing.T) {
	in, err := (&Problem{Problem: csp.Australia(), Var: csp.MRV, Inference: csp.ForwardChecking}).Input()
	if err != nil {
		t.Fatal(err)
	}
	head, file, ok := bytes.Cut(in, []byte("problem\n"))
	if !ok || string(head) != "puzzle csp\ntitle Australia\nvariable-order mrv\nvalue-order static\ninference fc\n" {
		t.Fatalf("header %q", head)
	}
	p, err := csp.ParseFile("australia", file)
	if err != nil || p.Vars() != 7 || len(p.Constraints()) != 9 {
		t.Errorf("the file does not read back: %v", err)
	}
}

// solutionOf is the solution lines of a run that ends solved: each
// variable's last value.
func solutionOf(p *csp.Problem, assigned []string) string {
	last := map[string]string{}
	for _, a := range assigned {
		x, v, _ := strings.Cut(a, "=")
		last[x] = v
	}
	out := "solution\n"
	for v := range p.Vars() {
		out += p.Name(v) + " " + last[p.Name(v)] + "\n"
	}
	return out
}

// noted are the conventions a note names: "under A, B and C too".
func noted(note string) []string {
	_, rest, ok := strings.Cut(note, " under ")
	if !ok {
		return nil
	}
	list, _, _ := strings.Cut(rest, " too")
	return strings.Split(strings.ReplaceAll(list, " and ", ", "), ", ")
}

// TestCSPNoteNamesTheAlike: a pass notes every convention, one changed,
// under which the reference makes the same assignments, and no other.
func TestCSPNoteNamesTheAlike(t *testing.T) {
	words := map[string]string{"static": "static", "mrv": "MRV", "mrv-degree": "MRV then degree", "lcv": "LCV",
		"none": "none", "fc": "forward checking", "mac": "MAC"}
	for _, c := range cspCases(t) {
		own := [3]string{"mrv", "static", "fc"}
		made := refSolve(c.ref, own[0], own[1], own[2])
		r := graded(&Problem{Problem: c.p, Var: csp.MRV, Inference: csp.ForwardChecking}, answerOf(made.assigned, solutionOf(c.p, made.assigned)))
		if r.Verdict != check.Pass {
			t.Fatalf("%s: the reference's own answer does not pass: %v", c.name, r.Checks)
		}
		var want []string
		for i, choices := range [][]string{{"static", "mrv", "mrv-degree"}, {"static", "lcv"}, {"none", "fc", "mac"}} {
			for _, ch := range choices {
				alt := own
				if alt[i] = ch; ch != own[i] && slices.Equal(refSolve(c.ref, alt[0], alt[1], alt[2]).assigned, made.assigned) {
					want = append(want, []string{"variables ", "values ", "inference "}[i]+words[ch])
				}
			}
		}
		if got := noted(r.Note); !slices.Equal(got, want) {
			t.Errorf("%s: the note names %q, want %q (%q)", c.name, got, want, r.Note)
		}
	}
}

// TestCSPAssignedTwice: a variable assigned again while it holds a value
// is named as assigned already.
func TestCSPAssignedTwice(t *testing.T) {
	r := graded(&Problem{Problem: csp.Australia()}, answerOf([]string{"WA=red", "WA=green"}, "no-solution\n"))
	want := "Assignment 2: you assigned WA, but WA is assigned already, and the static order takes the first unassigned variable in the problem's order: NT."
	if !slices.ContainsFunc(r.Checks, func(c check.Check) bool { return c.Says == want }) {
		t.Errorf("want %q, got %v", want, r.Checks)
	}
}
