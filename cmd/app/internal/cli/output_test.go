package cli

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// full is a writer that takes n bytes, then fails as a full disk does.
type full struct{ n int }

func (f *full) Write(p []byte) (int, error) {
	if len(p) > f.n {
		k := f.n
		f.n = 0
		return k, errors.New("write /dev/stdout: no space left on device")
	}
	f.n -= len(p)
	return len(p), nil
}

// TestOutputErrors: a result that cannot be written is an exit status of 1
// and one line on stderr, whatever the command and however far it got;
// never a panic, never a silent 0.
func TestOutputErrors(t *testing.T) {
	dir := t.TempDir()
	scriptFile := filepath.Join(dir, "s.txt")
	os.WriteFile(scriptFile, []byte("setState 312 645 7b8\nsolveAStar h2\n"), 0o644)
	for _, args := range [][]string{
		{"solve", "312", "645", "7b8"},
		{"solve", "--json", "312", "645", "7b8"},
		{"solve", "-h"},
		{"script", scriptFile},
		{"script", "-h"},
		{"experiment", "--depths", "2", "--instances", "2"},
		{"experiment", "-h"},
		{"letters", "--board", "...S.....", "--to-move", "max"},
		{"letters", "--board", "...S.....", "--to-move", "max", "--json"},
		{"letters", "--board", "C.S.E....", "--to-move", "max", "--tree"},
		{"letters", "-h"},
		{"trace", "--steps", "3", "312", "645", "7b8"},
		{"trace", "-h"},
		{"--version"},
		{"--help"},
	} {
		for _, n := range []int{0, 10} {
			var errb bytes.Buffer
			code := App{}.Run(args, &full{n: n}, &errb)
			if code != 1 || strings.Count(errb.String(), "\n") != 1 || !strings.Contains(errb.String(), "no space left on device") {
				t.Errorf("%v after %d bytes: exit %d, stderr %q", args, n, code, errb.String())
			}
		}
	}
}
