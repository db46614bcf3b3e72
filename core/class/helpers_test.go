package class

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"frontier/core/check"
	"frontier/core/puzzles"
	"frontier/core/sandbox"
	"frontier/core/search"
)

func TestMain(m *testing.M) {
	sandbox.Serve()
	// The solvers' folder is read-only in some checkouts; Python then
	// writes no bytecode beside them.
	os.Setenv("PYTHONDONTWRITEBYTECODE", "1")
	os.Exit(m.Run())
}

// eight are 8-puzzles a right A* solves in a blink.
var eight = []string{"3,1,2,4,5,8,6,7,0", "1,4,2,3,8,7,6,5,0"}

func needPython(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed (make test installs it)")
	}
}

// solverDir is where the checker's test solvers live.
func solverDir(t *testing.T) string {
	dir, err := filepath.Abs("../check/testdata/solvers")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// sliding are problems of engine e on the 8-puzzle, one per start.
func sliding(t *testing.T, e search.Engine, starts ...string) []*check.Problem {
	t.Helper()
	d, err := puzzles.New(puzzles.Sliding, puzzles.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	h := puzzles.HeuristicNone
	if e.Informed() {
		info, err := d.Heuristic("")
		if err != nil {
			t.Fatal(err)
		}
		h = info.ID
	}
	var out []*check.Problem
	for _, text := range starts {
		s, err := d.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, &check.Problem{Domain: d, Start: s, Engine: e, Heuristic: h, MaxNodes: 200_000})
	}
	return out
}
