//go:build !js

package turn

// Take does nothing outside a browser page: the runtime preempts
// goroutines, and the window's toolkit has threads of its own.
func Take() bool { return false }
