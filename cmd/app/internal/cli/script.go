package cli

import (
	"errors"
	"fmt"
	"io"
	"os"

	"frontier/core/readfile"
	"frontier/core/script"
	"frontier/core/textio"
)

const scriptUsage = `usage: frontier script FILE      (FILE - reads standard input)
Commands, one per line: puzzle ID [NAME=VALUE...] (puzzle route from=Arad to=Bucharest;
then setState and move read that puzzle's states and moves), setState STATE, printState, move DIR, randomizeState N,
seed N, maxNodes N (default 1000), solveAStar h1|h2|HEURISTIC, solveBeam K,
solve ENGINE [HEURISTIC] [K] [pruning=P] [goal-test=G] (also "solve A-star h2", "solve beam 100",
"solve bfs pruning=none goal-test=expanded");
lines starting with # are echoed; files saved with a byte-order mark or CRLF line ends read alike. Exit status: 0 done, 1 interrupted or the output not written,
2 bad input (the line is named).`

func runScript(args []string, stdout, stderr io.Writer) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
		return writeOut(stdout, stderr, "script", scriptUsage+"\n")
	}
	if len(args) != 1 {
		fmt.Fprintln(stderr, "frontier script: give one script file (frontier script -h for the commands)")
		return 2
	}
	name := args[0]
	var in io.Reader = os.Stdin
	if name != "-" {
		f, err := readfile.Open(name)
		if err != nil {
			fmt.Fprintf(stderr, "frontier script: %s: %s\n", textio.QuotePath(name), oneLine(err))
			return 2
		}
		defer f.Close()
		in = f
	}
	ctx, stop := commandContext()
	defer stop()
	err := script.Run(ctx, in, stdout)
	var serr *script.Error
	switch {
	case err == nil:
		return 0
	case errors.As(err, &serr):
		fmt.Fprintf(stderr, "frontier script: %s: %s\n", textio.QuotePath(name), oneLine(err))
		return 2
	case ctx.Err() != nil:
		fmt.Fprintln(stderr, "frontier script: interrupted")
		return 1
	case errors.Is(err, script.ErrOutput):
		fmt.Fprintln(stderr, "frontier script: "+oneLine(err))
		return 1
	}
	fmt.Fprintf(stderr, "frontier script: %s: %s\n", textio.QuotePath(name), oneLine(err))
	return 2
}
