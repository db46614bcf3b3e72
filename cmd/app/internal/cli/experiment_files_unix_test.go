//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestExportKeepsMode: a private file stays private when an export
// replaces it.
func TestExportKeepsMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "private.csv")
	os.WriteFile(path, []byte("old\n"), 0o600)
	os.Chmod(path, 0o600)
	if code, _, errText := runArgs(expArgs("--csv", path)...); code != 0 || errText != "" {
		t.Fatalf("exit %d, stderr %q", code, errText)
	}
	if fi, _ := os.Stat(path); fi.Mode() != 0o600 {
		t.Errorf("mode %v, want -rw-------", fi.Mode())
	}
}

// TestExportFIFO: a plot sent to a named pipe reaches its reader, and the
// pipe stays a pipe.
func TestExportFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	got := make(chan []byte)
	go func() {
		b, _ := os.ReadFile(fifo)
		got <- b
	}()
	code, _, errText := runArgs(expArgs("--plot", fifo)...)
	if b := <-got; code != 0 || errText != "" || !strings.HasPrefix(string(b), "\x89PNG\r\n") {
		t.Errorf("exit %d, stderr %q, the reader got %d bytes", code, errText, len(b))
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the pipe is now %v", fi.Mode())
	}
}
