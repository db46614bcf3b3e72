package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeText(text string) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := io.WriteString(w, text)
		return err
	}
}

func TestWriteFileReplacesWhole(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "table.bin")
	for _, text := range []string{"first version", "second"} {
		if err := WriteFile(path, writeText(text)); err != nil {
			t.Fatal(err)
		}
		assertHolds(t, path, text)
	}
	assertOnly(t, dir, "table.bin")
}

// A failing writer leaves the old file untouched and no temporary behind.
func TestWriteFileErrorKeepsOld(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.csv")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("disk full")
	err := WriteFile(path, func(w io.Writer) error {
		io.WriteString(w, "half of the new")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("error %v, want %v", err, boom)
	}
	assertHolds(t, path, "old")
	assertOnly(t, dir, "out.csv")
}

// A folder that cannot take files gives an error and calls no writer.
func TestWriteFileUnwritableDir(t *testing.T) {
	dir := t.TempDir()
	notDir := filepath.Join(dir, "plain-file")
	if err := os.WriteFile(notDir, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	paths := []string{filepath.Join(notDir, "x"), filepath.Join(dir, "missing", "x")}
	if os.Getuid() > 0 { // root writes into read-only folders; Windows says -1
		ro := filepath.Join(dir, "ro")
		if err := os.Mkdir(ro, 0o555); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, filepath.Join(ro, "x"))
	}
	for _, path := range paths {
		called := false
		err := WriteFile(path, func(w io.Writer) error { called = true; return nil })
		if err == nil || called {
			t.Errorf("%s: error %v, writer called %v", path, err, called)
		}
	}
}

// The error names the folder, not the temporary file no one asked for.
func TestWriteFileMissingFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "missing")
	err := WriteFile(filepath.Join(dir, "x.csv"), writeText("x"))
	if err == nil || !strings.HasPrefix(err.Error(), "cannot create a file in "+dir+string(filepath.Separator)+": ") {
		t.Errorf("error %v, want one naming the folder", err)
	}
}

func TestWriteFileRefusesFolder(t *testing.T) {
	dir := t.TempDir()
	err := WriteFile(dir, writeText("x"))
	if err == nil || !strings.Contains(err.Error(), "is a folder") {
		t.Errorf("error %v, want one saying it is a folder", err)
	}
}

// A link, or a chain of links (relative, across folders), is followed: the
// file at the end gets the bytes and every link stays a link.
func TestWriteFileFollowsLinks(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o755)
	target := filepath.Join(sub, "target.csv")
	if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	mustLink(t, "sub/target.csv", filepath.Join(dir, "link.csv"))
	mustLink(t, "../link.csv", filepath.Join(sub, "second.csv"))
	mustLink(t, filepath.Join(sub, "second.csv"), filepath.Join(dir, "first.csv"))
	for _, name := range []string{"link.csv", "first.csv"} {
		if err := WriteFile(filepath.Join(dir, name), writeText("via "+name)); err != nil {
			t.Fatal(err)
		}
		assertHolds(t, target, "via "+name)
		for _, l := range []string{"link.csv", "first.csv", "sub/second.csv"} {
			if fi, err := os.Lstat(filepath.Join(dir, l)); err != nil {
				t.Errorf("%s: %v", l, err)
			} else if fi.Mode()&os.ModeSymlink == 0 {
				t.Errorf("%s is no longer a link: %v", l, fi.Mode())
			}
		}
	}
	assertOnly(t, sub, "second.csv", "target.csv")
}

// A dangling link makes its target, as the shell's > does, and stays a
// link; a loop of links is an error that calls no writer.
func TestWriteFileDanglingAndLoop(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "link.csv")
	mustLink(t, "new.csv", link)
	if err := WriteFile(link, writeText("made")); err != nil {
		t.Fatal(err)
	}
	assertHolds(t, filepath.Join(dir, "new.csv"), "made")
	if fi, err := os.Lstat(link); err != nil {
		t.Error(err)
	} else if fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link became %v", fi.Mode())
	}
	mustLink(t, "b", filepath.Join(dir, "a"))
	mustLink(t, "a", filepath.Join(dir, "b"))
	called := false
	err := WriteFile(filepath.Join(dir, "a"), func(io.Writer) error { called = true; return nil })
	if err == nil || called || !strings.Contains(err.Error(), "symbolic links in a row") {
		t.Errorf("loop: error %v, writer called %v", err, called)
	}
}

// mustLink makes a symbolic link, or skips the test where the system
// makes none (Windows without the privilege to) or makes one it does not
// report as a link (Wine, whose links are the host's and read as the
// files they point to): the tests need links that the system follows
// and shows as links.
func mustLink(t *testing.T, dest, link string) {
	t.Helper()
	if err := os.Symlink(dest, link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Skipf("a symbolic link made here does not read as one (%v)", err)
	}
}

func assertHolds(t *testing.T, path, want string) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil || string(got) != want {
		t.Errorf("%s holds %q (%v), want %q", path, got, err, want)
	}
}

// assertOnly checks that dir holds exactly names, sorted: no stray
// temporary file.
func assertOnly(t *testing.T, dir string, names ...string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	if strings.Join(got, "/") != strings.Join(names, "/") {
		t.Errorf("folder holds %v, want %v", got, names)
	}
}
