package search

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"time"

	"frontier/core/sysmem"
)

// NoMemoryLimit, as Options.MaxMemory, lifts the memory budget: the search
// may then fill the machine's memory, or under an address-space limit
// what it leaves room for (see AddressSpaceCeiling).
const NoMemoryLimit = -1

// The default memory budget: a quarter of the memory the process may use,
// at most maxDefaultMemory, and fallbackMemory where that is unknown.
const (
	maxDefaultMemory = 4 << 30
	fallbackMemory   = 1 << 30
)

// DefaultMaxMemory is the memory budget of a search whose options set
// none: a quarter of the memory this process may use (the machine's, or
// its control group's when lower), at most 4 GB, and 1 GB where the
// system does not say how much memory it has; under an address-space
// limit (ulimit -v) at most AddressSpaceCeiling.
func DefaultMaxMemory() int64 { return defaultBudget(host) }

// AddressSpaceCeiling is the largest memory budget the address-space
// limit (ulimit -v) leaves room for, or 0 when there is no such limit.
// Every budget is held below it, the one --max-memory asks for included:
// past it the Go runtime cannot map memory, and it ends the process
// instead of failing an allocation.
func AddressSpaceCeiling() int64 { return ceiling(host) }

// MemoryBudget is the budget a search with Options.MaxMemory = maxMemory
// runs under, in bytes: DefaultMaxMemory for 0, the address-space ceiling
// (or 0, none) for NoMemoryLimit, else maxMemory held below the ceiling.
func MemoryBudget(maxMemory int64) int64 { return budget(Options{MaxMemory: maxMemory}) }

// machine is what the budgets derive from.
type machine struct {
	phys         uint64 // the memory the process may use: MemTotal or its control group's limit; 0 unknown
	addressSpace uint64 // RLIMIT_AS; 0 none
	virtual      uint64 // the address space the process held when the package started
	threadStack  uint64 // the address space each new thread reserves
	newThreads   int    // the threads the process may still start
}

// host is this process's machine, read when the package starts: before a
// table or a search has grown the heap, so that virtual is the program
// and the Go runtime alone. At start-up the runtime reserves address
// space for its page allocator's indexes, mapped as they are needed, and
// its first 64 MB heap arena: the frontier binary holds 791 MB then under
// a limit below 1.17 GB, and 1,303 MB above it or without one, where the
// runtime also reserves 512 MB for its scavenger's index.
var host = func() machine {
	phys, _ := sysmem.Physical()
	return machine{phys: phys, addressSpace: sysmem.AddressSpace(), virtual: sysmem.VirtualSize(),
		threadStack: sysmem.ThreadStack(), newThreads: max(runtime.GOMAXPROCS(0)+spareThreads-sysmem.Threads(), 0)}
}()

// What the address space must keep besides the heap, measured on the
// frontier binary (Linux, amd64, Go 1.26, linked with C for the window's
// toolkit) under prlimit --as:
//
//   - Threads. The runtime runs one thread per processor (GOMAXPROCS) and
//     up to spareThreads more: the monitor, the template thread, threads
//     blocked in system calls or in C. Five run when the package starts;
//     a search on two cores ran up to nine. Linked with C, each is a C
//     library thread that reserves ThreadStack (8 MB under the usual
//     ulimit -s). glibc also gives each thread that calls malloc an arena
//     of 64 MB of address space, up to eight per core: more than a limit
//     leaves room for, so the frontier binary caps the arenas at one when
//     it starts under a limit (see cmd/app), and they are not counted.
//   - runtimeGrowth: the runtime's own tables for the heap grow with it,
//     and tables read from the cache folder are mapped files (the 5×5
//     pattern databases: 40 MB).
//   - The heap's overshoot. The gauge stops a search when a collection
//     finds 7/8 of the budget live, but the heap also holds garbage, a
//     slice that doubles holds its old and new arrays at once, and the
//     heap grows by arenas of 64 MB reserved whole. Measured, from the
//     start to the stop of a 5×5 search, the address space grew by 0.9 to
//     1.6 times its budget of 103 MB, threads included, and by 1.0 times
//     budgets of 512 MB and 1.3 GB; the first heap arena, held at the
//     start, and runtimeGrowth take up what small budgets add beyond
//     heapOvershoot. At the peak, 71 MB of a 1.5 GB limit and 458 MB of a
//     3 GB limit were left.
const (
	spareThreads  = 8
	runtimeGrowth = 64 << 20
	// The ceiling is the room left divided by heapOvershoot.
	heapOvershoot = 1.25
	// minCeiling keeps a budget above 0 (which means none) however
	// little room is left: a search then stops at once.
	minCeiling = 1 << 20
)

