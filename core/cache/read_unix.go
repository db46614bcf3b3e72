//go:build unix

package cache

import (
	"os"
	"syscall"
)

// readFile maps the file read-only rather than copying it: the pages come
// straight from the system's file cache, shared by every process that maps
// them, and a process touches only the memory it reads. On the machines
// measured that made loading 33.5 MB of tables six times faster than
// reading them into fresh memory. release unmaps the file; a table that is
// kept is never released, so its mapping lives as long as the process.
// (The writer only ever replaces a cache file by renaming a new one over
// it, so a mapped file never shrinks under a reader.)
func readFile(path string) (data []byte, release func(), err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, nil, err
	}
	size := fi.Size()
	if size <= 0 || size != int64(int(size)) {
		data, err := os.ReadFile(path)
		return data, func() {}, err
	}
	data, err = syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		data, err := os.ReadFile(path) // a file system that cannot map
		return data, func() {}, err
	}
	return data, func() { syscall.Munmap(data) }, nil
}
