package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"frontier/core/lab"
	"frontier/core/puzzles"
	"frontier/core/textio"
)

// experimentUsage is experiment's usage text; the puzzles and their
// options come from the catalogue.
func experimentUsage() string {
	return `usage: frontier experiment [flags]
  --kind depth|budget|compare|local   by optimal depth (default), within node budgets,
                                heuristics compared with an ANOVA (default with --config/--load-set), or
                                local search engines on random starts (their table and run-time distribution)
  --problem queens|sliding      local: the problem (default queens; sliding takes --width)
  --n N                         local: the number of queens (default 8)
` + usageLine(experimentPad, "--puzzle "+puzzleIDs(), "the domain (default sliding)") +
		puzzleHelp(experimentPad) +
		`  --engines LIST                ENGINE[/PRUNING][/GOAL-TEST][:HEURISTIC[:K]],… e.g. astar:manhattan,
                                astar/none:misplaced,bfs/path/expanded,beam:manhattan:100 (choices as solve's);
                                local: ENGINE[:NAME=VALUE]…, e.g. hill-climbing:sideways=100,annealing:temperature=5
                                (parameters as frontier local's flags; default hill-climbing,hill-climbing:sideways=100)
  --depths LIST                 depth: e.g. 2-20/2 or 4,8,12 (default by puzzle)
  --instances N                 states per depth, or in the set (default 100; local 1,000; at most 100,000)
  --budgets LIST                budget: node budgets (default 100,500,1000,5000,10000,50000,100000)
  --walk N                      budget/compare: random walk of N moves (default 0: uniformly random states)
  --max-nodes N                 depth/compare: node limit of each search (default 1000000; 0 lifts it, with a warning)
  --max-memory SIZE             memory budget all searches share, such as 512MB or 2GB (default a quarter of the
                                machine's memory, at most 4GB; 0 lifts it, with a warning)
  --seed S                      the seed of every random state (default 1)
  --config FILE                 a config file (size:, seed:, swaps:, number:, and puzzle: with its options) giving the set
  --save-set FILE  --load-set FILE   write the states drawn / read a set (one state per line)
  --csv FILE  --plot FILE.png  --plot-ebf FILE.png   exports (EBF plot: depth only); a file is written whole or
                                not at all, a link followed, a device or pipe written in place
  FILE -                        any export (--save-set too) to standard output, which then carries it alone, without the tables
  --markdown                    print the tables as Markdown
  --workers N                   parallel searches (default: all cores; at most 64)
A progress bar shows on stderr when it is a terminal. At most 1,000,000 searches and 100,000,000 random
moves in one experiment. Exit status: 0 done, 1 interrupted or a result not written, 2 bad input.`
}

// experimentPad is the width of the flags' column in experiment's usage
// text.
const experimentPad = 30

// expRequest is a parsed `frontier experiment` command line.
type expRequest struct {
	kind, puzzle, engines, depths, budgets       string
	config, saveSet, loadSet, csv, plot, plotEBF string
	problem                                      string
	instances, walk, workers, n                  int
	limits                                       limits
	seed                                         uint64
	markdown                                     bool
	options                                      puzzleFlags
}

func runExperiment(args []string, stdout, stderr io.Writer) int {
	req, err := parseExperiment(args, stdout)
	if errors.Is(err, flag.ErrHelp) {
		return writeOut(stdout, stderr, "experiment", experimentUsage()+"\n")
	}
	if err != nil {
		return fail(stderr, "experiment", err)
	}
	req.limits.warn(stderr, "experiment")
	ctx, stop := commandContext()
	defer stop()
	bar := newProgressBar(stderr)
	pool := lab.Pool{Workers: req.workers, MaxMemory: req.limits.budget(), Progress: bar.update}
	out, err := req.run(ctx, pool)
	bar.clear()
	if err != nil {
		if ctx.Err() != nil {
			fmt.Fprintln(stderr, "frontier experiment: interrupted")
			return 1
		}
		return fail(stderr, "experiment", err)
	}
	write := lab.WriteText
	if req.markdown {
		write = lab.WriteMarkdown
	}
	if req.toStdout(stdout) {
		write = func(io.Writer, []lab.Grid) error { return nil }
	}
	if err := write(stdout, out.Grids); err != nil {
		fmt.Fprintln(stderr, "frontier experiment: writing the tables: "+oneLine(err))
		return 1
	}
	if err := req.export(out, stdout); err != nil {
		fmt.Fprintln(stderr, "frontier experiment: "+oneLine(err))
		return 1
	}
	return 0
}

