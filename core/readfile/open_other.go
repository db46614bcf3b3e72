//go:build !unix

package readfile

import "os"

// open opens path for reading; see open_unix.go.
func open(path string) (*os.File, error) { return os.Open(path) }
