//go:build unix

package cache

import (
	"io"
	"os"
	"syscall"
)

// openNoFollow opens path for reading without following a symbolic link
// and without waiting: a named pipe put there since Load looked opens at
// once (and fails the check of its kind) instead of waiting for a writer.
func openNoFollow(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
}

// mapFile maps the first size bytes of f, a regular file of that size,
// read-only rather than copying them: the pages come straight from the
// system's file cache, shared by every process that maps them. On the
// machines measured that made loading 33.5 MB of tables six times faster
// than reading them into fresh memory. release unmaps the file; a table
// that is kept is never released, so its mapping lives as long as the
// process. (The writer only ever replaces a cache file by renaming a new
// one over it, so a mapped file never shrinks under a reader.)
func mapFile(f *os.File, size int) (data []byte, release func(), err error) {
	data, err = syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return readAll(f, size) // a file system that cannot map
	}
	return data, func() { syscall.Munmap(data) }, nil
}

// readAll reads the first size bytes of f into memory.
func readAll(f *os.File, size int) ([]byte, func(), error) {
	data := make([]byte, size)
	if _, err := io.ReadFull(io.NewSectionReader(f, 0, int64(size)), data); err != nil {
		return nil, nil, err
	}
	return data, func() {}, nil
}
