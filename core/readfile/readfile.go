// Package readfile opens the files a user names as input without waiting
// on them. Regular reads a file whole (a map, a table of estimates,
// preferences) and refuses a named pipe or a device such as /dev/zero or
// a terminal before a byte is read, where reading would block the
// program or never end; Open opens a file read as a stream (a script, a
// configuration), where a pipe is welcome, without waiting for a writer.
package readfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// Open opens the file at path for reading as a stream. A named pipe opens
// at once, without waiting for a writer (with none, it reads as empty).
// Errors do not repeat the path, as Regular's.
func Open(path string) (*os.File, error) {
	f, err := open(path)
	return f, Bare(err)
}

// Regular reads the regular file at path whole, if it holds at most
// limit bytes. Anything else, and a larger file, is an error, found
// before the file is read. Errors do not repeat the path: the caller
// names it, quoted on one line (a path may hold a line break).
func Regular(path string, limit int64) ([]byte, error) {
	f, err := open(path)
	if err != nil {
		return nil, Bare(err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, Bare(err)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s, not a regular file", Kind(fi.Mode()))
	}
	if fi.Size() > limit {
		return nil, tooLarge(limit)
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	switch {
	case err != nil:
		return nil, Bare(err)
	case int64(len(data)) > limit: // grown since it was looked at
		return nil, tooLarge(limit)
	}
	return data, nil
}

func tooLarge(limit int64) error { return fmt.Errorf("the file is larger than %d bytes", limit) }

// Bare is err without the path a *fs.PathError repeats, for a message
// that names the path already, quoted on one line.
func Bare(err error) error {
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Kind names the kind of a file that is not a regular one.
func Kind(m fs.FileMode) string {
	switch {
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m.IsDir():
		return "a folder"
	}
	return "an irregular file"
}
