//go:build linux && cgo

package main

import (
	"bytes"
	"fmt"
	"frontier/core/sandbox"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// asMainEnv, when set, makes the test binary run its arguments as the
// frontier command line: a child started under an address-space limit is
// then the program itself, the C run before the Go runtime included.
const asMainEnv = "FRONTIER_TEST_AS_MAIN"

func TestMain(m *testing.M) {
	sandbox.Serve()
	if os.Getenv(asMainEnv) == "1" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// TestAddressSpaceLimits runs the program under address-space limits
// (ulimit -v) from 512 MB to 3 GB. Each run ends with its exit status and
// at most one line on stderr, never a Go runtime trace: an 8-puzzle is
// solved wherever the runtime can start; a 5×5 search too large for the
// memory stops at its budget; a table build the budget has no room for
// is refused; under a limit the runtime cannot start in, the program
// says so before it starts.
func TestAddressSpaceLimits(t *testing.T) {
	if testing.Short() {
		t.Skip("a minute of searches filling their memory budget")
	}
	if raceEnabled {
		t.Skip("the race detector's runtime reserves far more address space than these limits")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh to set ulimit -v with")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	const tooSmall = "the address-space limit (ulimit -v) of 512 MB is too small: the Go runtime needs"
	cases := []struct {
		name string
		args []string
		// want is what the one line on stderr holds when the run is not
		// solved; "" means it must be solved, with nothing on stderr.
		want string
	}{
		{"8-puzzle A*", []string{"solve", "--random-walk", "60", "--seed", "1"}, ""},
		{"5x5 A*", []string{"solve", "--width", "5", "--random-walk", "400", "--seed", "4"}, "frontier solve: stopped at the memory budget of "},
		{"5x5 BFS", []string{"solve", "--engine", "bfs", "--width", "5", "--random-walk", "400", "--seed", "4"}, "frontier solve: stopped at the memory budget of "},
		{"5x5 tables in 32 MB", []string{"solve", "--width", "5", "--heuristic", "pdb", "--random-walk", "400", "--seed", "4", "--max-memory", "32MB"},
			"frontier solve: building the 5×5 pattern databases takes about "},
	}
	for _, limit := range []int64{512 << 20, 1 << 30, 1536 << 20, 3 << 30} {
		for _, c := range cases {
			t.Run(fmt.Sprintf("%d MB/%s", limit>>20, c.name), func(t *testing.T) {
				code, out, stderr, rss := runLimited(t, self, limit, c.args)
				t.Logf("exit %d, peak RSS %d MB, stderr %q", code, rss>>10, stderr)
				want := c.want
				if limit == 512<<20 {
					want = "frontier: " + tooSmall
				}
				if strings.Contains(stderr, "goroutine ") || strings.Contains(stderr, "fatal error") || strings.Contains(stderr, "runtime.") {
					t.Fatalf("a Go runtime trace:\n%.2000s", stderr)
				}
				switch {
				case code == 0 && stderr == "" && strings.Contains(out, "Solved using"):
					// Solved: allowed wherever a stop is, required for the 8-puzzle.
				case want == "":
					t.Errorf("exit %d, stderr %q; want solved", code, stderr)
				case code != 1 || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, want):
					t.Errorf("exit %d, stderr %q; want exit 1 and one line starting %q", code, stderr, want)
				}
			})
		}
	}
}

// runLimited runs the test binary as frontier with args under an
// address-space limit of limit bytes, without the disk cache (so tables
// are built), and returns its exit status, outputs and peak resident
// memory in KB.
func runLimited(t *testing.T, self string, limit int64, args []string) (int, string, string, int64) {
	t.Helper()
	cmd := exec.Command("sh", append([]string{"-c", `ulimit -v "$0" && exec "$@"`, fmt.Sprint(limit >> 10), self}, args...)...)
	cmd.Env = append(os.Environ(), asMainEnv+"=1", "FRONTIER_CACHE_DIR=off", "LANG=en_US.UTF-8")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	start := time.Now()
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	var rss int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = ru.Maxrss
	}
	t.Logf("%.1f s", time.Since(start).Seconds())
	return code, out.String(), errOut.String(), rss
}
