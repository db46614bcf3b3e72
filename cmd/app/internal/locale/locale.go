// Package locale gives the process an English locale when the environment
// names the bare C or POSIX locale, which Fyne cannot parse: it would log
// an error on every start, even of a headless sub-command. Go initialises
// packages in import-path order once their dependencies are ready, and
// "frontier/…" sorts before "fyne.io/…", so this runs before Fyne's lang
// package reads the environment. Import it for its side effect only.
package locale

import (
	"os"
	"strings"
)

func init() {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := os.Getenv(name)
		base, _, _ := strings.Cut(v, ".")
		if base == "C" || base == "POSIX" {
			os.Setenv(name, "en_US.UTF-8")
		}
	}
}
