package search

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// TestReadmeEngines: the README carries each engine table (Tables), every
// engine of the table in its order, as its description says. On a failure
// the message holds the rows to paste.
func TestReadmeEngines(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := strings.Split(string(data), "\n")
	for _, table := range Tables() {
		lines := table.MarkdownLines()
		got := rowsAfter(readme, lines[0])
		if want := lines[2:]; !slices.Equal(got, want) {
			t.Errorf("README's table %s has rows\n%s\nwant\n%s", lines[0], strings.Join(got, "\n"), strings.Join(want, "\n"))
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
