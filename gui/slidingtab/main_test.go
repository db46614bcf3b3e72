package slidingtab

import (
	"os"
	"testing"

	"frontier/core/sandbox"
)

// TestMain lets this test binary be the sandbox's init and second stage,
// for Check a solver…, which runs programs in it.
func TestMain(m *testing.M) {
	sandbox.Serve()
	os.Exit(m.Run())
}
