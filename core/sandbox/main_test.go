package sandbox_test

import (
	"os"
	"testing"

	"frontier/core/sandbox"
)

func TestMain(m *testing.M) {
	sandbox.Serve()
	os.Exit(m.Run())
}
