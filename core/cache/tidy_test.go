package cache

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// age sets the modification time of the file name in dir to ago before
// now.
func age(t *testing.T, dir, name string, ago time.Duration) {
	t.Helper()
	at := time.Now().Add(-ago)
	if err := os.Chtimes(filepath.Join(dir, name), at, at); err != nil {
		t.Fatal(err)
	}
}

func names(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var ns []string
	for _, e := range entries {
		ns = append(ns, e.Name())
	}
	return ns
}

// A temporary file a killed writer left is removed once it is an hour
// old, on the next store or the first load of a process; one that may
// still be written, and files not the cache's, stay.
func TestTidyTemporaries(t *testing.T) {
	for _, via := range []string{"store", "load"} {
		dir := t.TempDir()
		t.Setenv(DirEnv, dir)
		table := filepath.Base(Path(keyA))
		files := map[string]time.Duration{
			"." + table + ".tmp-123":        2 * time.Hour,  // stale
			"." + table + ".tmp-456":        time.Minute,    // being written
			".notes.txt.tmp-1":              2 * time.Hour,  // not the cache's
			"notes.txt":                     48 * time.Hour, // not the cache's
			".x-0123456789abcdeg.bin.tmp-1": 2 * time.Hour,  // not a hash
		}
		for name, ago := range files {
			os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644)
			age(t, dir, name, ago)
		}
		if via == "store" {
			if err := Store(keyB, tables()); err != nil {
				t.Fatal(err)
			}
		} else {
			tidied.Delete(dir)
			Load(keyB, lengths(tables()), nil)
		}
		got := names(t, dir)
		for name, ago := range files {
			removed := !slices.Contains(got, name)
			if removed != (name == "."+table+".tmp-123") {
				t.Errorf("%s: %s (%v old) removed: %v", via, name, ago, removed)
			}
		}
	}
}

// Past the cap, a store removes the tables used least recently (a load
// counts as a use), never the one it wrote, nor files not the cache's.
func TestTidyCap(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(DirEnv, dir)
	keys := make([]Key, 5)
	for i := range keys {
		keys[i] = Key{Kind: "test-table", Version: 1, Params: "goal " + string(rune('A'+i))}
	}
	big := make([]byte, 1000)
	if err := Store(keys[0], [][]byte{big}); err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(Path(keys[0]))
	size := fi.Size()
	os.WriteFile(filepath.Join(dir, "user-file.bin"), make([]byte, 10*size), 0o644)
	t.Setenv(MaxEnv, "") // the default holds them all
	for _, k := range keys[1:3] {
		if err := Store(k, [][]byte{big}); err != nil {
			t.Fatal(err)
		}
	}
	for i, k := range keys[:3] {
		age(t, dir, filepath.Base(Path(k)), time.Duration(3-i)*time.Hour) // 0 oldest
	}
	if _, err := Load(keys[0], []int{len(big)}, nil); err != nil {
		t.Fatal(err)
	}
	t.Setenv(MaxEnv, strconv.FormatInt(3*size, 10)) // room for three
	if err := Store(keys[3], [][]byte{big}); err != nil {
		t.Fatal(err)
	}
	have := func(want ...int) {
		t.Helper()
		got := names(t, dir)
		for i, k := range keys {
			if slices.Contains(got, filepath.Base(Path(k))) != slices.Contains(want, i) {
				t.Errorf("after a store: %v, want tables %v", got, want)
				return
			}
		}
		if !slices.Contains(got, "user-file.bin") {
			t.Error("a file not the cache's was removed")
		}
	}
	have(0, 2, 3) // 1 was the least recently used once 0 was loaded
	t.Setenv(MaxEnv, "0")
	if err := Store(keys[4], [][]byte{big}); err != nil {
		t.Fatal(err)
	}
	have(4)
}

// A cap that is not a size says so and keeps the default.
func TestMaxBytes(t *testing.T) {
	lines := warnings(t)
	for _, c := range []struct {
		text string
		want int64
		warn bool
	}{{"", DefaultMax, false}, {"200MB", 200 << 20, false}, {"1.5 GB", 3 << 29, false}, {"0", 0, false},
		{"lots", DefaultMax, true}, {"-1MB", DefaultMax, true}} {
		*lines = nil
		t.Setenv(MaxEnv, c.text)
		if got := maxBytes(); got != c.want || (len(*lines) == 1) != c.warn {
			t.Errorf("%q: %d, lines %q; want %d", c.text, got, *lines, c.want)
		}
		if c.warn && !strings.HasPrefix((*lines)[0], MaxEnv+": ") {
			t.Errorf("%q: %q", c.text, (*lines)[0])
		}
	}
}
