package local

import (
	"strings"

	"frontier/core/search"
)

// Tables are the local engines' tables, in the form of the search
// engines' (search.Table), which `frontier engines` prints beside theirs
// and the README carries: each engine's rule, what one of its steps is
// and the parameters it reads.
func Tables() []search.Table {
	t := search.Table{
		Title:  "Every local search engine (frontier local), its rule as a student applies it by hand, ties included, what it counts as a step, and its parameters",
		Header: []string{"id", "engine", "rule", "a step is", "parameters"},
	}
	for _, e := range Engines {
		d, _ := Describe(e)
		flags := make([]string, len(d.Params))
		for i, p := range d.Params {
			flags[i] = "`--" + p + "`"
		}
		t.Rows = append(t.Rows, []string{"`" + string(e) + "`", d.Title, d.Rule, d.Step, strings.Join(flags, ", ")})
	}
	return []search.Table{t}
}
