//go:build unix

package mapedit

import (
	"path/filepath"
	"syscall"
	"testing"

	"frontier/core/domains/route"
)

// TestOpenNamedPipe: a named pipe with no writer is refused at once, and
// the map on show stays.
func TestOpenNamedPipe(t *testing.T) {
	e, _ := newTestEditor(t, route.Romania(), "")
	before := e.draft.Text()
	pipe := filepath.Join(t.TempDir(), "pipe.map")
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	if e.openFile(pipe) {
		t.Fatal("a named pipe opened")
	}
	oneLine(t, e, "pipe.map not opened: a named pipe, not a regular file")
	if e.draft.Text() != before {
		t.Error("a refused pipe changed the map on show")
	}
}
