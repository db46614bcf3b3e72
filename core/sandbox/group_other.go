//go:build !unix

package sandbox

import (
	"os"
	"os/exec"
)

// ownGroup does nothing where process groups are not Unix's.
func ownGroup(*exec.Cmd) {}

// endGroup kills the program.
func endGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		cmd.Process.Kill()
	}
}

// exitStatus is the exit status.
func exitStatus(st *os.ProcessState) (int, string) { return st.ExitCode(), "" }
