// Package ownprocess runs a test in a process of its own, for tests that
// measure the memory a search or a build holds: the memory budget reads
// the live heap of the whole process, which the other tests of a package
// share (a pattern database one of them built stays in memory), so such a
// test passed alone and failed beside the others.
package ownprocess

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// env names the test a process was started for.
const env = "FRONTIER_TEST_OWN_PROCESS"

// Run reports whether the calling test, a top-level one, is to run its
// body here: true in the process started for it. Anywhere else it starts
// the test binary again with this test alone, fails the test with the
// child's output if the child failed, and returns false.
func Run(t *testing.T) bool {
	t.Helper()
	if os.Getenv(env) == t.Name() {
		return true
	}
	args := []string{"-test.run=^" + regexp.QuoteMeta(t.Name()) + "$", "-test.count=1", "-test.v"}
	if testing.Short() {
		args = append(args, "-test.short")
	}
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), env+"="+t.Name())
	out, err := cmd.CombinedOutput()
	switch {
	case err != nil:
		t.Fatalf("in a process of its own: %v\n%s", err, out)
	case !strings.Contains(string(out), "--- PASS: "+t.Name()) && !strings.Contains(string(out), "--- SKIP: "+t.Name()):
		t.Fatalf("in a process of its own, the test did not run:\n%s", out)
	}
	return false
}
