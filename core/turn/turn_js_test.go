package turn

import (
	"syscall/js"
	"testing"
	"time"
)

// TestTakeGivesThePageItsTurn: a loop that calls Take lets a timer of
// the page run while it works, and Take gives the thread up only once a
// Slice has passed.
func TestTakeGivesThePageItsTurn(t *testing.T) {
	fired := 0
	tick := js.FuncOf(func(js.Value, []js.Value) any { fired++; return nil })
	defer tick.Release()
	id := js.Global().Call("setInterval", tick, 10)
	defer js.Global().Call("clearInterval", id)
	start, gave, calls := time.Now(), 0, 0
	for time.Since(start) < 300*time.Millisecond {
		calls++
		if Take() {
			gave++
		}
	}
	if fired == 0 {
		t.Fatal("the page's timer never ran while the loop worked")
	}
	if gave == 0 || gave > int(300*time.Millisecond/Slice)+1 || gave == calls {
		t.Fatalf("Take gave the thread up %d times in %d calls over 300 ms", gave, calls)
	}
	t.Logf("the timer ran %d times; Take gave the thread up %d times in %d calls", fired, gave, calls)
}

// TestTakeKeepsHalfTheTime: when the page's turns are slow (a timer of
// the page that works 20 ms each time, as drawing the window in software
// may), the loop still has about half the time, not a Slice in every 20
// ms.
func TestTakeKeepsHalfTheTime(t *testing.T) {
	slow := js.FuncOf(func(js.Value, []js.Value) any {
		for start := time.Now(); time.Since(start) < 20*time.Millisecond; {
		}
		return nil
	})
	defer slow.Release()
	id := js.Global().Call("setInterval", slow, 1)
	defer js.Global().Call("clearInterval", id)
	start := time.Now()
	var away time.Duration
	for time.Since(start) < 600*time.Millisecond {
		before := time.Now()
		if Take() {
			away += time.Since(before)
		}
	}
	share := 1 - float64(away)/float64(time.Since(start))
	t.Logf("the loop had %.0f%% of the time", 100*share)
	if share < 0.35 {
		t.Fatalf("the loop had %.0f%% of the time, want about half", 100*share)
	}
}
