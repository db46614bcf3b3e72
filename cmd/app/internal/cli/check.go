package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"frontier/core/check"
	"frontier/core/puzzles"
	"frontier/core/runner"
	"frontier/core/search"
)

// checkUsage is check's usage text.
func checkUsage() string {
	return `usage: frontier check --run 'COMMAND' [flags] [STATE ...]
       frontier check --answer FILE [flags] STATE
       frontier check --heuristic-run 'COMMAND' [flags]
       frontier check --submissions DIR --run 'TEMPLATE' --out DIR [flags]
       frontier check --csp PROBLEM --run 'COMMAND' [--var V] [--val L] [--inference I] [flags]
Runs your own search program on problems and grades it: that it ran, that its moves are
legal and reach the goal, that the cost it prints is its path's and the least where the
engine promises the least, that its counts and the order of its expansions agree with the
engine under a convention courses teach (or, where they do not, the first divergence and
the mistake that explains it). docs/checking.md describes what the program reads and prints.
  --run 'COMMAND'           the program, run once per problem in a fresh empty folder: the problem
                            on standard input, the answer on standard output; words naming files
                            here are made absolute ('python3 astar.py')
  --answer FILE             instead of --run: an answer the program wrote before, saved in FILE,
                            checked as its answer to the one STATE given
` + usageLine(checkPad, "--puzzle "+puzzleIDs(), "the domain (default sliding)") +
		`  --engine ID               the engine the program implements (default astar)
` + usageLine(checkPad, "--heuristic NAME", "default "+heuristicDefaults()) +
		puzzleHelp(checkPad) +
		`  --beam-width K            k for beam search (default 100)
  --max-nodes N             the node limit the problem states (default 2,000,000)
  STATE ...                 the starts, one argument each (quote one with spaces); without any,
  --instances N --seed S    N starts of moderate depth drawn from seed S (default 5 and 1)
  --time-limit DUR          the time each run may take (default 10s); then it is stopped
  --max-output SIZE         the output a run may write (default 64MB); then it is stopped
  --json                    one JSON object: {"tests": [{"verdict", "diagnosis", "checks", …}], …}
  --format protocol|driver  driver: a program run as COMMAND bfs|dfs|ast BOARD that writes
                            output.txt (path_to_goal, cost_of_path, nodes_expanded), checked as
                            that assignment's course grades it (the preset driver)
conventions an assignment fixes (free when not given; each is then recognised):
  --preset NAME|FILE        what an assignment fixes, in a file (docs/checking.md, "Presets") or
                            one Frontier has (` + strings.Join(check.BuiltinPresets(), ", ") + `); the flags below replace
                            what it sets
  --order M,M,…             the order the program tries the moves in (up,down,left,right)
  --ties first-in|last-in|low-h|low-h-first-in|any   how ties on the frontier break
  --goal-test generated|expanded                 when the goal is tested
  --seen pushed|expanded    when a state counts as seen (graph search)
  --pruning none|parent|path|graph               which children are dropped
your own heuristic:
  --heuristic-run 'COMMAND' a program that reads the puzzle (puzzle, size, goal or map lines), then
                            a line "positions", then one position a line, and answers one estimate
                            a line. Alone, it is checked on every position of a 2×2 or 3×3 board,
                            or every place of a map: h(goal) = 0, admissible, consistent, and
                            whether it dominates Manhattan distance (the straight line); with
                            --run, the program's search is checked against A* following it
grading a class:
  --submissions DIR         one program per sub-folder of DIR; --run is a template where {dir}
                            stands for the sub-folder ('python3 {dir}/astar.py'); every program
                            gets the same problems
  --out DIR                 writes summary.csv, index.html (every report) and a report per student
  --jobs N                  programs run at once (default the number of cores)
  --seed S                  a class's problems are drawn from a fresh seed, which is printed;
                            --seed S draws the same problems again
` + checkCSPUsage() + sandboxUsage + `Exit status: 0 every test passed, 1 a test failed or a program did not run, 2 bad input
(or no sandbox can be made here).`
}

