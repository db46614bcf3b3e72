package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"frontier/core/atomicfile"
	"frontier/core/textio"
	"frontier/core/worksheet"
)

const worksheetUsage = `usage: frontier worksheet [--kind K] [--count N] [--seed S] [--key] [--out FILE]

Writes a printable page of exercises (HTML, self-contained, for a browser's
Print). The same kind, count and seed always give the same page, byte for
byte; the page's heading names them, so it can be made again.

  --kind K     next     which node A*, uniform-cost or greedy search expands next (8-puzzle, Romania)
               pruned   which branches alpha-beta cuts in a small game tree, and the root's value
               cost     the optimal cost of an 8-puzzle position or a Romania trip
               h        Manhattan or misplaced tiles on an 8-puzzle, straight-line distance on Romania
               (default next)
  --count N    exercises on the page, 1 to 24 (default 8)
  --seed S     a whole number that picks the exercises (default 1)
  --key        write the answer key instead of the sheet
  --out FILE   write to FILE, whole or not at all; - or none writes to standard output
`

type worksheetFlags struct {
	spec worksheet.Spec
	key  bool
	out  string
}

func runWorksheet(args []string, stdout, stderr io.Writer) int {
	f, err := parseWorksheetFlags(args)
	if errors.Is(err, flag.ErrHelp) {
		return writeOut(stdout, stderr, "worksheet", worksheetUsage)
	}
	if err != nil {
		return fail(stderr, "worksheet", err)
	}
	sh, err := worksheet.Make(f.spec)
	if err != nil {
		return fail(stderr, "worksheet", err)
	}
	page := sh.HTML(f.key)
	if f.out == "" || f.out == "-" {
		if _, err := stdout.Write(page); err != nil {
			fmt.Fprintln(stderr, prefix("worksheet")+"writing the output: "+oneLine(err))
			return 1
		}
		return 0
	}
	err = atomicfile.WriteFile(f.out, func(w io.Writer) error {
		_, err := w.Write(page)
		return err
	})
	if err != nil {
		fmt.Fprintln(stderr, prefix("worksheet")+oneLine(fmt.Errorf("writing %s: %w", textio.QuotePath(f.out), err)))
		return 1
	}
	return 0
}

// parseWorksheetFlags reads the command line, or says in one line what is
// wrong with it.
func parseWorksheetFlags(args []string) (worksheetFlags, error) {
	var f worksheetFlags
	fs := flag.NewFlagSet("worksheet", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&f.spec.Kind, "kind", "next", "")
	intFlag(fs, &f.spec.Count, "count", 8)
	intFlag(fs, &f.spec.Seed, "seed", 1)
	fs.BoolVar(&f.key, "key", false, "")
	fs.StringVar(&f.out, "out", "", "")
	short := "usage: frontier worksheet [--kind K] [--count N] [--seed S] [--key] [--out FILE]"
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return f, err
		}
		return f, fmt.Errorf("%v (%s)", err, short)
	}
	if fs.NArg() > 0 {
		return f, fmt.Errorf("unexpected argument %q (%s)", fs.Arg(0), short)
	}
	if err := f.spec.Check(); err != nil {
		if _, kindErr := worksheet.LookupKind(f.spec.Kind); kindErr != nil {
			return f, fmt.Errorf("--kind: %v", err)
		}
		return f, fmt.Errorf("--count: %v", err)
	}
	return f, nil
}
