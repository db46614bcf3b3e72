//go:build !js

package kit

// PageMark is for a browser page's console.
func PageMark(string) {}
