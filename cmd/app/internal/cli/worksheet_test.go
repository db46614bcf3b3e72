package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWorksheetSameSeedSameBytes(t *testing.T) {
	for _, kind := range []string{"next", "pruned", "cost", "h"} {
		for _, key := range []bool{false, true} {
			args := []string{"worksheet", "--kind", kind, "--count", "5", "--seed", "9"}
			if key {
				args = append(args, "--key")
			}
			code1, out1, err1 := runArgs(args...)
			code2, out2, _ := runArgs(args...)
			if code1 != 0 || code2 != 0 || err1 != "" {
				t.Fatalf("%v: exit %d %d, stderr %q", args, code1, code2, err1)
			}
			if out1 != out2 || !strings.HasPrefix(out1, "<!DOCTYPE html>") {
				t.Errorf("%v: two runs differ or write no page", args)
			}
			if strings.Contains(out1, "Answer key") != key {
				t.Errorf("%v: answer key heading present = %v", args, !key)
			}
			if strings.Count(out1, `<li class="exercise">`) != 5 {
				t.Errorf("%v: want 5 exercises", args)
			}
		}
	}
	_, a, _ := runArgs("worksheet", "--seed", "1")
	_, b, _ := runArgs("worksheet", "--seed", "2")
	if a == b {
		t.Error("seeds 1 and 2 give the same sheet")
	}
}

func TestWorksheetOut(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sheet.html")
	code, out, errText := runArgs("worksheet", "--kind", "cost", "--out", path)
	if code != 0 || out != "" || errText != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errText)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, stdout, _ := runArgs("worksheet", "--kind", "cost", "--out", "-")
	if string(data) != stdout {
		t.Error("--out FILE and --out - write different pages")
	}
	// A folder cannot be written: exit 1, one line, nothing left behind.
	code, _, errText = runArgs("worksheet", "--out", dir)
	if code != 1 || strings.Count(errText, "\n") != 1 || !strings.Contains(errText, "folder") {
		t.Errorf("--out a folder: exit %d, stderr %q", code, errText)
	}
	missing := filepath.Join(dir, "no", "such.html")
	if code, _, _ := runArgs("worksheet", "--out", missing); code != 1 {
		t.Errorf("--out in a missing folder: exit %d, want 1", code)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("the folder holds %d entries after the refusals, want the one sheet", len(entries))
	}
}

func TestWorksheetRefusals(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--kind", "graph"}, `unknown kind "graph"`},
		{[]string{"--count", "0"}, "count 0: want 1 to 24"},
		{[]string{"--count", "25"}, "count 25"},
		{[]string{"--count", "x"}, "not a whole number"},
		{[]string{"--seed", "-1"}, "not a whole number"},
		{[]string{"--nope"}, "flag provided but not defined: -nope"},
		{[]string{"stray"}, `unexpected argument "stray"`},
	} {
		code, out, errText := runArgs(append([]string{"worksheet"}, tc.args...)...)
		if code != 2 || out != "" || !strings.HasPrefix(errText, "frontier worksheet: ") ||
			!strings.Contains(errText, tc.want) || strings.Count(errText, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %d bytes, stderr %q; want exit 2 and one line with %q", tc.args, code, len(out), errText, tc.want)
		}
	}
	code, out, _ := runArgs("worksheet", "-h")
	if code != 0 || !strings.Contains(out, "--kind K") {
		t.Errorf("-h: exit %d, usage %q", code, out)
	}
	_, usage, _ := runArgs("--help")
	if !strings.Contains(usage, "frontier worksheet") {
		t.Error("--help does not list worksheet")
	}
}
