package puzzles

import (
	"context"
	"testing"
	"time"

	"frontier/core/search"
)

// TestSolveStoppedWhileBuilding: a context that ends while the problem is
// built (here before it starts) ends the solve as a timeout or a
// cancellation, not an error, whatever tables the heuristic needs.
func TestSolveStoppedWhileBuilding(t *testing.T) {
	for _, c := range []struct {
		id   ID
		o    Settings
		h    HeuristicID
		text string
	}{
		{Sliding, Settings{}, HeuristicManhattan, "312 645 7b8"},
		{Sliding, SlidingOptions{Width: 4}.Settings(), HeuristicPDB, "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"},
		{Cube, Settings{}, HeuristicExact, "WWWW BBBB RRRR GGGG OOOO YYYY"},
	} {
		d, err := New(c.id, c.o)
		if err != nil {
			t.Fatal(err)
		}
		s, err := d.Parse(c.text)
		if err != nil {
			t.Fatal(err)
		}
		cancelled, cancel := context.WithCancel(context.Background())
		cancel()
		expired, stop := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
		defer stop()
		for ctx, want := range map[context.Context]search.StopReason{cancelled: search.StopCancelled, expired: search.StopTimeout} {
			r, err := d.Solve(ctx, s, search.EngineAStar, c.h, search.Options{})
			if err != nil || r.StopReason != want || r.Solved || r.Generated != 0 {
				t.Errorf("%s %s: %s after %d nodes, %v; want %s", d.Name(), c.h, r.StopReason, r.Generated, err, want)
			}
		}
	}
}
