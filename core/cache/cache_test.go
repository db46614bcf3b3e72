package cache

import (
	"errors"
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
	return [][]byte{[]byte("first table"), {}, []byte{0, 1, 2, 3, 255}}
}

func lengths(ts [][]byte) []int {
	ls := make([]int, len(ts))
	for i, t := range ts {
		ls[i] = len(t)
	}
	return ls
}

func TestRoundTrip(t *testing.T) {
	t.Setenv(DirEnv, t.TempDir())
	want := tables()
	if _, err := Load(keyA, lengths(want)); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("empty cache: %v, want not-exist", err)
	}
	if err := Store(keyA, want); err != nil {
		t.Fatal(err)
	}
	got, err := Load(keyA, lengths(want))
	if err != nil {
		t.Fatal(err)
	}
	for i := range want {
		if string(got[i]) != string(want[i]) {
			t.Errorf("table %d: %q, want %q", i, got[i], want[i])
		}
	}
	if Path(keyA) == Path(keyB) {
		t.Error("two goals share one file name")
	}
}

// Every way a file can be wrong is caught, and told apart: damage is
// ErrCorrupt, a sound file for other parameters is ErrStale.
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
	for _, c := range []struct {
		name string
		data []byte
		key  Key
		lens []int
		want error
	}{
		{"payload byte flipped", flip(good, len(good)-6), keyA, lengths(want), ErrCorrupt},
		{"header byte flipped", flip(good, 20), keyA, lengths(want), ErrCorrupt},
		{"checksum flipped", flip(good, len(good)-1), keyA, lengths(want), ErrCorrupt},
		{"truncated", good[:len(good)-3], keyA, lengths(want), ErrCorrupt},
		{"empty", nil, keyA, lengths(want), ErrCorrupt},
		{"another goal's file", other, keyA, lengths(want), ErrStale},
		{"another version", good, Key{keyA.Kind, keyA.Version + 1, keyA.Params}, lengths(want), ErrStale},
		{"other table lengths", good, keyA, []int{11, 0, 4}, ErrStale},
	} {
		if err := os.WriteFile(Path(c.key), c.data, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := Load(c.key, c.lens); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
}

func flip(data []byte, i int) []byte {
	d := append([]byte(nil), data...)
	d[i] ^= 0x10
	return d
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
	if _, err := Load(keyA, lengths(tables())); err == nil {
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
