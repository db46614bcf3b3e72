package cspcheck

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"frontier/core/check"
	"frontier/core/csp"
	"frontier/core/runner"
	"frontier/core/sandbox"
	"frontier/internal/progtest"
)

// solverDir is the folder of the test's programs, written apart from
// the backtracker.
func solverDir(t *testing.T) string {
	dir, err := filepath.Abs("testdata/solvers")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// needSandbox skips a test that runs programs where neither python3 nor
// a sandbox can be had.
func needSandbox(t *testing.T) {
	t.Helper()
	progtest.NeedPython(t)
	if err := sandbox.Probe(); err != nil {
		t.Skipf("no sandbox here: %v", err)
	}
}

// cspCase is a problem of core/csp and the same problem written in the
// test.
type cspCase struct {
	name string
	p    *csp.Problem
	ref  refProblem
}

func cspCases(t *testing.T) []cspCase {
	out := []cspCase{{"Australia", csp.Australia(), refAustralia(3)}}
	for _, n := range []int{4, 6} {
		q, err := csp.Queens(n)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, cspCase{q.Title(), q, refQueens(n)})
	}
	return out
}

// checkCSP runs command on problems through the sandbox.
func checkCSP(t *testing.T, command string, problems []*Problem) []*Report {
	t.Helper()
	rs, err := CheckProgram(context.Background(), runner.Program{Command: command, Dir: solverDir(t), Limits: runner.Limits{Time: time.Minute}}, problems)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

func cspText(rs ...*Report) string {
	var b strings.Builder
	WriteText(&b, rs)
	return b.String()
}

// TestCSPRightProgramPasses: the right backtracker passes under every
// order and inference, on Australia and 4- and 6-queens, and what it
// assigned, and the backtracker's counts, are those of the reference
// backtracker written in the test from the rules alone.
func TestCSPRightProgramPasses(t *testing.T) {
	needSandbox(t)
	for _, c := range cspCases(t) {
		var problems []*Problem
		var refs []refRun
		for _, o := range refCombos() {
			problems = append(problems, &Problem{Problem: c.p, Var: csp.VarOrder(o[0]), Val: csp.ValOrder(o[1]), Inference: csp.Inference(o[2])})
			refs = append(refs, refSolve(c.ref, o[0], o[1], o[2]))
		}
		for i, r := range checkCSP(t, "python3 csp_backtrack.py", problems) {
			ref, at := refs[i], c.name+", "+r.Conventions
			if r.Verdict != check.Pass {
				t.Errorf("%s: want a pass, got:\n%s", at, cspText(r))
			}
			if !slices.Equal(r.Program.Assigned, ref.assigned) {
				t.Errorf("%s: the program assigned %v, the reference %v", at, r.Program.Assigned, ref.assigned)
			}
			if r.Program.Backtracks != ref.backtracks {
				t.Errorf("%s: the program printed %d backtracks, the reference makes %d", at, r.Program.Backtracks, ref.backtracks)
			}
			f := r.Frontier
			if f.Counts.Assignments != int64(len(ref.assigned)) || f.Counts.Backtracks != int64(ref.backtracks) || f.Solved != ref.solved {
				t.Errorf("%s: the backtracker: %d assignments, %d backtracks, solved %v; the reference: %s",
					at, f.Counts.Assignments, f.Counts.Backtracks, f.Solved, ref)
			}
		}
	}
}

// firstDifference is the number, from 1, of the first assignment where
// two runs differ.
func firstDifference(a, b []string) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i + 1
		}
	}
	return min(len(a), len(b)) + 1
}

