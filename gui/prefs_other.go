//go:build !js

package gui

import (
	"fmt"
	"os"

	"frontier/gui/prefsfile"
)

// checkPreferences gets the preferences file ready before the app reads
// it, says what it found in one line on stderr, and returns what to do
// once the window has closed.
func checkPreferences() (done func()) {
	s := prefsfile.Check(AppID)
	if s.Said != "" {
		fmt.Fprintln(os.Stderr, "frontier: "+s.Said)
	}
	return s.Done
}