// checkPad is the width of the flags' column in check's usage text.
const checkPad = 26

// checkRequest is a parsed `frontier check` command line.
type checkRequest struct {
	run, heuristicRun, submissions, out  string
	answer                               string
	puzzle, engineID, heuristic          string
	format                               string
	order, ties, goalTest, seen, pruning string
	states                               []string
	instances, jobs, beamWidth           int
	maxNodes                             int
	seed                                 uint64
	timeLimit                            time.Duration
	maxOutput                            memoryFlag
	json                                 bool
	options                              puzzleFlags
	engine                               search.Engine
	pins                                 check.Pins
	sandbox                              sandboxFlags
	seedSet                              bool
	preset                               string
	// given are the flags given on the command line, by name.
	given  map[string]bool
	assign *check.Preset
	// cspFlags are a constraint satisfaction program's, cspMode that
	// one is checked.
	cspFlags cspFlags
	cspMode  bool
}

func parseCheck(args []string) (*checkRequest, error) {
	r := &checkRequest{}
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&r.run, "run", "", "")
	fs.StringVar(&r.answer, "answer", "", "")
	fs.StringVar(&r.heuristicRun, "heuristic-run", "", "")
	fs.StringVar(&r.submissions, "submissions", "", "")
	fs.StringVar(&r.out, "out", "", "")
	fs.StringVar(&r.puzzle, "puzzle", "sliding", "")
	fs.StringVar(&r.engineID, "engine", "astar", "")
	fs.StringVar(&r.heuristic, "heuristic", "", "")
	fs.StringVar(&r.format, "format", string(check.FormatProtocol), "")
	fs.StringVar(&r.preset, "preset", "", "")
	fs.StringVar(&r.order, "order", "", "")
	fs.StringVar(&r.ties, "ties", "", "")
	fs.StringVar(&r.goalTest, "goal-test", "", "")
	fs.StringVar(&r.seen, "seen", "", "")
	fs.StringVar(&r.pruning, "pruning", "", "")
	intFlag(fs, &r.instances, "instances", 5)
	intFlag(fs, &r.jobs, "jobs", 0)
	intFlag(fs, &r.beamWidth, "beam-width", search.DefaultBeamWidth)
	intFlag(fs, &r.maxNodes, "max-nodes", check.DefaultMaxNodes)
	intFlag(fs, &r.seed, "seed", 1)
	fs.DurationVar(&r.timeLimit, "time-limit", runner.DefaultTime, "")
	fs.Var(&r.maxOutput, "max-output", "")
	fs.BoolVar(&r.json, "json", false, "")
	r.options.register(fs)
	r.sandbox.register(fs)
	r.cspFlags.register(fs)
	states, err := parseAround(fs, "check", args)
	if err != nil {
		return nil, err
	}
	r.given = map[string]bool{}
	fs.Visit(func(f *flag.Flag) { r.given[f.Name] = true })
	r.seedSet = r.given["seed"]
	r.states = states
	if r.cspMode = r.cspFlags.asked(r.given); r.cspMode {
		return r, r.validateCSP()
	}
	return r, r.validate()
}

// validate checks the flags that need no puzzle.
func (r *checkRequest) validate() error {
	if err := r.checkModes(); err != nil {
		return err
	}
	if err := r.sandbox.check(); err != nil {
		return err
	}
	var err error
	if r.engine, err = search.ParseEngine(r.engineID); err != nil {
		return err
	}
	if _, err := check.ParseFormat(r.format); err != nil {
		return usageErr("--format: %v", err)
	}
	if err := r.readPreset(); err != nil {
		return err
	}
	if err := r.readPins(); err != nil {
		return err
	}
	if r.run != "" && r.heuristicRun != "" && !r.engine.Informed() {
		return usageErr("%s uses no heuristic: --heuristic-run is for %s", r.engine, search.EngineList(search.Engine.Informed))
	}
	if r.heuristic != "" && r.heuristic != "none" && !r.engine.Informed() {
		return usageErr("%s uses no heuristic: drop --heuristic, or pick %s", r.engine, search.EngineList(search.Engine.Informed))
	}
	return nil
}

