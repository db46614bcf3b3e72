package check

import (
	"context"
	"fmt"
	"strings"
	"time"

	"frontier/core/numfmt"
	"frontier/core/puzzles"
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

// grader grades one run of a program on one problem.
type grader struct {
	ctx  context.Context
	p    *Problem
	ck   puzzles.Checking
	d    search.Description
	sp   *space[State]
	ref  search.Result[State]
	a    Answer
	r    *Report
	keys []State // the keys of the program's path, start first
	// wants are the keys of the program's expansions.
	wants []State
	// best is the trial that explains the program's expansions best;
	// agreed are every trial that explains them all.
	best   *trial[State]
	agreed []*trial[State]
	// wrong: the answer is wrong, so that a mistake is looked for.
	wrong bool
	// estErr is the first error of the program's heuristic as the models
	// asked it.
	estErr error
	// until is when the models run without the program's expansions
	// (every convention and order of moves) give up.
	until time.Time
}

// modelBudget bounds the time one problem's grading spends running the
// engine's models without the program's expansions to follow, which for a
// deep search in every order of moves can take long.
var modelBudget = 10 * time.Second

// over reports whether the grading is cancelled or past its budget.
func (g *grader) over() bool {
	return g.ctx.Err() != nil || time.Now().After(g.until)
}

// Grade grades a program's run o on problem p, its output read as a.
// Test numbers the test in the report.
func Grade(ctx context.Context, test int, p *Problem, o Outcome, a Answer) (*Graded, error) {
	g := &grader{ctx: ctx, p: p, a: a, until: time.Now().Add(modelBudget)}
	var ok bool
	if g.ck, ok = p.Domain.Checking(p.Start); !ok {
		return nil, fmt.Errorf("the %s is not offered to programs", p.Domain.Name())
	}
	if err := p.Pins.CheckOrder(g.ck); err != nil {
		return nil, err
	}
	g.d, _ = search.Describe(p.Engine)
	g.r = &Report{Test: test, Puzzle: p.Domain.Name(), Start: g.ck.Words(p.Start), Engine: p.Engine.Title(),
		Diagnosis: []string{}, Checks: []Check{}}
	switch {
	case p.Estimator != nil:
		g.r.Heuristic, g.r.HeuristicTitle = "program", "the program's own heuristic"
	case p.Engine.Informed():
		g.r.Heuristic, g.r.HeuristicTitle = string(p.Heuristic), string(p.Heuristic)
		if info, err := p.Domain.Heuristic(string(p.Heuristic)); err == nil {
			g.r.HeuristicTitle = info.Title
		}
	}
	if err := g.reference(); err != nil {
		return nil, err
	}
	g.r.Program = Ran{Exit: o.Exit, Signal: o.Signal, ElapsedMS: float64(o.Elapsed.Microseconds()) / 1000,
		Moves: a.Moves, Cost: a.Cost, PathCost: -1, Expanded: a.Expanded, Generated: a.Generated,
		Expansions: len(a.Expands), NoSolution: a.NoSolution, Stderr: o.Stderr, Stray: a.Stray,
		CPUMS: float64(o.CPU.Microseconds()) / 1000}
	g.r.Sandbox = o.Sandbox
	if g.ran(o) {
		g.moves()
		g.expansions()
		g.counts()
		if g.wrong {
			g.explain()
		}
	}
	if g.estErr != nil { // the models ran on estimates that are not the program's
		return nil, g.estErr
	}
	g.r.Verdict = Pass
	switch {
	case len(g.r.Diagnosis) > 0 && !g.ranOK():
		g.r.Verdict = Error
	case len(g.r.Diagnosis) > 0:
		g.r.Verdict = Fail
	}
	return &Graded{Report: g.r, Watch: g.watch()}, nil
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
	g.r.Frontier = Reference{Solved: res.Solved, Cost: res.Cost, Moves: len(res.Moves), Expanded: res.Expanded,
		Generated: res.Generated, Optimal: res.Optimal, Why: res.OptimalWhy}
	if g.sp, err = g.space(g.p.Heuristic); err != nil {
		return err
	}
	return nil
}

// space is the problem in keys with heuristic h, for the models.
func (g *grader) space(h puzzles.HeuristicID) (*space[State], error) {
	prob, err := g.ck.Problem(g.ctx, g.p.Start, h)
	if err != nil {
		return nil, err
	}
	sp := &space[State]{p: prob, fixed: g.ck.FixedMoves, moves: g.ck.MoveNames, limit: modelLimit(g.p.MaxNodes)}
	if est, ok := prob.(search.Heuristic[State]); ok && g.p.Engine.Informed() {
		sp.h = est.Estimate
	}
	if g.p.Estimator != nil && h == g.p.Heuristic {
		words := func(k State) string { return g.ck.Words(g.ck.Show(g.p.Start, k)) }
		sp.h = func(k State) int {
			v, err := g.p.Estimator.Estimate(words(k))
			if err != nil && g.estErr == nil {
				g.estErr = err
			}
			return v
		}
	}
	return sp, nil
}

// modelLimit is the node limit of a model: the problem's, with room for
// a program that counts differently.
func modelLimit(maxNodes int) int {
	if maxNodes <= 0 {
		return 10_000_000
	}
	return 2*maxNodes + 1000
}

func (g *grader) add(c Check) {
	g.r.Checks = append(g.r.Checks, c)
}

func (g *grader) diagnose(id string) {
	for _, d := range g.r.Diagnosis {
		if d == id {
			return
		}
	}
	g.r.Diagnosis = append(g.r.Diagnosis, id)
}

// ranOK reports whether the program ran to its end by itself.
func (g *grader) ranOK() bool {
	for _, d := range g.r.Diagnosis {
		switch d {
		case DiagNotStarted, DiagCrashed, DiagTimedOut, DiagFlooded, DiagMemoryLimit, DiagProcessLimit, DiagCPUTime, DiagFileLimit:
			return false
		}
	}
	return true
}

// ran checks that the program ran: started, ended by itself with status
// 0 within its time, its output within the cap.
func (g *grader) ran(o Outcome) bool {
	took := numfmt.Duration(o.Elapsed)
	fail := func(id, says string) bool {
		if len(o.Stderr) > 0 {
			says += " Its last lines of standard error: " + textio.JoinAnd(quoteAll(o.Stderr)) + "."
		}
		g.add(Check{Name: "ran", Says: says})
		g.diagnose(id)
		return false
	}
	switch {
	case o.Err != "":
		return fail(DiagNotStarted, strings.TrimSuffix(o.Err, ".")+".")
	case o.Limit != "":
		return fail(o.Limit, o.LimitSays)
	case o.TimedOut:
		return fail(DiagTimedOut, fmt.Sprintf("The program did not finish within %s and was stopped.", took))
	case o.Flooded:
		return fail(DiagFlooded, "The program's output passed the cap and it was stopped: does it loop while printing?")
	case o.Signal != "":
		return fail(DiagCrashed, fmt.Sprintf("The program was ended by the signal %s after %s.", o.Signal, took))
	case o.Exit != 0:
		return fail(DiagCrashed, fmt.Sprintf("The program ended with exit status %d after %s.", o.Exit, took))
	}
	says := fmt.Sprintf("The program ran in %s and ended with exit status 0.", took)
	if o.Elapsed == 0 {
		says = "A saved answer: the run itself is not checked."
	}
	if g.a.StrayCount > 0 {
		says += fmt.Sprintf(" %s outside the protocol ignored: %s.", plural(g.a.StrayCount, "line"), textio.JoinAnd(g.a.Stray))
	}
	g.add(Check{Name: "ran", OK: true, Says: says})
	if len(g.a.Errs) > 0 {
		g.add(Check{Name: "output", Says: "The output breaks the protocol: " + textio.JoinAnd(g.a.Errs) + "."})
		g.diagnose(DiagBadOutput)
		g.wrong = true
	}
	return true
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

// plural is "1 line", "3 lines".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return numfmt.Group(n) + " " + word + "s"
}
