package sliding

import (
	"os"
	"path/filepath"
	"testing"

	"frontier/core/cache"
)

// TestMain points the disk cache at a folder of the system's temporary
// directory kept from run to run, so that the tests build the 4×4 and 5×5
// tables once per machine rather than once per run, and never touch the
// user's cache. Tests of the cache itself use folders of their own.
func TestMain(m *testing.M) {
	if os.Getenv(cache.DirEnv) == "" {
		os.Setenv(cache.DirEnv, filepath.Join(os.TempDir(), "frontier-test-cache"))
	}
	os.Exit(m.Run())
}
