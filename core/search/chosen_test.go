package search

import (
	"context"
	"math/rand/v2"
	"testing"
)

// TestRunChosen: a student picking, at each step, the node A* would
// expand makes A*'s search; the bookkeeping drops duplicates, replaces a
// dearer entry, and a picked goal ends the search with its path; picks
// that run out leave it waiting.
func TestRunChosen(t *testing.T) {
	for trial := range 50 {
		p := randomGraph(rand.New(rand.NewPCG(uint64(trial), 5)), 8+trial, trial%2 == 0)
		chosenIsAStar(t, p)
	}
}

func chosenIsAStar(t *testing.T, p *graph) {
	// A*'s own run, recorded, gives the ids to pick.
	rec := Record(context.Background(), EngineAStar, p, Options{}, 0, 100)
	var picks []int
	for i := 1; i <= rec.Len(); i++ {
		picks = append(picks, rec.Step(i).Node.ID)
	}
	goal, ok := rec.Goal()
	if !ok {
		return
	}
	picks = append(picks, goal)
	var steps []*Expansion[int]
	r := RunChosen(context.Background(), p, picks, &Trace[int]{OnExpand: func(x *Expansion[int]) {
		c := *x
		c.Children = append([]Child[int](nil), x.Children...)
		steps = append(steps, &c)
	}})
	want := rec.Result()
	if !r.Solved || r.Cost != want.Cost || r.Expanded != want.Expanded || len(steps) != rec.Len() {
		t.Fatalf("chosen: solved %v cost %d expanded %d; A*: cost %d expanded %d", r.Solved, r.Cost, r.Expanded, want.Cost, want.Expanded)
	}
	for i, x := range steps {
		if x.Node.State != rec.Step(i+1).Node.State {
			t.Errorf("step %d expands %d, A* %d", i+1, x.Node.State, rec.Step(i+1).Node.State)
		}
	}
	if len(picks) > 2 {
		if r := RunChosen(context.Background(), p, picks[:2], nil); r.StopReason != StopWaiting && r.StopReason != StopExhausted || r.Expanded != 2 {
			t.Errorf("two picks: %+v", r)
		}
	}
	if r := RunChosen(context.Background(), p, []int{0, 1 << 20}, nil); !r.Solved && r.Expanded > 1 {
		t.Errorf("a pick off the frontier: %+v", r)
	}
}
