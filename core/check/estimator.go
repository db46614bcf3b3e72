package check

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/core/runner"
	"frontier/core/textio"
)

// Estimator is a program of the student's that estimates the cost left
// from a position. It reads the puzzle as a checked program does (the
// puzzle line and its configuration, goal, and a map in its folder),
// then a line "positions", then one position a line; it answers each
// with one whole number on a line of its own, flushing its output after
// each (the estimates may be asked one at a time, as A* needs them).
type Estimator struct {
	proc  *runner.Process
	l     *runner.Launch
	in    *bufio.Writer
	out   *bufio.Reader
	limit time.Duration
	mu    sync.Mutex
	cache map[string]int
	// failed is the first error: after it every estimate fails.
	failed error
}

// StartEstimator starts prog on puzzle d (its protocol's header and
// files, for a search from start) and hands it the line "positions".
func StartEstimator(prog runner.Program, d puzzles.Domain, start puzzles.State) (*Estimator, error) {
	ck, ok := d.Checking(start)
	if !ok {
		return nil, fmt.Errorf("the %s is not offered to programs", d.Name())
	}
	l, err := prog.Launch()
	if err != nil {
		return nil, err
	}
	e := &Estimator{l: l, cache: map[string]int{}, limit: prog.Limits.Time}
	if e.limit <= 0 {
		e.limit = runner.DefaultTime
	}
	// The program answers for as long as the search asks: its time is
	// bounded ask by ask, its CPU time by the sandbox over a long run.
	if e.proc, err = runner.Start(l.Run(nil, nil, ck.Files, nil), estimatorCPU); err != nil {
		l.Close()
		return nil, err
	}
	e.in, e.out = bufio.NewWriter(e.proc.Stdin), bufio.NewReaderSize(e.proc.Stdout, 64<<10)
	var b bytes.Buffer
	b.WriteString("puzzle " + string(d.Spec().ID) + "\n")
	for _, h := range ck.Header {
		b.WriteString(h + "\n")
	}
	b.WriteString("goal " + ck.Words(d.Goal()) + "\n")
	for _, t := range ck.Trailer {
		b.WriteString(t + "\n")
	}
	b.WriteString("positions\n")
	e.in.Write(b.Bytes())
	return e, nil
}

// maxEstimate bounds an estimate, so that sums of estimates and costs
// stay far from overflowing.
const maxEstimate = 1_000_000_000_000

// estimatorCPU bounds the CPU time of a heuristic program, which answers
// for a whole search.
const estimatorCPU = 30 * time.Minute

// Close ends the program and removes its folder.
func (e *Estimator) Close() {
	e.proc.Close()
	e.l.Close()
}

// Err is the estimator's first failure, after which every estimate
// fails; nil for none, or for no estimator.
func (e *Estimator) Err() error {
	if e == nil {
		return nil
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.failed
}

// Estimate is the program's estimate of one position, written as the
// program reads it; asked once, then remembered.
func (e *Estimator) Estimate(pos string) (int, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if h, ok := e.cache[pos]; ok {
		return h, nil
	}
	hs, err := e.ask([]string{pos}, false)
	if err != nil {
		return 0, err
	}
	e.cache[pos] = hs[0]
	return hs[0], nil
}

// EstimateAll is the program's estimates of many positions, written all
// at once while its answers are read; then its input ends, so that a
// program may also read every position before it answers.
func (e *Estimator) EstimateAll(positions []string) ([]int, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.ask(positions, true)
}

// ask writes the positions, and ends the program's input after them when
// last, and reads one estimate for each, within the time limit for each
// 100,000 positions.
func (e *Estimator) ask(positions []string, last bool) ([]int, error) {
	if e.failed != nil {
		return nil, e.failed
	}
	limit := e.limit * time.Duration(1+len(positions)/100_000)
	timer := time.AfterFunc(limit, e.proc.Kill)
	defer timer.Stop()
	werr := make(chan error, 1)
	go func() {
		for _, p := range positions {
			if _, err := e.in.WriteString(p + "\n"); err != nil {
				werr <- err
				return
			}
		}
		err := e.in.Flush()
		if last {
			e.proc.Stdin.Close()
		}
		werr <- err
	}()
	out := make([]int, len(positions))
	start := time.Now()
	for i := range positions {
		raw, err := e.out.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			e.proc.Kill()
			<-werr
			e.failed = fmt.Errorf("the heuristic program answered %s with a line of more than %s bytes: want one whole number a line", positions[i], numfmt.Group(e.out.Size()))
			return nil, e.failed
		}
		if err != nil {
			<-werr
			e.failed = e.failure(i, positions[i], err, time.Since(start) >= limit)
			return nil, e.failed
		}
		line := strings.TrimSpace(string(raw))
		v64, err := numfmt.ParseInt(line)
		if err != nil || v64 < -maxEstimate || v64 > maxEstimate {
			<-werr
			e.failed = fmt.Errorf("the heuristic program answered %s to %s: want a whole number from −%s to %s", textio.Quote(line), positions[i], numfmt.Group(maxEstimate), numfmt.Group(maxEstimate))
			return nil, e.failed
		}
		out[i] = int(v64)
	}
	if err := <-werr; err != nil {
		e.failed = fmt.Errorf("the heuristic program stopped reading: %v", err)
		return nil, e.failed
	}
	return out, nil
}

// failure says why the program gave no estimate for position i.
func (e *Estimator) failure(i int, pos string, err error, late bool) error {
	if late {
		return fmt.Errorf("the heuristic program gave no estimate for %s in time (%s)", pos, e.limit)
	}
	why := "it ended"
	if err != io.EOF {
		why = err.Error()
	}
	msg := fmt.Sprintf("the heuristic program gave %d estimates, then none for %s: %s", i, pos, why)
	if lines := e.proc.Stderr(3); len(lines) > 0 {
		msg += " (" + strings.Join(lines, " / ") + ")"
	}
	return errors.New(msg)
}
