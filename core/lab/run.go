package lab

import (
	"context"
	"fmt"
	"io"

	"frontier/core/puzzles"
	"frontier/core/textio"
)

// Kind is the kind of an experiment.
type Kind string

// The kinds of experiment.
const (
	KindDepth   Kind = "depth"   // nodes, time and EBF by optimal solution depth
	KindBudget  Kind = "budget"  // the fraction solved within node budgets
	KindCompare Kind = "compare" // solvers on the same states, with an ANOVA
	KindLocal   Kind = "local"   // local search engines on random starts (Request.Local)
)

// Request is one experiment, as the command line and the window ask for it.
type Request struct {
	Kind   Kind
	Puzzle puzzles.Spec
	// Set, for budget and compare, holds the states; nil draws Instances
	// states of Puzzle (random walks of Walk moves, or uniform when Walk
	// is 0). A depth experiment draws its own and takes no Set.
	Set       *Set
	Solvers   []Solver // nil: the puzzle's defaults for the kind
	Depths    []int    // depth: nil means the puzzle's default depths
	Instances int      // states per depth, or in a drawn set
	Budgets   []int64  // budget: the node budgets
	Walk      int
	MaxNodes  int64 // depth and compare: each search's node limit; 0 none
	Seed      uint64
	// Local is the experiment of kind local, which reads none of the
	// fields above.
	Local LocalSpec
}

// Figure is one plot of an outcome. Name says which: "nodes" and "ebf"
// (by depth), "budget" (within budgets), "run-time" (local).
type Figure struct {
	Name, Title string
	Plot        *Chart
}

// Outcome is a finished experiment, ready to print and export.
type Outcome struct {
	Grids    []Grid
	WriteCSV func(io.Writer) error
	Figures  []Figure
	Sets     []*Set   // the states searched, for saving
	Solvers  []Solver // as they ran: defaults filled in, heuristics as ids
}

// Run runs one experiment of any kind: the one entry point of the command
// line and the window. It checks the solvers and every size (Check, with
// the puzzle's defaults filled in) before drawing any state,
// reports the phases and progress to pool, and stops when ctx is
// cancelled, returning ctx.Err().
func Run(ctx context.Context, req Request, pool Pool) (*Outcome, error) {
	if req.Kind == KindLocal {
		return runLocal(ctx, req.Local, pool)
	}
	p := req.Puzzle
	if req.Set != nil {
		p = req.Set.Puzzle
	}
	d, err := p.New()
	if err != nil {
		return nil, err
	}
	solvers := req.Solvers
	if solvers == nil {
		solvers = defaultSolvers(d, req.Kind)
	}
	solvers = append([]Solver(nil), solvers...)
	if err := checkSolvers(d, solvers); err != nil {
		return nil, err
	}
	req.Solvers = solvers
	if req.Kind == KindDepth && req.Depths == nil {
		if req.Depths, err = ParseDepths(d.Lab().Depths); err != nil {
			return nil, err
		}
	}
	if err := req.Check(); err != nil {
		return nil, err
	}
	switch req.Kind {
	case KindDepth:
		return runDepth(ctx, req, p, solvers, pool)
	case KindBudget, KindCompare:
		set := req.Set
		if set == nil {
			pool.phase("Drawing states")
			if set, err = NewSet(ctx, p, Draw{Walk: req.Walk}, req.Instances, req.Seed, pool); err != nil {
				return nil, err
			}
		}
		pool.phase("Searching")
		if req.Kind == KindBudget {
			return runBudget(ctx, req, set, solvers, pool)
		}
		t, err := RunCompare(ctx, CompareSpec{Set: set, Solvers: solvers, MaxNodes: req.MaxNodes}, pool)
		if err != nil {
			return nil, err
		}
		return &Outcome{Grids: t.Grids(), WriteCSV: t.WriteCSV, Sets: []*Set{set}, Solvers: solvers}, nil
	}
	return nil, unknownKind(req.Kind)
}

func unknownKind(k Kind) error {
	return fmt.Errorf("unknown kind of experiment %s (want depth, budget, compare or local)", textio.Quote(string(k)))
}

func runLocal(ctx context.Context, spec LocalSpec, pool Pool) (*Outcome, error) {
	pool.phase("Searching")
	t, err := RunLocal(ctx, spec, pool)
	if err != nil {
		return nil, err
	}
	return &Outcome{Grids: t.Grids(), WriteCSV: t.WriteCSV,
		Figures: []Figure{{Name: "run-time", Title: "Run-time distribution", Plot: RunTimePlot(t)}}}, nil
}

func runDepth(ctx context.Context, req Request, p puzzles.Spec, solvers []Solver, pool Pool) (*Outcome, error) {
	if req.Set != nil {
		return nil, fmt.Errorf("an experiment by depth draws its own states; a given set is for budget or compare")
	}
	pool.phase("Drawing states and searching")
	t, err := RunDepth(ctx, DepthSpec{Puzzle: p, Solvers: solvers, Depths: req.Depths,
		Instances: req.Instances, Seed: req.Seed, MaxNodes: req.MaxNodes}, pool)
	if err != nil {
		return nil, err
	}
	nodes, ebf := NodesPlot(t), EBFPlot(t)
	return &Outcome{Grids: t.Grids(), WriteCSV: t.WriteCSV, Sets: t.Sets, Solvers: solvers, Figures: []Figure{
		{Name: "nodes", Title: "Nodes generated (log scale)", Plot: nodes},
		{Name: "ebf", Title: "Effective branching factor", Plot: ebf},
	}}, nil
}

func runBudget(ctx context.Context, req Request, set *Set, solvers []Solver, pool Pool) (*Outcome, error) {
	t, err := RunBudget(ctx, BudgetSpec{Set: set, Solvers: solvers, Budgets: req.Budgets}, pool)
	if err != nil {
		return nil, err
	}
	fraction := BudgetPlot(t)
	return &Outcome{Grids: t.Grids(), WriteCSV: t.WriteCSV, Sets: []*Set{set}, Solvers: solvers,
		Figures: []Figure{{Name: "budget", Title: "Fraction solved", Plot: fraction}}}, nil
}
