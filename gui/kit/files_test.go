package kit_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"frontier/gui/kit"
)

// TestStagedWriteInterruptedKeepsOldFile: a save whose writing fails
// half-way, through the writer Fyne's save dialog hands over, leaves the
// file it would replace as it was; one that succeeds replaces it whole.
func TestStagedWriteInterruptedKeepsOldFile(t *testing.T) {
	test.NewTempApp(t) // with its file repository
	kit.StageFileWrites()
	dir := t.TempDir()
	path := filepath.Join(dir, "lab.png")
	os.WriteFile(path, []byte("a good old plot"), 0o644)
	uri := storage.NewFileURI(path)

	w, err := storage.Writer(uri)
	if err != nil {
		t.Fatal(err)
	}
	boom := errors.New("no space left on device")
	err = kit.FinishWrite(w, func(w io.Writer) error {
		io.WriteString(w, "\x89PNG half a")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("error %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "a good old plot" {
		t.Fatalf("after a failed save the file holds %q", b)
	}

	w, _ = storage.Writer(uri)
	if err := kit.FinishWrite(w, func(w io.Writer) error { _, err := io.WriteString(w, "a new plot"); return err }); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); string(b) != "a new plot" {
		t.Errorf("after a save the file holds %q", b)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files in the folder, want 1", len(entries))
	}
	// The rest of the repository still works: the dialog lists folders.
	if ok, err := storage.Exists(uri); !ok || err != nil {
		t.Errorf("Exists: %v, %v", ok, err)
	}
	if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err != nil || l == nil {
		t.Errorf("ListerForURI: %v", err)
	}
}
