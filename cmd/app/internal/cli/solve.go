package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"frontier/core/lab"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/core/textio"
)

// solveUsage is solve's usage text; the puzzles, their options and their
// default heuristics come from the catalogue.
func solveUsage() string {
	return `usage: frontier solve [flags] [STATE]
` + usageLine(solvePad, "--puzzle "+puzzleIDs(), "the domain (default sliding)") +
		`  --engine ID               one of the engines listed below (default astar)
` + usageLine(solvePad, "--heuristic NAME", "default "+heuristicDefaults()) +
		`  --heuristic-run 'COMMAND' the estimates of your own program instead (frontier check -h says what it reads),
                            which runs in the sandbox check runs programs in; --no-sandbox runs it unconfined
` +
		puzzleHelp(solvePad) +
		`  --beam-width K            k for beam search (default 100)
  --pruning none|parent|path|graph  which children are dropped: none (tree search), parent (the move
                            straight back), path (cycle check), graph (reached set); default and
                            choices per engine below
  --goal-test generated|expanded  when BFS tests a node for the goal (default generated)
  --max-nodes N             stop after N generated nodes (default 1,000,000,000; 0 lifts the limit, with a warning)
  --max-memory SIZE         stop when the memory in use passes SIZE, such as 512MB or 2GB (default a quarter
                            of the machine's memory, at most 4GB; 0 lifts the budget, with a warning)
  --timeout DUR             stop the whole command after this long, tables included, such as 10s (0: none)
  --scramble "MOVES"        start = goal + these moves ("up left" or "R U F' R2")
  --random-walk N --seed S  start = goal + N random moves
  --json                    print one JSON object
STATE forms: b12 345 678 · 0,8,1,7,4,5,2,3,6 · 1 2 3 / 4 5 6 / 7 8 0 · 012345678
(tile numbers without leading zeros or signs);
cube: six faces bottom, left, front, right, back, top, like WWWW BBBB RRRR GGGG OOOO YYYY.
Exit status: 0 solved, 1 not solved (or the result could not be written), 2 bad input.`
}

// solvePad is the width of the flags' column in solve's usage text.
const solvePad = 26

// solveRequest is a parsed `frontier solve` command line.
type solveRequest struct {
	puzzle, engineID, heuristic, scramble, state string
	heuristicRun                                 string
	unconfined                                   bool
	pruning, goalTest                            string
	json                                         bool
	walk                                         int
	seed                                         uint64
	opts                                         search.Options
	limits                                       limits
	engine                                       search.Engine
	options                                      puzzleFlags
}

// defaultMaxNodes is the node limit of a solve: a billion nodes keep
// IDA* busy for a few seconds to a minute, while the engines that keep
// their nodes reach the memory budget long before.
const defaultMaxNodes = 1_000_000_000

// errUsage marks a bad command line; its text is printed on one line.
type errUsage struct{ msg string }

func (e errUsage) Error() string { return e.msg }

func usageErr(format string, a ...any) error { return errUsage{fmt.Sprintf(format, a...)} }

// errNoStart is a command line with no start, or more than one, for a
// puzzle whose options name none (the route puzzle's --from does).
var errNoStart = usageErr("give exactly one start: a STATE, --scramble or --random-walk")

func runSolve(args []string, stdout, stderr io.Writer) int {
	ctx, stop := commandContext()
	defer stop()
	req, err := parseSolve(args)
	if errors.Is(err, flag.ErrHelp) {
		return writeOut(stdout, stderr, "solve", solveUsage()+"\n"+engineHelp())
	}
	if err != nil {
		return fail(stderr, "solve", err)
	}
	req.limits.warn(stderr, "solve")
	ctx, cancel := req.deadline(ctx)
	defer cancel()
	rep, err := req.solve(ctx, buildProgress(stderr, "solve"))
	if err != nil {
		return fail(stderr, "solve", err)
	}
	write := rep.writeText
	if req.json {
		write = rep.writeJSON
	}
	if err := write(stdout); err != nil {
		fmt.Fprintln(stderr, "frontier solve: writing the result: "+oneLine(err))
		return 1
	}
	if rep.StopReason == string(search.StopMemoryLimit) {
		fmt.Fprintln(stderr, "frontier solve: "+req.limits.memoryHint(rep))
	}
	if rep.Solved {
		return 0
	}
	return 1
}

