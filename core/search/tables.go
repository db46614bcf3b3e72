package search

import "strings"

// Table is one of the tables that describe the engines, one row per
// engine of Engines: what `frontier engines` prints and the README
// carries.
type Table struct {
	// Title says what the table shows.
	Title  string
	Header []string
	Rows   [][]string
}

// Tables are the engine tables, made from the descriptions: what each
// engine does and when it is optimal; how it breaks ties; its pruning and
// goal-test choices and why its path may not be least-cost; and what the
// checker of students' programs knows of it.
func Tables() []Table {
	ts := []Table{
		{Title: "Every engine, when the path it returns is a least-cost one, and what it does",
			Header: []string{"id", "engine", "returns a least-cost path", "what it does"}},
		{Title: "How each engine orders its frontier, ties included",
			Header: []string{"engine", "order"}},
		{Title: "Which children each engine drops, when it tests for the goal, and why its path may not be least-cost",
			Header: []string{"id", "pruning (default first)", "goal test (default first)", "why a path may not be least-cost"}},
		{Title: "What the checker of students' programs knows of each engine",
			Header: []string{"id", "rule", "conventions a program may follow", "mistakes the checker names"}},
	}
	for _, e := range Engines {
		d, _ := Describe(e)
		id := "`" + string(e) + "`"
		why := d.NotOptimal
		if why == "" {
			why = "—"
		}
		mistakes := "—"
		if ids := d.MistakeIDs(); len(ids) > 0 {
			mistakes = "`" + strings.Join(ids, "`, `") + "`"
		}
		rule := "—"
		if d.Policy.Rule.Discipline != 0 {
			rule = d.Policy.Rule.Words()
		}
		ts[0].Rows = append(ts[0].Rows, []string{id, d.Title, d.Optimal.String(), d.Summary})
		ts[1].Rows = append(ts[1].Rows, []string{id, d.TieBreak})
		ts[2].Rows = append(ts[2].Rows, []string{id, codes(d.Prunings), codes(d.GoalTests), why})
		ts[3].Rows = append(ts[3].Rows, []string{id, rule, d.Admits.Words(), mistakes})
	}
	return ts
}

// codes is "`graph`, `none`, `path`", "—" for none.
func codes[T ~string](xs []T) string {
	if len(xs) == 0 {
		return "—"
	}
	words := make([]string, len(xs))
	for i, x := range xs {
		words[i] = "`" + string(x) + "`"
	}
	return strings.Join(words, ", ")
}

// MarkdownLines are the table as Markdown: its header, the separator,
// then a line per row.
func (t Table) MarkdownLines() []string {
	line := func(cells []string) string { return "| " + strings.Join(cells, " | ") + " |" }
	sep := make([]string, len(t.Header))
	for i := range sep {
		sep[i] = "---"
	}
	out := []string{line(t.Header), "|" + strings.Join(sep, "|") + "|"}
	for _, r := range t.Rows {
		out = append(out, line(r))
	}
	return out
}
