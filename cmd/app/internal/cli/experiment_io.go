package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"frontier/core/lab"
	"frontier/core/local"
	"frontier/core/puzzles"
	"frontier/core/readfile"
	"frontier/core/search"
	"frontier/core/textio"
)

// run builds the lab's request from the flags and runs it; the puzzle's
// defaults fill what the flags leave out.
func (r *expRequest) run(ctx context.Context, pool lab.Pool) (*lab.Outcome, error) {
	if r.kind == string(lab.KindLocal) {
		return r.runLocal(ctx, pool)
	}
	set, err := r.givenSet(ctx, pool)
	if err != nil {
		return nil, err
	}
	req := lab.Request{
		Kind:   lab.Kind(r.kind),
		Puzzle: puzzles.Spec{ID: puzzles.ID(r.puzzle), Settings: r.options.given},
		Set:    set, Instances: r.instances, Walk: r.walk, MaxNodes: r.limits.maxNodes, Seed: r.seed,
	}
	if r.engines != "" {
		if req.Solvers, err = lab.ParseSolvers(r.engines, ""); err != nil {
			return nil, err
		}
	}
	if r.depths != "" {
		if req.Depths, err = lab.ParseDepths(r.depths); err != nil {
			return nil, err
		}
	}
	if r.kind == string(lab.KindBudget) {
		if req.Budgets, err = lab.ParseBudgets(r.budgets); err != nil {
			return nil, err
		}
	}
	return lab.Run(ctx, req, pool)
}

// runLocal runs an experiment of the local engines on the problem the
// flags name.
func (r *expRequest) runLocal(ctx context.Context, pool lab.Pool) (*lab.Outcome, error) {
	var p local.Problem
	var err error
	if r.problem == puzzles.LocalQueens {
		p, err = puzzles.Queens(r.n, "")
	} else {
		var d puzzles.Domain
		if d, err = puzzles.New(puzzles.Sliding, r.options.given); err == nil {
			p, err = puzzles.LocalOf(d, puzzles.State{}, false)
		}
	}
	if err != nil {
		return nil, err
	}
	engines := r.engines
	if engines == "" {
		engines = lab.DefaultLocalSolvers
	}
	solvers, err := local.ParseSolvers(engines)
	if err != nil {
		return nil, err
	}
	spec := lab.LocalSpec{Problem: p, Solvers: solvers, Instances: r.instances, Seed: r.seed}
	return lab.Run(ctx, lab.Request{Kind: lab.KindLocal, Local: spec}, pool)
}

// givenSet reads --config or --load-set; nil when neither was given.
func (r *expRequest) givenSet(ctx context.Context, pool lab.Pool) (*lab.Set, error) {
	name := r.config + r.loadSet
	if name == "" {
		return nil, nil
	}
	f, err := readfile.Open(name)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", textio.QuotePath(name), err)
	}
	defer f.Close()
	if r.loadSet != "" {
		set, err := lab.ReadSet(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", textio.QuotePath(name), err)
		}
		return set, nil
	}
	cfg, err := lab.ParseConfig(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", textio.QuotePath(name), err)
	}
	return cfg.Set(ctx, pool)
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
	if !b.on || done < total && time.Since(b.last) < search.ProgressEvery {
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
