package csp

import (
	"context"
	"time"

	"frontier/core/search"
)

// StopReason says why a run ended.
type StopReason string

// The reasons a run ends.
const (
	// StopSolved: a solution was found (without All, the first).
	StopSolved StopReason = "solved"
	// StopExhausted: every assignment was tried; with All, every
	// solution was found, and without, there is none.
	StopExhausted StopReason = "exhausted"
	// StopConsistent: AC-3 alone emptied its queue with no domain empty.
	StopConsistent StopReason = "consistent"
	// StopWipeout: AC-3 alone emptied a domain: there is no solution.
	StopWipeout         StopReason = "wipeout"
	StopAssignmentLimit StopReason = "assignment-limit"
	StopStepLimit       StopReason = "step-limit"
	StopTimeout         StopReason = "timeout"
	StopCancelled       StopReason = "cancelled"
	StopMemoryLimit     StopReason = "memory-limit"
)

// Words is the reason in words: "at the assignment limit".
func (r StopReason) Words() string {
	switch r {
	case StopSolved:
		return "solved"
	case StopExhausted:
		return "every assignment tried"
	case StopConsistent:
		return "arc consistent"
	case StopWipeout:
		return "a domain emptied: no solution"
	case StopAssignmentLimit:
		return "at the assignment limit"
	case StopStepLimit:
		return "at the step limit"
	case StopTimeout:
		return "out of time"
	case StopCancelled:
		return "cancelled"
	case StopMemoryLimit:
		return "at the memory budget"
	}
	return string(r)
}

// Limits bound a run. The zero value is the defaults.
type Limits struct {
	// MaxAssignments stops backtracking after this many assignments, and
	// min-conflicts after this many steps; 0 is the default
	// (DefaultMaxAssignments, DefaultMaxSteps), and a negative number
	// lifts the limit.
	MaxAssignments int64
	// Timeout stops the run after this much wall time; 0 is none.
	Timeout time.Duration
	// MaxMemory is the memory budget, as search.Options.MaxMemory.
	MaxMemory int64
}

// DefaultMaxAssignments is backtracking's assignment limit unless told.
const DefaultMaxAssignments = 100_000_000

// tickEvery is how many checks and assignments pass between looks at the
// context, the clock and the memory budget.
const tickEvery = 1 << 12

// meter counts a run's work against its limits.
type meter struct {
	sm        *search.Meter[struct{}]
	maxAssign int64
	ticks     int64
	stop      StopReason
	start     time.Time
}

func newMeter(ctx context.Context, l Limits, defaultMax int64) *meter {
	m := &meter{start: time.Now(), maxAssign: l.MaxAssignments}
	if m.maxAssign == 0 {
		m.maxAssign = defaultMax
	}
	m.sm = search.NewMeter[struct{}](ctx, search.Options{Timeout: l.Timeout, MaxMemory: l.MaxMemory})
	if m.sm.Stopped() {
		m.stop = reason(m.sm)
	}
	return m
}

// tick counts one unit of work and reports whether the run may go on.
func (m *meter) tick() bool {
	if m.stop != "" {
		return false
	}
	m.ticks++
	if m.ticks%tickEvery != 0 {
		return true
	}
	if !m.sm.Check() {
		m.stop = reason(m.sm)
		return false
	}
	return true
}

// assigned counts assignment number n and reports whether the run may go
// on: past the limit it stops.
func (m *meter) assigned(n int64) bool {
	if m.maxAssign > 0 && n > m.maxAssign {
		m.stop = StopAssignmentLimit
		return false
	}
	return m.tick()
}

// elapsed is the wall time since the run started.
func (m *meter) elapsed() time.Duration { return time.Since(m.start) }

// stopped reports whether a limit has stopped the run.
func (m *meter) stopped() bool { return m.stop != "" }

// reason is why the search package's meter stopped.
func reason(sm *search.Meter[struct{}]) StopReason {
	switch sm.Result(false).StopReason {
	case search.StopTimeout:
		return StopTimeout
	case search.StopMemoryLimit:
		return StopMemoryLimit
	}
	return StopCancelled
}
