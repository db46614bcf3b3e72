package local_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"frontier/core/local"
)

// TestReadmeEngines: the README and docs/local-search.md carry the local
// engines' table (Tables), a row an engine, as its description says; on a
// failure the message holds the rows to paste (frontier engines prints
// them too).
func TestReadmeEngines(t *testing.T) {
	for _, name := range []string{"../../README.md", "../../docs/local-search.md"} {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		checkTables(t, name, strings.Split(string(data), "\n"))
	}
}

func checkTables(t *testing.T, name string, readme []string) {
	t.Helper()
	for _, table := range local.Tables() {
		lines := table.MarkdownLines()
		i := slices.Index(readme, lines[0])
		var got []string
		if i >= 0 {
			for _, l := range readme[i+2:] {
				if !strings.HasPrefix(l, "|") {
					break
				}
				got = append(got, l)
			}
		}
		if want := lines[2:]; !slices.Equal(got, want) {
			t.Errorf("%s's table %s has rows\n%s\nwant\n%s", name, lines[0], strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}
