package search

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// TestReadmeEngines: the README's three engine tables (what each engine
// does and when it is optimal; how it breaks ties; its pruning and
// goal-test choices and why it may miss the least-cost path) list every engine of
// the table, in its order, as its description says. On a failure the
// message holds the rows to paste.
func TestReadmeEngines(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := strings.Split(string(data), "\n")
	var engines, ties, choices, checker []string
	for _, e := range Engines {
		d, _ := Describe(e)
		engines = append(engines, "| `"+string(e)+"` | "+d.Title+" | "+d.Optimal.String()+" | "+d.Summary+" |")
		ties = append(ties, "| `"+string(e)+"` | "+d.TieBreak+" |")
		prunings, goals := "—", "—"
		if len(d.Prunings) > 0 {
			prunings = "`" + string(d.Prunings[0]) + "`"
			for _, p := range d.Prunings[1:] {
				prunings += ", `" + string(p) + "`"
			}
		}
		if len(d.GoalTests) > 0 {
			goals = "`" + string(d.GoalTests[0]) + "`"
			for _, g := range d.GoalTests[1:] {
				goals += ", `" + string(g) + "`"
			}
		}
		why := d.NotOptimal
		if why == "" {
			why = "—"
		}
		choices = append(choices, "| `"+string(e)+"` | "+prunings+" | "+goals+" | "+why+" |")
		mistakes := "—"
		if ids := d.MistakeIDs(); len(ids) > 0 {
			mistakes = "`" + strings.Join(ids, "`, `") + "`"
		}
		checker = append(checker, "| `"+string(e)+"` | "+d.Rule.Words()+" | "+d.Admits.Words()+" | "+mistakes+" |")
	}
	for _, table := range []struct {
		header string
		want   []string
	}{
		{"| id | engine | returns a least-cost path | what it does |", engines},
		{"| engine | order |", ties},
		{"| id | pruning (default first) | goal test (default first) | why a path may not be least-cost |", choices},
		{"| id | rule | conventions a program may follow | mistakes the checker names |", checker},
	} {
		got := rowsAfter(readme, table.header)
		if !slices.Equal(got, table.want) {
			t.Errorf("README's table %s has rows\n%s\nwant\n%s", table.header, strings.Join(got, "\n"), strings.Join(table.want, "\n"))
		}
	}
}

// rowsAfter is the rows of the Markdown table whose header line is header,
// the separator line left out.
func rowsAfter(lines []string, header string) []string {
	i := slices.Index(lines, header)
	if i < 0 {
		return nil
	}
	var rows []string
	for _, l := range lines[i+2:] {
		if !strings.HasPrefix(l, "|") {
			break
		}
		rows = append(rows, l)
	}
	return rows
}
