package check

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/core/runner"
	"frontier/core/search"
	"frontier/core/textio"
)

// State is a position, or a search state, of a puzzle of the catalogue.
type State = puzzles.State

// Graded is a test's report and what a window needs to show the test's
// search beside the program's.
type Graded struct {
	Report *Report
	// Watch is the engine's search under the convention recognised (or
	// the closest one), with the program's expansions; nil when the
	// program printed none or did not run.
	Watch *Watch
}

// grader is what every phase of a grading reads: the problem, the
// engine's description and its own run on it, the problem in keys for
// the models and the program's answer. The phases change none of it (see
// doc.go). One thing is not read-only: runs, the count runs' budget and
// store, which every phase that runs a model without the program's
// expansions draws on (tallies.go).
type grader struct {
	ctx  context.Context
	p    *Problem
	ck   puzzles.Checking
	d    search.Description
	sp   *space[State]
	ref  search.Result[State]
	a    Answer
	test int
	runs runStore
}

// findings are what one phase found: its checks and the diagnoses they
// make, in order, and whether the answer is wrong (a mistake may then
// explain it).
type findings struct {
	checks []Check
	diags  []string
	wrong  bool
}

func (f *findings) add(c Check) { f.checks = append(f.checks, c) }

// fail adds a failed check that makes diagnosis id and marks the answer
// wrong.
func (f *findings) fail(c Check, id string) {
	f.add(c)
	f.diagnose(id)
	f.wrong = true
}

func (f *findings) diagnose(id string) {
	if !slices.Contains(f.diags, id) {
		f.diags = append(f.diags, id)
	}
}

// modelBudget bounds the time one problem's grading spends running the
// engine's models without the program's expansions to follow: a backstop
// only, far past what countBudget's nodes take (about five seconds), so
// that the verdict is the nodes' and the same on a busy machine.
var modelBudget = 60 * time.Second

// over reports whether the grading is cancelled or past its budget.
func (g *grader) over() bool {
	return g.ctx.Err() != nil || time.Now().After(g.runs.until)
}

// Grade grades a program's run o on problem p, its output read as a.
// Test numbers the test in the report. It runs the phases in order (see
// doc.go) and writes the report from their findings.
func Grade(ctx context.Context, test int, p *Problem, o runner.Outcome, a Answer) (*Graded, error) {
	g := &grader{ctx: ctx, p: p, a: a, test: test, runs: runStore{left: countBudget, until: time.Now().Add(modelBudget)}}
	var ok bool
	if g.ck, ok = p.Domain.Checking(p.Start); !ok {
		return nil, fmt.Errorf("the %s is not offered to programs", p.Domain.Name())
	}
	if err := p.Pins.CheckOrder(g.ck); err != nil {
		return nil, err
	}
	if err := p.Pins.CheckNames(g.ck); err != nil {
		return nil, err
	}
	g.d, _ = search.Describe(p.Engine)
	if err := g.reference(); err != nil {
		return nil, err
	}
	r := g.header(o)
	ran, started := checkRan(o, a)
	phases := []findings{ran}
	var exp expansionFindings
	var mk *Mistake
	if started {
		ans := g.checkAnswer()
		exp = g.checkExpansions()
		cnt := g.checkCounts(ans, exp)
		phases = append(phases, ans.findings, exp.findings, cnt.findings)
		mk = g.explain(phases, ans, exp, cnt)
		if mk == nil && !wrongIn(phases) {
			r.Note = g.cannotTell(ans, exp.wants, cnt.run)
		}
		r.Program.PathCost = ans.pathCost
		r.Convention, r.Order = first(cnt.convention, exp.convention), first(cnt.order, exp.order)
		r.Divergence = exp.divergence
	}
	if err := p.Estimator.Err(); err != nil { // the models ran on estimates that are not the program's
		return nil, err
	}
	write(r, phases, mk)
	return &Graded{Report: r, Watch: g.watch(exp, r.Divergence)}, nil
}

// wrongIn reports whether any phase found the answer wrong.
func wrongIn(phases []findings) bool {
	for _, f := range phases {
		if f.wrong || len(f.diags) > 0 {
			return true
		}
	}
	return false
}

