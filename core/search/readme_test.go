package search

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// TestReadmeEngines: the README's two engine tables (what each engine
// does and when it is optimal; how it breaks ties) list every engine of
// the table, in its order, as its description says. On a failure the
// message holds the rows to paste.
func TestReadmeEngines(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := strings.Split(string(data), "\n")
	var engines, ties []string
	for _, e := range Engines {
		d, _ := Describe(e)
		engines = append(engines, "| `"+string(e)+"` | "+d.Title+" | "+d.Optimal.String()+" | "+d.Summary+" |")
		ties = append(ties, "| `"+string(e)+"` | "+d.TieBreak+" |")
	}
	for _, table := range []struct {
		header string
		want   []string
	}{
		{"| id | engine | returns a least-cost path | what it does |", engines},
		{"| engine | order |", ties},
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
