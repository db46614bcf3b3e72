package gui

import (
	"context"
	"fmt"
	"frontier/core/sandbox"
	"os"
	"testing"

	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
)

// TestMain makes the cube's exact table, and the 8-puzzle's table of true
// distances the heuristic inspector reads, ready before the tests. The
// tabs build them in the background once shown, and the test driver runs
// a build's updates on the build's own goroutine (a real window runs them
// on the UI goroutine), where they would race the test's own use of the
// widgets. The tables are shared by the process, so the tabs find them
// ready.
func TestMain(m *testing.M) {
	// The window's checker of programs runs them in the sandbox, whose
	// init is this test binary.
	sandbox.Serve()
	if err := puzzles.CubeKind().MakeReady(context.Background(), puzzles.HeuristicExact, nil); err != nil {
		fmt.Fprintln(os.Stderr, "the exact table:", err)
		os.Exit(1)
	}
	b := sliding.MustBoard(3, false, nil)
	if _, err := b.TrueDistance(context.Background(), b.Goal()); err != nil {
		fmt.Fprintln(os.Stderr, "the 8-puzzle's true distances:", err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}
