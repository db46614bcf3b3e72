package check

import (
	"context"
	"testing"
	"time"

	"frontier/core/puzzles"
	"frontier/core/runner"
	"frontier/core/search"
)

// BenchmarkCheckTenProblems: a check of an honest A* in Python on ten
// 8-puzzles, its runs sandboxed and not: what the sandbox adds to a check.
func BenchmarkCheckTenProblems(b *testing.B) {
	if testing.Short() {
		b.Skip("runs Python programs")
	}
	d, err := puzzles.New(puzzles.Sliding, puzzles.Settings{})
	if err != nil {
		b.Fatal(err)
	}
	starts, err := Draw(context.Background(), d, 10, 1)
	if err != nil {
		b.Fatal(err)
	}
	var problems []*Problem
	for _, s := range starts {
		problems = append(problems, &Problem{Domain: d, Start: s, Engine: search.EngineAStar,
			Heuristic: puzzles.HeuristicManhattan, MaxNodes: 200_000})
	}
	for _, c := range []struct {
		name string
		sb   runner.Sandbox
	}{{"sandbox", runner.Sandbox{}}, {"unconfined", runner.Sandbox{Unconfined: true}}} {
		b.Run(c.name, func(b *testing.B) {
			// The same Python in both: unconfined, a PATH of ones own may find
			// a slower one (a pyenv shim).
			prog := runner.Program{Command: "/usr/bin/python3 astar.py", Dir: "testdata/solvers", Limits: runner.Limits{Time: time.Minute}, Sandbox: c.sb}
			for b.Loop() {
				gs, err := CheckProgram(context.Background(), prog, problems, nil)
				if err != nil || len(gs) != len(problems) || gs[0].Report.Verdict != Pass {
					b.Fatalf("%v %d", err, len(gs))
				}
			}
		})
	}
}
