package lab

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"strconv"

	"frontier/core/numfmt"
)

// Grids are the solvers' figures, one row a solver, and their run-time
// distributions, the fraction solved within each number of steps.
func (t *LocalTable) Grids() []Grid {
	spec := t.Spec
	g := Grid{
		Title: fmt.Sprintf("Local search: %s random %s, seed %d",
			numfmt.Group(int64(spec.Instances)), spec.Problem.Name(), spec.Seed),
		Header: []string{"solver", "solved", "% solved", "± (95 %)", "steps solved", "steps failed", "restarts", "evaluations"},
	}
	for s, sv := range spec.Solvers {
		st := t.Stats(s)
		g.Rows = append(g.Rows, []string{sv.Label(), numfmt.Group(int64(st.Solved)), fixed(100*st.Fraction, 1),
			fixed(100*st.Margin, 1), meanWithSE(st.StepsSolved, st.StepsSolvedSE), meanWithSE(st.StepsFailed, st.StepsFailedSE),
			fixed(st.Restarts, 2), count(st.Evaluations)})
	}
	g.Notes = []string{"Steps are each engine's own (see frontier engines): moves, sideways ones included; annealing's moves drawn;",
		"beam rounds; generations. The means of steps are ± one standard error."}
	rtd := Grid{Title: "Run-time distribution: the fraction of starts solved within so many steps",
		Header: append([]string{"steps"}, t.labels()...)}
	for _, steps := range t.checkpoints() {
		row := []string{numfmt.Group(steps)}
		for s := range spec.Solvers {
			row = append(row, fixed(t.SolvedWithin(s, steps), 3))
		}
		rtd.Rows = append(rtd.Rows, row)
	}
	return []Grid{g, rtd}
}

func (t *LocalTable) labels() []string {
	out := make([]string, len(t.Spec.Solvers))
	for i, s := range t.Spec.Solvers {
		out[i] = s.Label()
	}
	return out
}

// meanWithSE is "21.3 ± 0.6", "-" for no runs.
func meanWithSE(mean, se float64) string {
	switch {
	case math.IsNaN(mean):
		return "-"
	case math.IsNaN(se):
		return fixed(mean, 1)
	}
	return fixed(mean, 1) + " ± " + fixed(se, 1)
}

// checkpoints are the step counts the run-time distribution is read at:
// 0, then 1, 2, 5, 10, 20, 50, … up to the most steps a run took.
func (t *LocalTable) checkpoints() []int64 {
	var most int64
	for _, runs := range t.Runs {
		for _, r := range runs {
			most = max(most, r.Steps)
		}
	}
	out := []int64{0}
	if most == 0 {
		return out
	}
	for decade := int64(1); ; decade *= 10 {
		for _, k := range []int64{1, 2, 5} {
			if x := k * decade; x < most {
				out = append(out, x)
			} else {
				return append(out, most)
			}
		}
	}
}

// RunTimePlot draws each solver's run-time distribution: the fraction of
// the starts solved within so many steps, on a logarithmic x axis, read at
// eight points a decade from 1 (which counts the starts that were already
// solutions) to the most steps a run took.
func RunTimePlot(t *LocalTable) *Chart {
	c := &Chart{
		Title: fmt.Sprintf("Run-time distribution on %s random starts of the %s",
			numfmt.Group(int64(t.Spec.Instances)), t.Spec.Problem.Name()),
		XLabel: "steps (log scale)", YLabel: "fraction solved", Grid: true,
		Y: Axis{Min: 0, Max: 1, FixMin: true, FixMax: true},
	}
	c.X.Log = true
	var most int64
	for _, runs := range t.Runs {
		for _, r := range runs {
			most = max(most, r.Steps)
		}
	}
	var xs []int64
	for k := 0; ; k++ {
		x := int64(math.Ceil(math.Pow(10, float64(k)/8)))
		if len(xs) == 0 || x > xs[len(xs)-1] {
			xs = append(xs, min(x, max(1, most)))
		}
		if x >= most {
			break
		}
	}
	for s, sv := range t.Spec.Solvers {
		se := Series{Label: sv.Label()}
		for _, x := range xs {
			se.Points = append(se.Points, Point{X: float64(x), Y: t.SolvedWithin(s, x)})
		}
		c.Series = append(c.Series, se)
	}
	return c
}

// WriteCSV writes one line per run.
func (t *LocalTable) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"solver", "start", "solved", "stop", "steps", "evaluations", "restarts", "final_h"})
	for s, sv := range t.Spec.Solvers {
		for i, r := range t.Runs[s] {
			cw.Write([]string{sv.Label(), strconv.Itoa(i), strconv.FormatBool(r.Solved), string(r.Stop),
				strconv.FormatInt(r.Steps, 10), strconv.FormatInt(r.Evaluations, 10), strconv.Itoa(r.Restarts), strconv.Itoa(r.FinalH)})
		}
	}
	cw.Flush()
	return cw.Error()
}
