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
// ~/.cache). It is "" when there is none, and in test binaries unless
// FRONTIER_CACHE_DIR is set, so that no test of any package reads or
// fills the user's real cache.
func Dir() string {
	if d := os.Getenv(DirEnv); d != "" {
		if d == "off" {
			return ""
		}
		return d
	}
	if testing.Testing() {
		return ""
	}
	base, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(base, "frontier")
}
