//go:build unix

package kit

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"fyne.io/fyne/v2/storage"
)

// TestDialogsListRegularFiles: a named pipe is not offered by the file
// dialogs, which would open it on the window's goroutine and wait.
func TestDialogsListRegularFiles(t *testing.T) {
	dir := t.TempDir()
	file, pipe := filepath.Join(dir, "a.map"), filepath.Join(dir, "pipe.map")
	os.WriteFile(file, []byte("place A 0 0\n"), 0o644)
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	if f := (regularFiles{}); !f.Matches(storage.NewFileURI(file)) || f.Matches(storage.NewFileURI(pipe)) {
		t.Errorf("file listed %v, pipe listed %v", f.Matches(storage.NewFileURI(file)), f.Matches(storage.NewFileURI(pipe)))
	}
}
