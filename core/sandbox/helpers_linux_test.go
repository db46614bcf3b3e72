package sandbox_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"frontier/core/sandbox"
)

// needSandbox skips a test where the system makes no sandbox, unless
// FRONTIER_REQUIRE_SANDBOX=1 (CI's machines make one) turns that into a
// failure.
func needSandbox(t *testing.T) {
	t.Helper()
	if err := sandbox.Probe(); err != nil {
		if os.Getenv("FRONTIER_REQUIRE_SANDBOX") == "1" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
}

// ran is a run's outcome with its output.
type ran struct {
	*sandbox.Outcome
	out, err string
	desc     sandbox.Description
}

// runIn runs c within wall time limit, ending it there.
func runIn(t *testing.T, c *sandbox.Cmd, limit time.Duration) ran {
	t.Helper()
	var out, errb bytes.Buffer
	c.Stdout, c.Stderr = &out, &errb
	if err := c.Start(); err != nil {
		t.Fatalf("start %v: %v", c.Args, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	done := make(chan struct{})
	go func() {
		select {
		case <-ctx.Done():
			c.Kill()
		case <-done:
		}
	}()
	o, err := c.Wait()
	close(done)
	if err != nil {
		t.Fatalf("wait %v: %v", c.Args, err)
	}
	return ran{Outcome: o, out: out.String(), err: errb.String(), desc: c.Description()}
}

// sh runs a shell script in the sandbox.
func sh(t *testing.T, script string, lim sandbox.Limits) ran {
	t.Helper()
	return runIn(t, &sandbox.Cmd{Args: []string{"sh", "-c", script}, Limits: lim}, 20*time.Second)
}

// python runs a Python program in the sandbox, its folder a copy of one
// holding the program.
func python(t *testing.T, program string, lim sandbox.Limits, args ...string) ran {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "p.py"), []byte(program), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := sandbox.Copy(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Remove() })
	argv := append([]string{"python3", sandbox.ProgramDir + "/p.py"}, args...)
	return runIn(t, &sandbox.Cmd{Args: argv, Program: f.Path, Limits: lim}, 30*time.Second)
}

// alive lists the host's processes whose command line holds marker.
func alive(t *testing.T, marker string) []string {
	t.Helper()
	entries, _ := os.ReadDir("/proc")
	var out []string
	for _, e := range entries {
		data, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if err != nil || e.Name() == "self" {
			continue
		}
		if strings.Contains(string(data), marker) {
			out = append(out, e.Name()+": "+strings.ReplaceAll(string(data), "\x00", " "))
		}
	}
	return out
}
