// Package cli is Frontier's command line without the window: the solve,
// trace, letters, script and experiment sub-commands, --version and
// --help. The window is handed in by main, so that this package and its
// tests never load the window's toolkit.
package cli

import (
	"fmt"
	"io"
	"os"
	"runtime"

	"frontier"
)

const usage = `Frontier — a laboratory for classical AI search.

usage:
  frontier                          open the window
  frontier solve [flags] [STATE]    one search (frontier solve -h lists the flags)
  frontier trace [flags] [STATE]    one search, each expansion as a JSON line (frontier trace -h)
  frontier letters --board B --to-move max|min [--engine E] [--json] [--tree [--depth D]]
                                    solve a letter-game position (frontier letters -h)
  frontier script FILE              run a command script (frontier script -h lists the commands)
  frontier experiment [flags]       batch experiment: table, --csv, --plot PNG (frontier experiment -h)
  frontier --version
`

// App is the command line, with what main supplies.
type App struct {
	// Window opens the window and returns the exit status when it
	// closes; Run calls it with no arguments, once it knows there is a
	// display.
	Window func() int
}

// Run dispatches a command line and returns the exit status: 0 solved or
// done, 1 ran but not solved, 2 bad input.
func (a App) Run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		if noDisplay(runtime.GOOS, os.Getenv) || a.Window == nil {
			fmt.Fprintln(stderr, "frontier: no display to open the window on (set DISPLAY, or run a sub-command: frontier --help)")
			return 2
		}
		return a.Window()
	}
	switch args[0] {
	case "solve":
		return runSolve(args[1:], stdout, stderr)
	case "letters":
		return runLetters(args[1:], stdout, stderr)
	case "trace":
		return runTrace(args[1:], stdout, stderr)
	case "script":
		return runScript(args[1:], stdout, stderr)
	case "experiment":
		return runExperiment(args[1:], stdout, stderr)
	case "--version", "-version", "version":
		fmt.Fprintln(stdout, "frontier", frontier.Version)
		return 0
	case "-h", "--help", "help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "frontier: unknown command %q (try frontier --help)\n", args[0])
	return 2
}

// noDisplay reports whether a Unix desktop session is missing; Windows and
// macOS always have one. Without a display (an ssh session, a CI job) the
// command line says so in one line instead of letting the toolkit panic.
func noDisplay(goos string, getenv func(string) string) bool {
	switch goos {
	case "windows", "darwin", "ios", "android":
		return false
	}
	return getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == ""
}
