package search

import (
	"context"
	"math/rand/v2"
	"runtime"
	"sort"
	"sync/atomic"
	"testing"
	"time"
)

// fanout is an endless tree of int states with three children each, cheap
// to expand, so that an engine reaches tens of millions of nodes in
// seconds. Its estimate varies (n mod 7), so that A*'s bucket queue and
// greedy's spread over several keys. It records the longest time between
// two expansions: the longest single step of the engine, which is how long
// a stop can be delayed beyond the meter's look every 1,024 nodes. The
// time is the thread's CPU time where the system gives it (threadTime),
// so that a busy machine's preemptions do not count as the engine's.
type fanout struct {
	last   time.Duration
	maxGap time.Duration
}

func (p *fanout) Start() int         { return 1 }
func (p *fanout) IsGoal(int) bool    { return false }
func (p *fanout) Estimate(n int) int { return n % 7 }
func (p *fanout) Admissible() bool   { return false }
func (p *fanout) Successors(n int, dst []Step[int]) []Step[int] {
	now := threadTime()
	if p.last != 0 {
		p.maxGap = max(p.maxGap, now-p.last)
	}
	p.last = now
	return append(dst, Step[int]{3*n + 1, "a", 1}, Step[int]{3*n + 2, "b", 1}, Step[int]{3*n + 3, "c", 1})
}

// BenchmarkStopLatency measures how soon each engine returns once its
// context is cancelled, at random moments of a search that grows to tens
// of millions of nodes (within the default memory budget), and the
// longest single step between two expansions. Run it alone, on a quiet
// machine:
//
//	go test -run XXX -bench StopLatency -benchtime 4x ./core/search
//
// It reports the worst return time after a cancel (stop-ms, wall time),
// the median (p50-stop-ms), the longest step between two expansions
// (step-ms, in the thread's CPU time on Linux), and the nodes reached
// (Mnodes). It asserts nothing: timings are the machine's.
func BenchmarkStopLatency(b *testing.B) {
	runtime.LockOSThread() // the search runs here, and threadTime reads this thread
	defer runtime.UnlockOSThread()
	for _, e := range Engines {
		b.Run(string(e), func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			rng := rand.New(rand.NewPCG(11, uint64(len(e))))
			var stops []time.Duration
			var step time.Duration
			var nodes int64
			for range b.N {
				p := &fanout{}
				ctx, cancel := context.WithCancel(context.Background())
				var at atomic.Int64
				delay := time.Duration(500+rng.IntN(7500)) * time.Millisecond
				timer := time.AfterFunc(delay, func() {
					at.Store(time.Now().UnixNano())
					cancel()
				})
				r := Run(ctx, e, p, Options{BeamWidth: 100_000})
				end := time.Now()
				timer.Stop()
				cancel()
				step, nodes = max(step, p.maxGap), max(nodes, r.Generated)
				if r.StopReason == StopCancelled {
					stops = append(stops, end.Sub(time.Unix(0, at.Load())))
				}
			}
			if len(stops) == 0 {
				b.Skip("no run was cancelled before its memory budget stopped it")
			}
			sort.Slice(stops, func(i, j int) bool { return stops[i] < stops[j] })
			ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
			b.ReportMetric(ms(stops[len(stops)-1]), "stop-ms")
			b.ReportMetric(ms(stops[len(stops)/2]), "p50-stop-ms")
			b.ReportMetric(ms(step), "step-ms")
			b.ReportMetric(float64(nodes)/1e6, "Mnodes")
			b.ReportMetric(0, "ns/op")
		})
	}
}
