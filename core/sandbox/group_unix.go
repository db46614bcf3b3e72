//go:build unix

package sandbox

import (
	"os"
	"os/exec"
	"syscall"
)

// ownGroup starts the program as the leader of a process group of its
// own, so that endGroup ends whatever it started and left in it.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// endGroup kills the program's process group.
func endGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}

// exitStatus is the exit status, −1 with the signal's name when a signal
// ended the process.
func exitStatus(st *os.ProcessState) (int, string) {
	if ws, ok := st.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return -1, ws.Signal().String()
	}
	return st.ExitCode(), ""
}
