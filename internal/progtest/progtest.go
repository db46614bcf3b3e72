// Package progtest is what the tests that run students' programs share:
// the sandbox's init, which every such test binary must be (Main), and
// python3, which most of their programs are written in (NeedPython). Only
// tests import it.
package progtest

import (
	"os"
	"os/exec"
	"testing"

	"frontier/core/sandbox"
)

// Main is a TestMain that runs the programs the tests check: the binary
// serves as the sandbox's init when started as one, and Python writes no
// bytecode beside programs whose folder is read-only in some checkouts.
func Main(m *testing.M) {
	sandbox.Serve()
	os.Setenv("PYTHONDONTWRITEBYTECODE", "1")
	os.Exit(m.Run())
}

// NeedPython skips a test whose programs are Python where there is no
// python3 (make test installs it).
func NeedPython(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed (make test installs it)")
	}
}
