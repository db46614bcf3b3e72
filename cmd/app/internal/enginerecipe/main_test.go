package enginerecipe_test

import (
	"testing"

	"frontier/internal/progtest"
)

// TestMain lets this test binary be the sandbox's init, for the checker's
// runs of the toy engine's programs.
func TestMain(m *testing.M) { progtest.Main(m) }
