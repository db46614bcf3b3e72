package labtab

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/storage"
)

// TestExportInterruptedKeepsOldFile: an export whose writing fails
// half-way, through the writer Fyne's save dialog hands over, leaves the
// file it would replace as it was; one that succeeds replaces it whole.
func TestExportInterruptedKeepsOldFile(t *testing.T) {
	newTestTab(t) // a test app, with its file repository
	stageFileWrites()
	dir := t.TempDir()
	path := filepath.Join(dir, "lab.png")
	os.WriteFile(path, []byte("a good old plot"), 0o644)
	uri := storage.NewFileURI(path)

	w, err := storage.Writer(uri)
	if err != nil {
		t.Fatal(err)
	}
	boom := errors.New("no space left on device")
	err = finish(w, func(w io.Writer) error {
		io.WriteString(w, "\x89PNG half a")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("error %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "a good old plot" {
		t.Fatalf("after a failed export the file holds %q", b)
	}

	w, _ = storage.Writer(uri)
	if err := finish(w, func(w io.Writer) error { _, err := io.WriteString(w, "a new plot"); return err }); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); string(b) != "a new plot" {
		t.Errorf("after an export the file holds %q", b)
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

// TestExportFolderRemembered: the save dialog opens in the folder of the
// last export, or the home folder when that is gone.
func TestExportFolderRemembered(t *testing.T) {
	tab, _ := newTestTab(t)
	home, _ := os.UserHomeDir()
	if got := tab.exportFolder(); got != home && home != "" {
		t.Errorf("first export opens in %q, want the home folder %q", got, home)
	}
	dir := t.TempDir()
	tab.prefs.SetString(prefExportFolder, dir)
	if got := tab.exportFolder(); got != dir {
		t.Errorf("opens in %q, want the last folder %q", got, dir)
	}
	tab.prefs.SetString(prefExportFolder, filepath.Join(dir, "gone"))
	if got := tab.exportFolder(); got != home && home != "" {
		t.Errorf("with the last folder gone, opens in %q", got)
	}
}
