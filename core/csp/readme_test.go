package csp_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"frontier/core/csp"
)

// TestReadmeTables: the README carries each table of csp.Tables, as
// `frontier engines` prints it. On a failure the message holds the rows
// to paste.
func TestReadmeTables(t *testing.T) {
	for _, doc := range []string{"../../README.md", "../../docs/csp.md"} {
		data, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		for _, table := range csp.Tables() {
			want := table.MarkdownLines()
			i := slices.Index(lines, want[0])
			var got []string
			if i >= 0 {
				for _, l := range lines[i+2:] {
					if !strings.HasPrefix(l, "|") {
						break
					}
					got = append(got, l)
				}
			}
			if !slices.Equal(got, want[2:]) {
				t.Errorf("%s's table %s has rows\n%s\nwant\n%s", doc, want[0], strings.Join(got, "\n"), strings.Join(want[2:], "\n"))
			}
		}
	}
}
