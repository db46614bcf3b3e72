package search

import "time"

// ProgressEvery is the least time between two reports of progress,
// whatever reports it: a search's counters, a table's build, a batch of
// experiments, a race. Ten a second keep a window's counters live; a
// browser page takes four.
const ProgressEvery = progressInterval

// Throttle lets a report of progress through once ProgressEvery has
// passed since the last it let through; the first passes at once. Its
// zero value is ready.
type Throttle struct{ last time.Time }

// Due reports whether a report made at now goes through, and then counts
// it as the last.
func (t *Throttle) Due(now time.Time) bool {
	if !t.last.IsZero() && now.Sub(t.last) < ProgressEvery {
		return false
	}
	t.last = now
	return true
}
