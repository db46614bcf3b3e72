package sandbox

import (
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"time"
)

// seatbelt runs a Cmd on macOS under sandbox-exec, the system's own
// sandbox: a profile that denies the network, but loopback, and writes
// but to the run's folder, /dev/null and the terminal; the limits a
// process sets on itself (ulimit) bound its memory, CPU time, file size
// and open files; the process group ends with the run. macOS bounds no
// run as a whole, and the program reads what the teacher may read.
type seatbelt struct{ unconfined }

func confinedRunner() runner { return &seatbelt{} }

const sandboxExec = "/usr/bin/sandbox-exec"

// Probe reports whether this Mac has sandbox-exec.
func Probe() error {
	if _, err := os.Stat(sandboxExec); err != nil {
		return &Unavailable{Cause: sandboxExec + " is missing: " + err.Error()}
	}
	return nil
}

// Serve returns at once: a macOS run has no init.
func Serve() {}

// profile is the run's sandbox profile; WORK is its folder.
const profile = `(version 1)
(allow default)
(deny network*)
(allow network* (remote ip "localhost:*") (local ip "localhost:*"))
(deny file-write*)
(allow file-write* (subpath (param "WORK")) (literal "/dev/null") (literal "/dev/tty") (literal "/dev/dtracehelper"))
`

func (r *seatbelt) start(c *Cmd) error {
	if err := Probe(); err != nil {
		return err
	}
	l := c.Limits
	limits := fmt.Sprintf("ulimit -t %d -f %d -n %d -c 0 -v %d", int((l.CPU+time.Second-1)/time.Second),
		l.FileSize/512, l.OpenFiles, l.Memory/1024)
	r.around = func(cmd *exec.Cmd, dir string) error {
		real, err := filepath.EvalSymlinks(dir)
		if err != nil {
			return err
		}
		args := []string{sandboxExec, "-p", profile, "-D", "WORK=" + real, "/bin/sh", "-c",
			limits + ` && exec "$@"`, "sh", cmd.Path}
		cmd.Path, cmd.Args = sandboxExec, append(args, cmd.Args[1:]...)
		return nil
	}
	return r.unconfined.start(c)
}

func (r *seatbelt) describe() Description {
	who := "you"
	if u, err := user.Current(); err == nil {
		who = u.Username
	}
	l := r.c.Limits
	return Description{Confined: true, How: "macOS sandbox-exec", User: who, Network: "loopback only",
		Reads: []string{"every file " + who + " may read"}, Writes: []string{"its own folder"},
		Limits: Bounds{MemoryBytes: l.Memory, MemoryFor: "process", CPUMS: l.CPU.Milliseconds(), CPUFor: "process",
			FileSizeBytes: l.FileSize, OpenFiles: l.OpenFiles},
		Unbounded: []string{"processes (macOS counts them per user, not per run)", "the working folder's size",
			"the run's memory and CPU time as a whole"}}
}
