package search

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"

	"frontier/internal/ownprocess"
)

// TestTableMemoryReserve: a build whose need does not fit beside the live
// heap is refused before it allocates, with the figures in the error; one
// that fits, or one without a budget, is not.
func TestTableMemoryReserve(t *testing.T) {
	if !ownprocess.Run(t) { // the budget reads the live heap, which other tests share
		return
	}
	withBudgetReset(t)
	runtime.GC()
	ctx := WithMemoryBudget(context.Background(), testBudget)
	m := NewTableMemory(ctx, "the test table")
	err := m.Reserve(testBudget)
	var me *MemoryError
	if !errors.As(err, &me) || me.Need != testBudget || me.Budget != testBudget {
		t.Fatalf("a need of the whole budget: %v, want a MemoryError of %d and %d", err, testBudget, testBudget)
	}
	if got, want := err.Error(), "building the test table takes about 48 MB of memory; the memory budget is 48 MB"; got[:len(want)] != want {
		t.Errorf("error %q, want it to start %q", got, want)
	}
	if err := NewTableMemory(ctx, "the test table").Reserve(testBudget / 4); err != nil {
		t.Errorf("a quarter of the budget: %v", err)
	}
	lifted := WithMemoryBudget(context.Background(), NoMemoryLimit)
	if AddressSpaceCeiling() == 0 {
		if err := NewTableMemory(lifted, "the test table").Reserve(1 << 50); err != nil {
			t.Errorf("no budget: %v", err)
		}
	}
	big := &MemoryError{Table: "the test table", Need: 100 << 20, Budget: 48 << 20, InUse: 10 << 20}
	if got, want := big.Error(), "building the test table takes about 100 MB of memory; the memory budget is 48 MB"; got != want {
		t.Errorf("%q, want %q (what is in use does not matter when the need alone is too much)", got, want)
	}
	busy := &MemoryError{Table: "the test table", Need: 30 << 20, Budget: 48 << 20, InUse: 20 << 20}
	if AddressSpaceCeiling() == 48<<20 {
		t.Skip("the address-space limit leaves room for just the budget of these errors")
	}
	if got, want := busy.Error(), "building the test table takes about 30 MB of memory; the memory budget is 48 MB, 20 MB of it in use"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// TestTableMemoryGarbage: garbage the last collection found live does not
// refuse a build: Fits collects once and looks again.
func TestTableMemoryGarbage(t *testing.T) {
	if !ownprocess.Run(t) { // the budget reads the live heap, which other tests share
		return
	}
	withBudgetReset(t)
	ballast := make([]byte, testBudget/2)
	runtime.GC() // the ballast is live at this collection
	runtime.KeepAlive(ballast)
	ballast = nil
	m := NewTableMemory(WithMemoryBudget(context.Background(), testBudget), "the test table")
	if m.live < testBudget/2 {
		t.Fatalf("the live heap read is %d, below the ballast of %d", m.live, testBudget/2)
	}
	if !m.Fits(testBudget / 2) {
		t.Errorf("half the budget does not fit once the ballast is garbage (live heap %d)", m.live)
	}
}

// TestTableMemoryCheck: during a build, the gauge stops it once a
// collection finds the heap over the budget, as it stops a search.
func TestTableMemoryCheck(t *testing.T) {
	if !ownprocess.Run(t) { // the budget reads the live heap, which other tests share
		return
	}
	withBudgetReset(t)
	runtime.GC()
	m := NewTableMemory(WithMemoryBudget(context.Background(), testBudget), "the test table")
	if err := m.Reserve(testBudget / 4); err != nil {
		t.Fatal(err)
	}
	if err := m.Check(); err != nil {
		t.Fatalf("before any ballast: %v", err)
	}
	ballast := make([]byte, testBudget)
	runtime.GC()
	time.Sleep(gaugeFreshness) // the gauge reads the heap again only after this
	err := m.Check()
	runtime.KeepAlive(ballast)
	var me *MemoryError
	if !errors.As(err, &me) || me.Need != testBudget/4 {
		t.Errorf("with the heap over the budget: %v, want a MemoryError naming the need", err)
	}
}
