//go:build !unix

package cache

import (
	"io"
	"os"
)

// openNoFollow opens path for reading; see open_unix.go. Load has checked
// that path is a regular file, and checks the opened file again.
func openNoFollow(path string) (*os.File, error) { return os.Open(path) }

// mapFile reads the first size bytes of f, a regular file of that size,
// into memory; see open_unix.go for the mapped version.
func mapFile(f *os.File, size int) ([]byte, func(), error) {
	data := make([]byte, size)
	if _, err := io.ReadFull(io.NewSectionReader(f, 0, int64(size)), data); err != nil {
		return nil, nil, err
	}
	return data, func() {}, nil
}
