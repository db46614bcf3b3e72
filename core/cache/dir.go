package cache

import (
	"os"
	"path/filepath"
	"testing"
)

// DirEnv names an environment variable that, when set, is the cache folder
// itself; "off" disables the cache. Tests set it to a temporary folder.
const DirEnv = "FRONTIER_CACHE_DIR"

// Dir is the folder of Frontier's cache: $FRONTIER_CACHE_DIR when set, else
// the "frontier" folder in os.UserCacheDir (on Linux $XDG_CACHE_HOME or
// ~/.cache); "" when there is none. Test binaries never use the user's
// real cache: unless FRONTIER_CACHE_DIR says otherwise, they share a
// folder of the system's temporary directory, kept from run to run so that
// a machine builds the large tables once, not once per test run.
func Dir() string {
	if d := os.Getenv(DirEnv); d != "" {
		if d == "off" {
			return ""
		}
		return d
	}
	if testing.Testing() {
		return filepath.Join(os.TempDir(), "frontier-test-cache")
	}
	base, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(base, "frontier")
}
