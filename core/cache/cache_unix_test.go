//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package cache

import (
	"errors"
	"io/fs"
	"os"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"frontier/internal/ownprocess"
)

// A sparse file of 8 GB where a small table belongs is rejected from its
// size alone: nothing of it is read or allocated.
func TestLoadHugeFile(t *testing.T) {
	if !ownprocess.Run(t) { // it counts the bytes allocated, which other tests' goroutines add to
		return
	}
	t.Setenv(DirEnv, t.TempDir())
	lines := warnings(t)
	path := Path(keyA)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	const huge = 8 << 30
	if err := f.Truncate(huge); err != nil {
		t.Skipf("no sparse file of 8 GB here: %v", err)
	}
	f.Close()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = Load(keyA, lengths(tables()), nil)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "size 8589934592, want") {
		t.Errorf("%v, want damage for its size", err)
	}
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("allocated %d bytes to reject it", n)
	}
	if len(*lines) != 1 {
		t.Errorf("lines %q, want one", *lines)
	}
	if _, err := os.Lstat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Error("the huge file was left in place")
	}
}

// loadSoon runs Load, failing the test if it has not returned after 30 s
// (it should return at once: the deadline only stops a test that hangs).
func loadSoon(t *testing.T) error {
	t.Helper()
	done := make(chan error, 1)
	go func() {
		_, err := Load(keyA, lengths(tables()), nil)
		done <- err
	}()
	select {
	case err := <-done:
		return err
	case <-time.After(30 * time.Second):
		t.Fatal("Load blocked")
		return nil
	}
}

// Entries Frontier never writes (a named pipe with no writer, a link to an
// endless device or to a sound table elsewhere) are removed, never opened
// or followed, and the table is then stored and loaded as usual.
func TestLoadNotRegular(t *testing.T) {
	elsewhere := t.TempDir()
	t.Setenv(DirEnv, elsewhere)
	if err := Store(keyA, tables()); err != nil {
		t.Fatal(err)
	}
	sound := Path(keyA)
	good, _ := os.ReadFile(sound)
	for _, c := range []struct {
		name, reason string
		make         func(path string) error
	}{
		{"named pipe", "a named pipe", func(p string) error { return syscall.Mkfifo(p, 0o644) }},
		{"link to /dev/zero", "a symbolic link", func(p string) error { return os.Symlink("/dev/zero", p) }},
		{"link to a sound table", "a symbolic link", func(p string) error { return os.Symlink(sound, p) }},
		{"folder", "a folder", func(p string) error { return os.Mkdir(p, 0o755) }},
	} {
		t.Setenv(DirEnv, t.TempDir())
		lines := warnings(t)
		path := Path(keyA)
		if err := c.make(path); err != nil {
			t.Fatal(err)
		}
		if err := loadSoon(t); !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: %v, want damage", c.name, err)
		}
		if len(*lines) != 1 || !strings.Contains((*lines)[0], c.reason+", not a regular file") {
			t.Errorf("%s: lines %q", c.name, *lines)
		}
		if _, err := os.Lstat(path); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: left in place", c.name)
		}
		if err := Store(keyA, tables()); err != nil {
			t.Errorf("%s: store after: %v", c.name, err)
		}
		if err := loadSoon(t); err != nil {
			t.Errorf("%s: load after: %v", c.name, err)
		}
	}
	if now, _ := os.ReadFile(sound); string(now) != string(good) {
		t.Error("the table a link pointed to was changed")
	}
}

// openNoFollow neither follows a link nor waits for a pipe's writer: the
// second look at the file's kind, made on the opened file, relies on it
// when an entry is replaced between Load's first look and the open.
func TestOpenNoFollow(t *testing.T) {
	dir := t.TempDir()
	pipe, link := dir+"/pipe", dir+"/link"
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Fatal(err)
	}
	os.Symlink("/dev/zero", link)
	done := make(chan error, 1)
	go func() {
		f, err := openNoFollow(pipe)
		if err == nil {
			fi, _ := f.Stat()
			if fi.Mode()&fs.ModeNamedPipe == 0 {
				err = errors.New("not seen as a pipe")
			}
			f.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("pipe: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("opening a pipe without a writer blocked")
	}
	if f, err := openNoFollow(link); err == nil {
		f.Close()
		t.Error("followed a link")
	}
}
