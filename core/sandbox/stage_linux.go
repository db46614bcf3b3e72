package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// The second stage is this binary again, started by the init as the
// program's user in the program's user namespace: it bounds itself, for
// good, and becomes the program. Limits a process sets on itself hold
// for the program and whatever it starts, and no process of the run can
// raise them again.
const (
	stageName    = "frontier-sandbox-exec"
	stageEnvName = "FRONTIER_SANDBOX_STAGE"
	stageEnv     = stageEnvName + "=1"
	// fdExecError is where the second stage says why the program could
	// not start; it closes as the program starts.
	fdExecError = 3
)

// stageLimits are the limits the second stage sets, its first argument.
type stageLimits struct {
	Limits
	MemoryPerProcess bool `json:"memory_per_process"`
}

// serveStage sets the limits and starts the program, os.Args[2:].
func serveStage() int {
	syscall.CloseOnExec(fdExecError)
	report := os.NewFile(fdExecError, "exec-error")
	fail := func(err error) int {
		fmt.Fprint(report, err.Error())
		return 127
	}
	var sl stageLimits
	if err := json.Unmarshal([]byte(os.Args[1]), &sl); err != nil {
		return fail(fmt.Errorf("the sandbox's limits are unreadable: %v", err))
	}
	if err := setLimits(sl); err != nil {
		return fail(err)
	}
	unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
	env := make([]string, 0, len(os.Environ()))
	for _, e := range os.Environ() {
		if e != stageEnv {
			env = append(env, e)
		}
	}
	args := os.Args[2:]
	path, err := exec.LookPath(args[0])
	if errors.Is(err, exec.ErrDot) {
		err = nil
	}
	if err != nil {
		return fail(notFound(args[0], err))
	}
	return fail(fmt.Errorf("cannot run %s: %v", args[0], syscall.Exec(path, args, env)))
}

// notFound says why the program was not found, in the sandbox's terms.
func notFound(name string, err error) error {
	if errors.Is(err, exec.ErrNotFound) {
		return fmt.Errorf("cannot run %s: no such program in the sandbox (its PATH holds the system's folders of programs; a program of yours is found in its folder, %s)", name, ProgramDir)
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("cannot run %s: %v", name, err)
}

// rlimit is one resource limit the second stage sets.
type rlimit struct {
	what       string
	resource   int
	soft, hard uint64
}

// setLimits bounds this process and what it starts: soft and hard alike
// (no higher than the hard limit it was given), but CPU time, whose soft
// limit a second early sends SIGXCPU first.
func setLimits(sl stageLimits) error {
	l := sl.Limits
	cpu := uint64((l.CPU + time.Second - 1) / time.Second)
	set := []rlimit{
		{"CPU time", unix.RLIMIT_CPU, cpu + 1, cpu + 2},
		{"file size", unix.RLIMIT_FSIZE, uint64(l.FileSize), uint64(l.FileSize)},
		{"open files", unix.RLIMIT_NOFILE, uint64(l.OpenFiles), uint64(l.OpenFiles)},
		{"core files", unix.RLIMIT_CORE, 0, 0},
		{"processes", unix.RLIMIT_NPROC, uint64(l.Processes), uint64(l.Processes)},
	}
	if sl.MemoryPerProcess {
		set = append(set, rlimit{"memory", unix.RLIMIT_AS, uint64(l.Memory), uint64(l.Memory)})
	}
	for _, s := range set {
		var now unix.Rlimit
		if err := unix.Getrlimit(s.resource, &now); err != nil {
			return fmt.Errorf("cannot read the limit of the program's %s: %v", s.what, err)
		}
		want := unix.Rlimit{Cur: min(s.soft, now.Max), Max: min(s.hard, now.Max)}
		if err := unix.Setrlimit(s.resource, &want); err != nil {
			return fmt.Errorf("cannot limit the program's %s: %v", s.what, err)
		}
	}
	return nil
}
