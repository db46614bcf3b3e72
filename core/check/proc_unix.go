//go:build unix

package check

import (
	"errors"
	"os/exec"
	"syscall"
)

// ownGroup starts the program as the leader of a process group of its
// own, so that endGroup ends whatever it started too.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// endGroup kills the program's process group.
func endGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}

// exitOf is the program's exit status, −1 with the signal's name when a
// signal ended it.
func exitOf(cmd *exec.Cmd, err error) (int, string) {
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		if cmd.ProcessState == nil {
			return -1, ""
		}
	}
	st := cmd.ProcessState
	if st == nil {
		return -1, ""
	}
	if ws, ok := st.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return -1, ws.Signal().String()
	}
	return st.ExitCode(), ""
}
