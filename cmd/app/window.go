package main

import (
	"fmt"
	"io"
)

// openWindow is what `frontier` alone does. The window arrives with the
// gui package; until then it prints the usage.
func openWindow(stdout, _ io.Writer) int {
	fmt.Fprint(stdout, usage)
	return 0
}
