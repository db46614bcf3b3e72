package cache

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"frontier/core/numfmt"
)

// DirEnv names an environment variable that, when set, is the cache folder
// itself; "off" disables the cache. Tests set it to a temporary folder.
const DirEnv = "FRONTIER_CACHE_DIR"

// Dir is the folder of Frontier's cache: $FRONTIER_CACHE_DIR when set, else
// the "frontier" folder in os.UserCacheDir (on Linux $XDG_CACHE_HOME or
// ~/.cache); "" when there is none, as in a browser page. Test binaries never use the user's
// real cache: unless FRONTIER_CACHE_DIR says otherwise, they share a
// folder of the system's temporary directory, kept from run to run so that
// a machine builds the large tables once, not once per test run. Its name
// carries the file format's version, so that checkouts of older and newer
// code testing on one machine do not rebuild each other's files in turn.
func Dir() string {
	if d := os.Getenv(DirEnv); d != "" {
		if d == "off" {
			return ""
		}
		return d
	}
	if testing.Testing() {
		return filepath.Join(os.TempDir(), fmt.Sprintf("frontier-test-cache-%d", containerVersion))
	}
	base, err := userCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(base, "frontier")
}

// MaxEnv names an environment variable that caps the size of the tables
// in the cache folder, as a memory size such as 200MB or 2GB; the default
// is DefaultMax. Past it, Store removes the tables used least recently.
const MaxEnv = "FRONTIER_CACHE_MAX"

// DefaultMax holds every table Frontier builds for its usual boards, with
// room to spare: the pattern databases of one goal and move set take
// 32 MB on 4×4 and 37.6 MB on 5×5, so blank-first and blank-last goals,
// orthogonal and diagonal moves, on both boards, come to 278 MB, and the
// cube's table to 3.5 MB more; the rest keeps six custom goals.
const DefaultMax = 512 << 20

// maxBytes is the cap MaxEnv sets, or DefaultMax when it is not set or not
// a size (which the warning line says).
func maxBytes() int64 {
	text := os.Getenv(MaxEnv)
	if text == "" {
		return DefaultMax
	}
	n, err := numfmt.ParseBytes(text)
	if err != nil {
		warnf("%s: %v; keeping at most %s", MaxEnv, err, numfmt.Bytes(DefaultMax))
		return DefaultMax
	}
	return n
}
