package puzzles

import (
	"context"
	"testing"

	"frontier/core/search"
)

// TestTrueDistanceIsRemembered: a distance found by search on the
// 15-puzzle is remembered, with every distance along its path, so that
// the next question about any of them is answered at once and alike; a
// path Learnt from an optimal result is remembered the same way.
func TestTrueDistanceIsRemembered(t *testing.T) {
	k, _, err := NewSliding(SlidingOptions{Width: 4})
	if err != nil {
		t.Fatal(err)
	}
	start, _ := k.Parse("1,2,3,7,4,5,6,11,8,9,10,0,12,13,14,15")
	if _, ok := k.KnownDistance(start); ok {
		t.Fatal("a distance known before any search")
	}
	d, err := k.TrueDistance(context.Background(), start)
	if err != nil || d <= 0 {
		t.Fatalf("TrueDistance: %d, %v", d, err)
	}
	a, err := k.Advise(context.Background(), start)
	if err != nil || a.Cost != d || a.Path != nil {
		t.Fatalf("Advise after TrueDistance: cost %d (want %d), path %v (want none: answered from memory), %v", a.Cost, d, a.Path, err)
	}
	if next, ok := k.KnownDistance(a.Next); !ok || next != d-1 {
		t.Errorf("the next position's distance: %d, %v; want %d", next, ok, d-1)
	}
	other, _ := k.Parse("4,1,2,3,0,5,6,7,8,9,10,11,12,13,14,15")
	r, err := k.Solve(context.Background(), other, search.EngineBFS, HeuristicNone, search.Options{})
	if err != nil || !r.Solved || !r.Optimal {
		t.Fatalf("BFS: %+v, %v", r, err)
	}
	k.Learn(r.Path, r.Cost)
	for i, p := range r.Path {
		if got, ok := k.KnownDistance(p); !ok || got != r.Cost-i {
			t.Errorf("position %d of BFS's path: %d, %v; want %d", i, got, ok, r.Cost-i)
		}
	}
}
