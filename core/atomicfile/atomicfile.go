// Package atomicfile writes a file so that a reader sees either the old
// content or the whole new content, never a half-written file: the bytes go
// to a temporary file in the same folder, which is synced and then renamed
// over the target.
package atomicfile

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// WriteFile writes path through write. On any error (from write, the disk
// or the rename) the temporary file is removed, path is left as it was, and
// the error is returned. The new file has mode 0644. A crash
// in the middle leaves at worst a stray temporary file named
// .NAME.tmp-RANDOM in the folder, never a truncated path.
func WriteFile(path string, write func(io.Writer) error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
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
	if err := write(f); err != nil {
		return err
	}
	if err := f.Chmod(0o644); err != nil {
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

// syncDir makes the rename itself durable where the system allows it; a
// folder that cannot be synced (some file systems, Windows) costs nothing
// but that guarantee, so its error is dropped.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	_ = d.Sync()
	d.Close()
}
