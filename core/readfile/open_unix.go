//go:build unix

package readfile

import (
	"os"
	"syscall"
)

// open opens path for reading without waiting: a named pipe opens at once
// (and is then refused as one) instead of waiting for a writer.
func open(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
