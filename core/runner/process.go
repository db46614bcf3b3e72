package runner

import (
	"errors"
	"io"
	"time"

	"frontier/core/sandbox"
)

// Process is a run of a program that is asked as it goes: its standard
// input written and its output read while it runs (a student's heuristic,
// asked position by position), until Close.
type Process struct {
	cmd *sandbox.Cmd
	// Stdin is the program's standard input, Stdout its standard output.
	Stdin  io.WriteCloser
	Stdout io.Reader
	stderr *tail
}

// Start starts run r, which has no standard input of its own, in the
// sandbox, its processes' CPU time bounded by cpu: a process that answers
// a long search is bounded ask by ask by its caller, and by the sandbox
// over the whole run.
func Start(r Run, cpu time.Duration) (*Process, error) {
	p := &Process{cmd: r.command(Limits{Time: cpu}), stderr: &tail{max: stderrKept}}
	p.cmd.Stderr = p.stderr
	var err error
	if p.Stdin, err = p.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	if p.Stdout, err = p.cmd.StdoutPipe(); err != nil {
		return nil, err
	}
	if err := p.cmd.Start(); err != nil {
		return nil, errors.New(startError(r.Words[0], err))
	}
	return p, nil
}

// Kill ends the program and every process it started.
func (p *Process) Kill() { p.cmd.Kill() }

// Stderr is the last n lines of the program's standard error so far.
func (p *Process) Stderr(n int) []string { return lastLines(p.stderr.bytes(), n) }

// Close ends the program's input and gives it a second to end by itself
// before it is ended, with every process it started.
func (p *Process) Close() {
	p.Stdin.Close()
	done := make(chan struct{})
	go func() { p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Second):
		p.cmd.Kill()
		<-done
	}
	p.cmd.Kill()
}
