package slidingtab

import (
	"testing"

	"frontier/internal/progtest"
)

// TestMain lets this test binary be the sandbox's init and second stage,
// for Check a solver…, which runs programs in it.
func TestMain(m *testing.M) { progtest.Main(m) }
