package turn

import (
	"syscall/js"
	"testing"
	"time"
)

// These tests run as in a browser page: GOOS=js under Node (make
// webcheck). They wait on the page's events, not on the clock, with a
// deadline far beyond what a busy machine needs.

// TestTakeGivesThePageItsTurn: a loop that calls Take lets a timer of
// the page run while it works, and Take does not give the thread up at
// every call, only once a slice has passed.
func TestTakeGivesThePageItsTurn(t *testing.T) {
	fired := 0
	tick := js.FuncOf(func(js.Value, []js.Value) any { fired++; return nil })
	defer tick.Release()
	id := js.Global().Call("setInterval", tick, 10)
	defer js.Global().Call("clearInterval", id)
	deadline, gave, calls := time.Now().Add(time.Minute), 0, 0
	for fired < 3 && time.Now().Before(deadline) {
		calls++
		if Take() {
			gave++
		}
	}
	if fired < 3 {
		t.Fatalf("the page's timer ran %d times in a minute of a loop that calls Take", fired)
	}
	if gave == 0 || gave*10 > calls {
		t.Fatalf("Take gave the thread up %d times in %d calls", gave, calls)
	}
	t.Logf("the timer ran %d times; Take gave the thread up %d times in %d calls", fired, gave, calls)
}

// TestTakeMatchesASlowPage: after a turn in which the page worked 20 ms
// (as drawing the window in software may), the computation keeps the
// thread at least as long, up to MaxSlice, so that it still has about
// half the time; after a quick turn the slice is Slice again.
func TestTakeMatchesASlowPage(t *testing.T) {
	slow := js.FuncOf(func(js.Value, []js.Value) any {
		for start := time.Now(); time.Since(start) < 20*time.Millisecond; {
		}
		return nil
	})
	defer slow.Release()
	id := js.Global().Call("setInterval", slow, 1)
	defer js.Global().Call("clearInterval", id)
	longest, shortest := time.Duration(0), time.Hour
	deadline := time.Now().Add(time.Minute)
	for (longest < 20*time.Millisecond || shortest > Slice) && time.Now().Before(deadline) {
		if Take() {
			longest, shortest = max(longest, slice), min(shortest, slice)
		}
	}
	if longest < 20*time.Millisecond || longest > MaxSlice || shortest != Slice {
		t.Fatalf("slices from %v to %v, want from %v to between 20 ms and %v", shortest, longest, Slice, MaxSlice)
	}
}

// slowTimers makes the page's setTimeout wait delay longer than asked,
// as a browser holds a hidden page's timers to its wake-ups, and counts
// the timers Take sets; the returned func puts setTimeout back.
func slowTimers(delay int, takeTimers *int) func() {
	global := js.Global()
	plain := global.Get("setTimeout")
	slow := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if args[0].Equal(wake.Value) {
			*takeTimers++
		}
		ms := 0
		if len(args) > 1 {
			ms = args[1].Int()
		}
		return plain.Invoke(args[0], ms+delay)
	})
	global.Set("setTimeout", slow)
	return func() {
		global.Set("setTimeout", plain)
		slow.Release()
	}
}

// takeTurns calls Take until it has given the thread up n times, or a
// minute has passed, and returns how many times it did.
func takeTurns(n int) int {
	gave, deadline := 0, time.Now().Add(time.Minute)
	for gave < n && time.Now().Before(deadline) {
		if Take() {
			gave++
		}
	}
	return gave
}

// TestHiddenPageTurnsWithoutTimers: in a hidden page, whose timers wait a
// second, Take gives the thread up through messages only.
func TestHiddenPageTurnsWithoutTimers(t *testing.T) {
	js.Global().Set("document", map[string]any{"hidden": true})
	defer js.Global().Delete("document")
	timers := 0
	defer slowTimers(1000, &timers)()
	gave := takeTurns(40)
	if gave < 40 || timers > 0 {
		t.Fatalf("in a hidden page Take gave the thread up %d times, %d of them through a timer", gave, timers)
	}
}

// TestTakeAfterASlowTimer: after a timer that came back late, the next
// turns come back through messages: a timer is asked for once timerEvery
// has passed since the last one came back, not since it was set.
func TestTakeAfterASlowTimer(t *testing.T) {
	timers := 0
	defer slowTimers(200, &timers)()
	gave := takeTurns(20)
	if gave < 20 || timers*2 > gave+1 {
		t.Fatalf("with timers 200 ms late, Take gave the thread up %d times, %d of them through a timer", gave, timers)
	}
	t.Logf("%d turns, %d through a timer", gave, timers)
}
