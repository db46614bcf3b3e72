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
// its callbacks reach the widgets through fyne.Do, so the window never
// freezes and never races. Start, Cancel and Busy are for the UI goroutine.
type Runner struct {
	mu     sync.Mutex
	cancel context.CancelFunc
	gen    int
}

// Start cancels any running job and starts job. job runs in a new
// goroutine; whatever it returns is handed to done on the UI goroutine,
// unless a later Start has superseded it.
func Start[T any](r *Runner, job func(ctx context.Context) T, done func(T)) {
	r.mu.Lock()
	if r.cancel != nil {
		r.cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	r.cancel = cancel
	r.gen++
	gen := r.gen
	r.mu.Unlock()
	go func() {
		v := job(ctx)
		fyne.Do(func() {
			r.mu.Lock()
			current := r.gen == gen
			if current {
				r.cancel = nil
			}
			r.mu.Unlock()
			cancel()
			if current {
				done(v)
			}
		})
	}()
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

// Busy reports whether a job is running.
func (r *Runner) Busy() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.cancel != nil
}
