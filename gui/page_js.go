package gui

import (
	"fmt"
	"syscall/js"
)

// pageStarted tells the page that the window is up: the page's script
// hides its loading indicator on the frontier-started event, and
// window.frontierStarted holds the time since the page opened, in ms.
func pageStarted() {
	g := js.Global()
	now := g.Get("performance").Call("now").Float()
	g.Set("frontierStarted", now)
	g.Get("document").Call("dispatchEvent", g.Get("Event").New("frontier-started"))
	fmt.Printf("frontier web: window started at %.0f ms\n", now)
}