// deadline is ctx ending at --timeout from now, the start of the command:
// tables built before the search count.
func (req *solveRequest) deadline(ctx context.Context) (context.Context, context.CancelFunc) {
	if req.opts.Timeout <= 0 {
		return context.WithCancel(ctx)
	}
	ctx, cancel := context.WithTimeout(ctx, req.opts.Timeout)
	req.opts.Timeout = 0 // the context's deadline does the engine's work
	return ctx, cancel
}

// oneLine is err's text on one line, an option's name written as its
// flag ("--width is for the sliding puzzle, not the 2×2×2 cube"), cut to
// a readable length with control characters escaped (see textio.Line),
// whatever user text the message carries.
func oneLine(err error) string {
	text := err.Error()
	if oe := (*puzzles.OptionError)(nil); errors.As(err, &oe) && strings.HasPrefix(text, oe.Name) {
		text = "--" + text
	}
	return textio.Line(text, maxMessage)
}

// maxMessage is the longest error message the command line prints, in
// characters: two lines of a wide terminal.
const maxMessage = 300

func parseSolve(args []string) (*solveRequest, error) {
	r := &solveRequest{}
	words, err := parseAround(r.flags(), "solve", args)
	if err != nil {
		return nil, err
	}
	r.state = strings.Join(words, " ")
	if err := r.validate(); err != nil {
		return nil, err
	}
	return r, nil
}

// flags is the flag set of frontier solve, each flag read into r.
func (r *solveRequest) flags() *flag.FlagSet {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&r.puzzle, "puzzle", "sliding", "")
	fs.StringVar(&r.engineID, "engine", "astar", "")
	fs.StringVar(&r.heuristic, "heuristic", "", "")
	fs.StringVar(&r.heuristicRun, "heuristic-run", "", "")
	fs.BoolVar(&r.unconfined, "no-sandbox", false, "")
	intFlag(fs, &r.opts.BeamWidth, "beam-width", search.DefaultBeamWidth)
	fs.StringVar(&r.pruning, "pruning", "", "")
	fs.StringVar(&r.goalTest, "goal-test", "", "")
	r.limits.register(fs, defaultMaxNodes)
	fs.DurationVar(&r.opts.Timeout, "timeout", 0, "")
	fs.StringVar(&r.scramble, "scramble", "", "")
	intFlag(fs, &r.walk, "random-walk", 0)
	intFlag(fs, &r.seed, "seed", 1)
	fs.BoolVar(&r.json, "json", false, "")
	r.options.register(fs)
	return fs
}

// validate checks the flags read, and that one start at most is given.
func (r *solveRequest) validate() error {
	var err error
	if r.engine, err = search.ParseEngine(r.engineID); err != nil {
		return err
	}
	if err := r.choices(); err != nil {
		return err
	}
	switch {
	case r.heuristic != "" && r.heuristic != "none" && !r.engine.Informed():
		return usageErr("%s uses no heuristic: drop --heuristic, or pick %s", r.engine,
			search.EngineList(search.Engine.Informed))
	case r.heuristicRun != "" && !r.engine.Informed():
		return usageErr("%s uses no heuristic: --heuristic-run is for %s", r.engine, search.EngineList(search.Engine.Informed))
	case r.heuristicRun != "" && r.heuristic != "":
		return usageErr("give --heuristic or --heuristic-run, not both")
	case r.unconfined && r.heuristicRun == "":
		return usageErr("--no-sandbox is for the program of --heuristic-run")
	}
	if err := r.limits.check(); err != nil {
		return err
	}
	r.opts.MaxNodes, r.opts.MaxMemory = r.limits.maxNodes, r.limits.budget()
	if err := lab.BeamWidth.Check("--beam-width", int64(r.opts.BeamWidth)); err != nil {
		return err
	}
	switch {
	case r.opts.Timeout < 0:
		return usageErr("--timeout must not be negative")
	case r.walk < 0 || r.walk > puzzles.MaxWalk:
		return usageErr("--random-walk must be between 0 and %d", puzzles.MaxWalk)
	}
	starts := 0
	for _, given := range []bool{r.state != "", r.scramble != "", r.walk > 0} {
		if given {
			starts++
		}
	}
	if starts > 1 {
		return errNoStart
	}
	return nil
}

