package lab

import (
	"encoding/csv"
	"fmt"
	"frontier/core/numfmt"
	"io"
	"strconv"
)

// Grids is the comparison's summary: per solver the states solved, the mean
// and standard deviation of nodes generated and the mean solution length
// (and, where the puzzle knows the optimal costs, the mean cost and the
// solutions optimal in fact and by claim), then the ANOVA and whether
// the solutions had equal lengths.
func (t *CompareTable) Grids() []Grid {
	set := t.Spec.Set
	g := Grid{
		Title:  fmt.Sprintf("%s, nodes generated on the same states (%s)", set.Puzzle, set.Source),
		Header: []string{"engine", "solved", "mean nodes", "SD", "mean length"},
	}
	if t.Checked {
		g.Header = append(g.Header, "mean cost", "optimal", "claimed")
	}
	falseClaims := 0
	for s, r := range t.Rows {
		row := []string{t.Spec.Solvers[s].Label(), fmt.Sprintf("%d/%d", r.Solved, set.Len()),
			count(r.Mean), count(r.SD), fixed(r.MeanLength, 2)}
		if t.Checked {
			row = append(row, fixed(r.MeanCost, 1), fmt.Sprintf("%d/%d", r.Optimal, r.Solved), fmt.Sprintf("%d/%d", r.Claimed, r.Solved))
		}
		g.Rows = append(g.Rows, row)
		falseClaims += r.FalseClaims
	}
	if t.ANOVAErr != nil {
		g.Notes = append(g.Notes, "One-way ANOVA: not computed ("+t.ANOVAErr.Error()+").")
	} else {
		g.Notes = append(g.Notes, fmt.Sprintf("One-way ANOVA on nodes generated: F(%d, %d) = %.4f, p %s.",
			t.ANOVA.DFBetween, t.ANOVA.DFWithin, t.ANOVA.F, pValue(t.ANOVA.P)))
	}
	same := "yes"
	if !t.SameLength {
		same = "no"
	}
	g.Notes = append(g.Notes, fmt.Sprintf("States every engine solved: %d; all their solutions of equal length: %s.", t.AllSolved, same))
	if t.Checked {
		note := "Optimal: solutions whose cost is the optimal one, which the puzzle knows exactly (from its table of every position's distance, or by Dijkstra's algorithm on a map); claimed: those the engine reported optimal"
		if falseClaims == 0 {
			g.Notes = append(g.Notes, note+", every claim true.")
		} else {
			g.Notes = append(g.Notes, fmt.Sprintf("%s. %d claims are FALSE: the solution costs more than the optimum.", note, falseClaims))
		}
	}
	if t.Spec.MaxNodes > 0 {
		g.Notes = append(g.Notes, fmt.Sprintf("Each search could generate at most %s nodes; means are over solved runs.", numfmt.Group(t.Spec.MaxNodes)))
	}
	if note, ok := t.Memory.note(); ok {
		g.Notes = append(g.Notes, note)
	}
	return []Grid{g}
}

func pValue(p float64) string {
	if p < 1e-5 {
		return "< 0.00001"
	}
	return "= " + strconv.FormatFloat(p, 'g', 4, 64)
}

// WriteCSV writes one line per solver; the ANOVA columns repeat.
func (t *CompareTable) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	head := []string{"solver", "states", "solved", "mean_generated", "sd_generated", "mean_length", "anova_f", "anova_p"}
	if t.Checked {
		head = append(head, "mean_cost", "optimal", "claimed_optimal", "false_claims")
	}
	cw.Write(head)
	f := func(x float64) string { return strconv.FormatFloat(x, 'g', 8, 64) }
	for s, r := range t.Rows {
		row := []string{t.Spec.Solvers[s].String(), strconv.Itoa(t.Spec.Set.Len()), strconv.Itoa(r.Solved),
			f(r.Mean), f(r.SD), f(r.MeanLength), f(t.ANOVA.F), f(t.ANOVA.P)}
		if t.Checked {
			row = append(row, f(r.MeanCost), strconv.Itoa(r.Optimal), strconv.Itoa(r.Claimed), strconv.Itoa(r.FalseClaims))
		}
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}
