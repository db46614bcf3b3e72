package cli

import (
	"testing"

	"frontier/internal/progtest"
)

// TestMain lets this test binary be the sandbox's init and second stage,
// as the frontier binary is, for the checks that run programs.
func TestMain(m *testing.M) { progtest.Main(m) }
