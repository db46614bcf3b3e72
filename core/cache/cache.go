// Package cache keeps tables that are slow to build (the sliding puzzle's
// pattern databases) in files under the user's cache folder, so that only
// the first process on a machine builds them.
//
// A file holds a header (magic, container version, the table kind and its
// own version, the parameters the tables depend on, the table lengths),
// the tables, and a CRC-32C checksum of all that. Load trusts nothing: a
// missing file, a header that differs in any field from the one asked for
// (another board, goal, move set or format) or a checksum that does not
// hold is reported as an error, and the caller rebuilds. Store writes
// atomically, so a crash or two processes storing at once leave either the
// old file or a whole new one.
package cache

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"sync"

	"frontier/core/atomicfile"
)

// Key names one set of tables and everything its content depends on.
type Key struct {
	Kind    string // what the tables are, such as "sliding-pdb"; used in the file name
	Version uint32 // the builder's format version: bump it when the content changes meaning
	Params  string // the parameters, spelled out: board width, move set, goal, groups…
}

// The errors Load returns besides those of the file system. Each means the
// caller must build the tables again.
var (
	ErrNoDir   = errors.New("cache: no cache folder")
	ErrStale   = errors.New("cache: file made for other parameters or by another version")
	ErrCorrupt = errors.New("cache: file damaged (checksum or length wrong)")
)

const (
	magic            = "FRONTIER-CACHE\x00\x01"
	containerVersion = 1
	checksumLen      = 4
)

// castagnoli is made on first use, not at start-up: a process that never
// touches the cache pays nothing for it.
var castagnoli = sync.OnceValue(func() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) })

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
func Load(key Key, lengths []int) (tables [][]byte, err error) {
	path := Path(key)
	if path == "" {
		return nil, ErrNoDir
	}
	data, release, err := readFile(path)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			release()
		}
	}()
	// The checksum comes first: a header that fails it is damage, one
	// that passes it but differs was written for something else.
	n := len(data) - checksumLen
	if n < len(magic) || string(data[:len(magic)]) != magic {
		return nil, fmt.Errorf("%w: not a cache file", ErrCorrupt)
	}
	if binary.LittleEndian.Uint32(data[n:]) != crc32.Checksum(data[:n], castagnoli()) {
		return nil, fmt.Errorf("%w: checksum", ErrCorrupt)
	}
	head := header(key, lengths)
	total := len(head)
	for _, l := range lengths {
		total += l
	}
	if n < len(head) || !bytes.Equal(data[:len(head)], head) || n != total {
		return nil, ErrStale
	}
	tables = make([][]byte, len(lengths))
	off := len(head)
	for i, n := range lengths {
		tables[i] = data[off : off+n : off+n]
		off += n
	}
	return tables, nil
}

// Store writes tables for key, replacing any older file atomically. It
// creates the cache folder when needed.
func Store(key Key, tables [][]byte) error {
	path := Path(key)
	if path == "" {
		return ErrNoDir
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	lengths := make([]int, len(tables))
	for i, t := range tables {
		lengths[i] = len(t)
	}
	return atomicfile.WriteFile(path, func(w io.Writer) error {
		crc := crc32.New(castagnoli())
		mw := io.MultiWriter(w, crc)
		if _, err := mw.Write(header(key, lengths)); err != nil {
			return err
		}
		for _, t := range tables {
			if _, err := mw.Write(t); err != nil {
				return err
			}
		}
		return binary.Write(w, binary.LittleEndian, crc.Sum32())
	})
}

// header is the exact byte string a file for key and lengths starts with.
func header(key Key, lengths []int) []byte {
	h := []byte(magic)
	h = binary.LittleEndian.AppendUint32(h, containerVersion)
	h = binary.LittleEndian.AppendUint32(h, key.Version)
	h = appendString(h, key.Kind)
	h = appendString(h, key.Params)
	h = binary.LittleEndian.AppendUint32(h, uint32(len(lengths)))
	for _, n := range lengths {
		h = binary.LittleEndian.AppendUint64(h, uint64(n))
	}
	return h
}

func appendString(b []byte, s string) []byte {
	b = binary.LittleEndian.AppendUint32(b, uint32(len(s)))
	return append(b, s...)
}
