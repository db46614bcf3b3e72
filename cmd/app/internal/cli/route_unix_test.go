//go:build unix

package cli

import (
	"syscall"
	"testing"
)

// TestRouteNamedPipes: a named pipe with no writer, given as a map or as
// a table of estimates, is refused in one line rather than waited on.
func TestRouteNamedPipes(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := syscall.Mkfifo("pipe", 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--puzzle", "route", "--map", "pipe"},
			"frontier solve: --map \"pipe\": a named pipe, not a regular file\n"},
		{[]string{"solve", "--puzzle", "route", "--heuristic", "table", "--htable", "pipe"},
			"frontier solve: --htable: file \"pipe\": a named pipe, not a regular file\n"},
		{[]string{"solve", "--puzzle", "route", "--map", "/dev/zero"},
			"frontier solve: --map \"/dev/zero\": a device, not a regular file\n"},
	} {
		code, out, errText := runArgs(tc.args...)
		if code != 2 || out != "" || errText != tc.want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", tc.args, code, out, errText, tc.want)
		}
	}
}
