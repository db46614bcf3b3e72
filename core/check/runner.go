package check

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"frontier/core/textio"
)

// Limits bound one run of a program.
type Limits struct {
	// Time is the most a run may take; 0 means DefaultTime.
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
	// TimedOut: the time limit ended it; Flooded: its output passed the
	// cap and it was ended.
	TimedOut, Flooded bool
	Stdout            []byte
	// Stderr are the last lines of standard error.
	Stderr []string
	// Files are the files the caller asked to collect from the program's
	// folder after it ended, those it wrote.
	Files map[string][]byte
}

// Ran reports whether the program ran to its end by itself, with exit
// status 0.
func (o *Outcome) Ran() bool {
	return o.Err == "" && !o.TimedOut && !o.Flooded && o.Exit == 0
}

// outputGrace is how long the output is read after the program ended.
const outputGrace = time.Second

// Execute runs a program, words[0] with the rest as arguments, once: in
// a fresh empty temporary folder holding files, with stdin as its
// standard input, within lim; then it collects the files named in
// collect from that folder and removes it. The program and every process
// it started are ended when it passes a limit or ctx ends.
func Execute(ctx context.Context, words []string, stdin []byte, files map[string][]byte, collect []string, lim Limits) Outcome {
	if lim.Time <= 0 {
		lim.Time = DefaultTime
	}
	if lim.Output <= 0 {
		lim.Output = DefaultOutput
	}
	cmd, dir, err := prepare(words, "frontier-check-", files)
	if err != nil {
		return Outcome{Err: err.Error()}
	}
	defer os.RemoveAll(dir)
	ctx, cancel := context.WithTimeout(ctx, lim.Time)
	defer cancel()
	cmd.Stdin = bytes.NewReader(stdin)
	out := &capped{max: lim.Output, full: make(chan struct{})}
	errTail := &tail{max: stderrKept}
	cmd.Stdout, cmd.Stderr = out, errTail
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return Outcome{Err: startError(words[0], err)}
	}
	o, werr := waitWithin(ctx, cmd, out)
	o.Elapsed = time.Since(start)
	// A program that ends its group's other processes leaves none behind.
	endGroup(cmd)
	o.Exit, o.Signal = exitOf(cmd, werr)
	o.Stdout = out.bytes()
	o.Stderr = lastLines(errTail.bytes(), stderrLines)
	if o.Flooded {
		o.Exit = -1
	}
	o.Files = collectFiles(dir, collect, lim.Output)
	return o
}

// waitWithin waits for the started cmd to end, ending its process group
// when ctx ends (a deadline is a time-out) or its output fills out.
func waitWithin(ctx context.Context, cmd *exec.Cmd, out *capped) (Outcome, error) {
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var o Outcome
	select {
	case err := <-done:
		return o, err
	case <-ctx.Done():
		o.TimedOut = ctx.Err() == context.DeadlineExceeded
	case <-out.full:
		o.Flooded = true
	}
	endGroup(cmd)
	return o, <-done
}

// collectFiles reads the files named in names from dir, each up to limit
// bytes; those missing or larger are left out (nil when none is read).
func collectFiles(dir string, names []string, limit int64) map[string][]byte {
	var files map[string][]byte
	for _, name := range names {
		if data, err := readSmall(filepath.Join(dir, name), limit); err == nil {
			if files == nil {
				files = map[string][]byte{}
			}
			files[name] = data
		}
	}
	return files
}

// prepare makes the command of words, to run in a fresh temporary
// folder (named from prefix) holding files, in a process group of its
// own, with FRONTIER_CHECK=1 in its environment. The caller removes dir.
func prepare(words []string, prefix string, files map[string][]byte) (cmd *exec.Cmd, dir string, err error) {
	dir, err = os.MkdirTemp("", prefix)
	if err != nil {
		return nil, "", errors.New("cannot make a folder to run the program in: " + err.Error())
	}
	for name, data := range files {
		// The folder is new and the program not started: nobody reads a
		// file half written.
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(name)), data, 0o644); err != nil {
			os.RemoveAll(dir)
			return nil, "", errors.New("cannot write " + name + " for the program: " + err.Error())
		}
	}
	cmd = exec.Command(words[0], words[1:]...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "FRONTIER_CHECK=1")
	ownGroup(cmd)
	// A process that left the group (setsid) may hold the output open
	// after the program ends: Wait stops waiting for it a second later.
	cmd.WaitDelay = outputGrace
	return cmd, dir, nil
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

func readSmall(path string, max int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return nil, errors.New("not a file")
	}
	return io.ReadAll(io.LimitReader(f, max))
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
