package check

import (
	"context"
	"fmt"

	"frontier/core/readfile"
	"frontier/core/runner"
	"frontier/core/textio"
)

// Format is how a program is asked its problem and gives its answer.
type Format string

// The formats.
const (
	// FormatProtocol: the problem on standard input, the answer on
	// standard output (see docs/checking.md).
	FormatProtocol Format = "protocol"
	// FormatDriver: the widespread 8-puzzle assignment's program, run as
	// COMMAND bfs|dfs|ast BOARD, writing output.txt in its folder.
	FormatDriver Format = "driver"
)

// ParseFormat reads a format's name.
func ParseFormat(s string) (Format, error) {
	switch Format(s) {
	case FormatProtocol, FormatDriver:
		return Format(s), nil
	}
	return "", fmt.Errorf("unknown format %q (want protocol or driver)", s)
}

// CheckProgram runs program prog once on each problem and grades it, calling
// progress, if not nil, after each test. An error is about the command
// or a problem, never about the program, whose failures are in the
// reports.
func CheckProgram(ctx context.Context, prog runner.Program, problems []*Problem, progress func(done, total int)) ([]*Graded, error) {
	l, err := prog.Launch()
	if err != nil {
		return nil, err
	}
	defer l.Close()
	var out []*Graded
	for i, p := range problems {
		if ctx.Err() != nil {
			return out, ctx.Err()
		}
		g, err := checkOne(ctx, l, i+1, p)
		if err != nil {
			return out, err
		}
		out = append(out, g)
		if progress != nil {
			progress(i+1, len(problems))
		}
	}
	return out, nil
}

// checkOne runs the program on one problem and grades it.
func checkOne(ctx context.Context, l *runner.Launch, n int, p *Problem) (*Graded, error) {
	if p.Format == FormatDriver {
		args, err := driverArgs(p)
		if err != nil {
			return nil, err
		}
		o := runner.Execute(ctx, l.Run(args, nil, nil, []string{driverOutput}))
		return Grade(ctx, n, p, o, driverAnswer(o))
	}
	stdin, files, err := p.Input()
	if err != nil {
		return nil, err
	}
	o := runner.Execute(ctx, l.Run(nil, stdin, files, nil))
	if o.TimedOut || o.Flooded { // no answer to read, and perhaps 64 MB of output
		return Grade(ctx, n, p, o, ParseAnswer(nil))
	}
	return Grade(ctx, n, p, o, ParseAnswer(o.Stdout))
}

// Summary counts a program's verdicts: "3 of 5 tests pass".
func Summary(gs []*Graded) string {
	pass := 0
	for _, g := range gs {
		if g.Report.Verdict == Pass {
			pass++
		}
	}
	return Passes(pass, len(gs))
}

// Passes is "1 of 1 test passes.", "3 of 5 tests pass."
func Passes(pass, total int) string {
	if total == 1 {
		return fmt.Sprintf("%d of 1 test passes.", pass)
	}
	return fmt.Sprintf("%d of %d tests pass.", pass, total)
}

// Diagnoses lists the distinct diagnoses of gs, in the order found.
func Diagnoses(gs []*Graded) []string {
	var out []string
	seen := map[string]bool{}
	for _, g := range gs {
		for _, d := range g.Report.Diagnosis {
			if !seen[d] {
				seen[d] = true
				out = append(out, d)
			}
		}
	}
	return out
}

// GradeSaved grades an answer a program wrote before, saved in a file,
// as its answer to problem p: the run itself is not checked.
func GradeSaved(ctx context.Context, p *Problem, answer []byte) (*Graded, error) {
	return Grade(ctx, 1, p, runner.Outcome{Stdout: answer}, ParseAnswer(answer))
}

// ReadAnswer reads a saved answer: a regular file (never a pipe, which
// would block) of at most runner.DefaultOutput bytes.
func ReadAnswer(path string) ([]byte, error) {
	data, err := readfile.Regular(path, runner.DefaultOutput)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", textio.QuotePath(path), readfile.Bare(err))
	}
	return data, nil
}
