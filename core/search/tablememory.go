package search

import (
	"context"
	"fmt"
	"runtime"
	"time"

	"frontier/core/numfmt"
	"frontier/core/turn"
)

// The tables a heuristic needs (pattern databases, the cube's exact
// distances) are built before the search, in the same heap, so they are
// held to the same budget: a build first compares what it will need with
// what the budget leaves, and then watches the gauge as a search does. Past
// the budget the Go runtime may be unable to map memory at all, and it
// ends the process instead of failing an allocation: the check must come
// before the allocation.

type budgetKey struct{}

// WithMemoryBudget returns ctx carrying a memory budget, given as
// Options.MaxMemory (0 the default, NoMemoryLimit none), for the table
// builds made under it. A build under a context without one has the
// default budget.
func WithMemoryBudget(ctx context.Context, maxMemory int64) context.Context {
	return context.WithValue(ctx, budgetKey{}, maxMemory)
}

// MemoryError says that a table does not fit in the memory budget: it is
// how a build refused or stopped by the budget fails.
type MemoryError struct {
	Table  string // what was to be built: "the 5×5 pattern databases"
	Need   int64  // the bytes the build needs at its peak, about
	Budget int64  // the memory budget
	InUse  int64  // the live heap besides the build, when it told
}

func (e *MemoryError) Error() string {
	budget := "the memory budget is " + numfmt.Bytes(e.Budget)
	if e.Lowered() {
		budget = "the address-space limit (ulimit -v) leaves room for a memory budget of " + numfmt.Bytes(e.Budget)
	}
	msg := fmt.Sprintf("building %s takes about %s of memory; %s", e.Table, numfmt.Bytes(e.Need), budget)
	if e.InUse > 0 && float64(e.Need) <= stopShare*float64(e.Budget) {
		// Only what else is in use keeps the build out.
		msg += fmt.Sprintf(", %s of it in use", numfmt.Bytes(e.InUse))
	}
	return msg
}

// Lowered reports whether the budget is what the address-space limit
// leaves room for, not one asked for.
func (e *MemoryError) Lowered() bool { return e.Budget == AddressSpaceCeiling() }

// TableMemory holds one table build to the memory budget of its context.
// Fits and Reserve come before the build starts its workers; Check is
// safe for them to call at once.
type TableMemory struct {
	table     string
	budget    int64 // 0: none
	since     uint64
	live      int64
	need      int64
	collected bool
}

// NewTableMemory starts a build of table under the budget ctx carries
// (see WithMemoryBudget): it sets the collector's limit as a search does
// and reads the live heap.
func NewTableMemory(ctx context.Context, table string) *TableMemory {
	maxMemory, _ := ctx.Value(budgetKey{}).(int64)
	m := &TableMemory{table: table, budget: MemoryBudget(maxMemory)}
	if m.budget > 0 {
		startMemory(m.budget) // the collector's limit, as a search's
		r := readHeap(time.Now())
		m.since, m.live = r.cycles, int64(r.live)
	}
	return m
}

// room is what the budget leaves beside the live heap: a search stops
// once a collection finds stopShare of the budget live, and so does a
// build.
func (m *TableMemory) room() int64 { return int64(stopShare*float64(m.budget)) - m.live }

// Fits reports whether need more bytes fit in the budget beside the live
// heap. When they do not, it collects the garbage once and looks again:
// a search that ended just before may have left its nodes behind.
func (m *TableMemory) Fits(need int64) bool {
	if m.budget <= 0 || need <= m.room() {
		return true
	}
	if !m.collected {
		m.collected = true
		runtime.GC()
		r := readHeap(time.Now())
		m.live, m.since = int64(r.live), r.cycles
	}
	return need <= m.room()
}

// Reserve is called before the build allocates its tables with need,
// the bytes it will hold at its peak: a *MemoryError when they do not fit
// (see Fits), else nil.
func (m *TableMemory) Reserve(need int64) error {
	m.need = need
	if !m.Fits(need) {
		return m.err()
	}
	return nil
}

// Check is called as the build goes, every few thousand entries: a
// *MemoryError once a collection made since the build started found the
// heap over the budget, as a search stops; nil otherwise. It reads the
// heap at most every few milliseconds, whoever asks.
func (m *TableMemory) Check() error {
	turn.Take() // called often: in a browser page, the page's turn comes here
	if m.budget > 0 && overBudget(m.budget, m.since, time.Now()) {
		return m.err()
	}
	return nil
}

func (m *TableMemory) err() *MemoryError {
	return &MemoryError{Table: m.table, Need: m.need, Budget: m.budget, InUse: m.live}
}
