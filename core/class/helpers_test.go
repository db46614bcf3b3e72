package class

import (
	"path/filepath"
	"testing"

	"frontier/core/check"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/internal/progtest"
)

// eight are 8-puzzles a right A* solves in a blink.
var eight = []string{"3,1,2,4,5,8,6,7,0", "1,4,2,3,8,7,6,5,0"}

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

func TestMain(m *testing.M) { progtest.Main(m) }
