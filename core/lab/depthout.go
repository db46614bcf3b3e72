package lab

import (
	"encoding/csv"
	"fmt"
	"frontier/core/numfmt"
	"io"
	"strconv"
)

// Grids lays the table out as one small table per measure, depths down and
// solvers across. A dash marks a depth where a solver solved nothing.
func (t *DepthTable) Grids() []Grid {
	n := t.Spec.Instances
	title := func(what string) string {
		return fmt.Sprintf("%s: %s by optimal solution depth (mean over %d states per depth)", t.Spec.Puzzle, what, n)
	}
	measures := []struct {
		name string
		cell func(c Cell) string
	}{
		{"nodes generated", func(c Cell) string { return count(c.Generated) }},
		{"nodes expanded", func(c Cell) string { return count(c.Expanded) }},
		{"effective branching factor of the mean nodes generated", func(c Cell) string { return fixed(c.EBF, 3) }},
		{"time per search in ms", func(c Cell) string { return millis(c.ElapsedMS) }},
	}
	var grids []Grid
	for _, m := range measures {
		g := Grid{Title: title(m.name), Header: solverLabels("depth", t.Spec.Solvers)}
		for _, r := range t.Rows {
			row := []string{strconv.Itoa(r.Depth)}
			for _, c := range r.Cells {
				if c.Solved == 0 {
					row = append(row, "-")
				} else {
					row = append(row, m.cell(c))
				}
			}
			g.Rows = append(g.Rows, row)
		}
		grids = append(grids, g)
	}
	if g, ok := t.extraGrid(); ok {
		grids = append(grids, g)
	}
	return grids
}

// extraGrid shows how many runs solved and how long their solutions were,
// when that is not simply every run at the row's depth.
func (t *DepthTable) extraGrid() (Grid, bool) {
	g := Grid{Title: fmt.Sprintf("%s, solved runs and their mean solution length", t.Spec.Puzzle),
		Header: solverLabels("depth", t.Spec.Solvers)}
	needed := false
	for _, r := range t.Rows {
		row := []string{strconv.Itoa(r.Depth)}
		for _, c := range r.Cells {
			if c.Solved != c.Runs || c.Solved > 0 && c.Length != float64(r.Depth) {
				needed = true
			}
			cell := fmt.Sprintf("%d/%d", c.Solved, c.Runs)
			if c.Solved > 0 {
				cell += ", " + fixed(c.Length, 1)
			}
			row = append(row, cell)
		}
		g.Rows = append(g.Rows, row)
	}
	if t.Spec.MaxNodes > 0 {
		g.Notes = append(g.Notes, fmt.Sprintf("Each search could generate at most %s nodes.", numfmt.Group(t.Spec.MaxNodes)))
	}
	if note, ok := t.Memory.note(); ok {
		g.Notes = append(g.Notes, note)
	}
	return g, needed
}

// WriteCSV writes one line per depth and solver, with raw numbers.
func (t *DepthTable) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"depth", "solver", "runs", "solved", "mean_generated", "mean_expanded",
		"mean_length", "mean_ms", "ebf_of_mean", "mean_ebf"})
	f := func(x float64) string { return strconv.FormatFloat(x, 'g', 8, 64) }
	for _, r := range t.Rows {
		for si, c := range r.Cells {
			cw.Write([]string{strconv.Itoa(r.Depth), t.Spec.Solvers[si].String(), strconv.Itoa(c.Runs),
				strconv.Itoa(c.Solved), f(c.Generated), f(c.Expanded), f(c.Length), f(c.ElapsedMS), f(c.EBF), f(c.MeanEBF)})
		}
	}
	cw.Flush()
	return cw.Error()
}
