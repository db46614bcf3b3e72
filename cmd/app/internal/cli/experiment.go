package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"

	"frontier/core/lab"
	"frontier/core/puzzles"
)

const experimentUsage = `usage: frontier experiment [flags]
  --kind depth|budget|compare   by optimal depth (default), within node budgets,
                                or heuristics compared with an ANOVA (default with --config/--load-set)
  --puzzle sliding|cube         the domain (default sliding)
  --width W  --diagonal         sliding: board width 2–5 (default 3), diagonal moves
  --engines LIST                ENGINE[:HEURISTIC[:K]],… e.g. astar:manhattan,astar:misplaced,beam:manhattan:100
  --depths LIST                 depth: e.g. 2-20/2 or 4,8,12 (default by puzzle)
  --instances N                 states per depth, or in the set (default 100)
  --budgets LIST                budget: node budgets (default 100,500,1000,5000,10000,50000,100000)
  --walk N                      budget/compare: random walk of N moves (default 0: uniformly random states)
  --max-nodes N                 depth/compare: node limit of each search (default 1000000; 0: none)
  --seed S                      the seed of every random state (default 1)
  --config FILE                 seed 003 config (size:, seed:, swaps:, number:) giving the set
  --save-set FILE  --load-set FILE   write the states drawn / read a set (one state per line)
  --csv FILE  --plot FILE.png  --plot-ebf FILE.png   exports (EBF plot: depth only)
  --markdown                    print the tables as Markdown
  --workers N                   parallel searches (default: all cores)
A progress bar shows on stderr when it is a terminal. Exit status: 0 done, 2 bad input.`

// expRequest is a parsed `frontier experiment` command line.
type expRequest struct {
	kind, puzzle, engines, depths, budgets       string
	config, saveSet, loadSet, csv, plot, plotEBF string
	width, instances, walk, workers              int
	maxNodes                                     int64
	seed                                         uint64
	diagonal, markdown                           bool
}

func runExperiment(args []string, stdout, stderr io.Writer) int {
	req, err := parseExperiment(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(stdout, experimentUsage)
		return 0
	}
	if err != nil {
		return expFail(stderr, err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	bar := newProgressBar(stderr)
	pool := lab.Pool{Workers: req.workers, Progress: bar.update}
	out, err := req.run(ctx, pool)
	bar.clear()
	if err != nil {
		if ctx.Err() != nil {
			fmt.Fprintln(stderr, "frontier experiment: interrupted")
			return 1
		}
		return expFail(stderr, err)
	}
	write := lab.WriteText
	if req.markdown {
		write = lab.WriteMarkdown
	}
	if err := write(stdout, out.Grids); err != nil {
		return expFail(stderr, err)
	}
	if err := req.export(out); err != nil {
		return expFail(stderr, err)
	}
	return 0
}

func expFail(stderr io.Writer, err error) int {
	fmt.Fprintln(stderr, "frontier experiment: "+oneLine(err))
	return 2
}

func parseExperiment(args []string) (*expRequest, error) {
	r := &expRequest{}
	fs := flag.NewFlagSet("experiment", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&r.kind, "kind", "", "")
	fs.StringVar(&r.puzzle, "puzzle", "sliding", "")
	fs.IntVar(&r.width, "width", 0, "")
	fs.BoolVar(&r.diagonal, "diagonal", false, "")
	fs.StringVar(&r.engines, "engines", "", "")
	fs.StringVar(&r.depths, "depths", "", "")
	fs.IntVar(&r.instances, "instances", 100, "")
	fs.StringVar(&r.budgets, "budgets", "100,500,1000,5000,10000,50000,100000", "")
	fs.IntVar(&r.walk, "walk", 0, "")
	fs.Int64Var(&r.maxNodes, "max-nodes", 1_000_000, "")
	fs.Uint64Var(&r.seed, "seed", 1, "")
	fs.StringVar(&r.config, "config", "", "")
	fs.StringVar(&r.saveSet, "save-set", "", "")
	fs.StringVar(&r.loadSet, "load-set", "", "")
	fs.StringVar(&r.csv, "csv", "", "")
	fs.StringVar(&r.plot, "plot", "", "")
	fs.StringVar(&r.plotEBF, "plot-ebf", "", "")
	fs.BoolVar(&r.markdown, "markdown", false, "")
	fs.IntVar(&r.workers, "workers", 0, "")
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
	switch {
	case r.kind != "depth" && r.kind != "budget" && r.kind != "compare":
		return nil, fmt.Errorf("unknown kind %q (want depth, budget or compare)", r.kind)
	case r.instances < 1:
		return nil, fmt.Errorf("--instances must be at least 1")
	case r.walk < 0 || r.maxNodes < 0 || r.workers < 0:
		return nil, fmt.Errorf("--walk, --max-nodes and --workers must not be negative")
	case r.walk > puzzles.MaxWalk:
		return nil, fmt.Errorf("--walk must be at most %d", puzzles.MaxWalk)
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
	return r, nil
}

func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
