package readfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRegular(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.txt")
	if err := os.WriteFile(small, []byte("place A 0 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := Regular(small, 100); err != nil || string(data) != "place A 0 0\n" {
		t.Fatalf("read %q, %v", data, err)
	}
	for _, c := range []struct {
		path, want string
		limit      int64
	}{
		{small, "larger than 5 bytes", 5},
		{dir, "a folder, not a regular file", 100},
		{filepath.Join(dir, "no\nsuch"), "no such file", 100},
	} {
		_, err := Regular(c.path, c.limit)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.path, err, c.want)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: error %q is more than one line", c.path, err)
		}
	}
}
