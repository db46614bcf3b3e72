// Command frontier is Frontier: with no arguments it opens the window;
// with a sub-command it runs headless (see package cli).
package main

import (
	"io"
	"os"

	"frontier/cmd/app/internal/cli"
	_ "frontier/cmd/app/internal/locale"
	"frontier/core/sandbox"
	"frontier/gui"
)

func main() {
	// A sandbox's init and its second stage are this binary, started
	// again: they never reach the command line.
	sandbox.Serve()
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command line with the window attached.
func run(args []string, stdout, stderr io.Writer) int {
	app := cli.App{Window: gui.Run}
	return app.Run(args, stdout, stderr)
}
