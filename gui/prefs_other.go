//go:build !js

package gui

import (
	"fmt"
	"os"

	"frontier/gui/prefsfile"
)

// checkPreferences gets the preferences file ready before the app reads
// it and says what it found in one line on stderr.
func checkPreferences() {
	if s := prefsfile.Check(AppID); s.Said != "" {
		fmt.Fprintln(os.Stderr, "frontier: "+s.Said)
	}
}
