package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"frontier/core/csp"
	"frontier/core/puzzles"
	"frontier/core/textio"
)

// cspUsage is csp's usage text; the problems and the choices, with what
// each does, come from the catalogue and the csp package's rules.
func cspUsage() string {
	var b strings.Builder
	b.WriteString(`usage: frontier csp --problem ID [problem flags] [--engine E] [--var V] [--val L] [--inference I] [--all] [--json]

Solves a constraint satisfaction problem and counts its assignments,
backtracks and checks (frontier engines defines each in one sentence).

Problems (--problem ID, default australia):
`)
	for _, p := range puzzles.CSPProblems {
		takes := ""
		if len(p.Takes) > 0 {
			takes = " (--" + strings.Join(p.Takes, ", --") + ")"
		}
		fmt.Fprintf(&b, "  %-10s %s%s\n", p.ID, p.Title, takes)
	}
	b.WriteString(`  --n N          queens on an N×N board, 1 to 1000 (default 8)
  --board B      Sudoku: easy or harder (built in), or 81 cells row by row, . or 0 blank (default easy)
  --colors K     colours, 1 to 12: red, green, blue, yellow, … (default 3)
  --map FILE     romania (default) or a route map file; each road is a border
  --file F       a problem file (docs/csp.md describes the format)

Choices (the first of each the default):
`)
	for _, r := range csp.Rules {
		fmt.Fprintf(&b, "  --%s %s\n      %s\n", r.Flag, r.ID, wrap(r.Does, 6, 96))
	}
	b.WriteString(`  --all                    backtracking: go on to find every solution, and count them
  --seed S                 min-conflicts: the seed of its random choices (default 1)
  --max-assignments N      backtracking: stop after N assignments (default 100,000,000; 0 lifts the limit)
  --max-steps N            min-conflicts: stop after N steps (default the limit its rule above names)
  --timeout DUR            stop after this long, such as 10s (default none)
  --json                   one JSON object: solved, stop_reason, assignment (name to value), assignments,
                           backtracks, checks; solutions with --all; domains (name to list) with ac3
Exit status: 0 solved, 1 not solved, 2 bad input.`)
	return b.String()
}

// wrap breaks text into lines of at most width characters, each after the
// first indented by indent spaces.
func wrap(text string, indent, width int) string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len([]rune(line))+1+len([]rune(w)) > width-indent {
			lines, line = append(lines, line), ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	lines = append(lines, line)
	return strings.Join(lines, "\n"+strings.Repeat(" ", indent))
}

// cspRequest is a parsed `frontier csp` command line.
type cspRequest struct {
	spec     puzzles.CSPSpec
	engine   csp.Engine
	opts     csp.Options
	seed     uint64
	maxSteps int64
	json     bool
	problem  *csp.Problem
}

func runCSP(args []string, stdout, stderr io.Writer) int {
	req, err := parseCSP(args)
	if errors.Is(err, flag.ErrHelp) {
		return writeOut(stdout, stderr, "csp", cspUsage()+"\n")
	}
	if err != nil {
		return fail(stderr, "csp", err)
	}
	ctx, stop := commandContext()
	defer stop()
	rep, err := req.run(ctx)
	if err != nil {
		return fail(stderr, "csp", err)
	}
	w := textio.NewWriter(stdout)
	if req.json {
		rep.writeJSON(w)
	} else {
		rep.writeText(w)
	}
	if err := w.Err(); err != nil {
		fmt.Fprintln(stderr, "frontier csp: writing the result: "+oneLine(err))
		return 1
	}
	if rep.Solved {
		return 0
	}
	return 1
}

