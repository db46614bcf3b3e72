package puzzles

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"frontier/core/cache"
	"frontier/core/search"
)

// TestPrepare: preparing the pdb heuristic ends with its progress complete
// and leaves the tables ready; a heuristic without tables reports nothing.
func TestPrepare(t *testing.T) {
	k, b, err := NewSliding(Options{Width: 3})
	if err != nil {
		t.Fatal(err)
	}
	d := Erase(Spec{ID: Sliding, Options: Options{Width: 3}}, k)
	calls := 0
	if err := d.Prepare(context.Background(), HeuristicManhattan, func(int, int) { calls++ }); err != nil || calls != 0 {
		t.Fatalf("manhattan: %v, %d progress calls", err, calls)
	}
	last := [2]int{-1, -1}
	if err := d.Prepare(context.Background(), HeuristicPDB, func(done, total int) { last = [2]int{done, total} }); err != nil {
		t.Fatal(err)
	}
	if last[0] != last[1] || last[1] <= 0 {
		t.Fatalf("last progress %v, want done = total > 0", last)
	}
	if !b.PatternDBReady() {
		t.Fatal("the pattern databases are not ready after Prepare")
	}
}

// TestTraceTableOverBudget: a search whose tables the memory budget has no
// room for stops with memory-limit before it starts, and Prepare says why.
func TestTraceTableOverBudget(t *testing.T) {
	t.Setenv(cache.DirEnv, "off")
	// A goal no other test uses, so that its tables are not in memory.
	o := Options{Width: 4, Goal: "3,1,2,4,5,6,7,8,9,10,11,12,13,14,15,0"}
	d, err := New(Sliding, o)
	if err != nil {
		t.Fatal(err)
	}
	start, err := d.Walk(d.Goal(), 20, rand.New(rand.NewPCG(1, 0)))
	if err != nil {
		t.Fatal(err)
	}
	r, err := d.Solve(context.Background(), start, search.EngineAStar, HeuristicPDB, search.Options{MaxMemory: 32 << 20})
	if err != nil || r.StopReason != search.StopMemoryLimit || r.Generated != 0 {
		t.Errorf("Solve: %v, %s after %d nodes", err, r.StopReason, r.Generated)
	}
	err = d.Prepare(search.WithMemoryBudget(context.Background(), 32<<20), HeuristicPDB, nil)
	if me := (*search.MemoryError)(nil); !errors.As(err, &me) || me.Need <= 32<<20 {
		t.Errorf("Prepare: %v", err)
	}
}
