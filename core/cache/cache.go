// Package cache keeps tables that are slow to build (the sliding puzzle's
// pattern databases, the cube's distance table) in files under the user's
// cache folder, so that only the first process on a machine builds them.
//
// A file holds a header (magic, container version, the table kind and its
// own version, the parameters the tables depend on, the table lengths),
// how many bytes of each table hold each value, the tables, and a CRC-32C
// checksum of all that. Load reads nothing it has not checked first: only
// a regular file of exactly the size the header implies is opened for
// reading, so a huge, endless or blocking file costs nothing. It then
// checks the checksum, the header and, counted afresh, each table's counts
// of values. A file that fails is removed, one line says why (see SetWarn),
// and the caller rebuilds. Store writes atomically, so a crash or two
// processes storing at once leave either the old file or a whole new one;
// it also removes temporary files a killed writer left behind and keeps the
// folder under a size cap (see MaxEnv) by removing the tables used least
// recently.
package cache

import (
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"frontier/core/readfile"
)

// Key names one set of tables and everything its content depends on.
type Key struct {
	Kind    string // what the tables are, such as "sliding-pdb"; used in the file name
	Version uint32 // the builder's format version: bump it when the content changes meaning
	Params  string // the parameters, spelled out: board width, move set, goal, groups…
}

// Counts is how many bytes of a table hold each value: for a table of
// distances, how many entries lie at each distance.
type Counts [256]int

// The errors Load returns besides those of the file system. Each means the
// caller must build the tables again.
var (
	ErrNoDir   = errors.New("cache: no cache folder")
	ErrStale   = errors.New("cache: file made for other parameters or by another version")
	ErrCorrupt = errors.New("cache: file damaged")
)

// rejected is a file Load found unusable: ErrStale or ErrCorrupt, and what
// was wrong, for the line that tells the user.
type rejected struct {
	kind   error
	reason string
}

func (r *rejected) Error() string { return r.kind.Error() + " (" + r.reason + ")" }
func (r *rejected) Unwrap() error { return r.kind }

func damaged(format string, a ...any) *rejected {
	return &rejected{ErrCorrupt, fmt.Sprintf(format, a...)}
}

// Path is the file that holds key's tables: the kind, then a hash of the
// version and parameters, so that different boards and goals live side by
// side. (Two keys with one hash would only take turns in the file: the
// header tells them apart.) It is "" when there is no cache folder.
func Path(key Key) string {
	dir := Dir()
	if dir == "" {
		return ""
	}
	h := fnv.New64a()
	fmt.Fprintf(h, "%d\n%s", key.Version, key.Params)
	return filepath.Join(dir, fmt.Sprintf("%s-%016x.bin", key.Kind, h.Sum64()))
}

// Load returns the tables stored for key, which must have exactly the given
// lengths. The tables share one read-only buffer (on Unix a mapping of the
// file): callers must not write to them.
//
// check, if not nil, is given each table's counts of values (counted on
// load, and equal to those recorded when the file was stored) and returns
// an error when they cannot be right for the tables, such as a distance
// larger than any the tables can hold: that is damage too.
//
// A missing file is an error wrapping fs.ErrNotExist. A file that cannot
// be used is removed and reported through the function SetWarn set, in
// one line that ends "rebuilding": every caller builds the tables again
// when Load fails. The error then wraps ErrCorrupt or ErrStale.
func Load(key Key, lengths []int, check func([]Counts) error) ([][]byte, error) {
	path := Path(key)
	if path == "" {
		return nil, ErrNoDir
	}
	tidyOnce(filepath.Dir(path))
	tables, err := load(path, header(key, lengths), lengths, check)
	var r *rejected
	switch {
	case errors.As(err, &r) && r.kind == ErrStale:
		warnf("cache file %s was %s; rebuilding", path, r.reason)
	case errors.As(err, &r):
		warnf("cache file %s was damaged (%s); rebuilding", path, r.reason)
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		warnf("cache file %s could not be read (%v); rebuilding", path, unwrapPath(err))
	case err == nil:
		// The modification time orders the tables for eviction: a table
		// in use is a recent one.
		now := time.Now()
		_ = os.Chtimes(path, now, now)
	}
	return tables, err
}

// load checks the file at path and returns its tables; a file it rejects
// is removed once closed (Windows removes no open file), unless another
// has taken its place meanwhile.
func load(path string, head []byte, lengths []int, check func([]Counts) error) ([][]byte, error) {
	tables, examined, err := examine(path, head, lengths, check)
	var r *rejected
	if examined != nil && errors.As(err, &r) {
		removeRejected(path, examined)
	}
	return tables, err
}

// examine reads and checks the file at path. With a rejection it returns
// what it found there, for load to remove.
func examine(path string, head []byte, lengths []int, check func([]Counts) error) ([][]byte, fs.FileInfo, error) {
	fi, err := os.Lstat(path)
	if err != nil {
		return nil, nil, err
	}
	// Frontier only ever writes regular files here. Anything else (a link
	// to a device, a named pipe) is never opened, and removing it removes
	// the entry, never what a link points to.
	if !fi.Mode().IsRegular() {
		return nil, fi, damaged("%s, not a regular file", readfile.Kind(fi.Mode()))
	}
	f, err := openNoFollow(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return nil, nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fi, damaged("%s, not a regular file", readfile.Kind(fi.Mode()))
	}
	want := fileSize(head, lengths)
	if fi.Size() != want {
		return nil, fi, wrongSize(f, head, fi.Size(), want)
	}
	data, release, err := mapFile(f, int(want))
	if err != nil {
		return nil, nil, err
	}
	tables, err := verify(data, head, lengths, check)
	if err != nil {
		release()
		return nil, fi, err
	}
	return tables, nil, nil
}

// removeRejected removes the file load examined, if path still names it.
func removeRejected(path string, examined fs.FileInfo) {
	if now, err := os.Lstat(path); err == nil && os.SameFile(now, examined) {
		_ = os.Remove(path)
	}
}

// wrongSize says what a file of the wrong size is, from the start of its
// header (a few hundred bytes at most): one of another version or for
// other parameters is stale, anything else is damaged.
func wrongSize(f *os.File, head []byte, size, want int64) *rejected {
	buf := make([]byte, min(int64(len(head)), size))
	if _, err := f.ReadAt(buf, 0); err == nil && len(buf) > len(magic) && string(buf[:len(magic)]) == string(head[:len(magic)]) {
		if r := staleHeader(buf, head); r != nil {
			return r
		}
	}
	return damaged("size %d, want %d", size, want)
}

// unwrapPath drops the path from a file system error: the line names it
// already.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Store writes tables for key, replacing any older file atomically. It
// creates the cache folder when needed, then removes stale temporary files
// and, to keep the folder under its cap, the tables used least recently,
// never the one just written.
func Store(key Key, tables [][]byte) error {
	path := Path(key)
	if path == "" {
		return ErrNoDir
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := write(path, key, tables); err != nil {
		return err
	}
	tidy(dir, filepath.Base(path), maxBytes())
	return nil
}
