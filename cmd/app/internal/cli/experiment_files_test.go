package cli

import (
	"bytes"
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
	err := (&expRequest{csv: csv}).export(out, io.Discard)
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
	symlink(t, cfg, link)
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

// expArgs is a small depth experiment, a second's work, with args added.
func expArgs(args ...string) []string {
	return append([]string{"experiment", "--depths", "2,4", "--instances", "2"}, args...)
}

// TestExportStdout: `-` is standard output for every export; that export
// has it alone (no tables), and two exports may not share it.
func TestExportStdout(t *testing.T) {
	code, out, errText := runArgs(expArgs("--csv", "-")...)
	if code != 0 || errText != "" || !strings.HasPrefix(out, "depth,solver,runs,") || strings.Contains(out, "mean over") {
		t.Errorf("--csv -: exit %d, stderr %q, stdout %q", code, errText, out)
	}
	code, out, errText = runArgs(expArgs("--plot-ebf", "-")...)
	if code != 0 || errText != "" || !strings.HasPrefix(out, "\x89PNG\r\n") {
		t.Errorf("--plot-ebf -: exit %d, stderr %q, stdout starts %q", code, errText, out[:min(len(out), 20)])
	}
	code, out, errText = runArgs(expArgs("--save-set", "-")...)
	if code != 0 || errText != "" || !strings.HasPrefix(out, "# frontier puzzle set: ") {
		t.Errorf("--save-set -: exit %d, stderr %q, stdout %q", code, errText, out)
	}
	for _, pair := range [][2]string{{"--csv", "--plot"}, {"--plot", "--plot-ebf"}, {"--csv", "--save-set"}} {
		code, out, errText = runArgs(expArgs(pair[0], "-", pair[1], "-")...)
		want := pair[0] + " and " + pair[1] + " both name standard output (-); give each its own file"
		if code != 2 || out != "" || !strings.Contains(errText, want) || strings.Count(errText, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want %q", pair, code, errText, want)
		}
	}
	var errb bytes.Buffer
	if code := (App{}).Run(expArgs("--csv", "-"), &full{n: 10}, &errb); code != 1 ||
		!strings.Contains(errb.String(), "--csv -: write /dev/stdout: no space left on device") || strings.Count(errb.String(), "\n") != 1 {
		t.Errorf("--csv - to a full disk: exit %d, stderr %q", code, errb.String())
	}
}

// symlink makes a symbolic link, or skips the test where the system makes
// none (Windows without the privilege to) or makes one it does not report
// as a link (Wine, whose links are the host's and read as the files they
// point to).
func symlink(t *testing.T, dest, link string) {
	t.Helper()
	if err := os.Symlink(dest, link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Skipf("a symbolic link made here does not read as one (%v)", err)
	}
}

// TestExportThroughLinks: an export named by a link, or a chain of them,
// lands in the file at the end, and the link stays a link.
func TestExportThroughLinks(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target.csv")
	set := filepath.Join(dir, "set.txt")
	os.WriteFile(target, []byte("old\n"), 0o644)
	link, chain, setLink := filepath.Join(dir, "link.csv"), filepath.Join(dir, "chain.csv"), filepath.Join(dir, "set-link.txt")
	symlink(t, "target.csv", link)
	symlink(t, link, chain)
	symlink(t, "set.txt", setLink)
	for _, name := range []string{link, chain} {
		os.WriteFile(target, []byte("old\n"), 0o644)
		code, _, errText := runArgs(expArgs("--csv", name, "--save-set", setLink)...)
		if code != 0 || errText != "" {
			t.Fatalf("exit %d, stderr %q", code, errText)
		}
		if b, _ := os.ReadFile(target); !strings.HasPrefix(string(b), "depth,solver,") {
			t.Errorf("--csv %s: the target holds %q", name, b)
		}
		if b, _ := os.ReadFile(set); !strings.HasPrefix(string(b), "# frontier puzzle set: ") {
			t.Errorf("--save-set %s: the target holds %q", setLink, b)
		}
		for _, l := range []string{link, chain, setLink} {
			if fi, err := os.Lstat(l); err != nil || fi.Mode()&os.ModeSymlink == 0 {
				t.Errorf("%s is no longer a link", l)
			}
		}
	}
}
