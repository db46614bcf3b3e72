package local

import (
	"context"
	"math/rand/v2"

	"frontier/core/clock"
	"frontier/core/search"
	"frontier/core/turn"
)

// checkEvery is how many evaluations pass between looks at the context:
// rare enough to cost nothing, often enough that a cancel, or a timeout,
// stops even a step that weighs a million moves within a millisecond or so.
const checkEvery = 1 << 10

// meter counts a run's steps and evaluations, keeps its curve and decides
// when it must stop: the step limit, the context (a cancel, a deadline,
// Options.Timeout).
type meter struct {
	ctx    context.Context
	cancel context.CancelFunc
	opts   Options
	rng    *rand.Rand
	start  clock.Stamp
	next   int64 // the evaluation count of the next look at the context

	sum   Summary
	curve *curve
}

// newMeter starts the meter of a run of engine e; its context ends at
// the timeout.
func newMeter(ctx context.Context, e Engine, opts Options) *meter {
	m := &meter{ctx: ctx, cancel: func() {}, opts: opts, start: clock.Now(), next: checkEvery}
	if opts.Timeout > 0 {
		m.ctx, m.cancel = context.WithTimeout(ctx, opts.Timeout)
	}
	m.rng = rand.New(rand.NewPCG(opts.Seed, opts.Stream))
	m.sum.Engine = e
	m.sum.BestH = -1
	return m
}

// begin records the h the run starts from.
func (m *meter) begin(h int) {
	m.sum.StartH = h
	m.curve = newCurve(h)
	m.seen(h)
}

// seen lowers the best h to h.
func (m *meter) seen(h int) {
	if m.sum.BestH < 0 || h < m.sum.BestH {
		m.sum.BestH = h
	}
}

// stepped records a step that ended at h.
func (m *meter) stepped(h int) {
	m.sum.Steps++
	m.curve.add(h)
	m.seen(h)
}

// evaluate counts n evaluations and reports whether the run may go on.
func (m *meter) evaluate(n int64) bool {
	m.sum.Evaluations += n
	if m.sum.Evaluations < m.next {
		return m.sum.Stop == ""
	}
	m.next = m.sum.Evaluations + checkEvery
	return m.alive()
}

// alive looks at the context, and reports whether the run may go on.
func (m *meter) alive() bool {
	if m.sum.Stop != "" {
		return false
	}
	turn.Take()
	select {
	case <-m.ctx.Done():
		m.sum.Stop = StopCancelled
		if m.ctx.Err() == context.DeadlineExceeded {
			m.sum.Stop = StopTimeout
		}
		return false
	default:
		return true
	}
}

// more reports whether the run may take another step: within the step
// limit and its context.
func (m *meter) more() bool {
	if m.sum.Steps >= m.opts.MaxSteps && m.sum.Stop == "" {
		m.sum.Stop = StopStepLimit
	}
	return m.alive()
}

// stop ends the run for reason s, unless a limit ended it first.
func (m *meter) stop(s Stop) {
	if m.sum.Stop == "" {
		m.sum.Stop = s
	}
}

// fits reports whether states states of sp and extra bytes besides fit
// the memory budget; when not, the run stops with StopMemoryLimit.
func (m *meter) fits(bytesPerState int64, states int64, extra int64) bool {
	budget := search.MemoryBudget(m.opts.MaxMemory)
	need := float64(bytesPerState)*float64(states) + float64(extra)
	if budget > 0 && need > float64(budget) {
		m.sum.Stop = StopMemoryLimit
		return false
	}
	return true
}

// holds reports whether bytes fit the memory budget, as a run grows;
// when not, the run stops with StopMemoryLimit.
func (m *meter) holds(bytes int64) bool {
	if budget := search.MemoryBudget(m.opts.MaxMemory); budget > 0 && bytes > budget {
		m.stop(StopMemoryLimit)
		return false
	}
	return true
}

// summary is the run's summary, ended at h.
func (m *meter) summary(h int) Summary {
	m.cancel()
	s := m.sum
	s.FinalH = h
	if m.curve == nil {
		m.curve = newCurve(h)
		s.StartH, s.BestH = h, h
	}
	s.Curve, s.CurveStride = m.curve.points, m.curve.stride
	s.Solved = h == 0 && s.Stop != StopMemoryLimit
	switch {
	case s.Solved:
		s.Stop = StopSolved
	case s.Stop == "":
		// The engine found nothing to do above h = 0: a problem with no
		// move out of its state, or no value to give.
		s.Stop = StopLocalMinimum
	}
	s.Elapsed = clock.Since(m.start)
	return s
}

// stateBytes is about how many bytes a state of sp holds (see Sized).
func stateBytes[S any](sp Space[S], s S) int64 {
	if z, ok := sp.(Sized); ok {
		return z.StateBytes()
	}
	return 64 * int64(max(1, sp.Moves(s)))
}
