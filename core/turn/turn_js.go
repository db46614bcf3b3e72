package turn

import "time"

// last is when the thread was last given up. Under js one goroutine runs
// at a time, so the unguarded variable is never raced.
var last = time.Now()

// Take gives the page the thread when Slice has passed since it last had
// it, and reports whether it did.
func Take() bool {
	now := time.Now()
	if now.Sub(last) < Slice {
		return false
	}
	time.Sleep(Pause)
	last = time.Now()
	return true
}