// parseCSP reads the command line, or says in one line what is wrong.
func parseCSP(args []string) (*cspRequest, error) {
	r := &cspRequest{}
	d := puzzles.CSPDefaults
	fs := flag.NewFlagSet("csp", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&r.spec.Problem, "problem", d.Problem, "")
	intFlag(fs, &r.spec.N, "n", d.N)
	fs.StringVar(&r.spec.Board, "board", d.Board, "")
	intFlag(fs, &r.spec.Colors, "colors", d.Colors)
	fs.StringVar(&r.spec.Map, "map", d.Map, "")
	fs.StringVar(&r.spec.File, "file", d.File, "")
	engine := fs.String("engine", string(csp.Backtracking), "")
	vo := fs.String("var", string(csp.StaticVars), "")
	lo := fs.String("val", string(csp.StaticValues), "")
	inf := fs.String("inference", string(csp.NoInference), "")
	fs.BoolVar(&r.opts.All, "all", false, "")
	intFlag(fs, &r.seed, "seed", 1)
	intFlag(fs, &r.opts.MaxAssignments, "max-assignments", csp.DefaultMaxAssignments)
	intFlag(fs, &r.maxSteps, "max-steps", 0)
	fs.DurationVar(&r.opts.Timeout, "timeout", 0, "")
	fs.BoolVar(&r.json, "json", false, "")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, err
		}
		return nil, usageErr("%v (frontier csp -h lists the flags)", err)
	}
	if fs.NArg() > 0 {
		return nil, usageErr("unexpected argument %s: every setting is a flag (frontier csp -h lists them)", textio.Quote(fs.Arg(0)))
	}
	var err error
	if r.engine, err = csp.ParseEngine(*engine); err != nil {
		return nil, err
	}
	if r.opts.Var, err = csp.ParseVarOrder(*vo); err != nil {
		return nil, err
	}
	if r.opts.Val, err = csp.ParseValOrder(*lo); err != nil {
		return nil, err
	}
	if r.opts.Inference, err = csp.ParseInference(*inf); err != nil {
		return nil, err
	}
	if err := r.check(fs); err != nil {
		return nil, err
	}
	if r.problem, err = puzzles.NewCSP(r.spec); err != nil {
		return nil, err
	}
	return r, nil
}

// check refuses flags that the problem or the engine does not read, and
// limits out of range.
func (r *cspRequest) check(fs *flag.FlagSet) error {
	if _, err := puzzles.CSPOf(r.spec.Problem); err != nil {
		return err
	}
	for _, name := range []string{"n", "board", "colors", "map", "file"} {
		if !isSet(fs, name) {
			continue
		}
		if ok, takers := puzzles.CSPTakes(r.spec.Problem, name); !ok {
			return usageErr("--%s is for --problem %s, not %s", name, takers, r.spec.Problem)
		}
	}
	engineOf := map[string]csp.Engine{"var": csp.Backtracking, "val": csp.Backtracking, "inference": csp.Backtracking,
		"all": csp.Backtracking, "max-assignments": csp.Backtracking, "seed": csp.MinConflicts, "max-steps": csp.MinConflicts}
	for name, e := range engineOf {
		if isSet(fs, name) && r.engine != e {
			return usageErr("--%s is for --engine %s, not %s", name, e, r.engine)
		}
	}
	switch {
	case r.opts.Timeout < 0:
		return usageErr("--timeout must not be negative")
	case r.opts.MaxAssignments < 0:
		return usageErr("--max-assignments must not be negative (0 lifts the limit)")
	case isSet(fs, "max-steps") && r.maxSteps < 1:
		return usageErr("--max-steps must be 1 or more")
	}
	if r.opts.MaxAssignments == 0 {
		r.opts.MaxAssignments = -1 // typed 0: no limit, as csp.Limits spells it
	}
	return nil
}

// run solves the problem with the engine asked for.
func (r *cspRequest) run(ctx context.Context) (*cspReport, error) {
	start := time.Now()
	var res csp.Result
	switch r.engine {
	case csp.ArcConsistency:
		res = csp.AC3(ctx, r.problem, r.opts.Limits, nil)
	case csp.MinConflicts:
		var err error
		if res, err = r.minConflicts(ctx); err != nil {
			return nil, err
		}
	default:
		res = csp.Solve(ctx, r.problem, r.opts)
	}
	rep := newCSPReport(r, res)
	rep.ElapsedMS = float64(time.Since(start).Microseconds()) / 1000
	return rep, nil
}
