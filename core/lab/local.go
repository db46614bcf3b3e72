package lab

import (
	"context"
	"fmt"
	"math"

	"frontier/core/local"
)

// LocalSpec is an experiment of the local search engines: each solver
// once on each of Instances random starts of Problem. Start i is drawn
// from Seed, stream i, the same for every solver (beam search and the
// genetic algorithm draw the rest of their beam or population after it),
// so the solvers meet the same boards.
type LocalSpec struct {
	Problem   local.Problem
	Solvers   []local.Solver
	Instances int
	Seed      uint64
}

// DefaultLocalSolvers are the solvers of a local experiment when none are
// named: the textbook's table, steepest ascent without and with up to 100
// sideways moves.
const DefaultLocalSolvers = "hill-climbing,hill-climbing:sideways=100"

// DefaultLocalInstances is the number of starts of a local experiment
// when not told: the textbook's figures to within a few per cent.
const DefaultLocalInstances = 1_000

// LocalRun is what a local experiment keeps of one run.
type LocalRun struct {
	Solved      bool
	Stop        local.Stop
	Steps       int64
	Evaluations int64
	Restarts    int
	FinalH      int
}

// LocalTable is the result of RunLocal: Runs[s][i] is solver s on start i.
type LocalTable struct {
	Spec LocalSpec
	Runs [][]LocalRun
}

// RunLocal runs every solver on every start, on the pool's workers, each
// run under the pool's memory budget.
func RunLocal(ctx context.Context, spec LocalSpec, pool Pool) (*LocalTable, error) {
	if spec.Problem == nil || len(spec.Solvers) == 0 {
		return nil, fmt.Errorf("a local experiment needs a problem and a solver")
	}
	if len(spec.Solvers) > MaxListItems {
		return nil, fmt.Errorf("at most %d solvers, not %d", MaxListItems, len(spec.Solvers))
	}
	if err := Instances.Check("instances", int64(spec.Instances)); err != nil {
		return nil, err
	}
	if total := len(spec.Solvers) * spec.Instances; total > MaxSearches {
		return nil, fmt.Errorf("%d solvers × %d starts make %d runs; at most %d in one experiment", len(spec.Solvers), spec.Instances, total, MaxSearches)
	}
	for _, s := range spec.Solvers {
		if err := spec.Problem.Offers(s.Engine); err != nil {
			return nil, err
		}
	}
	n, ns := spec.Instances, len(spec.Solvers)
	runs := make([]LocalRun, ns*n)
	c := &counter{fn: pool.Progress, total: len(runs)}
	err := pool.run(ctx, len(runs), c, func(ctx context.Context, j int) error {
		s, i := j/n, j%n
		opts := spec.Solvers[s].Opts
		opts.Seed, opts.Stream, opts.MaxMemory = spec.Seed, uint64(i), pool.MaxMemory
		out, err := spec.Problem.Run(ctx, spec.Solvers[s].Engine, opts, nil)
		if err != nil {
			return err
		}
		runs[j] = LocalRun{Solved: out.Solved, Stop: out.Stop, Steps: out.Steps, Evaluations: out.Evaluations,
			Restarts: out.Restarts, FinalH: out.FinalH}
		return nil
	})
	if err != nil {
		return nil, err
	}
	t := &LocalTable{Spec: spec}
	for s := range ns {
		t.Runs = append(t.Runs, runs[s*n:(s+1)*n])
	}
	return t, nil
}

// LocalStats is one solver's figures over the starts.
type LocalStats struct {
	Runs, Solved int
	// Fraction is the share solved, and Margin the half-width of its 95 %
	// confidence interval, 1.96·√(p(1−p)/n).
	Fraction, Margin float64
	// StepsSolved and StepsFailed are the mean steps of the runs that
	// solved and of those that did not (NaN for none), with the standard
	// errors of those means.
	StepsSolved, StepsFailed     float64
	StepsSolvedSE, StepsFailedSE float64
	Evaluations, Restarts        float64 // means over every run
}

// Stats are solver s's figures.
func (t *LocalTable) Stats(s int) LocalStats {
	var st LocalStats
	var solved, failed []float64
	for _, r := range t.Runs[s] {
		st.Runs++
		st.Evaluations += float64(r.Evaluations)
		st.Restarts += float64(r.Restarts)
		if r.Solved {
			st.Solved++
			solved = append(solved, float64(r.Steps))
		} else {
			failed = append(failed, float64(r.Steps))
		}
	}
	n := float64(max(1, st.Runs))
	st.Evaluations /= n
	st.Restarts /= n
	st.Fraction = float64(st.Solved) / n
	st.Margin = 1.96 * math.Sqrt(st.Fraction*(1-st.Fraction)/n)
	st.StepsSolved, st.StepsSolvedSE = meanSE(solved)
	st.StepsFailed, st.StepsFailedSE = meanSE(failed)
	return st
}

// meanSE is the mean of xs and its standard error, NaN for no xs (the
// error NaN for one).
func meanSE(xs []float64) (mean, se float64) {
	if len(xs) == 0 {
		return math.NaN(), math.NaN()
	}
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	if len(xs) == 1 {
		return mean, math.NaN()
	}
	var ss float64
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(ss / float64(len(xs)-1) / float64(len(xs)))
}

// SolvedWithin is the share of the starts solver s solved within steps
// steps: a point of its run-time distribution.
func (t *LocalTable) SolvedWithin(s int, steps int64) float64 {
	k := 0
	for _, r := range t.Runs[s] {
		if r.Solved && r.Steps <= steps {
			k++
		}
	}
	return float64(k) / float64(max(1, len(t.Runs[s])))
}
