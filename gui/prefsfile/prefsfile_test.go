package prefsfile

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// setup makes the folder of a preferences file under a fresh root, with
// content when it is not nil, and returns the file's path.
func setup(t *testing.T, content []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "fyne", "org.frontier.lab", "preferences.json")
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if content != nil {
		if err := os.WriteFile(path, content, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

// moved records where check sent the toolkit.
type moved struct{ root, id string }

func (m *moved) move(root, id string) error { m.root, m.id = root, id; return nil }

func oneLine(t *testing.T, s Session) {
	t.Helper()
	if strings.Contains(s.Said, "\n") {
		t.Errorf("more than one line: %q", s.Said)
	}
}

func TestGoodOrMissing(t *testing.T) {
	for _, content := range [][]byte{nil, {}, []byte(`{"light":true,"route.map":"romania","list":[1,2]}`)} {
		var m moved
		path := setup(t, content)
		s := check(path, m.move)
		if s.Said != "" || m.root != "" { // m.root: no private folder made
			t.Errorf("%q: said %q, moved to %q", content, s.Said, m.root)
		}
		if data, _ := os.ReadFile(path); len(content) > 0 && string(data) != string(content) {
			t.Errorf("%q: the file now holds %q", content, data)
		}
	}
}

// TestDamagedMovedAside: a file that cannot be read as preferences is
// kept beside, under a name the line gives, and the window starts afresh.
func TestDamagedMovedAside(t *testing.T) {
	for content, why := range map[string]string{
		"\x93\x01garbage\xff":              "not a JSON object of settings",
		`{"a":1} trailing`:                 "not a JSON object of settings",
		`null`:                             "not a JSON object of settings",
		`["a"]`:                            "not a JSON object of settings",
		`{"ok":[true,"mixed"]}`:            `the list "ok" mixes types`,
		`{"ok":[1,2],"bad":["x",{"y":1}]}`: `the list "bad" mixes types`,
	} {
		var m moved
		path := setup(t, []byte(content))
		os.WriteFile(path+".damaged", []byte("an earlier one"), 0o600)
		s := check(path, m.move)
		oneLine(t, s)
		aside := path + ".damaged-2"
		kept, err := os.ReadFile(aside)
		if err != nil || string(kept) != content || !strings.Contains(s.Said, "("+why+"): moved to ") ||
			!strings.HasSuffix(s.Said, "; the window starts with its default settings") || m.root != "" {
			t.Errorf("%q: kept %q (%v), said %q", content, kept, err, s.Said)
		}
		if _, err := os.Stat(path); err == nil {
			t.Errorf("%q: still in place", content)
		}
	}
}

// TestSpecialInPlace: a folder or a named pipe where the file should be
// is moved aside (a pipe was opened by the toolkit and waited on for
// ever).
func TestSpecialInPlace(t *testing.T) {
	kinds := map[string]func(string) error{
		"a folder": func(p string) error { return os.Mkdir(p, 0o700) },
	}
	if runtime.GOOS != "windows" {
		kinds["a named pipe"] = mkfifo
	}
	for kind, make := range kinds {
		var m moved
		path := setup(t, nil)
		if err := make(path); err != nil {
			t.Fatal(err)
		}
		s := check(path, m.move)
		oneLine(t, s)
		if fi, err := os.Lstat(path + ".damaged"); err != nil || fi.Mode().IsRegular() ||
			!strings.Contains(s.Said, "("+kind+", not a file): moved to ") {
			t.Errorf("%s: %v, said %q", kind, err, s.Said)
		}
	}
}

// TestCannotSave: a configuration folder that is a file, or cannot be
// written, is said once, and the toolkit is sent to a private folder,
// starting from the settings saved when there are some.
func TestCannotSave(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir()) // where the private folders go
	file := filepath.Join(t.TempDir(), "config")
	os.WriteFile(file, []byte("not a folder"), 0o600)
	var m moved
	s := check(filepath.Join(file, "fyne", "org.frontier.lab", "preferences.json"), m.move)
	oneLine(t, s)
	if m.root == "" || m.id != "org.frontier.lab" || !strings.HasSuffix(s.Said, ": the window keeps its settings until it closes") {
		t.Errorf("a file as the folder: moved to %q %q, said %q", m.root, m.id, s.Said)
	}
	if owner, err := os.ReadFile(filepath.Join(m.root, ownerFile)); err != nil || string(owner) != strconv.Itoa(os.Getpid()) {
		t.Errorf("the private folder's owner: %q, %v", owner, err)
	}
	if os.Getuid() == 0 || runtime.GOOS == "windows" {
		t.Skip("no folder is read-only to root")
	}
	path := setup(t, []byte(`{"light":true}`))
	os.Chmod(filepath.Dir(path), 0o500)
	defer os.Chmod(filepath.Dir(path), 0o700)
	m = moved{}
	s = check(path, m.move)
	oneLine(t, s)
	data, err := os.ReadFile(filepath.Join(m.root, "fyne", "org.frontier.lab", "preferences.json"))
	if !strings.Contains(s.Said, "cannot be saved") || err != nil || string(data) != `{"light":true}` {
		t.Errorf("a read-only folder: said %q, private copy %q %v", s.Said, data, err)
	}
}

// TestSweep: a session's private folder is removed by a later session
// once the process that made it has ended; one whose process runs, and
// one without an owner made within the hour (being made now), are kept.
func TestSweep(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no private folder is made here")
	}
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	ended := exec.Command("true")
	if err := ended.Run(); err != nil {
		t.Skip("no process to end:", err)
	}
	folder := func(name, owner string) string {
		d := filepath.Join(tmp, privatePrefix+name)
		os.MkdirAll(filepath.Join(d, "fyne", "org.frontier.lab"), 0o700)
		if owner != "" {
			os.WriteFile(filepath.Join(d, ownerFile), []byte(owner), 0o600)
		}
		return d
	}
	gone := folder("ended", strconv.Itoa(ended.ProcessState.Pid()))
	mine := folder("mine", strconv.Itoa(os.Getpid()))
	fresh := folder("fresh", "")
	old := folder("old", "")
	os.Chtimes(old, time.Now().Add(-2*time.Hour), time.Now().Add(-2*time.Hour))
	other := filepath.Join(tmp, "other")
	os.Mkdir(other, 0o700)
	sweep()
	for d, want := range map[string]bool{gone: false, mine: true, fresh: true, old: false, other: true} {
		if _, err := os.Stat(d); (err == nil) != want {
			t.Errorf("%s: kept %v, want %v", filepath.Base(d), err == nil, want)
		}
	}
}
