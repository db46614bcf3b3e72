package main

import (
	"io"

	"frontier/gui"
)

// openWindow is what `frontier` alone does.
func openWindow(_, _ io.Writer) int {
	gui.Run()
	return 0
}
