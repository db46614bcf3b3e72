package puzzles

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"frontier/core/cache"
	"frontier/core/domains/cube"
	"frontier/core/search"
)

// TestPrepare: preparing the pdb heuristic ends with its progress complete
// and leaves the tables ready; a heuristic without tables reports nothing.
func TestPrepare(t *testing.T) {
	k, b, err := NewSliding(SlidingOptions{Width: 3})
	if err != nil {
		t.Fatal(err)
	}
	d := Erase(Spec{ID: Sliding, Settings: SlidingOptions{Width: 3}.Settings()}, k)
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
	o := Settings{}.With("width", "4").With("goal", "3,1,2,4,5,6,7,8,9,10,11,12,13,14,15,0")
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

// TestUnprepared: a heuristic with tables names them until they are
// ready, and a heuristic without tables names none. The cube's exact table
// is made ready by the cube's Prepare, with its progress complete.
func TestUnprepared(t *testing.T) {
	k, b, err := NewSliding(SlidingOptions{Width: 3, Diagonal: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := k.Unprepared(HeuristicManhattan); got != "" {
		t.Errorf("manhattan needs %q", got)
	}
	if got, want := k.Unprepared(HeuristicPDB), "pattern databases"; got != want && !b.PatternDBReady() {
		t.Errorf("pdb before Prepare needs %q, want %q", got, want)
	}
	if err := k.MakeReady(context.Background(), HeuristicPDB, nil); err != nil {
		t.Fatal(err)
	}
	if got := k.Unprepared(HeuristicPDB); got != "" || !b.PatternDBReady() {
		t.Errorf("pdb after Prepare needs %q, ready %v", got, b.PatternDBReady())
	}
	c := CubeKind()
	if got := c.Unprepared(HeuristicPDB); got != "" {
		t.Errorf("the cube's pdb needs %q", got)
	}
	last := [2]int{-1, -1}
	if err := c.MakeReady(context.Background(), HeuristicExact, func(done, total int) { last = [2]int{done, total} }); err != nil {
		t.Fatal(err)
	}
	if got := c.Unprepared(HeuristicExact); got != "" || last[0] != last[1] || last[1] != cube.NumStates {
		t.Errorf("exact after Prepare needs %q; last progress %v, want %d of %d", got, last, cube.NumStates, cube.NumStates)
	}
}

// TestSolvedAnyWayUp: a cube turned whole in the hand is solved; one
// face turn is not; the sliding puzzle is solved at its goal alone.
func TestSolvedAnyWayUp(t *testing.T) {
	c := CubeKind()
	turned, err := c.Apply(c.Goal, "U D'")
	if err != nil {
		t.Fatal(err)
	}
	scrambled, _ := c.Apply(c.Goal, "R")
	if !c.Solved(c.Goal) || !c.Solved(turned) || c.Solved(scrambled) {
		t.Errorf("solved: goal %v, whole turn %v, one face %v", c.Solved(c.Goal), c.Solved(turned), c.Solved(scrambled))
	}
	k, _, _ := NewSliding(SlidingOptions{Width: 2})
	moved, _ := k.Apply(k.Goal, "right")
	if !k.Solved(k.Goal) || k.Solved(moved) {
		t.Errorf("sliding solved: goal %v, one move %v", k.Solved(k.Goal), k.Solved(moved))
	}
}
