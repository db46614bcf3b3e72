package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHostileSizes: sizes out of bounds are refused at once, on one line
// naming the bound, before any work or allocation.
func TestHostileSizes(t *testing.T) {
	dir := t.TempDir()
	huge := filepath.Join(dir, "huge.txt")
	os.WriteFile(huge, []byte("size: 3\nseed: 1\nswaps: 1000000\nnumber: 1000000\n"), 0o644)
	work := filepath.Join(dir, "work.txt")
	os.WriteFile(work, []byte("size: 3\nseed: 1\nswaps: 1000000\nnumber: 1000\n"), 0o644)
	long := strings.Repeat("x", 10_000)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"experiment", "--instances", "2000000000", "--depths", "2"}, "--instances must be from 1 to 100,000, not 2,000,000,000"},
		{[]string{"experiment", "--depths", "9223372036854775807", "--instances", "1"}, "a depth must be from 0 to 250"},
		{[]string{"experiment", "--depths", "0-1000000000"}, "a depth must be from 0 to 250"},
		{[]string{"experiment", "--kind", "compare", "--width", "4", "--walk", "1000", "--instances", "100", "--workers", "100", "--engines", "bfs"},
			"--workers must be from 1 to 64, not 100"},
		{[]string{"experiment", "--config", huge}, "line 4: number must be from 1 to 100,000, not 1,000,000"},
		{[]string{"experiment", "--config", work}, "drawing the states takes 1,000,000,000 random moves"},
		{[]string{"experiment", "--kind", "budget", "--instances", "100000", "--budgets", "1,2,3,4,5,6,7,8,9,10,11"},
			"the experiment asks for 3,300,000 searches"},
		{[]string{"experiment", "--walk", "1000001", "--kind", "compare"}, "--walk must be from 0 to 1,000,000"},
		{[]string{"experiment", "--max-nodes", "-1"}, "--max-nodes must be from 0 to 1,000,000,000,000, not -1"},
		{[]string{"experiment", "--max-memory", "1KB"}, "--max-memory must be at least 32 MB, not 1 KB"},
		{[]string{"experiment", "--max-memory", "100000TB"}, "--max-memory of 100000 TB is more than the "},
		{[]string{"experiment", "--max-memory", "lots"}, `"lots" is not a memory size such as 512MB or 2GB`},
		{[]string{"experiment", "--engines", long}, `unknown engine "xxxxxxxxxx`},
		{[]string{"solve", "--beam-width", "2000000", "312", "645", "7b8"}, "--beam-width must be from 1 to 100,000, not 2,000,000"},
		{[]string{"solve", "--max-nodes", "99999999999999999999", "312", "645", "7b8"}, "value out of range"},
		{[]string{"solve", "--max-memory", "-2GB", "312", "645", "7b8"}, `"-2GB" is not a memory size`},
		{[]string{"solve", "--random-walk", "9223372036854775807"}, "--random-walk must be between 0 and 1000000"},
		{[]string{"solve", "--engine", long, "312"}, `unknown engine "xxxxxxxxxx`},
		{[]string{"solve", "--heuristic", long, "312", "645", "7b8"}, `unknown heuristic "xxxxxxxxxx`},
		{[]string{"solve", long}, `unknown token "xxxxxxxxxx`},
		{[]string{"solve", "--puzzle", long + "\r\x1b", "x"}, `unknown puzzle "xxxxxxxxxx`},
	} {
		code, out, errText := runArgs(tc.args...)
		if code != 2 || out != "" || !strings.Contains(errText, tc.want) || strings.Count(errText, "\n") != 1 || len(errText) > 300 ||
			strings.ContainsAny(strings.TrimSuffix(errText, "\n"), "\r\x1b\n") {
			t.Errorf("%.100q: exit %d, stdout %.80q, stderr %.300q; want %q", tc.args, code, out, errText, tc.want)
		}
	}
}

// TestLiftedGuards: 0 lifts the node limit or the memory budget only when
// typed, and a warning says so on stderr; the search still runs.
func TestLiftedGuards(t *testing.T) {
	code, out, errText := runArgs("solve", "--max-nodes", "0", "312", "645", "7b8")
	if code != 0 || !strings.Contains(out, "with A* and no node limit.") ||
		errText != "frontier solve: warning: --max-nodes 0 lifts the node limit; the search stops only at its memory budget ("+
			(&limits{}).budgetText()+"), a timeout or Ctrl-C\n" {
		t.Errorf("--max-nodes 0: exit %d, stderr %q\n%s", code, errText, out)
	}
	code, out, errText = runArgs("solve", "312", "645", "7b8")
	if code != 0 || errText != "" || !strings.Contains(out, "with A* and 1000000000 allowed nodes.") {
		t.Errorf("default: exit %d, stderr %q\n%s", code, errText, out)
	}
	code, _, errText = runArgs("solve", "--max-memory", "0", "312", "645", "7b8")
	if code != 0 || !strings.Contains(errText, "warning: --max-memory 0 lifts the memory budget") || strings.Count(errText, "\n") != 1 {
		t.Errorf("--max-memory 0: exit %d, stderr %q", code, errText)
	}
	code, _, errText = runArgs("experiment", "--depths", "2", "--instances", "2", "--max-nodes", "0")
	if code != 0 || !strings.HasPrefix(errText, "frontier experiment: warning: --max-nodes 0 lifts the node limit") {
		t.Errorf("experiment --max-nodes 0: exit %d, stderr %q", code, errText)
	}
}

// TestScriptFileAsSaved: the reproducer, a one-line script with a
// byte-order mark.
func TestScriptFileAsSaved(t *testing.T) {
	name := filepath.Join(t.TempDir(), "b.txt")
	os.WriteFile(name, []byte("\xef\xbb\xbfprintState\r\n"), 0o644)
	code, out, errText := runArgs("script", name)
	if code != 0 || errText != "" || out != "Current puzzle state: b12 345 678\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errText)
	}
}