// ceiling is AddressSpaceCeiling's rule: 0 without an address-space
// limit, else the room the limit leaves beyond the address space held at
// start-up, the threads to come and the runtime's growth, divided by the
// heap's overshoot.
func ceiling(m machine) int64 {
	if m.addressSpace == 0 {
		return 0
	}
	held := m.virtual + uint64(m.newThreads)*m.threadStack + runtimeGrowth
	if m.addressSpace <= held {
		return minCeiling
	}
	return max(int64(float64(m.addressSpace-held)/heapOvershoot), minCeiling)
}

// defaultBudget is DefaultMaxMemory's rule on m.
func defaultBudget(m machine) int64 {
	b := int64(fallbackMemory)
	if m.phys > 0 {
		b = int64(min(m.phys/4, maxDefaultMemory))
	}
	if c := ceiling(m); c > 0 {
		b = min(b, c)
	}
	return b
}

// budget is the memory budget opts ask for, in bytes; 0 means none.
func budget(opts Options) int64 {
	c := ceiling(host)
	switch {
	case opts.MaxMemory == 0:
		return DefaultMaxMemory()
	case opts.MaxMemory < 0:
		return c
	case c > 0:
		return min(opts.MaxMemory, c)
	}
	return opts.MaxMemory
}

// The memory gauge is shared by every search of the process, so searches
// running side by side (an experiment's workers) share one budget. It
// reads the live heap that the garbage collector measured at the end of
// its last cycle: garbage not yet collected does not count, and a search
// never pays for a collection of its own. The collector is told the budget
// as its soft memory limit (debug.SetMemoryLimit), so it collects more
// often as the heap nears the budget; a search stops when a collection
// finishing after it started finds more than stopShare of the budget
// live, since collections would then come too often to leave it time.
const (
	stopShare      = 7.0 / 8
	gaugeFreshness = 4 * time.Millisecond // a reading is reused this long
)

type heapReading struct {
	at     int64  // time.Now().UnixNano() of the reading
	live   uint64 // bytes live at the end of the last collection
	cycles uint64 // collections completed
}

var gauge struct {
	reading atomic.Pointer[heapReading]
	reader  sync.Mutex // one reader at a time; the others use the last reading
	limit   sync.Mutex
	applied int64 // the budget the collector's limit was last set for
	initial int64 // the limit before Frontier set one (GOMEMLIMIT), -1 if unread
}

func init() { gauge.initial = -1 }

// readHeap reads the live heap and the collections completed.
func readHeap(now time.Time) *heapReading {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(s)
	r := &heapReading{at: now.UnixNano()}
	if s[0].Value.Kind() == metrics.KindUint64 {
		r.live = s[0].Value.Uint64()
	}
	if s[1].Value.Kind() == metrics.KindUint64 {
		r.cycles = s[1].Value.Uint64()
	}
	gauge.reading.Store(r)
	return r
}

// startMemory sets the collector's limit for a search with budget bytes
// and returns the number of collections completed so far: only the live
// heap measured by later ones says anything about this search.
func startMemory(budget int64) uint64 {
	gauge.limit.Lock()
	if gauge.applied != budget {
		if gauge.initial < 0 {
			gauge.initial = debug.SetMemoryLimit(-1)
		}
		debug.SetMemoryLimit(min(budget, gauge.initial))
		gauge.applied = budget
	}
	gauge.limit.Unlock()
	return gcCycles()
}

// gcCycles is the number of collections completed so far: a reading that
// costs a search's start far less than the live heap's, which sums every
// processor's statistics.
func gcCycles() uint64 {
	s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(s)
	if s[0].Value.Kind() == metrics.KindUint64 {
		return s[0].Value.Uint64()
	}
	return 0
}

// overBudget reports whether a collection completed after the collection
// count since found more than stopShare of budget live. It reads the heap
// at most every gaugeFreshness, whichever search asks.
func overBudget(budget int64, since uint64, now time.Time) bool {
	r := gauge.reading.Load()
	if r == nil || now.UnixNano()-r.at >= int64(gaugeFreshness) {
		if gauge.reader.TryLock() {
			r = readHeap(now)
			gauge.reader.Unlock()
		}
	}
	return r != nil && r.cycles > since && float64(r.live) > stopShare*float64(budget)
}