// checkModes checks that the flags ask for one kind of check (a program,
// a class's submissions, a heuristic or a saved answer) with what it
// needs, and the numbers' ranges.
func (r *checkRequest) checkModes() error {
	switch {
	case r.answer != "" && (r.run != "" || r.submissions != "" || r.heuristicRun != ""):
		return usageErr("--answer checks a saved answer: give it without --run, --submissions or --heuristic-run")
	case r.answer != "" && len(r.states) != 1:
		return usageErr("--answer FILE is the answer to one problem: give its STATE")
	case r.answer == "" && r.run == "" && r.heuristicRun == "":
		return usageErr("give the program to check: --run 'COMMAND' (or --heuristic-run 'COMMAND', or --answer FILE)")
	case r.submissions != "" && r.run == "":
		return usageErr("--submissions needs --run 'TEMPLATE', with {dir} for each sub-folder")
	case r.submissions != "" && r.out == "":
		return usageErr("--submissions needs --out DIR for the summary and the reports")
	case r.submissions == "" && r.out != "":
		return usageErr("--out is for --submissions")
	case r.submissions != "" && r.heuristicRun != "":
		return usageErr("--heuristic-run checks one heuristic: give it without --submissions")
	case r.instances < 1 || r.instances > 1000:
		return usageErr("--instances must be between 1 and 1000")
	case r.timeLimit <= 0:
		return usageErr("--time-limit must be above 0, such as 10s")
	case r.maxNodes < 1:
		return usageErr("--max-nodes must be at least 1")
	case r.jobs < 0:
		return usageErr("--jobs must not be negative")
	}
	if r.maxOutput.set && r.maxOutput.bytes < 1024 {
		return usageErr("--max-output must be at least 1KB")
	}
	return nil
}

// readPins reads the conventions pinned by --order, --ties, --goal-test,
// --seen and --pruning.
func (r *checkRequest) readPins() error {
	var err error
	if r.order != "" {
		r.pins.Order = strings.FieldsFunc(strings.ToLower(r.order), func(c rune) bool { return c == ',' || c == ' ' })
	}
	if r.ties != "" {
		r.pins.Ties = search.Ties(r.ties)
		if !slices.Contains(search.TieRules, r.pins.Ties) {
			return usageErr("--ties must be first-in, last-in, low-h, low-h-first-in or any, not %q", r.ties)
		}
	}
	if r.goalTest != "" {
		if r.pins.GoalTest, err = search.ParseGoalTest(r.goalTest); err != nil {
			return usageErr("--goal-test: %v", err)
		}
	}
	if r.seen != "" {
		if r.seen != string(search.SeenPushed) && r.seen != string(search.SeenExpanded) {
			return usageErr("--seen must be pushed or expanded, not %q", r.seen)
		}
		r.pins.Seen = search.Seen(r.seen)
	}
	if r.pruning != "" {
		if r.pins.Pruning, err = search.ParsePruning(r.pruning); err != nil {
			return usageErr("--pruning: %v", err)
		}
	}
	return nil
}

func runCheck(args []string, stdout, stderr io.Writer) int {
	ctx, stop := commandContext()
	defer stop()
	req, err := parseCheck(args)
	if errors.Is(err, flag.ErrHelp) {
		return writeOut(stdout, stderr, "check", checkUsage())
	}
	if err != nil {
		return fail(stderr, "check", err)
	}
	switch {
	case req.cspMode:
		return req.checkCSP(ctx, stdout, stderr)
	case req.submissions != "":
		return req.grade(ctx, stdout, stderr)
	case req.answer != "":
		return req.checkSaved(ctx, stdout, stderr)
	case req.run == "":
		return req.checkHeuristic(ctx, stdout, stderr)
	}
	problems, err := req.problems(ctx)
	if err != nil {
		return fail(stderr, "check", err)
	}
	if req.heuristicRun != "" {
		est, err := check.StartEstimator(req.program(req.heuristicRun), problems[0].Domain, problems[0].Start)
		if err != nil {
			return fail(stderr, "check", sandboxHint(err))
		}
		defer est.Close()
		for _, p := range problems {
			p.Estimator = est
		}
	}
	gs, err := check.CheckProgram(ctx, req.program(req.run), problems, nil)
	if err != nil {
		return fail(stderr, "check", sandboxHint(err))
	}
	return req.write(stdout, stderr, gs)
}

