package puzzles

import (
	"context"
	"testing"
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
