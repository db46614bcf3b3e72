package cache

import (
	"encoding/binary"
	"errors"
	"hash/crc32"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var (
	keyA = Key{Kind: "test-table", Version: 3, Params: "width 4, orthogonal, goal 0,1,2,3"}
	keyB = Key{Kind: "test-table", Version: 3, Params: "width 4, orthogonal, goal 1,2,3,0"}
)

func tables() [][]byte {
	return [][]byte{[]byte("first table"), {}, []byte{0, 1, 2, 3, 255, 3}}
}

func lengths(ts [][]byte) []int {
	ls := make([]int, len(ts))
	for i, t := range ts {
		ls[i] = len(t)
	}
	return ls
}

// warnings collects the lines the cache reports during the test.
func warnings(t *testing.T) *[]string {
	var lines []string
	SetWarn(func(line string) { lines = append(lines, line) })
	t.Cleanup(func() { SetWarn(nil) })
	return &lines
}

func TestRoundTrip(t *testing.T) {
	t.Setenv(DirEnv, t.TempDir())
	want := tables()
	if _, err := Load(keyA, lengths(want), nil); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("empty cache: %v, want not-exist", err)
	}
	if err := Store(keyA, want); err != nil {
		t.Fatal(err)
	}
	var counts []Counts
	got, err := Load(keyA, lengths(want), func(c []Counts) error { counts = c; return nil })
	if err != nil {
		t.Fatal(err)
	}
	for i := range want {
		if string(got[i]) != string(want[i]) {
			t.Errorf("table %d: %q, want %q", i, got[i], want[i])
		}
		var ref Counts
		for _, v := range want[i] {
			ref[v]++
		}
		if counts[i] != ref {
			t.Errorf("table %d: counts differ from a count of its bytes", i)
		}
	}
	if Path(keyA) == Path(keyB) {
		t.Error("two goals share one file name")
	}
}

// count agrees with a plain loop on lengths around its 8-byte steps.
func TestCount(t *testing.T) {
	data := make([]byte, 1000)
	for i := range data {
		data[i] = byte(i * i % 7)
	}
	for _, n := range []int{0, 1, 7, 8, 9, 63, 64, 65, 1000} {
		var got, want Counts
		count(&got, data[:n])
		for _, v := range data[:n] {
			want[v]++
		}
		if got != want {
			t.Errorf("%d bytes: counts differ", n)
		}
	}
}

// Every way a file can be wrong is caught, told apart (damage is
// ErrCorrupt, a sound file for other parameters ErrStale), reported in one
// line and removed.
func TestLoadRejects(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(DirEnv, dir)
	want := tables()
	if err := Store(keyA, want); err != nil {
		t.Fatal(err)
	}
	if err := Store(keyB, want); err != nil {
		t.Fatal(err)
	}
	good, _ := os.ReadFile(Path(keyA))
	other, _ := os.ReadFile(Path(keyB))
	last := len(good) - checksumLen - 1 // the last byte of the last table
	for _, c := range []struct {
		name   string
		data   []byte
		key    Key
		lens   []int
		want   error
		reason string
	}{
		{"payload byte flipped", flip(good, last), keyA, lengths(want), ErrCorrupt, "checksum wrong"},
		{"header byte flipped", flip(good, 20), keyA, lengths(want), ErrCorrupt, "checksum wrong"},
		{"checksum flipped", flip(good, len(good)-1), keyA, lengths(want), ErrCorrupt, "checksum wrong"},
		{"magic flipped", flip(good, 2), keyA, lengths(want), ErrCorrupt, "not a Frontier cache file"},
		{"value changed, checksum recomputed", resum(flip(good, last)), keyA, lengths(want), ErrCorrupt,
			"table 3: value 3 appears once, recorded 2 times"},
		{"truncated", good[:len(good)-3], keyA, lengths(want), ErrCorrupt, "size"},
		{"padded", append(append([]byte(nil), good...), 0), keyA, lengths(want), ErrCorrupt, "size"},
		{"empty", nil, keyA, lengths(want), ErrCorrupt, "size 0"},
		{"another goal's file", other, keyA, lengths(want), ErrStale, "made for other parameters"},
		{"another version", good, Key{keyA.Kind, keyA.Version + 1, keyA.Params}, lengths(want), ErrStale, "another version"},
		{"other table lengths, same size", good, keyA, []int{11, 1, 5}, ErrStale, "other parameters"},
		{"other table lengths", good, keyA, []int{11, 0, 7}, ErrStale, "other parameters"},
	} {
		lines := warnings(t)
		path := Path(c.key)
		if err := os.WriteFile(path, c.data, 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := Load(c.key, c.lens, nil)
		if !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
		if len(*lines) != 1 || !strings.Contains((*lines)[0], path) || !strings.Contains((*lines)[0], c.reason) ||
			!strings.HasSuffix((*lines)[0], "; rebuilding") {
			t.Errorf("%s: lines %q, want one naming the file and %q", c.name, *lines, c.reason)
		}
		if _, err := os.Lstat(path); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: the file was left in place", c.name)
		}
	}
}

// A check that finds the counts impossible makes the file damaged too.
func TestLoadCheck(t *testing.T) {
	t.Setenv(DirEnv, t.TempDir())
	lines := warnings(t)
	if err := Store(keyA, tables()); err != nil {
		t.Fatal(err)
	}
	_, err := Load(keyA, lengths(tables()), func(c []Counts) error {
		if c[2][255] > 0 {
			return errors.New("a distance of 255")
		}
		return nil
	})
	if !errors.Is(err, ErrCorrupt) || len(*lines) != 1 || !strings.Contains((*lines)[0], "(a distance of 255)") {
		t.Errorf("%v, lines %q", err, *lines)
	}
}

func flip(data []byte, i int) []byte {
	d := append([]byte(nil), data...)
	d[i] ^= 0x10
	return d
}

// resum recomputes the checksum of data, as someone who altered a file on
// purpose would.
func resum(data []byte) []byte {
	n := len(data) - checksumLen
	binary.LittleEndian.PutUint32(data[n:], crc32.Checksum(data[:n], crc32.MakeTable(crc32.Castagnoli)))
	return data
}

// A cache folder that cannot be made or written is an error for Store and
// a plain miss for Load.
func TestUnwritableDir(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "not-a-folder")
	os.WriteFile(file, nil, 0o644)
	t.Setenv(DirEnv, filepath.Join(file, "cache"))
	if err := Store(keyA, tables()); err == nil {
		t.Error("stored under a plain file")
	}
	if _, err := Load(keyA, lengths(tables()), nil); err == nil {
		t.Error("loaded from nowhere")
	}
}

func TestDir(t *testing.T) {
	t.Setenv(DirEnv, "")
	if d, real := Dir(), filepath.Join(os.Getenv("HOME"), ".cache"); d == "" || strings.HasPrefix(d, real) || !strings.HasPrefix(d, os.TempDir()) {
		t.Errorf("a test binary without %s uses %q, want a folder of %s", DirEnv, d, os.TempDir())
	}
	t.Setenv(DirEnv, "off")
	if d := Dir(); d != "" || Path(keyA) != "" {
		t.Errorf("off gives %q", d)
	}
	if err := Store(keyA, tables()); !errors.Is(err, ErrNoDir) {
		t.Errorf("store with the cache off: %v", err)
	}
	t.Setenv(DirEnv, "/some/where")
	if d := Dir(); d != "/some/where" {
		t.Errorf("Dir %q", d)
	}
}
