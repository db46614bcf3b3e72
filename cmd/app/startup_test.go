//go:build linux && cgo

package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// asFrontier is a command running the test binary as frontier with args
// through sh, which first runs prep (a redirection, a ulimit).
func asFrontier(t *testing.T, prep string, args ...string) *exec.Cmd {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("sh", append([]string{"-c", prep + ` exec "$0" "$@"`, self}, args...)...)
	cmd.Env = append(os.Environ(), asMainEnv+"=1", "FRONTIER_CACHE_DIR=off")
	return cmd
}

func exitCode(t *testing.T, err error) int {
	t.Helper()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return 0
}

// TestClosedStandardOutput: a command whose standard output is closed
// (>&-) says its output could not be written and exits as its usage says,
// never 0 with the output lost.
func TestClosedStandardOutput(t *testing.T) {
	for _, args := range [][]string{
		{"solve", "312 645 7b8"},
		{"trace", "312 645 7b8"},
		{"worksheet"},
		{"--version"},
	} {
		var errb bytes.Buffer
		cmd := asFrontier(t, "exec >&-;", args...)
		cmd.Stderr = &errb
		code := exitCode(t, cmd.Run())
		if code != 1 || strings.Count(errb.String(), "\n") != 1 || !strings.Contains(errb.String(), "bad file descriptor") {
			t.Errorf("%v: exit %d, stderr %q; want exit 1 and one line", args, code, errb.String())
		}
	}
}

// TestBrokenPipe: a reader that goes away (frontier trace | head -c 10)
// ends the command with exit status 1 and one line, not by SIGPIPE.
func TestBrokenPipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	var errb bytes.Buffer
	cmd := asFrontier(t, "", "trace", "--engine", "bfs", "--steps", "0", "--random-walk", "30")
	cmd.Stdout, cmd.Stderr = w, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	io.ReadFull(r, make([]byte, 10))
	r.Close()
	code := exitCode(t, cmd.Wait())
	if code != 1 || errb.String() != "frontier trace: writing the trace: write /dev/stdout: broken pipe\n" {
		t.Errorf("exit %d, stderr %q; want exit 1 and one line", code, errb.String())
	}
}

// TestFewOpenFiles: under a limit on open files too small for the Go
// runtime's poller, the program says so in one line instead of the
// runtime's trace.
func TestFewOpenFiles(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's runtime opens files of its own before the program's check")
	}
	for _, n := range []string{"6", "7"} {
		var errb bytes.Buffer
		cmd := asFrontier(t, "ulimit -n "+n+" &&", "solve", "312 645 7b8")
		cmd.Stderr = &errb
		code := exitCode(t, cmd.Run())
		want := "frontier: the limit on open files (ulimit -n) of " + n + " is too small: Frontier needs 32\n"
		if code != 1 || errb.String() != want {
			t.Errorf("ulimit -n %s: exit %d, stderr %q; want %q", n, code, errb.String(), want)
		}
	}
}
