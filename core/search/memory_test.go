package search

import (
	"context"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// withBudgetReset puts the collector's limit back after a test that sets a
// small budget, so that later searches set theirs afresh.
func withBudgetReset(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	t.Cleanup(func() {
		gauge.limit.Lock()
		debug.SetMemoryLimit(old)
		gauge.applied = 0
		gauge.limit.Unlock()
	})
}

const testBudget = 48 << 20

// TestMemoryLimitGrowing: every engine that keeps what it generates (the
// graph searches and beam, whose kept set grows round after round) stops
// at a small budget on an endless problem, neither early nor late.
func TestMemoryLimitGrowing(t *testing.T) {
	withBudgetReset(t)
	for _, e := range []Engine{EngineBFS, EngineDFS, EngineUCS, EngineGreedy, EngineAStar, EngineBeam} {
		runtime.GC() // the last engine's nodes are not this one's
		r := Run(context.Background(), e, line{}, Options{MaxMemory: testBudget})
		if r.StopReason != StopMemoryLimit {
			t.Errorf("%s: %s after %d nodes, want memory-limit", e, r.StopReason, r.Generated)
			continue
		}
		// A node costs these engines far more than 8 bytes and far less
		// than 1 KB (its state, its place in the tree, the reached set).
		if lo, hi := int64(stopShare*testBudget/1024), int64(testBudget/8); r.Generated < lo || r.Generated > hi {
			t.Errorf("%s: stopped after %d nodes, want %d to %d for a budget of %d bytes", e, r.Generated, lo, hi, testBudget)
		}
	}
}

// TestMemoryLimitShared: the budget is the whole process's, so even the
// depth-first engines, whose own memory grows only with the depth, stop
// when something else fills the heap while they run.
func TestMemoryLimitShared(t *testing.T) {
	withBudgetReset(t)
	for _, e := range Engines {
		var ballast []byte
		r := Run(context.Background(), e, line{}, Options{MaxMemory: testBudget, Progress: func(Progress) {
			if ballast == nil {
				ballast = make([]byte, testBudget)
				runtime.GC()
			}
		}})
		if r.StopReason != StopMemoryLimit {
			t.Errorf("%s: %s after %d nodes, want memory-limit", e, r.StopReason, r.Generated)
		}
		runtime.KeepAlive(ballast)
		ballast = nil
		runtime.GC()
	}
}

// TestMemoryLimitNotStale: a search started after another filled the
// budget is judged by collections made since it started, not by the heap
// the other left behind.
func TestMemoryLimitNotStale(t *testing.T) {
	withBudgetReset(t)
	if r := BFS(context.Background(), line{}, Options{MaxMemory: testBudget}); r.StopReason != StopMemoryLimit {
		t.Fatalf("first search: %s", r.StopReason)
	}
	for _, e := range Engines {
		r := Run(context.Background(), e, weighted(), Options{MaxMemory: testBudget})
		if !r.Solved {
			t.Errorf("%s after a search that filled the budget: %s", e, r.StopReason)
		}
	}
}

func TestNoMemoryLimit(t *testing.T) {
	withBudgetReset(t)
	var ballast []byte
	r := BFS(context.Background(), line{}, Options{MaxMemory: NoMemoryLimit, MaxNodes: 200_000, Progress: func(Progress) {
		if ballast == nil {
			ballast = make([]byte, 8*DefaultMaxMemory()/7+1) // virtual memory: never touched
			runtime.GC()
		}
	}})
	runtime.KeepAlive(ballast)
	if r.StopReason != StopNodeLimit {
		t.Fatalf("%s, want node-limit with the memory budget lifted", r.StopReason)
	}
}

func TestDefaultBudget(t *testing.T) {
	const gb = 1 << 30
	for _, c := range []struct {
		phys, as uint64
		want     int64
	}{
		{24 * gb, 0, 4 * gb},      // a quarter, at most 4 GB
		{8 * gb, 0, 2 * gb},       // a quarter
		{0, 0, 1 * gb},            // unknown: 1 GB
		{24 * gb, 6 * gb, 3 * gb}, // half an address-space limit
		{2 * gb, 6 * gb, gb / 2},  // a quarter is lower
		{0, 1 * gb, gb / 2},       // unknown memory, but a limit
	} {
		if got := defaultBudget(c.phys, c.as); got != c.want {
			t.Errorf("defaultBudget(%d, %d) = %d, want %d", c.phys, c.as, got, c.want)
		}
	}
	if b := DefaultMaxMemory(); b < 64<<20 || b > 4*gb {
		t.Errorf("DefaultMaxMemory() = %d on this machine", b)
	}
}

// TestDeadlineIsTimeout: a deadline on the context (a command's whole
// --timeout) ends a search as a timeout, a cancel as a cancellation.
func TestDeadlineIsTimeout(t *testing.T) {
	for _, e := range Engines {
		ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
		r := Run(ctx, e, line{}, Options{})
		cancel()
		if r.StopReason != StopTimeout {
			t.Errorf("%s: %s, want timeout", e, r.StopReason)
		}
	}
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	if r := AStar(ctx, line{}, Options{}); r.StopReason != StopTimeout || r.Generated != 0 {
		t.Errorf("deadline passed before the start: %s after %d nodes", r.StopReason, r.Generated)
	}
}
