//go:build !((linux || openbsd || freebsd || netbsd) && !android)

package prefsfile

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
)

// file is where Fyne 2.7.1 keeps the preferences of the app with id on
// this system (see path_xdg.go): under the home folder, in
// AppData/Roaming on Windows, Library/Preferences on macOS.
func file(id string) string {
	home, _ := os.UserHomeDir()
	dir := filepath.Join(home, "Library", "Preferences")
	if runtime.GOOS == "windows" {
		dir = filepath.Join(home, "AppData", "Roaming")
	}
	return filepath.Join(dir, "fyne", id, "preferences.json")
}

// redirect cannot send the toolkit elsewhere here: it finds the folder
// from the home folder, which the rest of the window uses too.
func redirect(root, id string) error { return errors.New("no other folder here") }

// alive is true: no private folder is made here (see redirect), so none
// is swept.
func alive(pid int) bool { return true }