// TestCSPStaticOrderWhereMRVIsAsked: a program that takes its variables
// in the problem's order, asked for MRV, diverges at the assignment where
// the reference's MRV and static orders first part, and the report says
// MRV's rule there.
func TestCSPStaticOrderWhereMRVIsAsked(t *testing.T) {
	needSandbox(t)
	cases := []struct {
		c        cspCase
		vars     csp.VarOrder
		inf      csp.Inference
		rule     string
		sameRuns bool
	}{
		{cspCases(t)[2], csp.MRV, csp.ForwardChecking, "MRV picks the variable with the fewest values left", false},
		{cspCases(t)[2], csp.MRV, csp.NoInference, "MRV picks the variable with the fewest values left", false},
		{cspCases(t)[0], csp.MRVDegree, csp.ForwardChecking, "the degree rule then picks the one with the most unassigned neighbours: SA has 5, WA 2", false},
		// On Australia, MRV with forward checking assigns as the static
		// order does: the checker cannot tell them apart there.
		{cspCases(t)[0], csp.MRV, csp.ForwardChecking, "", true},
	}
	for _, tc := range cases {
		static := refSolve(tc.c.ref, "static", "static", string(tc.inf))
		asked := refSolve(tc.c.ref, string(tc.vars), "static", string(tc.inf))
		if slices.Equal(static.assigned, asked.assigned) != tc.sameRuns {
			t.Fatalf("%s: the reference's static and %s orders agree: %v", tc.c.name, tc.vars, slices.Equal(static.assigned, asked.assigned))
		}
		r := checkCSP(t, "python3 csp_static.py", []*Problem{{Problem: tc.c.p, Var: tc.vars, Inference: tc.inf}})[0]
		if tc.sameRuns {
			if r.Verdict != check.Pass || !slices.Contains(noted(r.Note), "variables static") {
				t.Errorf("%s: the static order is MRV's here, yet (or not noted):\n%s", tc.c.name, cspText(r))
			}
			continue
		}
		d := r.Divergence
		want := firstDifference(static.assigned, asked.assigned)
		if r.Verdict != check.Fail || !slices.Contains(r.Diagnosis, DiagWrongOrder) || d == nil {
			t.Fatalf("%s: want wrong-order, got:\n%s", tc.c.name, cspText(r))
		}
		// The engine's next step printed is its assignment, or giving up
		// on a variable chosen with no value left.
		engine := "assign " + strings.Replace(asked.assigned[want-1], "=", " ", 1)
		if d.Assignment != want || d.Program != "assign "+strings.Replace(static.assigned[want-1], "=", " ", 1) ||
			d.Engine != engine && d.Engine != "backtrack" || !strings.Contains(d.Says, tc.rule) {
			t.Errorf("%s: want the divergence at assignment %d (%s, not %s) by %q, got %+v", tc.c.name, want,
				asked.assigned[want-1], static.assigned[want-1], tc.rule, *d)
		}
	}
}

// TestCSPWrongAnswersAreNamed: a solution that breaks a constraint names
// it; no-solution where there is one is refused; no-solution where there
// is none passes.
func TestCSPWrongAnswersAreNamed(t *testing.T) {
	needSandbox(t)
	two, err := csp.Colouring(csp.AustraliaMap(), 2)
	if err != nil {
		t.Fatal(err)
	}
	three, err := csp.Queens(3)
	if err != nil {
		t.Fatal(err)
	}
	cases := cspCases(t)
	for _, tc := range []struct {
		command string
		p       *csp.Problem
		verdict check.Verdict
		diag    string
		says    string
	}{
		{"python3 csp_wrong_solution.py", cases[0].p, check.Fail, DiagViolated, "breaks a constraint, WA ≠ NT: WA = red and NT = red"},
		{"python3 csp_wrong_solution.py", cases[1].p, check.Fail, DiagViolated, "q1 and q2 not attacking: q1 = 2 and q2 = 2: the same row"},
		{"python3 csp_no_solution.py", cases[0].p, check.Fail, check.DiagNoSolution, "says there is no solution, but there is one: WA=red NT=green SA=blue"},
		{"python3 csp_backtrack.py", two, check.Pass, "", "Right: the problem has no solution"},
		{"python3 csp_backtrack.py", three, check.Pass, "", "Right: the problem has no solution"},
	} {
		r := checkCSP(t, tc.command, []*Problem{{Problem: tc.p}})[0]
		text := cspText(r)
		if r.Verdict != tc.verdict || tc.diag != "" && !slices.Contains(r.Diagnosis, tc.diag) || !strings.Contains(text, tc.says) {
			t.Errorf("%s on %s: want %s %s saying %q, got:\n%s", tc.command, tc.p.Title(), tc.verdict, tc.diag, tc.says, text)
		}
	}
}

func TestMain(m *testing.M) { progtest.Main(m) }
