//go:build !unix

package cache

import "os"

// readFile reads the whole file; see read_unix.go for the mapped version.
func readFile(path string) (data []byte, release func(), err error) {
	data, err = os.ReadFile(path)
	return data, func() {}, err
}
