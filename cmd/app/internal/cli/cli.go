// Package cli is Frontier's command line without the window: the solve,
// trace, letters, script, experiment, worksheet, check, local, csp and engines
// sub-commands, --version and --help. The window is handed in by main, so that this package and its
// tests never load the window's toolkit.
package cli

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"frontier"
	"frontier/core/cache"
	"frontier/core/textio"
)

const usage = `Frontier — a laboratory for classical AI search.

usage:
  frontier                          open the window
  frontier solve [flags] [STATE]    one search (frontier solve -h lists the flags)
  frontier trace [flags] [STATE]    one search, each expansion as a JSON line (frontier trace -h)
  frontier letters --board B --to-move max|min [--engine E] [--json] [--tree [--depth D]]
                                    solve a letter-game position (frontier letters -h)
  frontier script FILE              run a command script (frontier script -h lists the commands)
  frontier experiment [flags]       batch experiment: table, --csv, --plot PNG, - for stdout (frontier experiment -h)
  frontier worksheet [--kind K] [--count N] [--seed S] [--key] [--out FILE]
                                    a printable page of exercises, or its answer key (frontier worksheet -h)
  frontier check --run 'COMMAND' [flags] [STATE ...]
                                    run your own search program on problems and grade it (frontier check -h)
  frontier check --csp PROBLEM --run 'COMMAND' [--var V] [--val L] [--inference I]
                                    run your own backtracking search on a CSP and grade it
  frontier local [--problem queens|sliding] [--engine ID] [flags] [STATE]
                                    local search: hill climbing to genetic algorithms (frontier local -h)
  frontier csp --problem australia|queens|sudoku|map|file [flags]
                                    solve a constraint satisfaction problem (frontier csp -h)
  frontier engines                  the engines' tables: what each does, promises and admits
  frontier --version

environment:
  FRONTIER_CACHE_DIR=DIR    the folder of the tables built once and kept (pattern databases, the cube's
                            distances); default frontier in the user's cache folder (~/.cache on Linux);
                            off keeps none
  FRONTIER_CACHE_MAX=SIZE   the most those tables may take, such as 200MB or 2GB (default 512MB); past it,
                            the tables used least recently are removed
`

// App is the command line, with what main supplies.
type App struct {
	// Window opens the window and returns when it closes; Run calls it
	// with no arguments, once it knows there is a display. An error says
	// the window could not open (the display refused it), before anything
	// showed.
	Window func() error
}

// Run dispatches a command line and returns the exit status: 0 solved or
// done, 1 ran but not solved, 2 bad input (the window included: no display
// to open it on).
func (a App) Run(args []string, stdout, stderr io.Writer) int {
	// A cache file found damaged is rebuilt, with one line saying so.
	cache.SetWarn(func(line string) { fmt.Fprintln(stderr, "frontier: "+textio.Line(line, maxMessage)) })
	if len(args) == 0 {
		return a.openWindow(stderr)
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
	case "worksheet":
		return runWorksheet(args[1:], stdout, stderr)
	case "check":
		return runCheck(args[1:], stdout, stderr)
	case "csp":
		return runCSP(args[1:], stdout, stderr)
	case "engines":
		return runEngines(args[1:], stdout, stderr)
	case "local":
		return runLocal(args[1:], stdout, stderr)
	case "--version", "-version", "version", "-h", "--help", "help":
		if len(args) > 1 {
			fmt.Fprintf(stderr, "frontier: %s takes no argument, not %s (try frontier --help)\n", args[0], textio.Quote(args[1]))
			return 2
		}
		if strings.Contains(args[0], "version") {
			return writeOut(stdout, stderr, "", "frontier "+frontier.Version+"\n")
		}
		return writeOut(stdout, stderr, "", usage)
	}
	fmt.Fprintf(stderr, "frontier: unknown command %s (try frontier --help)\n", textio.Quote(args[0]))
	return 2
}

// openWindow runs the window when there is a display to open it on, and
// otherwise says why on one line, with exit status 2.
func (a App) openWindow(stderr io.Writer) int {
	problem := displayProblem(runtime.GOOS, os.Getenv, dialNet)
	if problem == "" && a.Window == nil {
		problem = "no window in this build; run a sub-command: frontier --help"
	}
	if problem != "" {
		fmt.Fprintln(stderr, "frontier: "+problem)
		return 2
	}
	if err := a.Window(); err != nil {
		fmt.Fprintln(stderr, "frontier: cannot open the window ("+textio.Line(err.Error(), maxMessage)+
			"); run a sub-command (frontier --help) or check DISPLAY and XAUTHORITY")
		return 2
	}
	return 0
}

// writeOut writes text, such as a usage, to stdout and returns the exit
// status: 0, or 1 with one line on stderr when the text could not be
// written (a full disk, a closed pipe).
func writeOut(stdout, stderr io.Writer, cmd, text string) int {
	if _, err := io.WriteString(stdout, text); err != nil {
		fmt.Fprintln(stderr, prefix(cmd)+"writing the output: "+oneLine(err))
		return 1
	}
	return 0
}

// fail reports bad input on one line of stderr and returns exit status 2.
func fail(stderr io.Writer, cmd string, err error) int {
	fmt.Fprintln(stderr, prefix(cmd)+oneLine(err))
	return 2
}

// prefix starts a message of the command: "frontier solve: ".
func prefix(cmd string) string {
	if cmd == "" {
		return "frontier: "
	}
	return "frontier " + cmd + ": "
}
