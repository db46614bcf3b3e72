// Package turn lets long computations share the one thread a browser page
// gives Go. In a page (js/wasm) a goroutine runs until it blocks: there is
// no preemption, and the page's event loop (drawing, input, the Cancel
// button) runs only when every goroutine waits. Take, called often from
// the loops that may run long (a search's meter, a table's build), waits
// for the page's event loop once Slice of work has passed, which hands
// the thread to the window and the page. Elsewhere Take does nothing and costs nothing.
package turn

import "time"

// Slice is how long a computation keeps the page's thread before Take
// gives it up, at least: short enough that the page answers a click at
// once and draws its counters, long enough that the pauses cost little.
// When the page took longer than that over its turn (drawing the window
// is slow in software), the computation keeps the thread as long as the
// page took, up to MaxSlice, so that it still has half the time.
const Slice = 5 * time.Millisecond

// MaxSlice is the most a computation keeps the page's thread at a time.
const MaxSlice = 30 * time.Millisecond
