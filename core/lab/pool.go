package lab

import (
	"context"
	"sync"

	"frontier/core/search"
)

// Pool runs an experiment's independent jobs on a bounded number of
// goroutines. The zero Pool uses one worker per core.
type Pool struct {
	// Workers is the number of goroutines; 0 or less means
	// DefaultWorkers(). More than Workers.Max run as Workers.Max.
	Workers int
	// MaxMemory is the memory budget of every search (see
	// search.Options.MaxMemory): it bounds the process's heap, so the
	// workers share it. 0 means search.DefaultMaxMemory().
	MaxMemory int64
	// Progress, when set, is called after each finished job with the jobs
	// done and the total, always from the goroutine that started the
	// experiment (never from a worker), so it needs no locking. A window
	// should still hand the numbers to its UI thread (fyne.Do).
	Progress func(done, total int)
	// Phase, when set, is called as the experiment enters each phase
	// ("Drawing states", "Searching"), from the same goroutine as Progress;
	// Run calls it, the Run… functions of one kind do not.
	Phase func(phase string)
}

// budget is the memory budget the pool's searches run with, in bytes;
// 0 when lifted.
func (p Pool) budget() int64 { return search.MemoryBudget(p.MaxMemory) }

func (p Pool) phase(name string) {
	if p.Phase != nil {
		p.Phase(name)
	}
}

func (p Pool) workers(n int) int {
	w := p.Workers
	if w <= 0 {
		w = DefaultWorkers()
	}
	return max(1, min(w, n, int(Workers.Max)))
}

// counter carries progress across the phases of one experiment.
type counter struct {
	fn          func(done, total int)
	done, total int
}

func (c *counter) step() {
	c.done++
	if c.fn != nil {
		c.fn(c.done, c.total)
	}
}

// run calls job(ctx, i) for every i in [0, n), each exactly once, on the
// pool's workers. Jobs must write only to their own index's slot. The
// first job error, or the cancellation of ctx, stops the hand-out of new
// jobs; run waits for the started ones and returns that error.
func (p Pool) run(ctx context.Context, n int, c *counter, job func(ctx context.Context, i int) error) error {
	if n <= 0 {
		return ctx.Err()
	}
	inner, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan int)
	results := make(chan error)
	var wg sync.WaitGroup
	for range p.workers(n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results <- job(inner, i)
			}
		}()
	}
	go func() {
		defer close(next)
		for i := range n {
			select {
			case next <- i:
			case <-inner.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()
	var first error
	for err := range results {
		if err != nil && first == nil {
			first = err
			cancel()
		}
		if first == nil && ctx.Err() == nil {
			c.step()
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return first
}
