package search

import (
	"context"
	"time"

	"frontier/core/clock"
	"frontier/core/turn"
)

// checkEvery is how many generated nodes pass between looks at the clock
// and the context: rare enough to cost nothing, frequent enough that a
// cancel takes effect within a millisecond or so.
const checkEvery = 1 << 10

// meter counts a run's nodes and decides when it must stop: node limit,
// memory budget, timeout or cancellation. Engines call generate for every
// node created.
type meter struct {
	ctx        context.Context
	done       <-chan struct{}
	opts       Options
	budget     int64  // memory budget in bytes; 0 for none
	gcStart    uint64 // collections completed when the search started
	start      time.Time
	startClock clock.Stamp // start on the fine clock, for Elapsed
	deadline   time.Time
	nextCheck  int64
	lastReport clock.Stamp // when progress was last reported, on the fine clock

	expanded    int64
	generated   int64
	frontier    int
	maxFrontier int
	maxDepth    int
	bestH       int
	stop        StopReason
}

func newMeter(ctx context.Context, opts Options) *meter {
	m := &meter{ctx: ctx, done: ctx.Done(), opts: opts, start: time.Now(), startClock: clock.Now(), nextCheck: checkEvery, bestH: -1}
	if opts.MaxNodes > 0 && opts.MaxNodes < checkEvery {
		m.nextCheck = opts.MaxNodes + 1
	}
	if opts.Timeout > 0 {
		m.deadline = m.start.Add(opts.Timeout)
	}
	m.lastReport = m.startClock
	if m.budget = budget(opts); m.budget > 0 {
		m.gcStart = startMemory(m.budget)
	}
	// A context cancelled before the search starts stops it at once.
	if ctx.Err() != nil {
		m.stop = m.ended()
	}
	return m
}

// ended is why the context stopped the search: a deadline set on it (a
// command's --timeout, counted from the start of the command) is a
// timeout, anything else a cancellation.
func (m *meter) ended() StopReason { return Stopped[struct{}](m.ctx).StopReason }

// generate records one generated node at the given depth and reports
// whether the search may go on. It is on every engine's hot path: one
// comparison covers both the node limit and the next look at the clock.
func (m *meter) generate(depth int) bool {
	m.generated++
	m.maxDepth = max(m.maxDepth, depth)
	if m.generated < m.nextCheck {
		return true
	}
	return m.limit()
}

// limit is generate's slow path, kept apart so that generate inlines.
func (m *meter) limit() bool {
	if m.opts.MaxNodes > 0 && m.generated > m.opts.MaxNodes {
		m.generated--
		m.stop = StopNodeLimit
		return false
	}
	return m.check()
}

// check looks at the context and the clock, and reports progress when due.
func (m *meter) check() bool {
	m.nextCheck = m.generated + checkEvery
	if m.opts.MaxNodes > 0 && m.nextCheck > m.opts.MaxNodes+1 {
		m.nextCheck = m.opts.MaxNodes + 1
	}
	// In a browser page the search gives the page its turn here, so that
	// the Cancel button and the live counters keep working; a cancel made
	// meanwhile is seen at once below.
	turn.Take()
	select {
	case <-m.done:
		m.stop = m.ended()
		return false
	default:
	}
	now := time.Now()
	if !m.deadline.IsZero() && now.After(m.deadline) {
		m.stop = StopTimeout
		return false
	}
	if m.budget > 0 && overBudget(m.budget, m.gcStart, now) {
		m.stop = StopMemoryLimit
		return false
	}
	// Reports are paced on the clock their Elapsed is read on, one reading
	// for both, so that two reports' times are always the interval apart:
	// Go's own clock moves in ticks on Windows and, read beside the fine
	// one, would let two reports' times fall a tick short of it.
	if m.opts.Progress != nil {
		if stamp := clock.Now(); stamp.Sub(m.lastReport) >= progressInterval {
			m.lastReport = stamp
			m.opts.Progress(Progress{
				Expanded: m.expanded, Generated: m.generated,
				Frontier: m.frontier, Depth: m.maxDepth, Elapsed: stamp.Sub(m.startClock),
			})
		}
	}
	return true
}

func (m *meter) setFrontier(n int) {
	m.frontier = n
	if n > m.maxFrontier {
		m.maxFrontier = n
	}
}

func (m *meter) seeH(h int) {
	if m.bestH < 0 || h < m.bestH {
		m.bestH = h
	}
}

// result fills in the counters common to every engine; Run adds Optimal
// from the engine's description.
func result[S comparable](m *meter) Result[S] {
	r := Result[S]{
		StopReason: m.stop,
		Expanded:   m.expanded, Generated: m.generated,
		MaxFrontier: m.maxFrontier, MaxDepth: m.maxDepth,
		Elapsed: clock.Since(m.startClock), BestH: m.bestH,
	}
	if r.StopReason == "" {
		r.StopReason = StopExhausted
	}
	return r
}

// solved completes r with a found path.
func solved[S comparable](r Result[S], states []S, moves []string, cost int) Result[S] {
	r.Solved, r.StopReason = true, StopGoal
	r.Path, r.Moves, r.Cost, r.Depth = states, moves, cost, len(moves)
	r.EBF = EBF(r.Generated, r.Depth)
	r.BestH = 0
	return r
}