// choices reads --pruning and --goal-test into the search options and
// refuses, in one line, a choice the engine does not offer.
func (r *solveRequest) choices() error {
	var err error
	if r.pruning != "" {
		if r.opts.Pruning, err = search.ParsePruning(r.pruning); err != nil {
			return usageErr("--pruning: %v", err)
		}
	}
	if r.goalTest != "" {
		if r.opts.GoalTest, err = search.ParseGoalTest(r.goalTest); err != nil {
			return usageErr("--goal-test: %v", err)
		}
	}
	if err := r.engine.CheckChoices(r.opts); err != nil {
		return usageErr("%v", err)
	}
	return nil
}

// report is one search as `frontier solve` prints it: the fields of a
// search result (outcome, path, node counts, time, EBF) plus what was asked.
type report struct {
	Puzzle     string `json:"puzzle"`
	Engine     string `json:"engine"`
	Heuristic  string `json:"heuristic"`
	Start      string `json:"start"`
	Goal       string `json:"goal"`
	Solved     bool   `json:"solved"`
	StopReason string `json:"stop_reason"`
	// The path's numbers and the optimality claim are null when the search
	// did not solve: there is no path to have a cost, and nothing to be
	// optimal.
	Optimal *bool `json:"optimal"`
	// OptimalWhy says why the path may not be least-cost, when Optimal is
	// false.
	OptimalWhy string `json:"optimal_why,omitempty"`
	// Pruning and GoalTest are the choices given on the command line.
	Pruning     string   `json:"pruning,omitempty"`
	GoalTest    string   `json:"goal_test,omitempty"`
	Cost        *int     `json:"cost"`
	Unit        string   `json:"unit,omitempty"` // what the cost counts, for a puzzle whose costs are not moves ("km")
	Depth       *int     `json:"depth"`
	Moves       []string `json:"moves"`
	Path        []string `json:"path"`
	Expanded    int64    `json:"expanded"`
	Generated   int64    `json:"generated"`
	MaxFrontier int      `json:"max_frontier"`
	MaxDepth    int      `json:"max_depth"`
	ElapsedMS   float64  `json:"elapsed_ms"`
	EBF         *float64 `json:"ebf"`
	BestH       *int     `json:"best_h,omitempty"` // informed engines only
	// Analysis is what the heuristic is worth on this configuration, for
	// a puzzle that works it out (the route puzzle on its map and goal).
	Analysis string `json:"heuristic_analysis,omitempty"`

	maxNodes  int64
	beamWidth int
	show      []string // the path in the compact form `312 645 7b8`, for text output
	startShow string
	costWords string              // the cost and moves in the puzzle's words, "418 km over 4 roads"; "" for moves
	table     *search.MemoryError // the table the memory budget had no room for, if that stopped the search
}

func newReport(req *solveRequest, d puzzles.Domain, heuristic puzzles.HeuristicID, r search.Result[puzzles.State],
	start puzzles.State) *report {
	rep := &report{
		Puzzle: req.puzzle, Engine: string(req.engine), Heuristic: string(heuristic),
		Start: d.Format(start), Goal: d.Format(d.Goal()),
		Solved: r.Solved, StopReason: string(r.StopReason), Moves: r.Moves,
		Expanded: r.Expanded, Generated: r.Generated, MaxFrontier: r.MaxFrontier, MaxDepth: r.MaxDepth,
		ElapsedMS: float64(r.Elapsed.Microseconds()) / 1000,
		maxNodes:  req.opts.MaxNodes, beamWidth: req.opts.BeamWidth, startShow: d.Compact(start),
	}
	rep.Pruning, rep.GoalTest = string(req.opts.Pruning), string(req.opts.GoalTest)
	if r.Solved {
		rep.Optimal, rep.Cost, rep.Depth, rep.EBF = &r.Optimal, &r.Cost, &r.Depth, &r.EBF
		if rep.Unit = d.Unit(); rep.Unit != "" {
			rep.costWords = d.CostWords(r.Cost, r.Depth)
		}
		rep.OptimalWhy = r.OptimalWhy
	}
	if rep.Moves == nil {
		rep.Moves = []string{}
	}
	rep.Path = make([]string, len(r.Path))
	rep.show = make([]string, len(r.Path))
	for i, s := range r.Path {
		rep.Path[i], rep.show[i] = d.Format(s), d.Compact(s)
	}
	if req.engine.Informed() {
		rep.BestH = &r.BestH
		if info, err := d.Heuristic(string(heuristic)); err == nil {
			rep.Analysis = info.Analysis
		}
	} else {
		rep.Heuristic = string(puzzles.HeuristicNone)
	}
	return rep
}
