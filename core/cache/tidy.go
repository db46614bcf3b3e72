package cache

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// staleTemp is how old a temporary file must be before it is taken for
// one a killed writer left behind. A writer renames its file a few
// seconds after creating it (the largest tables take well under a
// minute to write), so an hour never removes one being written.
const staleTemp = time.Hour

// tidied holds the folders this process has tidied on a load.
var tidied sync.Map

// tidyOnce removes dir's stale temporary files, the first time a process
// loads from dir. It evicts nothing: a process that only reads leaves the
// folder as it found it.
func tidyOnce(dir string) {
	if _, done := tidied.LoadOrStore(dir, true); !done {
		tidy(dir, "", -1)
	}
}

// tidy removes dir's temporary files older than staleTemp and, when limit
// is not negative, the tables used least recently (the oldest modification
// time first) until those left hold at most limit bytes. It never removes
// keep, nor anything not named like a table or its temporary file: the
// folder may be one the user shares with other files. Errors are
// dropped: what is not removed now is removed at the next store.
func tidy(dir, keep string, limit int64) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	type table struct {
		name string
		size int64
		used time.Time
	}
	var tables []table
	var total int64
	now := time.Now()
	for _, e := range entries {
		name := e.Name()
		isTemp := isTempName(name)
		if !isTemp && !isTableName(name) {
			continue
		}
		fi, err := e.Info() // the entry itself, never what a link points to
		if err != nil || !fi.Mode().IsRegular() {
			continue
		}
		switch {
		case isTemp:
			if now.Sub(fi.ModTime()) > staleTemp {
				_ = os.Remove(filepath.Join(dir, name))
			}
		case name != keep:
			tables = append(tables, table{name, fi.Size(), fi.ModTime()})
			total += fi.Size()
		default:
			total += fi.Size()
		}
	}
	if limit < 0 {
		return
	}
	slices.SortFunc(tables, func(a, b table) int { return a.used.Compare(b.used) })
	for _, t := range tables {
		if total <= limit {
			break
		}
		if err := os.Remove(filepath.Join(dir, t.name)); err == nil || errors.Is(err, fs.ErrNotExist) {
			total -= t.size
		}
	}
}

// isTableName reports whether name is one Path gives: KIND-HASH.bin, the
// hash in 16 hexadecimal digits.
func isTableName(name string) bool {
	stem, ok := strings.CutSuffix(name, ".bin")
	if !ok || len(stem) < 18 || stem[len(stem)-17] != '-' {
		return false
	}
	for _, r := range stem[len(stem)-16:] {
		if !strings.ContainsRune("0123456789abcdef", r) {
			return false
		}
	}
	return true
}

// isTempName reports whether name is a temporary file of a table being
// stored: atomicfile names it .NAME.tmp-RANDOM beside NAME.
func isTempName(name string) bool {
	rest, ok := strings.CutPrefix(name, ".")
	if !ok {
		return false
	}
	table, _, ok := strings.Cut(rest, ".tmp-")
	return ok && isTableName(table)
}
