//go:build !unix

package check

import "os/exec"

// ownGroup does nothing where process groups are not Unix's: endGroup
// ends the program alone.
func ownGroup(*exec.Cmd) {}

// endGroup kills the program.
func endGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		cmd.Process.Kill()
	}
}

// exitOf is the program's exit status, −1 when it could not be read.
func exitOf(cmd *exec.Cmd, _ error) (int, string) {
	if cmd.ProcessState == nil {
		return -1, ""
	}
	return cmd.ProcessState.ExitCode(), ""
}
