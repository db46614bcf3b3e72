//go:build (linux || openbsd || freebsd || netbsd) && !android

package prefsfile

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
)

// file is where Fyne 2.7.1 keeps the preferences of the app with id on
// this system: the user's configuration folder ($XDG_CONFIG_HOME, else
// ~/.config), then fyne/ID/preferences.json.
func file(id string) string {
	config, _ := os.UserConfigDir()
	return filepath.Join(config, "fyne", id, "preferences.json")
}

// redirect makes the toolkit keep its preferences under root: it reads
// the configuration folder from $XDG_CONFIG_HOME each time.
func redirect(root, id string) error { return os.Setenv("XDG_CONFIG_HOME", root) }

// alive reports whether the process pid runs: a signal 0 checks without
// sending one (a process of another user answers EPERM).
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
