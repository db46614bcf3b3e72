package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"frontier/core/check"
	"frontier/core/csp"
	"frontier/core/cspcheck"
	"frontier/core/puzzles"
	"frontier/core/textio"
)

// checkCSPUsage is the usage text of check's constraint satisfaction
// flags, named as frontier csp names them.
func checkCSPUsage() string {
	return `a constraint satisfaction program (docs/checking.md, "A constraint satisfaction program"):
  --csp ` + strings.Join(cspIDs(), "|") + `
                            the problem the program solves by backtracking, with --run: its
                            solution checked against every constraint, its assignments against
                            the backtracker's under the orders and inference below
  --n N --board B           the problem's settings, as frontier csp takes them: the queens, the
  --colors K --map FILE     Sudoku's board, a map's colours, the route map, the problem file
  --file F
` + usageLine(checkPad, "--var "+csp.IDs("var"), "the variable order the program follows (default static)") +
		usageLine(checkPad, "--val "+csp.IDs("val"), "the value order (default static)") +
		usageLine(checkPad, "--inference "+csp.IDs("inference"), "the inference after each assignment (default none)")
}

// cspIDs are the kinds of problem, as --csp names them.
func cspIDs() []string {
	var ids []string
	for _, p := range puzzles.CSPProblems {
		ids = append(ids, p.ID)
	}
	return ids
}

// cspFlags are check's flags of a constraint satisfaction program.
type cspFlags struct {
	spec              puzzles.CSPSpec
	vars, vals, infer string
	problem           *cspcheck.Problem
	names             []string // the flags' names, for the usage errors
	settings          []string
}

func (c *cspFlags) register(fs *flag.FlagSet) {
	d := puzzles.CSPDefaults
	c.spec = d
	fs.StringVar(&c.spec.Problem, "csp", "", "")
	intFlag(fs, &c.spec.N, "n", d.N)
	fs.StringVar(&c.spec.Board, "board", d.Board, "")
	intFlag(fs, &c.spec.Colors, "colors", d.Colors)
	fs.StringVar(&c.spec.File, "file", d.File, "")
	fs.StringVar(&c.vars, "var", "", "")
	fs.StringVar(&c.vals, "val", "", "")
	fs.StringVar(&c.infer, "inference", "", "")
	c.names = []string{"csp", "n", "board", "colors", "file", "var", "val", "inference"}
	// --map is the route puzzle's option, which --csp map reads too.
	c.settings = []string{"n", "board", "colors", "map", "file"}
}

// asked reports whether the command line checks a constraint
// satisfaction program: --csp or one of its flags given.
func (c *cspFlags) asked(given map[string]bool) bool {
	return slices.ContainsFunc(c.names, func(n string) bool { return given[n] })
}

// validateCSP checks a constraint satisfaction check's flags: --csp and
// --run given, no flag of a search program, the problem's settings its
// own; then makes the problem.
func (r *checkRequest) validateCSP() error {
	c := &r.cspFlags
	if c.spec.Problem == "" {
		for _, n := range c.names {
			if r.given[n] {
				return usageErr("--%s is for a constraint satisfaction program: name its problem with --csp, such as --csp australia", n)
			}
		}
	}
	if _, err := puzzles.CSPOf(c.spec.Problem); err != nil {
		return usageErr("--csp %s is not one of %s", textio.Quote(c.spec.Problem), strings.Join(cspIDs(), ", "))
	}
	allowed := map[string]bool{"run": true, "time-limit": true, "max-output": true, "json": true}
	for _, n := range c.names {
		allowed[n] = true
	}
	sb := flag.NewFlagSet("", flag.ContinueOnError)
	(&sandboxFlags{}).register(sb)
	sb.VisitAll(func(f *flag.Flag) { allowed[f.Name] = true })
	for _, n := range c.settings {
		if r.given[n] {
			if ok, takers := puzzles.CSPTakes(c.spec.Problem, n); !ok {
				return usageErr("--%s is for --csp %s, not %s", n, takers, c.spec.Problem)
			}
			allowed[n] = true
		}
	}
	var names []string
	for n := range r.given {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		if !allowed[n] {
			return usageErr("--%s is for a search program, not --csp (frontier check -h lists what --csp takes)", n)
		}
	}
	if len(r.states) > 0 {
		return usageErr("--csp takes no STATE: its problem is --csp %s with its flags", c.spec.Problem)
	}
	if r.run == "" {
		return usageErr("--csp needs the program: --run 'COMMAND'")
	}
	if err := r.checkModes(); err != nil {
		return err
	}
	if err := r.sandbox.check(); err != nil {
		return err
	}
	return c.make(r.options.given)
}

// make reads the orders and builds the problem.
func (c *cspFlags) make(options puzzles.Settings) error {
	p := &cspcheck.Problem{}
	var err error
	if c.vars != "" {
		if p.Var, err = csp.ParseVarOrder(c.vars); err != nil {
			return usageErr("%v", err)
		}
	}
	if c.vals != "" {
		if p.Val, err = csp.ParseValOrder(c.vals); err != nil {
			return usageErr("%v", err)
		}
	}
	if c.infer != "" {
		if p.Inference, err = csp.ParseInference(c.infer); err != nil {
			return usageErr("%v", err)
		}
	}
	if m, ok := options.Get("map"); ok {
		c.spec.Map = m
	}
	if p.Problem, err = puzzles.NewCSP(c.spec); err != nil {
		return err
	}
	c.problem = p
	return nil
}

// checkCSP runs the constraint satisfaction program and writes its
// report; the exit status is 0 when it passed.
func (req *checkRequest) checkCSP(ctx context.Context, stdout, stderr io.Writer) int {
	rs, err := cspcheck.CheckProgram(ctx, req.program(req.run), []*cspcheck.Problem{req.cspFlags.problem})
	if err != nil {
		return fail(stderr, "check", sandboxHint(err))
	}
	if req.json {
		out := struct {
			Tests   []*cspcheck.Report `json:"tests"`
			Passed  int                `json:"passed"`
			Summary string             `json:"summary"`
		}{Tests: rs, Summary: cspcheck.Summary(rs)}
		for _, r := range rs {
			if r.Verdict == check.Pass {
				out.Passed++
			}
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(out)
	} else {
		err = cspcheck.WriteText(stdout, rs)
	}
	if err != nil {
		fmt.Fprintln(stderr, "frontier check: writing the report: "+oneLine(err))
		return 1
	}
	for _, r := range rs {
		if r.Verdict != check.Pass {
			return 1
		}
	}
	return 0
}
