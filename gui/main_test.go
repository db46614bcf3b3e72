package gui

import (
	"context"
	"fmt"
	"os"
	"testing"

	"frontier/core/puzzles"
)

// TestMain makes the cube's exact table ready before the tests. The cube
// tab builds it in the background once shown, and the test driver runs
// the build's progress on the build's own goroutine (a real window runs
// it on the UI goroutine), where it would race the test's own use of the
// widgets. The table is shared by the process, so the tab finds it ready.
func TestMain(m *testing.M) {
	if err := puzzles.CubeKind().MakeReady(context.Background(), puzzles.HeuristicExact, nil); err != nil {
		fmt.Fprintln(os.Stderr, "the exact table:", err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}
