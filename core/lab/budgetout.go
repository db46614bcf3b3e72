package lab

import (
	"encoding/csv"
	"fmt"
	"frontier/core/numfmt"
	"io"
	"strconv"
)

// Grids is the fraction of the set solved, budgets down and solvers across.
func (t *BudgetTable) Grids() []Grid {
	set := t.Spec.Set
	g := Grid{
		Title:  fmt.Sprintf("%s, fraction solved within a node budget (%s)", set.Puzzle, set.Source),
		Header: solverLabels("max nodes", t.Spec.Solvers),
	}
	for b, budget := range t.Spec.Budgets {
		row := []string{numfmt.Group(budget)}
		for s := range t.Spec.Solvers {
			row = append(row, fixed(t.Fraction(b, s), 2))
		}
		g.Rows = append(g.Rows, row)
	}
	if note, ok := t.Memory.note(); ok {
		g.Notes = append(g.Notes, note)
	}
	return []Grid{g}
}

// WriteCSV writes one line per budget and solver.
func (t *BudgetTable) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"budget", "solver", "states", "solved", "fraction"})
	for b, budget := range t.Spec.Budgets {
		for s, sv := range t.Spec.Solvers {
			cw.Write([]string{strconv.FormatInt(budget, 10), sv.String(), strconv.Itoa(t.Spec.Set.Len()),
				strconv.Itoa(t.Solved[b][s]), strconv.FormatFloat(t.Fraction(b, s), 'g', 8, 64)})
		}
	}
	cw.Flush()
	return cw.Error()
}
