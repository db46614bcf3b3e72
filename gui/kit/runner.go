// Package kit holds what the tabs of the window share: the background
// job runner, the results panel and path playback.
package kit

import (
	"context"
	"sync"

	"fyne.io/fyne/v2"
)

// Runner runs one background job at a time for a tab: a search, a table
// build, an experiment. The job runs in its own goroutine with a context;
// its progress and result reach the widgets through fyne.Do, so the window
// never freezes and never races. Start, Cancel and Busy are for the UI
// goroutine; Done and Live may be called from any.
type Runner struct {
	mu     sync.Mutex
	cancel context.CancelFunc
	gen    int
	done   chan struct{} // closed when the job started last has handed over its result
	live   chan struct{} // closed when that job's first progress is on show
}

// Start cancels any running job and starts job. job runs in a new
// goroutine; whatever it returns is handed to done on the UI goroutine,
// unless a later Start has superseded it.
func Start[T any](r *Runner, job func(ctx context.Context) T, done func(T)) {
	StartWithProgress(r, func(ctx context.Context, _ func(struct{})) T { return job(ctx) }, nil, done)
}

// StartWithProgress is Start for a job that reports progress: the values
// it passes to report are handed to progress on the UI goroutine, unless
// the job has been superseded; a value not yet handed over when the next
// comes is dropped for it, so progress must be a state, not an event.
// The job throttles its reports (ten a second is plenty).
func StartWithProgress[T, P any](r *Runner, job func(ctx context.Context, report func(P)) T, progress func(P), done func(T)) {
	j := r.begin()
	report := coalesced(func(p P) {
		if r.current(j.gen) && progress != nil {
			progress(p)
			j.once.Do(func() { close(j.live) })
		}
	})
	go func() {
		v := job(j.ctx, report)
		onWidgets(func() {
			defer close(j.ended)
			if r.finish(j) {
				done(v)
			}
		})
	}()
}

// started is a job started by a Runner: its context, its generation and
// the channels closed when it has handed over its result (ended) and
// when its first progress is on show (live).
type started struct {
	ctx         context.Context
	cancel      context.CancelFunc
	gen         int
	ended, live chan struct{}
	once        sync.Once
}

// begin cancels any running job and starts the next generation.
func (r *Runner) begin() *started {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cancel != nil {
		r.cancel()
	}
	j := &started{gen: r.gen + 1, ended: make(chan struct{}), live: make(chan struct{})}
	j.ctx, j.cancel = context.WithCancel(context.Background())
	r.cancel, r.gen = j.cancel, j.gen
	r.done, r.live = j.ended, j.live
	return j
}

// finish ends job j's context and reports whether j is still the
// current job, whose result is to be shown.
func (r *Runner) finish(j *started) bool {
	r.mu.Lock()
	current := r.gen == j.gen
	if current {
		r.cancel = nil
	}
	r.mu.Unlock()
	j.cancel()
	return current
}

// coalesced is a report function that hands its values to show on the UI
// goroutine. Reports are coalesced: while one waits for the UI goroutine,
// a new one replaces its value rather than queueing behind it. A window
// slow to draw (a busy machine, software drawing) runs fewer calls a
// second than a search reports, and a queue of stale counters would hold
// up the result, and a cancelled search's end, by seconds.
func coalesced[P any](show func(P)) func(P) {
	var (
		mu      sync.Mutex
		pending bool
		latest  P
	)
	return func(p P) {
		mu.Lock()
		latest = p
		if pending {
			mu.Unlock()
			return
		}
		pending = true
		mu.Unlock()
		onWidgets(func() {
			mu.Lock()
			p := latest
			pending = false
			mu.Unlock()
			show(p)
		})
	}
}

// callbacks is held by every job's progress and result as they reach the
// widgets, one at a time. The window runs them on its own goroutine, one
// after another, and the lock is never waited for; Fyne's test driver
// runs each on the goroutine that hands it over, and a job started by
// one callback (the inspector's, by a recording's) could end while that
// callback still draws: the lock keeps them apart there too.
var callbacks sync.Mutex

// onWidgets runs f on the UI goroutine, after any other job's callback.
func onWidgets(f func()) {
	fyne.Do(func() {
		callbacks.Lock()
		defer callbacks.Unlock()
		f()
	})
}

func (r *Runner) current(gen int) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.gen == gen
}

// Cancel stops the running job, if any; its done still runs, with whatever
// the job returns after seeing the cancelled context.
func (r *Runner) Cancel() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cancel != nil {
		r.cancel()
	}
}

// Drop cancels the running job, if any, and forgets it: its result is
// never handed over, as when what it worked on has changed under it.
func (r *Runner) Drop() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cancel != nil {
		r.cancel()
		r.cancel = nil
	}
	r.gen++
}

// Busy reports whether a job is running.
func (r *Runner) Busy() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.cancel != nil
}

// closed is a channel that is always closed.
var closed = func() chan struct{} { c := make(chan struct{}); close(c); return c }()

// Done returns a channel closed once the job started last has ended and
// its result has been handed over (or dropped, when superseded); it is
// closed already when no job was ever started. Whoever must wait for a
// tab's work to settle — closing the window, a caller that chains jobs,
// a test — waits on it rather than polling.
func (r *Runner) Done() <-chan struct{} {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.done == nil {
		return closed
	}
	return r.done
}

// Live returns a channel closed once the job started last has its first
// progress on show; it never closes for a job that reports none.
func (r *Runner) Live() <-chan struct{} {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.live == nil {
		return make(chan struct{})
	}
	return r.live
}

// AllDone returns a channel closed once every one of chans is closed:
// a tab with several runners settles when all of them have.
func AllDone(chans ...<-chan struct{}) <-chan struct{} {
	all := make(chan struct{})
	go func() {
		for _, c := range chans {
			<-c
		}
		close(all)
	}()
	return all
}
