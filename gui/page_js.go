package gui

import (
	"fmt"
	"syscall/js"
)

// guardPage has the browser ask before the page closes or reloads while
// unsaved says there is work to lose: a page's unload cannot wait for
// the window's own question, so the browser asks in its stead.
func guardPage(unsaved func() bool) {
	js.Global().Call("addEventListener", "beforeunload", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if unsaved() {
			args[0].Call("preventDefault")
			// Older browsers ask only when returnValue is set.
			args[0].Set("returnValue", "")
		}
		return nil
	}))
}

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
