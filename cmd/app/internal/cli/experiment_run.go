package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"frontier/core/lab"

	"gonum.org/v1/plot"
)

// expOutput is a finished experiment, ready to print and export.
type expOutput struct {
	grids []lab.Grid
	csv   func(io.Writer) error
	plots map[string]func() (*plot.Plot, error) // by file name
	sets  []*lab.Set
}

// defaults for an experiment on puzzle p: engines by kind, the heuristic of
// an informed engine given without one, and the depths.
func expDefaults(kind string, p lab.Puzzle) (engines, heuristic, depths string) {
	switch {
	case p.Name == "cube":
		return "astar:pdb,beam:pdb", "pdb", "1-11"
	case p.Diagonal:
		heuristic = "chebyshev"
	default:
		heuristic = "manhattan"
	}
	engines = "astar:misplaced,astar:" + heuristic
	if kind == "budget" {
		engines += ",beam:" + heuristic
	}
	depths = map[int]string{2: "1-6", 3: "2-20/2", 4: "2-14/2", 5: "2-10/2"}[p.Width]
	if p.Diagonal {
		depths = map[int]string{2: "1-4", 3: "2-12/2", 4: "2-10/2", 5: "2-8/2"}[p.Width]
	}
	return engines, heuristic, depths
}

func (r *expRequest) run(ctx context.Context, pool lab.Pool) (*expOutput, error) {
	p := lab.Puzzle{Name: r.puzzle, Width: r.width, Diagonal: r.diagonal}
	set, err := r.givenSet(ctx, pool)
	if err != nil {
		return nil, err
	}
	if set != nil {
		p = set.Puzzle
	}
	if err := p.Check(); err != nil {
		return nil, err
	}
	engines, heuristic, depths := expDefaults(r.kind, p)
	if r.engines != "" {
		engines = r.engines
	}
	solvers, err := lab.ParseSolvers(engines, heuristic)
	if err != nil {
		return nil, err
	}
	if err := p.CheckSolvers(solvers); err != nil {
		return nil, err
	}
	if r.kind == "depth" {
		if r.depths != "" {
			depths = r.depths
		}
		ds, err := lab.ParseDepths(depths)
		if err != nil {
			return nil, err
		}
		t, err := lab.RunDepth(ctx, lab.DepthSpec{Puzzle: p, Solvers: solvers, Depths: ds,
			Instances: r.instances, Seed: r.seed, MaxNodes: r.maxNodes}, pool)
		if err != nil {
			return nil, err
		}
		return &expOutput{grids: t.Grids(), csv: t.WriteCSV, sets: t.Sets, plots: map[string]func() (*plot.Plot, error){
			r.plot:    func() (*plot.Plot, error) { return lab.NodesPlot(t) },
			r.plotEBF: func() (*plot.Plot, error) { return lab.EBFPlot(t) },
		}}, nil
	}
	if set == nil {
		if set, err = lab.NewSet(ctx, p, lab.Draw{Walk: r.walk}, r.instances, r.seed, pool); err != nil {
			return nil, err
		}
	}
	out := &expOutput{sets: []*lab.Set{set}}
	if r.kind == "budget" {
		bs, err := lab.ParseBudgets(r.budgets)
		if err != nil {
			return nil, err
		}
		t, err := lab.RunBudget(ctx, lab.BudgetSpec{Set: set, Solvers: solvers, Budgets: bs}, pool)
		if err != nil {
			return nil, err
		}
		out.grids, out.csv = t.Grids(), t.WriteCSV
		out.plots = map[string]func() (*plot.Plot, error){r.plot: func() (*plot.Plot, error) { return lab.BudgetPlot(t) }}
		return out, nil
	}
	t, err := lab.RunCompare(ctx, lab.CompareSpec{Set: set, Solvers: solvers, MaxNodes: r.maxNodes}, pool)
	if err != nil {
		return nil, err
	}
	out.grids, out.csv = t.Grids(), t.WriteCSV
	return out, nil
}

// givenSet reads --config or --load-set; nil when neither was given.
func (r *expRequest) givenSet(ctx context.Context, pool lab.Pool) (*lab.Set, error) {
	name := r.config + r.loadSet
	if name == "" {
		return nil, nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if r.loadSet != "" {
		set, err := lab.ReadSet(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		return set, nil
	}
	cfg, err := lab.ParseConfig(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return cfg.Set(ctx, pool)
}

// export writes the files asked for: CSV, plots and the set.
func (r *expRequest) export(out *expOutput) error {
	if r.csv != "" {
		if err := writeFile(r.csv, out.csv); err != nil {
			return err
		}
	}
	for name, mk := range out.plots {
		if name == "" {
			continue
		}
		p, err := mk()
		if err != nil {
			return err
		}
		if err := writeFile(name, func(w io.Writer) error { return lab.WritePNG(w, p) }); err != nil {
			return err
		}
	}
	if r.saveSet != "" {
		return writeFile(r.saveSet, func(w io.Writer) error { return lab.WriteSets(w, out.sets) })
	}
	return nil
}

func writeFile(name string, write func(io.Writer) error) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return fmt.Errorf("%s: %v", name, err)
	}
	return f.Close()
}

// progressBar draws "[#####-----]  50% 500/1000" on a terminal, at most ten
// times a second; on anything else (a CI log, a file) it stays silent.
type progressBar struct {
	w         io.Writer
	on, shown bool
	last      time.Time
}

func newProgressBar(w io.Writer) *progressBar {
	f, ok := w.(*os.File)
	if !ok {
		return &progressBar{}
	}
	fi, err := f.Stat()
	return &progressBar{w: w, on: err == nil && fi.Mode()&os.ModeCharDevice != 0}
}

func (b *progressBar) update(done, total int) {
	if !b.on || done < total && time.Since(b.last) < 100*time.Millisecond {
		return
	}
	b.last = time.Now()
	const width = 30
	full := width * done / max(total, 1)
	fmt.Fprintf(b.w, "\r[%s%s] %3d%% %d/%d", strings.Repeat("#", full), strings.Repeat("-", width-full),
		100*done/max(total, 1), done, total)
	b.shown = true
}

func (b *progressBar) clear() {
	if b.shown {
		fmt.Fprint(b.w, "\r\033[K")
	}
}
