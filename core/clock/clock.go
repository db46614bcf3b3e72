// Package clock measures how long a search took. On Windows Go's own
// clock moves with the system timer's tick (about 15.6 ms), so a search of
// a few thousand nodes would read 0 µs and no rate; there the clock reads
// the performance counter instead. Elsewhere it is Go's monotonic clock.
// Deadlines stay with package time: they need no finer grain than the
// tick. A search's progress reports are paced on this clock, the one
// their times are read on.
package clock

import "time"

// Stamp is one reading of the clock. Only the difference between two
// readings means anything.
type Stamp struct{ ns int64 }

// Now reads the clock.
func Now() Stamp { return Stamp{now()} }

// Since is the time gone by since s was read.
func Since(s Stamp) time.Duration { return Now().Sub(s) }

// Sub is the time from u to s.
func (s Stamp) Sub(u Stamp) time.Duration { return time.Duration(s.ns - u.ns) }

// base anchors the monotonic reading, so that it fits an int64 of
// nanoseconds for centuries.
var base = time.Now()

// monotonic is Go's monotonic clock in nanoseconds since base.
func monotonic() int64 { return int64(time.Since(base)) }

// scale turns count ticks of a counter running at freq ticks a second into
// nanoseconds without overflowing for any count a machine reaches: the
// whole seconds and the remainder are converted apart.
func scale(count, freq int64) int64 {
	return count/freq*int64(time.Second) + count%freq*int64(time.Second)/freq
}