// program is the program the request checks, command its command line.
func (req *checkRequest) program(command string) runner.Program {
	return runner.Program{Command: command,
		Limits:  runner.Limits{Time: req.timeLimit, Output: req.maxOutput.bytes},
		Sandbox: req.sandbox.sandbox()}
}

// problems are the problems the request names: its STATEs, or starts
// drawn from its seed.
func (req *checkRequest) problems(ctx context.Context) ([]*check.Problem, error) {
	id := puzzles.ID(req.puzzle)
	opts := req.options.given
	var err error
	if len(req.states) > 0 {
		if opts, err = puzzles.Infer(id, req.states[0], opts); err != nil {
			return nil, err
		}
	}
	d, err := puzzles.New(id, opts)
	if err != nil {
		return nil, err
	}
	ck, ok := d.Checking(d.Goal())
	if !ok {
		return nil, fmt.Errorf("the %s is not offered to programs", d.Name())
	}
	if err := req.pins.CheckOrder(ck); err != nil {
		return nil, usageErr("--order: %v", err)
	}
	h := puzzles.HeuristicNone
	if req.engine.Informed() {
		info, err := d.Heuristic(req.heuristic)
		if err != nil {
			return nil, err
		}
		h = info.ID
	}
	var starts []puzzles.State
	for _, text := range req.states {
		s, err := d.Parse(text)
		if err != nil {
			return nil, err
		}
		starts = append(starts, s)
	}
	if len(starts) == 0 {
		if s, ok := d.Start(); ok && req.instances == 1 {
			starts = []puzzles.State{s}
		} else if starts, err = check.Draw(ctx, d, req.instances, req.seed); err != nil {
			return nil, err
		}
	}
	var out []*check.Problem
	for _, s := range starts {
		p := &check.Problem{Domain: d, Start: s, Engine: req.engine, Heuristic: h,
			BeamWidth: req.beamWidth, MaxNodes: req.maxNodes, Pins: req.pins, Format: check.Format(req.format)}
		if req.assign != nil {
			p.Preset = req.assign.Name
		}
		out = append(out, p)
	}
	return out, nil
}

// write prints the reports and returns the exit status: 0 when every
// test passed.
func (req *checkRequest) write(stdout, stderr io.Writer, gs []*check.Graded) int {
	var err error
	if req.json {
		err = writeCheckJSON(stdout, gs)
	} else {
		err = check.WriteText(stdout, gs)
	}
	if err != nil {
		fmt.Fprintln(stderr, "frontier check: writing the report: "+oneLine(err))
		return 1
	}
	for _, g := range gs {
		if g.Report.Verdict != check.Pass {
			return 1
		}
	}
	return 0
}

// checkJSON is check --json's object.
type checkJSON struct {
	Tests     []*check.Report `json:"tests"`
	Passed    int             `json:"passed"`
	Summary   string          `json:"summary"`
	Diagnoses []string        `json:"diagnoses"`
}

func writeCheckJSON(w io.Writer, gs []*check.Graded) error {
	out := checkJSON{Tests: []*check.Report{}, Summary: check.Summary(gs), Diagnoses: check.Diagnoses(gs)}
	if out.Diagnoses == nil {
		out.Diagnoses = []string{}
	}
	for _, g := range gs {
		out.Tests = append(out.Tests, g.Report)
		if g.Report.Verdict == check.Pass {
			out.Passed++
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
