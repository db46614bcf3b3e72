package kit

import (
	"fmt"
	"syscall/js"
)

// PageMark logs in the browser page's console that what has happened, in
// ms since the page opened, as the page's script logs its own phases: the
// browser check reads where a start's time goes and how long a click
// waited for its answer.
func PageMark(what string) {
	fmt.Printf("frontier web: %s at %.0f ms\n", what, js.Global().Get("performance").Call("now").Float())
}
