package lab

import (
	"context"
	"fmt"
	"math"

	"frontier/core/puzzles"
	"frontier/core/search"
)

// DepthSpec is an experiment by solution depth: for each depth, Instances
// states whose optimal solution is exactly that long, each searched by
// every solver.
type DepthSpec struct {
	Puzzle    puzzles.Spec
	Solvers   []Solver
	Depths    []int
	Instances int
	Seed      uint64
	MaxNodes  int64 // per search; 0 means no limit
}

// Cell sums up one solver at one depth. The means are over the solved runs
// only, so that a beam run that failed does not count.
type Cell struct {
	Runs, Solved int
	Generated    float64 // mean nodes generated
	Expanded     float64 // mean nodes expanded
	Length       float64 // mean solution length (beam may exceed the depth)
	ElapsedMS    float64 // mean wall time of one search, in milliseconds
	// EBF is search.EBF of the mean nodes generated, rounded, at the row's
	// depth: b* of the average run.
	EBF float64
	// MeanEBF is the mean of the runs' own EBF, each at its own solution
	// length. For optimal engines the two differ only by Jensen's gap.
	MeanEBF float64
}

// DepthRow is one depth of a DepthTable, one cell per solver.
type DepthRow struct {
	Depth int
	Cells []Cell
}

// DepthTable is the result of RunDepth.
type DepthTable struct {
	Spec   DepthSpec
	Rows   []DepthRow
	Sets   []*Set // the states of each depth, in Rows' order
	Memory MemoryStops
}

// RunDepth draws the states and runs every solver on each. Progress counts
// drawn states and finished searches together.
func RunDepth(ctx context.Context, spec DepthSpec, pool Pool) (*DepthTable, error) {
	toDrawn := func() (puzzles.Domain, error) { return toDraw(spec.Puzzle, spec.Instances) }
	inRange := func(d int) error { return Depth.Check("a depth", int64(d)) }
	dom, err := prepare(toDrawn, spec.Solvers, checkList("depths", spec.Depths, inRange))
	if err != nil {
		return nil, err
	}
	if err := checkDeepest(dom, spec.Depths); err != nil {
		return nil, err
	}
	n, ns := spec.Instances, len(spec.Solvers)
	c := &counter{fn: pool.Progress, total: len(spec.Depths) * n * (1 + ns)}
	t := &DepthTable{Spec: spec}
	for _, d := range spec.Depths {
		set, err := drawSet(ctx, dom, Draw{Depth: d, Exact: true}, n, spec.Seed, pool, c)
		if err != nil {
			return nil, err
		}
		t.Sets = append(t.Sets, set)
	}
	out := make([]outcome, len(spec.Depths)*n*ns)
	err = pool.run(ctx, len(out), c, func(ctx context.Context, j int) error {
		di, rest := j/(n*ns), j%(n*ns)
		out[j] = t.Sets[di].solve(ctx, rest/ns, spec.Solvers[rest%ns], spec.MaxNodes, pool)
		return nil
	})
	if err != nil {
		return nil, err
	}
	t.Memory = memoryStops(out, pool)
	for di, d := range spec.Depths {
		row := DepthRow{Depth: d}
		for si := range spec.Solvers {
			runs := make([]outcome, n)
			for i := range n {
				runs[i] = out[(di*n+i)*ns+si]
			}
			row.Cells = append(row.Cells, summarize(runs, d))
		}
		t.Rows = append(t.Rows, row)
	}
	return t, nil
}

// CheckDepths explains why an experiment by depth cannot draw states of p
// at one of depths: a depth outside Depth, or beyond the puzzle's deepest
// state when the puzzle knows it. RunDepth checks this before drawing.
func CheckDepths(p puzzles.Spec, depths []int) error {
	d, err := p.New()
	if err != nil {
		return err
	}
	return checkDeepest(d, depths)
}

func checkDeepest(d puzzles.Domain, depths []int) error {
	deepest, most := d.Lab().Deepest, 0
	for _, depth := range depths {
		if err := Depth.Check("a depth", int64(depth)); err != nil {
			return err
		}
		most = max(most, depth)
	}
	if deepest > 0 && most > deepest {
		return fmt.Errorf("the deepest %s state is %d moves from the goal, not %d", d.Name(), deepest, most)
	}
	return nil
}

// summarize averages the solved runs of one solver at depth d.
func summarize(runs []outcome, d int) Cell {
	c := Cell{Runs: len(runs)}
	for _, r := range runs {
		if !r.Solved {
			continue
		}
		c.Solved++
		c.Generated += float64(r.Generated)
		c.Expanded += float64(r.Expanded)
		c.Length += float64(r.Length)
		c.ElapsedMS += float64(r.Elapsed.Microseconds()) / 1000
		c.MeanEBF += r.EBF
	}
	if c.Solved == 0 {
		return c
	}
	k := float64(c.Solved)
	c.Generated /= k
	c.Expanded /= k
	c.Length /= k
	c.ElapsedMS /= k
	c.MeanEBF /= k
	c.EBF = search.EBF(int64(math.Round(c.Generated)), d)
	return c
}
