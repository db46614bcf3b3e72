package labtab

import (
	"context"
	"fmt"
	"io"

	"gonum.org/v1/plot"

	"frontier/core/lab"
)

// figure is one plot of a result.
type figure struct {
	title string
	plot  *plot.Plot
}

// outcome is a finished experiment: its tables, CSV writer and plots.
type outcome struct {
	title string // what ran, for the status line
	grids []lab.Grid
	csv   func(io.Writer) error
	plots []figure
}

// progressFunc reports a phase of the run ("Drawing states", "Searching")
// and the jobs done in it.
type progressFunc func(phase string, done, total int)

// runExperiment runs req; it touches no widget, so it may run in any
// goroutine.
func runExperiment(ctx context.Context, req request, progress progressFunc) (*outcome, error) {
	pool := func(phase string) lab.Pool {
		return lab.Pool{Workers: req.workers, Progress: func(done, total int) { progress(phase, done, total) }}
	}
	var out *outcome
	switch req.kind {
	case kindDepth:
		t, err := lab.RunDepth(ctx, lab.DepthSpec{Puzzle: req.puzzle, Solvers: req.solvers, Depths: req.depths,
			Instances: req.instances, Seed: req.seed, MaxNodes: req.maxNodes}, pool("Drawing states and searching"))
		if err != nil {
			return nil, err
		}
		out = &outcome{grids: t.Grids(), csv: t.WriteCSV}
		if err := out.addPlot("Nodes generated (log scale)", func() (*plot.Plot, error) { return lab.NodesPlot(t) }); err != nil {
			return nil, err
		}
		if err := out.addPlot("Effective branching factor", func() (*plot.Plot, error) { return lab.EBFPlot(t) }); err != nil {
			return nil, err
		}
	default:
		set, err := lab.NewSet(ctx, req.puzzle, lab.Draw{Walk: req.walk}, req.instances, req.seed, pool("Drawing states"))
		if err != nil {
			return nil, err
		}
		if req.kind == kindBudget {
			t, err := lab.RunBudget(ctx, lab.BudgetSpec{Set: set, Solvers: req.solvers, Budgets: req.budgets}, pool("Searching"))
			if err != nil {
				return nil, err
			}
			out = &outcome{grids: t.Grids(), csv: t.WriteCSV}
			if err := out.addPlot("Fraction solved", func() (*plot.Plot, error) { return lab.BudgetPlot(t) }); err != nil {
				return nil, err
			}
		} else {
			t, err := lab.RunCompare(ctx, lab.CompareSpec{Set: set, Solvers: req.solvers, MaxNodes: req.maxNodes}, pool("Searching"))
			if err != nil {
				return nil, err
			}
			out = &outcome{grids: t.Grids(), csv: t.WriteCSV}
		}
	}
	out.title = fmt.Sprintf("%s, %s, %s", req.puzzle, lowerFirst(req.kind), plural(len(req.solvers), "solver"))
	return out, ctx.Err()
}

func (o *outcome) addPlot(title string, mk func() (*plot.Plot, error)) error {
	p, err := mk()
	if err != nil {
		return err
	}
	o.plots = append(o.plots, figure{title: title, plot: p})
	return nil
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]|0x20) + s[1:]
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
