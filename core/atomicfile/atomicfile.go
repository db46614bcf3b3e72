// Package atomicfile writes a file so that a reader sees either the old
// content or the whole new content, never a half-written file: the bytes go
// to a temporary file in the same folder, which is synced and then renamed
// over the target. It replaces nothing the caller did not name: a symbolic
// link is followed and its target replaced, and a device, a pipe or an
// open stream is written in place.
package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// WriteFile writes path through write.
//
//   - A regular file, or a name not taken, is written to a temporary file
//     and renamed over path. A file that exists keeps its mode (and, on
//     Unix, its owner where the system allows); a new file gets 0666 less
//     the umask, as the shell's > gives. A file the caller may not write
//     (read-only) is refused, not replaced. On any error (from write, the
//     disk or the rename) path is left as it was and the temporary file
//     removed; a crash in the middle leaves at worst a stray
//     .NAME.tmp-RANDOM in the folder, never a truncated path.
//   - A symbolic link, or a chain of them, is followed: the file at its end
//     is replaced as above and the link stays a link. A dangling link makes
//     its target, as the shell's > does.
//   - Anything else (a character device such as /dev/null, a named pipe, a
//     socket, the kernel's names of open files such as /dev/stdout) is
//     opened for writing, never created or renamed over, and written in
//     place, appending. A pipe with no reader blocks until one comes, as
//     with the shell. Such a write cannot be atomic: an error may come
//     after some bytes went through.
//
// Hard links are not followed: replacing a file with several names leaves
// the other names holding the old content.
func WriteFile(path string, write func(io.Writer) error) error {
	target, stream, err := resolve(path)
	if err != nil {
		return err
	}
	fi, err := os.Stat(target)
	switch {
	case err == nil && fi.IsDir():
		return fmt.Errorf("%s is a folder", path)
	case err == nil && (stream || !fi.Mode().IsRegular()):
		return writeInPlace(target, write)
	case err == nil:
		// Opening for writing, without truncating, asks the system the
		// shell's question: may this file be written?
		f, err := os.OpenFile(target, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		f.Close()
		return replace(target, fi, write)
	case errors.Is(err, fs.ErrNotExist) && !stream:
		return replace(target, nil, write)
	}
	return err
}

// writeInPlace writes to a file that is not a folder entry to replace.
func writeInPlace(path string, write func(io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// replace writes a temporary file beside path and renames it over path.
// old is the file it replaces, nil for a new one.
func replace(path string, old fs.FileInfo, write func(io.Writer) error) (err error) {
	// The folder is kept as written, not cleaned: a "link/.." must mean
	// what it means to the system.
	dir, base := filepath.Split(path)
	perm := fs.FileMode(0o666)
	if old != nil {
		perm = old.Mode().Perm()
	}
	f, err := createTemp(dir, base, perm)
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if old != nil {
		keepOwner(f, old)
		// The umask narrowed perm at creation; the old mode is restored
		// before any byte is written, so a private file never shows.
		if err := f.Chmod(perm); err != nil {
			return err
		}
	}
	if err := write(f); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("sync %s: %w", tmp, err)
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	syncDir(dir)
	return nil
}

// createTemp creates .BASE.tmp-RANDOM in dir with perm less the umask
// (os.CreateTemp would give 0600, and the umask cannot be read without
// changing it).
func createTemp(dir, base string, perm fs.FileMode) (*os.File, error) {
	for range 100 {
		name := dir + "." + base + ".tmp-" + strconv.FormatUint(uint64(rand.Uint32()), 10)
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
			return nil, fmt.Errorf("cannot create a file in %s: %w", shownDir(dir), pe.Err)
		}
		return f, err
	}
	return nil, fmt.Errorf("cannot create a file in %s: every temporary name is taken", shownDir(dir))
}

func shownDir(dir string) string {
	if dir == "" {
		return "the working folder"
	}
	return dir
}

// syncDir makes the rename itself durable where the system allows it; a
// folder that cannot be synced (some file systems, Windows) costs nothing
// but that guarantee, so its error is dropped.
func syncDir(dir string) {
	if dir == "" {
		dir = "."
	}
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	_ = d.Sync()
	d.Close()
}
