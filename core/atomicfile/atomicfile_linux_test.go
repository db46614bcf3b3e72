package atomicfile

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// charDevice is a twin of the memory device minor (3 /dev/null, 7
// /dev/full) in a scratch folder when the test runs as root, so that a
// fault here could only replace the twin. Anyone else gets the real device,
// which they cannot replace.
func charDevice(t *testing.T, name string, minor int) string {
	if os.Getuid() != 0 {
		return "/dev/" + name
	}
	path := filepath.Join(t.TempDir(), name)
	if err := syscall.Mknod(path, syscall.S_IFCHR|0o666, 1<<8|minor); err != nil {
		t.Skipf("mknod: %v", err)
	}
	return path
}

func TestWriteFileCharDevice(t *testing.T) {
	null := charDevice(t, "null", 3)
	if err := WriteFile(null, writeText("into nothing")); err != nil {
		t.Fatal(err)
	}
	assertCharDevice(t, null)
	if os.Getuid() != 0 {
		return
	}
	full := charDevice(t, "full", 7)
	err := WriteFile(full, writeText("onto a full disk"))
	if err == nil || !strings.Contains(err.Error(), "no space left on device") {
		t.Errorf("writing to /dev/full's twin: error %v", err)
	}
	assertCharDevice(t, full)
	assertOnly(t, filepath.Dir(full), "full")
}

func assertCharDevice(t *testing.T, path string) {
	t.Helper()
	fi, err := os.Lstat(path)
	if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		t.Errorf("%s is now %v (%v)", path, fi.Mode(), err)
	}
}

// The kernel's names of an open pipe (as /dev/stdout is when output is
// piped) are written in place.
func TestWriteFileOpenPipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for _, name := range []string{fmt.Sprintf("/proc/self/fd/%d", w.Fd()), fmt.Sprintf("/dev/fd/%d", w.Fd())} {
		if _, err := os.Stat(name); err != nil {
			t.Skip(err)
		}
		if err := WriteFile(name, writeText(name+"\n")); err != nil {
			t.Fatal(err)
		}
	}
	want := fmt.Sprintf("/proc/self/fd/%d\n/dev/fd/%d\n", w.Fd(), w.Fd())
	w.Close()
	b, _ := io.ReadAll(r)
	if string(b) != want {
		t.Errorf("the pipe carried %q, want %q", b, want)
	}
}

// A regular file reached through /dev/fd (the shell's > out.txt, named as
// /dev/stdout) is appended to in place, after what was written through the
// open descriptor, and keeps its inode: a rename would cut the descriptor
// off and lose what it wrote.
func TestWriteFileOpenRegular(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.txt")
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	before, _ := f.Stat()
	io.WriteString(f, "tables\n")
	if err := WriteFile(fmt.Sprintf("/dev/fd/%d", f.Fd()), writeText("csv\n")); err != nil {
		t.Fatal(err)
	}
	after, _ := os.Stat(path)
	if !os.SameFile(before, after) {
		t.Error("the file was replaced")
	}
	if b, _ := os.ReadFile(path); string(b) != "tables\ncsv\n" {
		t.Errorf("the file holds %q", b)
	}
	assertOnly(t, dir, "out.txt")
}
