package sandbox_test

import (
	"strings"
	"testing"
	"time"

	"frontier/core/sandbox"
)

// Each limit passed by a program, bounded so that the machine never
// notices: the run is ended and the report names the limit.

func TestMemoryLimit(t *testing.T) {
	needSandbox(t)
	lim := sandbox.Limits{Memory: 200 << 20}
	// One process that touches 600 MB, and two of 150 MB each, which only
	// a bound on the run as a whole catches.
	one := python(t, "x = b'x' * (600 << 20)\nprint('BREACH')", lim)
	if strings.Contains(one.out, "BREACH") || one.Exit == 0 {
		t.Fatalf("600 MB were held under a 200 MB limit: %+v", one.Outcome)
	}
	if one.desc.Limits.MemoryFor != "run" {
		t.Skipf("memory is bounded per process here (%s)", one.desc.Words())
	}
	if one.Limit != sandbox.LimitMemory {
		t.Errorf("the limit passed is %q, want %q: %+v %q", one.Limit, sandbox.LimitMemory, one.Outcome, one.err)
	}
	two := sh(t, `python3 -c "x = b'x' * (150 << 20); import time; time.sleep(1)" &
python3 -c "x = b'x' * (150 << 20); import time; time.sleep(1)" &
wait; echo BREACH`, lim)
	if two.Limit != sandbox.LimitMemory {
		t.Errorf("two processes of 150 MB under a 200 MB limit: %+v %q", two.Outcome, two.out)
	}
}

func TestProcessLimit(t *testing.T) {
	needSandbox(t)
	r := sh(t, `set -e; for i in $(seq 1 100); do sleep 5 & done; wait; echo BREACH`, sandbox.Limits{Processes: 32})
	if strings.Contains(r.out, "BREACH") || r.Limit != sandbox.LimitProcesses {
		t.Errorf("100 processes under a limit of 32: %+v %q", r.Outcome, r.err)
	}
}

func TestCPULimit(t *testing.T) {
	needSandbox(t)
	// Two busy processes take the run's CPU second together in half a
	// second of a two-core machine's time.
	r := sh(t, `python3 -c 'while True: pass' & python3 -c 'while True: pass' & wait; echo BREACH`, sandbox.Limits{CPU: time.Second})
	if strings.Contains(r.out, "BREACH") || r.Limit != sandbox.LimitCPU {
		t.Errorf("CPU time past its limit: %+v %q", r.Outcome, r.err)
	}
	if r.CPU < time.Second {
		t.Errorf("the run's CPU time is %s, under its limit", r.CPU)
	}
}

func TestFileLimits(t *testing.T) {
	needSandbox(t)
	big := sh(t, `head -c 50000000 /dev/zero > big; echo BREACH`, sandbox.Limits{FileSize: 8 << 20})
	if big.Limit != sandbox.LimitFile {
		t.Errorf("a 50 MB file under an 8 MB limit: %+v %q", big.Outcome, big.err)
	}
	full := sh(t, `set -e; for i in 1 2 3 4 5 6 7 8 9 10; do head -c 8000000 /dev/zero > f$i; done; echo BREACH`,
		sandbox.Limits{Folder: 32 << 20})
	if strings.Contains(full.out, "BREACH") || full.Limit != sandbox.LimitFile {
		t.Errorf("80 MB in a folder of 32 MB: %+v %q", full.Outcome, full.err)
	}
}
