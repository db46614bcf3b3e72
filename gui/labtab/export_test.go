package labtab

import (
	"os"
	"path/filepath"
	"testing"
)

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
