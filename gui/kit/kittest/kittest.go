// Package kittest holds what the tabs' tests share: waiting on a signal
// from a background job instead of sleeping. Only tests import it.
package kittest

import (
	"testing"
	"time"
)

// Wait blocks until ch fires, failing the test after a generous timeout.
func Wait(t testing.TB, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(60 * time.Second):
		t.Fatalf("timed out waiting for %s", what)
	}
}

// Settle waits until every job of the runners whose Done is given has
// shown its answer, and no answer started another: a job's answer may
// start the next job (a recording's, a comparison), whose channel a wait
// begun before it would not see. Settled is when, after the waits, the
// channels Done gives anew are all closed at once (within a moment: a
// channel that joins others closes just after them).
func Settle(t testing.TB, what string, dones ...func() <-chan struct{}) {
	t.Helper()
	for {
		for _, d := range dones {
			Wait(t, d(), what)
		}
		settled := true
		for _, d := range dones {
			select {
			case <-d():
			case <-time.After(100 * time.Millisecond):
				settled = false
			}
		}
		if settled {
			return
		}
	}
}

// Signal returns a channel and a function that fires it without blocking;
// hand the function to a callback such as kit.Player.OnEnd.
func Signal() (chan struct{}, func()) {
	ch := make(chan struct{}, 1)
	return ch, func() {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
}
