package readfile

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
)

func TestRegular(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.txt")
	if err := os.WriteFile(small, []byte("place A 0 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := Regular(small, 100); err != nil || string(data) != "place A 0 0\n" {
		t.Fatalf("read %q, %v", data, err)
	}
	for _, c := range []struct {
		path, want string
		limit      int64
	}{
		{small, "larger than 5 bytes", 5},
		{dir, "a folder, not a regular file", 100},
		{filepath.Join(dir, "no\nsuch"), "no such file", 100},
	} {
		_, err := Regular(c.path, c.limit)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.path, err, c.want)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: error %q is more than one line", c.path, err)
		}
	}
}

// TestSpecialFiles: a named pipe with no writer and a device are refused
// at once, never read.
func TestSpecialFiles(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no named pipes or /dev/zero")
	}
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
