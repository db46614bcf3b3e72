package search

import (
	"context"
	"runtime"
	"runtime/debug"
	"testing"
	"time"

	"frontier/internal/ownprocess"
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
	if !ownprocess.Run(t) { // the budget reads the live heap, which other tests share
		return
	}
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
	if !ownprocess.Run(t) { // the budget reads the live heap, which other tests share
		return
	}
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
	if !ownprocess.Run(t) { // the budget reads the live heap, which other tests share
		return
	}
	withBudgetReset(t)
	if r := Run(context.Background(), EngineBFS, line{}, Options{MaxMemory: testBudget}); r.StopReason != StopMemoryLimit {
		t.Fatalf("first search: %s", r.StopReason)
	}
	for _, e := range Engines {
		r := Run(context.Background(), e, weighted(), Options{MaxMemory: testBudget})
		if !r.Solved {
			t.Errorf("%s after a search that filled the budget: %s", e, r.StopReason)
		}
	}
}

// TestNoMemoryLimit: with the budget lifted, a heap past the default
// budget does not stop a search. Its ballast, in the heap of a process of
// its own, must not be seen by the next test's search: a collection still
// marking it when that search had started ended BFS as memory-limit.
func TestNoMemoryLimit(t *testing.T) {
	if !ownprocess.Run(t) {
		return
	}
	withBudgetReset(t)
	var ballast []byte
	r := Run(context.Background(), EngineBFS, line{}, Options{MaxMemory: NoMemoryLimit, MaxNodes: 200_000, Progress: func(Progress) {
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

// TestDefaultBudget: the budget rule on machines measured or made up. The
// frontier binary holds 791 MB of address space when it starts under a
// limit below about 1.2 GB, 1,303 MB above (the runtime then reserves its
// scavenger's index), with five threads of 8 MB stacks running and five to
// come on two cores. The wanted budgets are worked out by hand: a quarter
// of the memory, at most 4 GB; under a limit, what is left beside the
// address space held, the stacks to come and 64 MB for the runtime's
// growth, divided by 1.25.
func TestDefaultBudget(t *testing.T) {
	const mb, gb = 1 << 20, 1 << 30
	small := machine{phys: 24 * gb, virtual: 791 * mb, threadStack: 8 * mb, newThreads: 5}
	large := machine{phys: 24 * gb, virtual: 1303 * mb, threadStack: 8 * mb, newThreads: 5}
	with := func(m machine, f func(*machine)) machine { f(&m); return m }
	for _, c := range []struct {
		name string
		m    machine
		want int64
	}{
		{"no limit: a quarter, at most 4 GB", large, 4 * gb},
		{"no limit, 8 GB", with(large, func(m *machine) { m.phys = 8 * gb }), 2 * gb},
		{"unknown memory: 1 GB", with(large, func(m *machine) { m.phys = 0 }), 1 * gb},
		{"cgroup of 512 MB", with(large, func(m *machine) { m.phys = 512 * mb }), 128 * mb},
		{"cgroup of 2 GB", with(large, func(m *machine) { m.phys = 2 * gb }), 512 * mb},
		// (512 − 791 …) < 0: the smallest budget, which stops a search at once.
		{"ulimit -v 512 MB", with(small, func(m *machine) { m.addressSpace = 512 * mb }), minCeiling},
		// (1024 − 791 − 5×8 − 64) / 1.25 = 103.2 MB
		{"ulimit -v 1 GB", with(small, func(m *machine) { m.addressSpace = gb }), 129 * mb * 4 / 5},
		// (1536 − 1303 − 40 − 64) / 1.25 = 103.2 MB
		{"ulimit -v 1.5 GB", with(large, func(m *machine) { m.addressSpace = 1536 * mb }), 129 * mb * 4 / 5},
		// (3072 − 1303 − 40 − 64) / 1.25 = 1332 MB
		{"ulimit -v 3 GB", with(large, func(m *machine) { m.addressSpace = 3 * gb }), 1332 * mb},
		// 3 GB leave room for more than a cgroup's quarter.
		{"ulimit -v 3 GB, cgroup 2 GB", with(large, func(m *machine) { m.addressSpace, m.phys = 3*gb, 2*gb }), 512 * mb},
		// (8192 − 1303 − 40 − 64) / 1.25 = 5428 MB, more than 4 GB
		{"ulimit -v 8 GB", with(large, func(m *machine) { m.addressSpace = 8 * gb }), 4 * gb},
		// (2048 − 1303 − 5×64 − 64) / 1.25 = 288.8 MB: large stacks leave less.
		{"ulimit -s 64 MB", with(large, func(m *machine) { m.addressSpace, m.threadStack = 2*gb, 64*mb }), 361 * mb * 4 / 5},
		// (2048 − 1303 − 0 − 64) / 1.25 = 544.8 MB
		{"stack unknown", with(large, func(m *machine) { m.addressSpace, m.threadStack = 2*gb, 0 }), 681 * mb * 4 / 5},
		// (2048 − 1303 − 20×8 − 64) / 1.25 = 416.8 MB: more threads to come.
		{"more cores", with(large, func(m *machine) { m.addressSpace, m.newThreads = 2*gb, 20 }), 521 * mb * 4 / 5},
		{"limit below what is held", with(large, func(m *machine) { m.addressSpace = 1200 * mb }), minCeiling},
	} {
		if got := defaultBudget(c.m); got != c.want {
			t.Errorf("%s: defaultBudget = %d (%.1f MB), want %d (%.1f MB)", c.name, got, float64(got)/mb, c.want, float64(c.want)/mb)
		}
		if c.m.addressSpace == 0 {
			if got := ceiling(c.m); got != 0 {
				t.Errorf("%s: ceiling %d without a limit", c.name, got)
			}
			continue
		}
		// Whatever the limit, a heap of the budget grown by the overshoot
		// fits beside what is held and the headroom, or the budget is the
		// smallest.
		b := defaultBudget(c.m)
		used := float64(c.m.virtual+uint64(c.m.newThreads)*c.m.threadStack+runtimeGrowth) + heapOvershoot*float64(b)
		if b != minCeiling && used > float64(c.m.addressSpace) {
			t.Errorf("%s: a budget of %d overruns the limit of %d (%.0f needed)", c.name, b, c.m.addressSpace, used)
		}
	}
	if b := DefaultMaxMemory(); b < 1<<20 || b > 4*gb {
		t.Errorf("DefaultMaxMemory() = %d on this machine", b)
	}
}

// TestMemoryBudget: an explicit budget is held below the address-space
// ceiling; lifting the budget leaves the ceiling.
func TestMemoryBudget(t *testing.T) {
	old := host
	t.Cleanup(func() { host = old })
	host = machine{phys: 24 << 30, addressSpace: 3 << 30, virtual: 1303 << 20, threadStack: 8 << 20, newThreads: 5}
	const c = 1332 << 20
	for _, x := range []struct{ ask, want int64 }{
		{0, c}, {NoMemoryLimit, c}, {64 << 20, 64 << 20}, {2 << 30, c},
	} {
		if got := MemoryBudget(x.ask); got != x.want {
			t.Errorf("limited: MemoryBudget(%d) = %d, want %d", x.ask, got, x.want)
		}
	}
	if got := AddressSpaceCeiling(); got != c {
		t.Errorf("AddressSpaceCeiling() = %d, want %d", got, int64(c))
	}
	host.addressSpace = 0
	for _, x := range []struct{ ask, want int64 }{
		{0, 4 << 30}, {NoMemoryLimit, 0}, {64 << 20, 64 << 20}, {8 << 30, 8 << 30},
	} {
		if got := MemoryBudget(x.ask); got != x.want {
			t.Errorf("unlimited: MemoryBudget(%d) = %d, want %d", x.ask, got, x.want)
		}
	}
}

// TestDeadlineIsTimeout: a deadline on the context (a command's whole
// --timeout) ends a search as a timeout, a cancel as a cancellation.
func TestDeadlineIsTimeout(t *testing.T) {
	if !ownprocess.Run(t) { // the budget reads the live heap, which other tests share
		return
	}
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
	if r := Run(ctx, EngineAStar, line{}, Options{}); r.StopReason != StopTimeout || r.Generated != 0 {
		t.Errorf("deadline passed before the start: %s after %d nodes", r.StopReason, r.Generated)
	}
}
