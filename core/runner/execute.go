package runner

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"frontier/core/sandbox"
	"frontier/core/textio"
)

// Limits bound one run of a program on the checker's side: the sandbox
// bounds the rest (Sandbox).
type Limits struct {
	// Time is the time limit of a run; 0 means DefaultTime. It bounds
	// the CPU time of the run's processes together (unless the sandbox's
	// limits say otherwise), and, with room for a busy machine, the time
	// on the clock (wall): so that the same program gets the same
	// verdict however busy the machine, and one that waits rather than
	// computes is stopped too.
	Time time.Duration
	// Output is the most standard output may hold, in bytes; 0 means
	// DefaultOutput. A program that writes more is stopped.
	Output int64
}

// The limits of a run when not told.
const (
	DefaultTime   = 10 * time.Second
	DefaultOutput = 64 << 20
	// stderrKept is how much of the end of standard error a run keeps.
	stderrKept = 16 << 10
	// stderrLines is how many of its last lines a report quotes.
	stderrLines = 8
)

// Wall is the time on the clock a run may take: twice its time limit and
// a second.
func (l Limits) Wall() time.Duration { return 2*l.Time + time.Second }

func (l Limits) withDefaults() Limits {
	if l.Time <= 0 {
		l.Time = DefaultTime
	}
	if l.Output <= 0 {
		l.Output = DefaultOutput
	}
	return l
}

// Sandbox is how a program's runs are confined (see core/sandbox, which
// says what a program may see and do).
type Sandbox struct {
	// Unconfined runs the program as the user, with the user's files,
	// network and rights: only when the user asks for it.
	Unconfined bool
	// Limits bound each run; its CPU time is by default the time limit.
	Limits sandbox.Limits
	// Env names variables of the user's environment the program gets
	// too; Allow are more folders it may read, where they are.
	Env   []string
	Allow []string
}

// env is the variables of Env with their values.
func (s Sandbox) env() []string {
	var out []string
	for _, name := range s.Env {
		if v, ok := os.LookupEnv(name); ok {
			out = append(out, name+"="+v)
		}
	}
	return out
}

// limits are the sandbox's limits of a run whose clock allows wall.
func (s Sandbox) limits(wall time.Duration) sandbox.Limits {
	l := s.Limits
	if l.CPU <= 0 {
		l.CPU = wall
	}
	return l.WithDefaults()
}

// Outcome is how one run of a program went.
type Outcome struct {
	// Err says why the program could not be started, or its folder made;
	// the rest is empty then.
	Err string
	// Exit is the exit status, −1 when the program was ended by a
	// signal (Signal names it) or by the checker.
	Exit    int
	Signal  string
	Elapsed time.Duration
	// CPU is the CPU time of the run's processes together.
	CPU time.Duration
	// TimedOut: the time limit ended it; Flooded: its output passed the
	// cap and it was ended. Limits are the run's own.
	TimedOut, Flooded bool
	Limits            Limits
	// Limit is the sandbox's limit that ended it, "" for none (one of
	// the diagnoses memory-limit, process-limit, cpu-time, file-limit),
	// LimitSays the sentence.
	Limit     string
	LimitSays string
	Stdout    []byte
	// Stderr are the last lines of standard error.
	Stderr []string
	// Files are the files the caller asked to collect from the program's
	// folder after it ended, those it wrote.
	Files map[string][]byte
	// Sandbox says what the program could see and do.
	Sandbox *sandbox.Description
}

// Ran reports whether the program ran to its end by itself, with exit
// status 0.
func (o *Outcome) Ran() bool {
	return o.Err == "" && !o.TimedOut && !o.Flooded && o.Limit == "" && o.Exit == 0
}

// Run is one run of a program.
type Run struct {
	// Words are the command, as the program sees it.
	Words []string
	// Stdin is its standard input; Files are written into its working
	// folder first, and Collect names those read from it after.
	Stdin   []byte
	Files   map[string][]byte
	Collect []string
	// Folder is the program's folder (a copy), which it sees read-only
	// at sandbox.ProgramDir; "" for none.
	Folder  string
	Limits  Limits
	Sandbox Sandbox
}

