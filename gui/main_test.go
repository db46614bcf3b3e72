package gui

import (
	"context"
	"fmt"
	"os"
	"testing"

	"frontier/core/domains/cube"
)

// TestMain builds the cube's exact table before the tests. The cube tab
// builds it in the background once shown, and the test driver runs the
// build's progress on the build's own goroutine (a real window runs it on
// the UI goroutine), where it would race the test's own use of the
// widgets. The table is shared by the process, so the tab finds it built.
func TestMain(m *testing.M) {
	if _, err := cube.ExactTable(context.Background(), nil); err != nil {
		fmt.Fprintln(os.Stderr, "the exact table:", err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}
