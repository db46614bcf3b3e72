//go:build unix

package readfile

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestSpecialFiles: a named pipe with no writer and a device are refused
// at once, never read.
func TestSpecialFiles(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	// Were either read, the test would hang here until go test's timeout.
	for path, want := range map[string]string{fifo: "a named pipe", "/dev/zero": "a device"} {
		_, err := Regular(path, 1<<20)
		if err == nil || !strings.Contains(err.Error(), want+", not a regular file") {
			t.Errorf("%s: error %v, want %q", path, err, want)
		}
	}
}
