package sandbox

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"frontier/core/numfmt"
)

// Folder is a private copy of a program's folder that runs show at
// ProgramDir: a student's program never runs on, nor can write, the
// teacher's own copy.
type Folder struct {
	// Path is the copy's folder; Skipped counts what was not copied
	// (pipes, devices, sockets).
	Path    string
	Skipped int
	top     string
}

// The most a copied folder may hold.
const (
	copyBytes   = 512 << 20
	copyEntries = 50_000
)

// Copy copies the folder src: its folders, its files (readable by all,
// executable where they were) and its links as links, which a run then
// resolves in its own file system, never the host's. The copy is in a
// folder of the system's temporary folder that others may pass through
// but not list, so that a run's unprivileged user reaches it by its name.
func Copy(src string) (*Folder, error) {
	fi, err := os.Stat(src)
	if err != nil {
		return nil, err
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("%s is not a folder", src)
	}
	top, err := os.MkdirTemp("", "frontier-programs-")
	if err != nil {
		return nil, fmt.Errorf("cannot make a folder for the program's copy: %v", err)
	}
	f := &Folder{top: top, Path: filepath.Join(top, "program")}
	if err := os.Chmod(top, 0o711); err != nil {
		f.Remove()
		return nil, err
	}
	c := copier{to: f.Path, folder: f}
	if err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		return c.copy(p, filepath.Join(c.to, rel), d)
	}); err != nil {
		f.Remove()
		return nil, fmt.Errorf("cannot copy the program's folder %s: %v", src, err)
	}
	return f, nil
}

// Remove removes the copy.
func (f *Folder) Remove() error { return os.RemoveAll(f.top) }

// copier copies one folder, counting what it copied against the bounds.
type copier struct {
	to             string
	folder         *Folder
	bytes, entries int64
}

func (c *copier) copy(from, to string, d fs.DirEntry) error {
	c.entries++
	if c.entries > copyEntries {
		return fmt.Errorf("it holds more than %s files and folders", numfmt.Group(copyEntries))
	}
	switch t := d.Type(); {
	case t.IsDir():
		if err := os.Mkdir(to, 0o755); err != nil {
			return err
		}
		return os.Chmod(to, 0o755)
	case t&fs.ModeSymlink != 0:
		target, err := os.Readlink(from)
		if err != nil {
			return err
		}
		return os.Symlink(target, to)
	case !t.IsRegular():
		c.folder.Skipped++
		return nil
	}
	return c.file(from, to)
}

// file copies one regular file, readable by all, executable by all where
// it was by anyone.
func (c *copier) file(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	st, err := in.Stat()
	if err != nil {
		return err
	}
	if c.bytes += st.Size(); c.bytes > copyBytes {
		return fmt.Errorf("it holds more than %s", numfmt.Bytes(copyBytes))
	}
	mode := os.FileMode(0o644)
	if st.Mode()&0o111 != 0 {
		mode = 0o755
	}
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, io.LimitReader(in, st.Size()+1)); err != nil {
		out.Close()
		return err
	}
	if err := out.Close(); err != nil {
		return err
	}
	return os.Chmod(to, mode)
}
