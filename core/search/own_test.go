package search

import (
	"context"
	"reflect"
	"testing"
)

// ring is a problem on the numbers below n: from s one may go to 3s+1
// and s+7 (mod n); the goal is a number far from 0.
type ring struct{ n, goal int }

func (r ring) Start() int        { return 0 }
func (r ring) IsGoal(s int) bool { return s == r.goal }
func (r ring) Successors(s int, dst []Step[int]) []Step[int] {
	return append(dst, Step[int]{(3*s + 1) % r.n, "triple", 1}, Step[int]{(s + 7) % r.n, "seven", 1})
}

// indexedRing numbers its states for the bitset; size may lie.
type indexedRing struct {
	ring
	size int
}

func (r indexedRing) IndexSize() int       { return r.size }
func (r indexedRing) StateIndex(s int) int { return s }

// TestBFSIndexedSameAsMap: the bitset changes nothing but the speed.
func TestBFSIndexedSameAsMap(t *testing.T) {
	for _, r := range []ring{{1000, 999}, {5003, 1234}, {4096, -1}} {
		want := Run(context.Background(), EngineBFS, r, Options{})
		for _, size := range []int{r.n, 0, maxIndexedStates + 1} {
			got := Run(context.Background(), EngineBFS, indexedRing{r, size}, Options{})
			want.Elapsed, got.Elapsed = 0, 0
			if !reflect.DeepEqual(got, want) {
				t.Errorf("ring %d, index size %d:\n got %+v\nwant %+v", r.n, size, got, want)
			}
		}
	}
	if s := newReachedSet[int](indexedRing{ring{10, 1}, maxIndexedStates + 1}); s.bits != nil {
		t.Error("a bitset beyond the bound")
	}
}

// counter is a problem with its own IDA* walker that generates nodes one
// by one, counting them with a Meter, until stopped or done.
type counter struct {
	ring
	total   int64
	decline bool
}

func (c counter) SolveIDAStar(ctx context.Context, opts Options) (Result[int], bool) {
	if c.decline {
		return Result[int]{}, false
	}
	m := NewMeter[int](ctx, opts)
	m.BestH = 0
	for !m.Stopped() && m.Generated < c.total {
		m.Expanded++
		m.MaxDepth = 1
		if m.Generated++; m.Generated >= m.NextCheck && !m.Check() {
			break
		}
	}
	if m.Stopped() {
		return m.Result(true), true
	}
	return m.Solved(true, []int{0, 1}, []string{"up"}, 1), true
}

func TestOwnWalker(t *testing.T) {
	ctx := context.Background()
	r := Run(ctx, EngineIDAStar, counter{ring: ring{10, 1}, total: 5000}, Options{})
	if !r.Solved || r.Generated != 5000 || r.Cost != 1 || r.Moves[0] != "up" {
		t.Errorf("own walker: %+v", r)
	}
	r = Run(ctx, EngineIDAStar, counter{ring: ring{10, 1}, total: 5000}, Options{MaxNodes: 2500})
	if r.Solved || r.StopReason != StopNodeLimit || r.Generated != 2500 {
		t.Errorf("own walker with a node limit: %s after %d nodes", r.StopReason, r.Generated)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	r = Run(cancelled, EngineIDAStar, counter{ring: ring{10, 1}, total: 5000}, Options{})
	if r.StopReason != StopCancelled || r.Generated != 0 {
		t.Errorf("own walker cancelled: %s after %d nodes", r.StopReason, r.Generated)
	}
	declined := Run(ctx, EngineIDAStar, counter{ring: ring{10, 1}, decline: true}, Options{})
	generic := Run(ctx, EngineIDAStar, ring{10, 1}, Options{})
	declined.Elapsed, generic.Elapsed = 0, 0
	if !reflect.DeepEqual(declined, generic) {
		t.Errorf("a declining walker: %+v, generic %+v", declined, generic)
	}
}