// header is the report's heading: what was asked, what the program did,
// the engine's own run.
func (g *grader) header(o runner.Outcome) *Report {
	p, a := g.p, g.a
	r := &Report{Test: g.test, Puzzle: p.Domain.Name(), Start: g.ck.Words(p.Start), Engine: p.Engine.Title(),
		Diagnosis: []string{}, Checks: []Check{}, Sandbox: o.Sandbox}
	switch {
	case p.Estimator != nil:
		r.Heuristic, r.HeuristicTitle = "program", "the program's own heuristic"
	case p.Engine.Informed():
		r.Heuristic, r.HeuristicTitle = string(p.Heuristic), string(p.Heuristic)
		if info, err := p.Domain.Heuristic(string(p.Heuristic)); err == nil {
			r.HeuristicTitle = info.Title
		}
	}
	r.Program = Ran{Exit: o.Exit, Signal: o.Signal, ElapsedMS: float64(o.Elapsed.Microseconds()) / 1000,
		Moves: a.Moves, Cost: a.Cost, PathCost: -1, Expanded: a.Expanded, Generated: a.Generated,
		Expansions: len(a.Expands), NoSolution: a.NoSolution, Stderr: o.Stderr, Stray: a.Stray,
		CPUMS: float64(o.CPU.Microseconds()) / 1000}
	res := g.ref
	r.Frontier = Reference{Solved: res.Solved, Cost: res.Cost, Moves: len(res.Moves), Expanded: res.Expanded,
		Generated: res.Generated, Optimal: res.Optimal, Why: res.OptimalWhy}
	return r
}

// write completes report r from the phases' findings, in their order,
// and gives the verdict: a mistake found takes the place of the
// diagnoses it explains (a divergence, counts that differ).
func write(r *Report, phases []findings, mk *Mistake) {
	for _, f := range phases {
		r.Checks = append(r.Checks, f.checks...)
		for _, d := range f.diags {
			if mk != nil && (d == DiagWrongExpands || d == DiagWrongCounts) {
				continue
			}
			if !slices.Contains(r.Diagnosis, d) {
				r.Diagnosis = append(r.Diagnosis, d)
			}
		}
	}
	if mk != nil {
		r.Mistake = mk
		if !slices.Contains(r.Diagnosis, mk.ID) {
			r.Diagnosis = append(r.Diagnosis, mk.ID)
		}
	}
	r.Verdict = Pass
	switch {
	case len(r.Diagnosis) > 0 && !ranOK(r.Diagnosis):
		r.Verdict = Error
	case len(r.Diagnosis) > 0:
		r.Verdict = Fail
	}
}

// first is the first of texts not empty.
func first(texts ...string) string {
	for _, t := range texts {
		if t != "" {
			return t
		}
	}
	return ""
}

// reference runs the engine itself on the problem.
func (g *grader) reference() error {
	opts := search.Options{MaxNodes: int64(g.p.MaxNodes), BeamWidth: g.p.BeamWidth, Pruning: g.p.Pins.Pruning}
	var res search.Result[State]
	var err error
	if g.p.Estimator != nil {
		var gp *Guided
		if gp, err = NewGuided(g.ctx, g.p.Domain, g.p.Start, g.p.Estimator); err != nil {
			return err
		}
		res = search.Run(g.ctx, g.p.Engine, gp, opts)
		if gp.Err() != nil {
			return gp.Err()
		}
	} else if res, err = g.p.Domain.Solve(g.ctx, g.p.Start, g.p.Engine, g.p.Heuristic, opts); err != nil {
		return err
	}
	g.ref = res
	g.sp, err = g.space(g.p.Heuristic)
	return err
}

// space is the problem in keys with heuristic h, for the models.
func (g *grader) space(h puzzles.HeuristicID) (*space[State], error) {
	prob, err := g.ck.Problem(g.ctx, g.p.Start, h)
	if err != nil {
		return nil, err
	}
	sp := &space[State]{p: prob, fixed: g.ck.FixedMoves, moves: g.ck.MoveNames, limit: modelLimit(g.p.MaxNodes, g.a), hid: h}
	if est, ok := prob.(search.Heuristic[State]); ok && g.p.Engine.Informed() {
		sp.h, sp.ownH = est.Estimate, true
	}
	if g.p.Estimator != nil && h == g.p.Heuristic {
		sp.ownH = false
		words := func(k State) string { return g.ck.Words(g.ck.Show(g.p.Start, k)) }
		sp.h = func(k State) int {
			v, _ := g.p.Estimator.Estimate(words(k)) // an error stays with the estimator (Err)
			return v
		}
	}
	return sp, nil
}

