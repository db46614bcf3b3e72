package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// memDevice makes a twin of the memory device minor (3 /dev/null, 7
// /dev/full) in a scratch folder; only root can, and only there can a
// fault replace nothing that matters.
func memDevice(t *testing.T, name string, minor int) string {
	if os.Getuid() != 0 {
		t.Skip("mknod needs root")
	}
	path := filepath.Join(t.TempDir(), name)
	if err := syscall.Mknod(path, syscall.S_IFCHR|0o666, 1<<8|minor); err != nil {
		t.Skipf("mknod: %v", err)
	}
	return path
}

func isCharDevice(path string) bool {
	fi, err := os.Lstat(path)
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// TestExportDevices: a device is written in place and stays a device; a
// device that refuses the bytes (/dev/full) is exit status 1 with one
// line, not a silent 0.
func TestExportDevices(t *testing.T) {
	null := memDevice(t, "null", 3)
	if code, _, errText := runArgs(expArgs("--csv", null)...); code != 0 || errText != "" || !isCharDevice(null) {
		t.Errorf("--csv %s: exit %d, stderr %q, still a device %v", null, code, errText, isCharDevice(null))
	}
	full := memDevice(t, "full", 7)
	for _, flag := range []string{"--csv", "--plot", "--plot-ebf", "--save-set"} {
		code, _, errText := runArgs(expArgs(flag, full)...)
		if code != 1 || !strings.Contains(errText, flag+" "+full+": write "+full+": no space left on device") ||
			strings.Count(errText, "\n") != 1 || !isCharDevice(full) {
			t.Errorf("%s %s: exit %d, stderr %q, still a device %v", flag, full, code, errText, isCharDevice(full))
		}
	}
}

// TestExportOpenPipe: /dev/fd/N of a pipe (what /dev/stdout is when the
// output is piped) is written in place.
func TestExportOpenPipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	got := make(chan []byte)
	go func() {
		b, _ := io.ReadAll(r)
		got <- b
	}()
	code, _, errText := runArgs(expArgs("--csv", fmt.Sprintf("/dev/fd/%d", w.Fd()))...)
	w.Close()
	if b := <-got; code != 0 || errText != "" || !strings.HasPrefix(string(b), "depth,solver,runs,") {
		t.Errorf("exit %d, stderr %q, the pipe carried %q", code, errText, b)
	}
}
