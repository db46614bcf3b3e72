package cspcheck

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"frontier/core/check"
	"frontier/core/csp"
	"frontier/core/numfmt"
	"frontier/core/runner"
)

// The diagnoses of a constraint satisfaction program.
const (
	DiagNoAnswer    = "no-answer"
	DiagBadSolution = "not-a-solution"
	DiagViolated    = "violated-constraint"
	DiagWrongOrder  = "wrong-order"
)

// CheckProgram runs program prog once on each problem and grades it, as
// check.CheckProgram does a search program: an error is about the command or a
// problem, never about the program, whose failures are in the reports.
func CheckProgram(ctx context.Context, prog runner.Program, problems []*Problem) ([]*Report, error) {
	l, err := prog.Launch()
	if err != nil {
		return nil, err
	}
	defer l.Close()
	var out []*Report
	for i, c := range problems {
		if ctx.Err() != nil {
			return out, ctx.Err()
		}
		stdin, err := c.Input()
		if err != nil {
			return out, err
		}
		o := runner.Execute(ctx, l.Run(nil, stdin, nil, nil))
		a := ParseAnswer(nil)
		if !o.TimedOut && !o.Flooded {
			a = ParseAnswer(o.Stdout)
		}
		out = append(out, Grade(ctx, i+1, c, o, a))
	}
	return out, nil
}

// Grade grades a program's run o on problem c, its output read as a:
// it ran; its solution satisfies every constraint, or there is none as
// it says; its steps are the backtracker's under c's conventions, else
// the first divergence with the rule in words.
func Grade(ctx context.Context, test int, c *Problem, o runner.Outcome, a Answer) *Report {
	p := c.Problem
	opts := c.options()
	r := &Report{Test: test, Problem: p.Title(), Variables: shownVars(p), Constraints: len(p.Constraints()),
		Var: string(opts.Var), Val: string(opts.Val), Inference: string(opts.Inference), Conventions: c.Conventions(),
		Program: newRan(o, a), Sandbox: o.Sandbox}
	var started bool
	r.Checks, r.Diagnosis, started = check.RanChecks(o, check.Answer{Stray: a.Stray, StrayCount: a.StrayCount, Errs: a.Errs})
	assigns := 0
	for _, s := range a.Steps {
		if s.Kind == StepAssign {
			assigns++
		}
	}
	run := runEngine(ctx, c, [2]int{0, -1}, assigns)
	if k, ok := firstApart(p, a.Steps, run.steps); ok {
		run = runEngine(ctx, c, [2]int{k - 1, k - 1}, assigns) // again, with the reasons of assignment k
	}
	r.Frontier = newReference(p, run)
	if started {
		checkSolution(r, p, a, run.result)
		r.Divergence = checkOrder(r, c, a, run)
	}
	if r.Diagnosis == nil {
		r.Diagnosis = []string{}
	}
	switch {
	case !started:
		r.Verdict = check.Error
	case slices.ContainsFunc(r.Checks, func(c check.Check) bool { return !c.OK && !c.Skipped }):
		r.Verdict = check.Fail
	default:
		r.Verdict = check.Pass
		if r.Divergence == nil && !c.hasHidden() {
			r.Note = alikeNote(p, alike(ctx, c, a.Steps))
		}
	}
	return r
}

func shownVars(p *csp.Problem) int {
	n := 0
	for v := range p.Vars() {
		if !p.Hidden(v) {
			n++
		}
	}
	return n
}

// checkSolution checks the program's solution against every constraint,
// or its no-solution against the backtracker's run.
func checkSolution(f *Report, p *csp.Problem, a Answer, res csp.Result) {
	switch {
	case a.Solved && a.NoSolution:
		f.fail(check.Check{Name: "solution", Says: "The program printed both solution and no-solution: print one."}, check.DiagBadOutput)
	case !a.Solved && !a.NoSolution:
		f.fail(check.Check{Name: "solution", Says: "The program printed neither solution (then a VAR VALUE line for each variable) nor no-solution."}, DiagNoAnswer)
	case a.NoSolution && res.Solved:
		f.fail(check.Check{Name: "solution", Says: "The program says there is no solution, but there is one: " +
			solutionWords(p, func(v int) string { return p.Label(v, res.Solution[v]) }) + "."}, check.DiagNoSolution)
	case a.NoSolution && res.Stop == csp.StopExhausted:
		f.add(check.Check{Name: "solution", OK: true, Says: "Right: the problem has no solution (the backtracker tried every assignment)."})
	case a.NoSolution:
		f.add(check.Check{Name: "solution", Skipped: true, Says: "The program says there is no solution; the backtracker stopped before it could tell (" + res.Stop.Words() + ")."})
	default:
		values, wrong := readSolution(p, a.Solution)
		if wrong != "" {
			f.fail(check.Check{Name: "solution", Says: "Not a solution: " + wrong + "."}, DiagBadSolution)
			return
		}
		if v := violated(p.Constraints(), values); v != "" {
			f.fail(check.Check{Name: "solution", Says: "The solution breaks a constraint, " + v + "."}, DiagViolated)
			return
		}
		f.add(check.Check{Name: "solution", OK: true, Says: fmt.Sprintf("%s satisfies every constraint (%s).",
			solutionWords(p, func(v int) string { return values[p.Name(v)] }), numfmt.Group(len(p.Constraints())))})
	}
}

// checkOrder compares the program's steps with the backtracker's, of the
// kinds the program prints (assign always; unassign and backtrack when it
// prints one), and returns the first divergence.
func checkOrder(f *Report, c *Problem, a Answer, run *engineRun) *Divergence {
	p := c.Problem
	if c.hasHidden() {
		f.add(check.Check{Name: "order", Skipped: true, Says: "The problem's tables over three or more variables are searched through variables of the backtracker's own, which a program does not have: the order of assignments is not compared."})
		return nil
	}
	printed := printedKinds(a.Steps)
	if !slices.ContainsFunc(a.Steps, func(s Step) bool { return s.Kind == StepAssign }) {
		f.fail(check.Check{Name: "order", Says: "The program printed no assign line: the protocol asks for each assignment it makes, in order, those undone later too."}, check.DiagBadOutput)
		return nil
	}
	ended := "it had found its solution"
	switch run.result.Stop {
	case csp.StopExhausted:
		ended = "it had tried every assignment"
	case csp.StopSolved:
	default:
		ended = "it stopped, " + run.result.Stop.Words()
	}
	d := diverge(p, a.Steps, run.steps, printed, ended)
	if d == nil {
		steps := numfmt.Plural(len(a.Steps), "assignment")
		if printed[StepUnassign] || printed[StepBacktrack] {
			steps = fmt.Sprintf("%s (%s)", numfmt.Plural(len(a.Steps), "step"), numfmt.Plural(run.assignments(), "assignment"))
		}
		f.add(check.Check{Name: "order", OK: true, Says: fmt.Sprintf("Its %s are the backtracker's under %s, one by one (%s).",
			steps, c.Conventions(), backtracksWords(run.result.Backtracks))})
		return nil
	}
	if d.Engine == "" && run.result.Stop != csp.StopSolved && run.result.Stop != csp.StopExhausted {
		f.add(check.Check{Name: "order", Skipped: true, Says: "The program's steps are the backtracker's as far as it went: " + d.Says + "."})
		return nil
	}
	f.fail(check.Check{Name: "order", Says: upperFirst(d.Says) + "."}, DiagWrongOrder)
	return d
}

func backtracksWords(n int64) string {
	if n == 0 {
		return "no backtrack"
	}
	return numfmt.Plural(int(n), "backtrack")
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