// Execute runs a program once, in the sandbox: in a fresh working folder
// holding r.Files, with r.Stdin as its standard input, within its limits;
// then it collects r.Collect from that folder. The program and every
// process it started are ended when it passes a limit or ctx ends.
func Execute(ctx context.Context, r Run) Outcome {
	lim := r.Limits.withDefaults()
	out := &capped{max: lim.Output, full: make(chan struct{})}
	errTail := &tail{max: stderrKept}
	cmd := r.command(lim)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = bytes.NewReader(r.Stdin), out, errTail
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return Outcome{Err: startError(r.Words[0], err)}
	}
	o, err := waitWithin(ctx, cmd, out, lim.Wall())
	o.Elapsed = time.Since(start)
	if o.Limit == string(sandbox.LimitCPU) && r.Sandbox.Limits.CPU <= 0 {
		// The CPU time passed is the time limit's.
		o.Limit, o.TimedOut, o.Exit = "", true, -1
	}
	o.Limits = lim
	o.Stdout = out.bytes()
	o.Stderr = lastLines(errTail.bytes(), stderrLines)
	d := cmd.Description()
	o.Sandbox = &d
	if err != nil {
		o.Err = err.Error()
	}
	return o
}

// command is the sandbox's command of the run.
func (r Run) command(lim Limits) *sandbox.Cmd {
	return &sandbox.Cmd{Args: r.Words, Program: r.Folder, Allow: r.Sandbox.Allow, Files: r.Files,
		Collect: r.Collect, Env: r.Sandbox.env(), Limits: r.Sandbox.limits(lim.Time), Unconfined: r.Sandbox.Unconfined}
}

// waitWithin waits for the started cmd to end, ending it when ctx ends,
// its time passes (a time-out) or its output fills out.
func waitWithin(ctx context.Context, cmd *sandbox.Cmd, out *capped, limit time.Duration) (Outcome, error) {
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	ended := make(chan struct{})
	why := make(chan Outcome, 1)
	go func() {
		var o Outcome
		select {
		case <-ended:
		case <-ctx.Done():
			o.TimedOut = ctx.Err() == context.DeadlineExceeded
			cmd.Kill()
		case <-out.full:
			o.Flooded = true
			cmd.Kill()
		}
		why <- o
	}()
	so, err := cmd.Wait()
	close(ended)
	o := <-why
	if err != nil {
		return o, err
	}
	o.Exit, o.Signal, o.CPU, o.Files = so.Exit, so.Signal, so.CPU, so.Files
	o.Limit, o.LimitSays = string(so.Limit), so.LimitSays
	if so.NotStarted != "" {
		o.Err = so.NotStarted
	}
	if o.Flooded || o.TimedOut {
		o.Exit = -1
	}
	return o, nil
}

// startError says why a program did not start, in one line.
func startError(name string, err error) string {
	if errors.Is(err, exec.ErrNotFound) {
		return fmt.Sprintf("cannot run %s: no such program on the PATH or in this folder", textio.Quote(name))
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		return fmt.Sprintf("cannot run %s: %v", textio.Quote(name), pe.Err)
	}
	return fmt.Sprintf("cannot run %s: %v", textio.Quote(name), err)
}

// lastLines are the last n lines of text, control characters escaped.
func lastLines(text []byte, n int) []string {
	lines := strings.Split(strings.TrimRight(string(text), "\n"), "\n")
	if len(lines) == 1 && lines[0] == "" {
		return nil
	}
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	for i, l := range lines {
		lines[i] = textio.Line(strings.TrimRight(l, "\r"), 200)
	}
	return lines
}

// capped keeps what a program writes up to max bytes, and closes full
// when it would pass it.
type capped struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	max  int64
	full chan struct{}
	once sync.Once
}

func (c *capped) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	room := c.max - int64(c.buf.Len())
	if int64(len(p)) > room {
		c.buf.Write(p[:max(room, 0)])
		c.once.Do(func() { close(c.full) })
		return 0, errors.New("output cap reached")
	}
	return c.buf.Write(p)
}

// bytes is what was written, and ends the writing: a process that
// outlived the program writes no more.
func (c *capped) bytes() []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.max = int64(c.buf.Len())
	return c.buf.Bytes()
}

// tail keeps the last max bytes written to it.
type tail struct {
	mu  sync.Mutex
	buf []byte
	max int
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > 2*t.max {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-t.max:]...)
	}
	return len(p), nil
}

func (t *tail) bytes() []byte {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.buf) > t.max {
		return t.buf[len(t.buf)-t.max:]
	}
	return t.buf
}