// modelLimit is the node limit of a model: the problem's, with room for
// a program that counts differently, and never short of the program: room
// for every child of every expansion it printed, or counted.
func modelLimit(maxNodes int, a Answer) int {
	limit := 10_000_000
	if maxNodes > 0 {
		limit = 2*maxNodes + 1000
	}
	limit = max(limit, 32*(len(a.Expands)+1))
	if a.Expanded >= 0 {
		limit = max(limit, 32*(a.Expanded+1))
	}
	return limit
}

// ranOK reports whether diagnoses diags leave the program run to its
// end by itself.
func ranOK(diags []string) bool {
	for _, d := range diags {
		switch d {
		case DiagNotStarted, DiagCrashed, DiagTimedOut, DiagFlooded, DiagMemoryLimit, DiagProcessLimit, DiagCPUTime, DiagFileLimit:
			return false
		}
	}
	return true
}

// RanChecks are the checks of how a program ran (o), and its output as
// the protocol reads it (a: its lines outside the protocol and those
// that break it), with their diagnoses: started is false when there is
// no answer to read.
func RanChecks(o runner.Outcome, a Answer) (checks []Check, diags []string, started bool) {
	f, started := checkRan(o, a)
	return f.checks, f.diags, started
}

// checkRan checks that the program ran: started, ended by itself with
// status 0 within its time and limits, its output within the cap and the
// protocol; started is false when there is no answer to read.
func checkRan(o runner.Outcome, a Answer) (f findings, started bool) {
	took := numfmt.Duration(o.Elapsed)
	stopped := func(id, says string) (findings, bool) {
		if len(o.Stderr) > 0 {
			says += " Its last lines of standard error: " + textio.JoinAnd(quoteAll(o.Stderr)) + "."
		}
		f.add(Check{Name: "ran", Says: says})
		f.diagnose(id)
		return f, false
	}
	switch {
	case o.Err != "":
		return stopped(DiagNotStarted, strings.TrimSuffix(o.Err, ".")+".")
	case o.Limit != "":
		return stopped(o.Limit, o.LimitSays)
	case o.TimedOut && o.Elapsed < o.Limits.Wall():
		return stopped(DiagTimedOut, fmt.Sprintf("The program used its time limit, %s of CPU time, and was stopped after %s.", numfmt.Duration(o.Limits.Time), took))
	case o.TimedOut:
		return stopped(DiagTimedOut, fmt.Sprintf("The program did not finish within %s on the clock and was stopped: its time limit is %s of CPU time, with room on the clock for a busy machine, so it was waiting rather than computing.",
			took, numfmt.Duration(o.Limits.Time)))
	case o.Flooded:
		return stopped(DiagFlooded, "The program's output passed the cap and it was stopped: does it loop while printing?")
	case o.Signal != "":
		return stopped(DiagCrashed, fmt.Sprintf("The program was ended by the signal %s after %s.", o.Signal, took))
	case o.Exit != 0:
		return stopped(DiagCrashed, fmt.Sprintf("The program ended with exit status %d after %s.", o.Exit, took))
	}
	says := fmt.Sprintf("The program ran in %s and ended with exit status 0.", took)
	if o.Elapsed == 0 {
		says = "A saved answer: the run itself is not checked."
	}
	if a.StrayCount > 0 {
		says += fmt.Sprintf(" %s outside the protocol ignored: %s.", numfmt.Plural(a.StrayCount, "line"), textio.JoinAnd(a.Stray))
	}
	f.add(Check{Name: "ran", OK: true, Says: says})
	if len(a.Errs) > 0 {
		f.fail(Check{Name: "output", Says: "The output breaks the protocol: " + textio.JoinAnd(a.Errs) + "."}, DiagBadOutput)
	}
	return f, true
}

func quoteAll(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = textio.Quote(l)
	}
	return out
}

// verb is one or many's form of a verb, as n asks.
func verb(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
