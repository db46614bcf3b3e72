package cli

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/core/lab"
)

// TestExportInterrupted: an export whose writing fails half-way (a full
// disk) leaves the file it would replace as it was, and no stray file.
func TestExportInterrupted(t *testing.T) {
	dir := t.TempDir()
	csv := filepath.Join(dir, "results.csv")
	os.WriteFile(csv, []byte("the old results\n"), 0o644)
	boom := errors.New("no space left on device")
	out := &lab.Outcome{WriteCSV: func(w io.Writer) error {
		io.WriteString(w, "depth,solver,runs\n2,astar")
		return boom
	}}
	err := (&expRequest{csv: csv}).export(out)
	if !errors.Is(err, boom) && (err == nil || !strings.Contains(err.Error(), boom.Error())) {
		t.Fatalf("export error %v", err)
	}
	if !strings.HasPrefix(err.Error(), "--csv "+csv+": ") {
		t.Errorf("error %q does not name the flag and file", err)
	}
	if b, _ := os.ReadFile(csv); string(b) != "the old results\n" {
		t.Errorf("the old file now holds %q", b)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files in the folder, want 1", len(entries))
	}
}

func TestExportPaths(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "config.txt")
	config := "size: 3\nseed: 1\nswaps: 10\nnumber: 3\n"
	os.WriteFile(cfg, []byte(config), 0o644)
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink(cfg, link); err != nil {
		t.Skip(err)
	}
	png := filepath.Join(dir, "x.png")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--config", cfg, "--csv", cfg}, "--csv would overwrite " + cfg + ", the --config file it reads; write it elsewhere"},
		{[]string{"--config", cfg, "--csv", link}, "--csv would overwrite " + cfg + ", the --config file it reads"},
		{[]string{"--config", cfg, "--save-set", filepath.Join(dir, ".", "config.txt")}, "--save-set would overwrite"},
		{[]string{"--load-set", cfg, "--csv", cfg}, "the --load-set file it reads"},
		{[]string{"--plot", png, "--plot-ebf", png}, "--plot and --plot-ebf both name " + png + "; give each its own file"},
		{[]string{"--csv", png, "--plot", filepath.Join(dir, "sub", "..", "x.png")}, "--csv and --plot both name"},
	} {
		code, out, errText := runArgs(append([]string{"experiment"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(errText, tc.want) || strings.Count(errText, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want %q", tc.args, code, errText, tc.want)
		}
	}
	if b, _ := os.ReadFile(cfg); string(b) != config {
		t.Errorf("the config now holds %q", b)
	}
}
