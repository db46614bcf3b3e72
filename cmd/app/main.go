// Command frontier is Frontier: with no arguments it opens the window;
// with a sub-command it runs headless (see usage).
package main

import (
	"fmt"
	"io"
	"os"

	_ "frontier/cmd/app/internal/locale"
	"frontier/gui"
)

const usage = `Frontier — a laboratory for classical AI search.

usage:
  frontier                          open the window
  frontier solve [flags] [STATE]    one search (frontier solve -h lists the flags)
  frontier letters --board B --to-move max|min [--engine E] [--json] [--tree [--depth D]]
                                    solve a letter-game position (frontier letters -h)
  frontier script FILE              run a command script (frontier script -h lists the commands)
  frontier experiment [flags]       batch experiment: table, --csv, --plot PNG (frontier experiment -h)
  frontier --version
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run dispatches a command line and returns the exit status: 0 solved or
// done, 1 ran but not solved, 2 bad input.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		return openWindow(stdout, stderr)
	}
	switch args[0] {
	case "solve":
		return runSolve(args[1:], stdout, stderr)
	case "letters":
		return runLetters(args[1:], stdout, stderr)
	case "script":
		return runScript(args[1:], stdout, stderr)
	case "experiment":
		return runExperiment(args[1:], stdout, stderr)
	case "--version", "-version", "version":
		fmt.Fprintln(stdout, "frontier", gui.Version)
		return 0
	case "-h", "--help", "help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "frontier: unknown command %q (try frontier --help)\n", args[0])
	return 2
}
