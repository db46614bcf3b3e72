package search

import (
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"time"

	"frontier/core/sysmem"
)

// NoMemoryLimit, as Options.MaxMemory, lifts the memory budget: the search
// may then fill the machine's memory.
const NoMemoryLimit = -1

// The default memory budget: a quarter of the memory the process may use,
// at most maxDefaultMemory, and fallbackMemory where that is unknown.
const (
	maxDefaultMemory = 4 << 30
	fallbackMemory   = 1 << 30
)

// DefaultMaxMemory is the memory budget of a search whose options set
// none: a quarter of the memory this process may use (the machine's, or
// its control group's when lower), at most 4 GB, and at most half of an
// address-space limit (ulimit -v), which a Go program needs room under;
// 1 GB where the system does not say how much memory it has.
func DefaultMaxMemory() int64 { return defaultMaxMemory() }

var defaultMaxMemory = sync.OnceValue(func() int64 {
	phys, _ := sysmem.Physical()
	return defaultBudget(phys, sysmem.AddressSpace())
})

// defaultBudget is DefaultMaxMemory's rule for phys bytes of memory and an
// address-space limit (0: unknown, none).
func defaultBudget(phys, addressSpace uint64) int64 {
	b := uint64(fallbackMemory)
	if phys > 0 {
		b = min(phys/4, maxDefaultMemory)
	}
	if addressSpace > 0 {
		b = min(b, addressSpace/2)
	}
	return int64(b)
}

// budget is the memory budget opts ask for, in bytes; 0 means none.
func budget(opts Options) int64 {
	switch {
	case opts.MaxMemory == 0:
		return DefaultMaxMemory()
	case opts.MaxMemory < 0:
		return 0
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
func startMemory(budget int64, now time.Time) uint64 {
	gauge.limit.Lock()
	if gauge.applied != budget {
		if gauge.initial < 0 {
			gauge.initial = debug.SetMemoryLimit(-1)
		}
		debug.SetMemoryLimit(min(budget, gauge.initial))
		gauge.applied = budget
	}
	gauge.limit.Unlock()
	return readHeap(now).cycles
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
