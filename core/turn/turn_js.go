package turn

import (
	"runtime"
	"syscall/js"
	"time"
)

// last is when the thread was last given up, lastTimer when a timer
// last gave it back, and slice how long the computations keep it now.
// Under js one goroutine runs at a time, so the unguarded variables are
// never raced.
var (
	last, lastTimer = time.Now(), time.Now()
	slice           = Slice
)

// timerEvery is how often Take comes back through a timer rather than a
// message: a message comes back as soon as the page has run what was
// waiting (input, a frame, the window's own work), where a timer set from
// a timer waits 4 ms at least, a fifth of a search's time at every turn;
// but an event loop may run messages ahead of timers that are due (Node
// does), and the page's own timers must run too. A hidden page (another
// tab over it, its window minimized) gets no turn through a timer: the
// browser holds its timers to a wake-up a second, or a minute, and a
// computation that waited for each would crawl; it draws nothing, and its
// own timers run at the wake-ups the browser gives them.
const timerEvery = 50 * time.Millisecond

// resumed holds a token for each message or timer the page has answered;
// its room is far more than the goroutines that could wait at once.
var resumed = make(chan struct{}, 64)

var wake = js.FuncOf(func(js.Value, []js.Value) any {
	select {
	case resumed <- struct{}{}:
	default:
	}
	return nil
})

// port posts the messages that hand the thread back.
var port = func() js.Value {
	ch := js.Global().Get("MessageChannel").New()
	ch.Get("port1").Set("onmessage", wake)
	return ch.Get("port2")
}()

// Take gives the page the thread when a slice has passed since it last
// had it (Slice, or as long as the page then took, up to MaxSlice), and
// reports whether it did: it asks the page to call back, through a
// message or now and then a timer, and waits for the call; meanwhile
// every other goroutine runs (the window draws and answers clicks) and
// then the page's event loop.
func Take() bool {
	now := time.Now()
	if now.Sub(last) < slice {
		// Goroutines that are ready run now, not a slice later: a click
		// goes through several (the page's event, the window's loop, the
		// widget's handler) before it is answered.
		runtime.Gosched()
		return false
	}
	byTimer := now.Sub(lastTimer) >= timerEvery && !hidden()
	if byTimer {
		js.Global().Call("setTimeout", wake, 0)
	} else {
		port.Call("postMessage", nil)
	}
	<-resumed
	last = time.Now()
	if byTimer {
		lastTimer = last
	}
	slice = min(max(Slice, last.Sub(now)), MaxSlice)
	return true
}

// hidden reports whether the page is hidden; where there is no page
// (Node, the tests), it is not.
func hidden() bool {
	document := js.Global().Get("document")
	return document.Truthy() && document.Get("hidden").Truthy()
}
