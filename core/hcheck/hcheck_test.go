package hcheck

import (
	"context"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"frontier/core/check"
	"frontier/core/puzzles"
	"frontier/core/runner"
	"frontier/internal/progtest"
)

// solverDir is where the checker's test programs live, heuristic.py
// among them.
func solverDir(t *testing.T) string {
	dir, err := filepath.Abs("../check/testdata/solvers")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestCheckHeuristic: a student's heuristic checked on every position of
// the 8-puzzle and of a map, against the true distances the check finds
// itself (a search back from the goal, the map's Dijkstra).
func TestCheckHeuristic(t *testing.T) {
	progtest.NeedPython(t)
	eight, _ := puzzles.New(puzzles.Sliding, puzzles.Settings{})
	cases := []struct {
		kind      string
		verdict   check.Verdict
		diagnosis []string
		dominates bool
	}{
		{"manhattan", check.Pass, nil, true},
		{"blank", check.Fail, []string{DiagNotAdmissible, DiagNotConsistent}, true},
		// Two moves for every reversed pair overcounts three tiles in a row.
		{"conflict", check.Fail, []string{DiagNotAdmissible, DiagNotConsistent}, true},
		{"misplaced2", check.Fail, []string{DiagNotAdmissible, DiagNotConsistent}, false},
	}
	if testing.Short() {
		cases = cases[1:3]
	}
	for _, c := range cases {
		r, err := Run(context.Background(), runner.Program{Command: "python3 heuristic.py " + c.kind, Dir: solverDir(t)}, eight)
		if err != nil {
			t.Fatal(err)
		}
		if r.Positions != 181440 || r.Verdict != c.verdict || !slices.Equal(r.Diagnosis, append([]string{}, c.diagnosis...)) || r.Dominates != c.dominates {
			var b strings.Builder
			WriteText(&b, r)
			t.Errorf("%s: got\n%s", c.kind, b.String())
		}
	}
}

func TestCheckHeuristicProgramFails(t *testing.T) {
	needUnix(t)
	eight, _ := puzzles.New(puzzles.Sliding, puzzles.Settings{}.With("width", "2"))
	r, err := Run(context.Background(), runner.Program{Command: "sh -c 'read a; echo 0; echo zero'"}, eight)
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != check.Error || !strings.Contains(r.Checks[0].Says, `answered "zero"`) {
		t.Errorf("got %+v", r)
	}
}

// TestCheckHeuristicProgramFloods: answers without a line end, or beyond
// any cost, end the check in one line, without reading on for ever.
func TestCheckHeuristicProgramFloods(t *testing.T) {
	needUnix(t)
	eight, _ := puzzles.New(puzzles.Sliding, puzzles.Settings{}.With("width", "2"))
	for command, want := range map[string]string{
		"sh -c 'while :; do printf 1111111111111111; done'": "a line of more than 65,536 bytes",
		"sh -c 'echo 0; echo 9223372036854775807'":          "want a whole number from",
	} {
		r, err := Run(context.Background(), runner.Program{Command: command, Limits: runner.Limits{Time: 20 * time.Second}}, eight)
		if err != nil {
			t.Fatal(err)
		}
		if r.Verdict != check.Error || !strings.Contains(r.Checks[0].Says, want) {
			t.Errorf("%s: got %+v", command, r)
		}
	}
}

// needUnix skips a test whose heuristic program is a line of sh.
func needUnix(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil || runtime.GOOS == "windows" {
		t.Skip("no sh here")
	}
}

func TestMain(m *testing.M) { progtest.Main(m) }
