//go:build unix

package atomicfile

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A new file gets 0666 less the umask; a file that exists keeps its mode,
// a private one included.
func TestWriteFileModes(t *testing.T) {
	dir := t.TempDir()
	old := syscall.Umask(0o027)
	defer syscall.Umask(old)
	fresh := filepath.Join(dir, "new.csv")
	if err := WriteFile(fresh, writeText("x")); err != nil {
		t.Fatal(err)
	}
	assertMode(t, fresh, 0o640)
	for _, perm := range []os.FileMode{0o600, 0o644, 0o664, 0o755} {
		path := filepath.Join(dir, "kept.csv")
		os.Remove(path)
		if err := os.WriteFile(path, []byte("old"), perm); err != nil {
			t.Fatal(err)
		}
		os.Chmod(path, perm) // past the umask
		if err := WriteFile(path, writeText("new")); err != nil {
			t.Fatal(err)
		}
		assertHolds(t, path, "new")
		assertMode(t, path, perm)
	}
}

// Root replacing another user's file gives the new file that user.
func TestWriteFileKeepsOwner(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("only root can give a file away")
	}
	path := filepath.Join(t.TempDir(), "theirs.csv")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(path, 4321, 8765); err != nil {
		t.Skip(err)
	}
	if err := WriteFile(path, writeText("new")); err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(path)
	if st := fi.Sys().(*syscall.Stat_t); st.Uid != 4321 || st.Gid != 8765 {
		t.Errorf("owner %d:%d, want 4321:8765", st.Uid, st.Gid)
	}
	assertMode(t, path, 0o600)
}

// A file its user may not write is refused, as the shell's > refuses it,
// and left as it was.
func TestWriteFileReadOnly(t *testing.T) {
	if os.Getuid() == 0 {
		t.Skip("root may write any file")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "frozen.csv")
	if err := os.WriteFile(path, []byte("old"), 0o444); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, writeText("new")); !os.IsPermission(err) {
		t.Errorf("error %v, want permission denied", err)
	}
	assertHolds(t, path, "old")
	assertOnly(t, dir, "frozen.csv")
}

// A named pipe is written in place: its reader gets the bytes and the pipe
// stays a pipe.
func TestWriteFileFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	got := make(chan string)
	go func() {
		b, _ := os.ReadFile(fifo)
		got <- string(b)
	}()
	if err := WriteFile(fifo, writeText("through the pipe")); err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != "through the pipe" {
		t.Errorf("the reader got %q", s)
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the pipe became %v (%v)", fi.Mode(), err)
	}
	assertOnly(t, dir, "pipe")
}

func assertMode(t *testing.T, path string, want os.FileMode) {
	t.Helper()
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != want {
		t.Errorf("%s: mode %v (%v), want %v", path, fi.Mode().Perm(), err, want)
	}
}
