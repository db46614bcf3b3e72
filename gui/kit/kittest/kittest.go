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