// parseExperiment reads the command line; stdout is where `-` writes.
func parseExperiment(args []string, stdout io.Writer) (*expRequest, error) {
	r := &expRequest{}
	fs := flag.NewFlagSet("experiment", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&r.kind, "kind", "", "")
	fs.StringVar(&r.puzzle, "puzzle", "sliding", "")
	fs.StringVar(&r.engines, "engines", "", "")
	fs.StringVar(&r.depths, "depths", "", "")
	intFlag(fs, &r.instances, "instances", 100)
	fs.StringVar(&r.budgets, "budgets", "100,500,1000,5000,10000,50000,100000", "")
	intFlag(fs, &r.walk, "walk", 0)
	r.limits.register(fs, 1_000_000)
	intFlag(fs, &r.seed, "seed", 1)
	fs.StringVar(&r.config, "config", "", "")
	fs.StringVar(&r.saveSet, "save-set", "", "")
	fs.StringVar(&r.loadSet, "load-set", "", "")
	fs.StringVar(&r.csv, "csv", "", "")
	fs.StringVar(&r.plot, "plot", "", "")
	fs.StringVar(&r.plotEBF, "plot-ebf", "", "")
	fs.BoolVar(&r.markdown, "markdown", false, "")
	intFlag(fs, &r.workers, "workers", 0)
	fs.StringVar(&r.problem, "problem", puzzles.LocalQueens, "")
	intFlag(fs, &r.n, "n", 8)
	r.options.register(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, err
		}
		return nil, fmt.Errorf("%v (frontier experiment -h lists the flags)", err)
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q (frontier experiment -h lists the flags)", fs.Arg(0))
	}
	if r.kind == "" {
		r.kind = "depth"
		if r.config != "" || r.loadSet != "" {
			r.kind = "compare"
		}
	}
	if r.kind == string(lab.KindLocal) && !isSet(fs, "instances") {
		r.instances = lab.DefaultLocalInstances
	}
	if err := r.checkSizes(); err != nil {
		return nil, err
	}
	if err := r.checkLocal(fs); err != nil {
		return nil, err
	}
	switch {
	case r.kind != "depth" && r.kind != "budget" && r.kind != "compare" && r.kind != "local":
		return nil, fmt.Errorf("unknown kind %s (want depth, budget, compare or local)", textio.Quote(r.kind))
	case r.config != "" && r.loadSet != "":
		return nil, fmt.Errorf("give --config or --load-set, not both")
	case r.kind == "depth" && (r.config != "" || r.loadSet != ""):
		return nil, fmt.Errorf("--config and --load-set give a set of states for --kind budget or compare; --kind depth draws its own")
	case r.kind != "depth" && (r.depths != "" || r.plotEBF != ""):
		return nil, fmt.Errorf("--depths and --plot-ebf are for --kind depth")
	case r.kind == "compare" && r.plot != "":
		return nil, fmt.Errorf("--plot is for --kind depth or budget")
	case r.kind != "budget" && isSet(fs, "budgets"):
		return nil, fmt.Errorf("--budgets is for --kind budget")
	}
	return r, r.checkFiles(stdout)
}

// checkLocal refuses the flags of the kind local with another kind, and
// those of the other kinds with local.
func (r *expRequest) checkLocal(fs *flag.FlagSet) error {
	if r.kind != string(lab.KindLocal) {
		for _, name := range []string{"problem", "n"} {
			if isSet(fs, name) {
				return fmt.Errorf("--%s is for --kind local", name)
			}
		}
		return nil
	}
	for _, name := range []string{"puzzle", "depths", "budgets", "walk", "max-nodes", "config", "load-set", "save-set", "plot-ebf"} {
		if isSet(fs, name) {
			return fmt.Errorf("--%s is not for --kind local (frontier experiment -h lists the flags)", name)
		}
	}
	switch {
	case r.problem != puzzles.LocalQueens && r.problem != puzzles.LocalSliding:
		return fmt.Errorf("unknown problem %s (want %s)", textio.Quote(r.problem), strings.Join(puzzles.LocalProblems, " or "))
	case r.problem == puzzles.LocalSliding && isSet(fs, "n"):
		return fmt.Errorf("--n is for --problem queens; the sliding puzzle's size is --width")
	case r.problem == puzzles.LocalQueens && len(r.options.given.Names()) > 0:
		return fmt.Errorf("--%s is for --problem sliding, not queens", r.options.given.Names()[0])
	}
	return nil
}

// checkSizes bounds the numbers of the command line (see lab.Bound); the
// lists and the total work are bounded by lab.Run.
func (r *expRequest) checkSizes() error {
	if r.workers != 0 {
		if err := lab.Workers.Check("--workers", int64(r.workers)); err != nil {
			return fmt.Errorf("%v (0 or none: one per core)", err)
		}
	}
	if err := lab.Instances.Check("--instances", int64(r.instances)); err != nil {
		return err
	}
	if err := lab.Walk.Check("--walk", int64(r.walk)); err != nil {
		return err
	}
	return r.limits.check()
}
