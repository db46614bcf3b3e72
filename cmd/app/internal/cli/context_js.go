package cli

import (
	"context"
	"syscall/js"
)

// commandContext is the context of a command: in a browser page, where no
// Ctrl-C reaches the program, the page's script cancels it by calling
// frontierCancel(), which is defined while the command runs.
func commandContext() (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	fn := js.FuncOf(func(js.Value, []js.Value) any {
		cancel()
		return nil
	})
	js.Global().Set("frontierCancel", fn)
	return ctx, func() {
		cancel()
		js.Global().Delete("frontierCancel")
		fn.Release()
	}
}
