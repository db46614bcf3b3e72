package enginerecipe_test

import (
	"os"
	"testing"

	"frontier/core/sandbox"
)

// TestMain lets this test binary be the sandbox's init, for the checker's
// runs of the toy engine's programs.
func TestMain(m *testing.M) {
	sandbox.Serve()
	os.Exit(m.Run())
}
