package runner

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"frontier/core/sandbox"
	"frontier/internal/progtest"
)

func TestMain(m *testing.M) { progtest.Main(m) }

func TestSplitCommand(t *testing.T) {
	good := []struct {
		line string
		want []string
	}{
		{"python3 astar.py", []string{"python3", "astar.py"}},
		{`  java  -cp . "My Solver"  `, []string{"java", "-cp", ".", "My Solver"}},
		{`./run 'a b' c\ d "x\"y" ''`, []string{"./run", "a b", "c d", `x"y`, ""}},
		{`"it's"`, []string{"it's"}},
	}
	for _, c := range good {
		got, err := splitWords(c.line, false)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("splitWords(%q) = %q, %v; want %q", c.line, got, err, c.want)
		}
	}
	bad := map[string]string{
		"python3 a.py | tee x": "without a shell",
		"echo $HOME":           "without a shell",
		"run 'open":            "never closed",
		`run \`:                "ends with a backslash",
		"   ":                  "empty",
	}
	for line, want := range bad {
		if _, err := splitWords(line, false); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("splitWords(%q): %v, want %q", line, err, want)
		}
	}
}

// TestSplitCommandOnWindows: a backslash is itself, as in a Windows path,
// but before a ", where a pair is one backslash and an odd one makes the
// " a character.
func TestSplitCommandOnWindows(t *testing.T) {
	for line, want := range map[string][]string{
		`python C:\Users\me\astar.py`:              {"python", `C:\Users\me\astar.py`},
		`python "C:\My Files\astar.py" \\server\x`: {"python", `C:\My Files\astar.py`, `\\server\x`},
		`run "say \"hi\"" it's "end\\" x\\\"y`:     {"run", `say "hi"`, `it's`, `end\`, `x\"y`},
		`C:\dir\ "C:\dir\\"`:                       {`C:\dir\`, `C:\dir\`},
	} {
		got, err := splitWords(line, true)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("splitWords(%q) on Windows = %q, %v; want %q", line, got, err, want)
		}
	}
}

// TestSplitCommandAsWindowsDoes: words written as one Windows command
// line by Python's subprocess.list2cmdline, which quotes them for
// Windows' own reading, come back as they were.
func TestSplitCommandAsWindowsDoes(t *testing.T) {
	progtest.NeedPython(t)
	rng := rand.New(rand.NewPCG(1, 2))
	var lists [][]string
	for range 300 {
		words := make([]string, 1+rng.IntN(4))
		for i := range words {
			b := make([]byte, rng.IntN(7))
			for j := range b {
				b[j] = `ab \"'`[rng.IntN(6)]
			}
			words[i] = string(b)
		}
		lists = append(lists, words)
	}
	in, _ := json.Marshal(lists)
	cmd := exec.Command("python3", "-c", "import json, subprocess, sys\nfor w in json.load(sys.stdin): print(json.dumps(subprocess.list2cmdline(w)))")
	cmd.Stdin = bytes.NewReader(in)
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var line string
		if err := json.Unmarshal([]byte(l), &line); err != nil {
			t.Fatal(err)
		}
		got, err := splitWords(line, true)
		if err != nil || !slices.Equal(got, lists[i]) {
			t.Errorf("splitWords(%q) on Windows = %q, %v; want %q", line, got, err, lists[i])
		}
	}
}

// TestSplitCommandAsShDoes: away from Windows, the words are the ones a
// POSIX shell makes of the same line (sh prints them, each ended by a NUL).
func TestSplitCommandAsShDoes(t *testing.T) {
	for _, line := range []string{
		`python3 "C:\Users\me\solver.py" 'a\b' c\d`,
		`java -cp "lib/*:." Solver "a \"quoted\" word" "back\\slash" ""`,
		`./run 'it'"'"'s' x\ y  "\n\t" '"'`,
		`one	two   "three  four"five'six'`,
	} {
		words, err := splitWords(line, false)
		if err != nil {
			t.Fatalf("splitWords(%q): %v", line, err)
		}
		if want, ok := shWords(t, line); ok && !slices.Equal(words, want) {
			t.Errorf("splitWords(%q) = %q; sh makes %q", line, words, want)
		}
	}
}

// shWords is the words sh makes of line, when sh can be run.
func shWords(t *testing.T, line string) ([]string, bool) {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil || runtime.GOOS == "windows" {
		return nil, false
	}
	out, err := exec.Command("sh", "-c", `printf '%s\0' `+line).Output()
	if err != nil {
		t.Fatalf("sh on %q: %v", line, err)
	}
	words := strings.Split(string(out), "\x00")
	return words[:len(words)-1], true
}

// FuzzSplitCommand: any line is split or refused with a reason; a line
// without the characters a shell would expand, glob or end a command at
// is split into the words sh makes of it.
func FuzzSplitCommand(f *testing.F) {
	f.Add(`python3 "a b" 'c' d\ e`)
	f.Add(`x "\y\"z" '\'`)
	f.Fuzz(func(t *testing.T, line string) {
		words, err := splitWords(line, false)
		if err != nil {
			return
		}
		if ww, err := splitWords(line, true); err == nil && len(ww) == 0 {
			t.Fatal("no words and no error, with Windows' backslashes")
		}
		if len(words) == 0 {
			t.Fatal("no words and no error")
		}
		if !utf8.ValidString(line) || strings.ContainsAny(line, "$`*?[]~#(){}!\n\r\x00") {
			return
		}
		if want, ok := shWords(t, line); ok && !slices.Equal(words, want) {
			t.Errorf("splitWords(%q) = %q; sh makes %q", line, words, want)
		}
	})
}

func TestAnchor(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "astar.py"), nil, 0o644)
	got := anchor([]string{"python3", "astar.py", "-v", "missing.py", "."}, dir)
	want := []string{"python3", filepath.Join(dir, "astar.py"), "-v", "missing.py", dir}
	if !slices.Equal(got, want) {
		t.Errorf("anchor: %q, want %q", got, want)
	}
}

func needUnix(t *testing.T) {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the runner's process groups are Unix's")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
}

// TestExecuteEndsTheProcessGroup: a program past its time limit is
// stopped with the children it started, which would otherwise keep its
// output open.
func TestExecuteEndsTheProcessGroup(t *testing.T) {
	needUnix(t)
	start := time.Now()
	o := Execute(context.Background(), Run{Words: []string{"sh", "-c", "sleep 30 & sleep 30; echo done"}, Limits: Limits{Time: 300 * time.Millisecond}})
	if !o.TimedOut || o.Exit != -1 {
		t.Errorf("timed out %v, exit %d", o.TimedOut, o.Exit)
	}
	if took := time.Since(start); took > 20*time.Second {
		t.Errorf("the run took %s: the children were left running", took)
	}
}

// TestExecuteLeavesAnEscapedChild: a program that ends while a process
// of another session holds its output open is answered a second later,
// not when that process ends.
func TestExecuteLeavesAnEscapedChild(t *testing.T) {
	needUnix(t)
	if _, err := exec.LookPath("setsid"); err != nil {
		t.Skip("no setsid here")
	}
	start := time.Now()
	o := Execute(context.Background(), Run{Words: []string{"sh", "-c", "setsid sleep 30 & echo done"}, Limits: Limits{Time: 20 * time.Second}})
	if o.TimedOut || !strings.Contains(string(o.Stdout), "done") {
		t.Errorf("timed out %v, output %q", o.TimedOut, o.Stdout)
	}
	if took := time.Since(start); took > 15*time.Second {
		t.Errorf("the run took %s: Frontier waited for the escaped child", took)
	}
}

func TestExecuteOutputCapAndStderr(t *testing.T) {
	needUnix(t)
	o := Execute(context.Background(), Run{Words: []string{"sh", "-c", "echo first >&2; echo second >&2; yes expand"}, Limits: Limits{Output: 4096, Time: 20 * time.Second}})
	if !o.Flooded || len(o.Stdout) != 4096 {
		t.Errorf("flooded %v, %d bytes kept", o.Flooded, len(o.Stdout))
	}
	if !slices.Equal(o.Stderr, []string{"first", "second"}) {
		t.Errorf("stderr %q", o.Stderr)
	}
}

func TestExecuteFolderAndFiles(t *testing.T) {
	needUnix(t)
	for _, unconfined := range []bool{false, true} {
		o := Execute(context.Background(), Run{Words: []string{"sh", "-c", "cat problem.map > copy.txt; pwd; cat"},
			Stdin: []byte("from stdin\n"), Files: map[string][]byte{"problem.map": []byte("place A 0 0\n")},
			Collect: []string{"copy.txt", "absent.txt"}, Sandbox: Sandbox{Unconfined: unconfined}})
		if !o.Ran() {
			t.Fatalf("did not run: %+v", o)
		}
		lines := strings.Split(strings.TrimSpace(string(o.Stdout)), "\n")
		if len(lines) != 2 || lines[1] != "from stdin" {
			t.Errorf("stdout %q", o.Stdout)
		}
		if string(o.Files["copy.txt"]) != "place A 0 0\n" || len(o.Files) != 1 {
			t.Errorf("files %q", o.Files)
		}
		if !unconfined && lines[0] != sandbox.HomeDir {
			t.Errorf("the program ran in %s", lines[0])
		}
		if _, err := os.Stat(strings.TrimSpace(lines[0])); unconfined && !os.IsNotExist(err) {
			t.Errorf("the program's folder is left behind: %v", err)
		}
	}
}

func TestExecuteNotStarted(t *testing.T) {
	o := Execute(context.Background(), Run{Words: []string{"no-such-program-frontier"}})
	if !strings.Contains(o.Err, `cannot run no-such-program-frontier: no such program`) {
		t.Errorf("err %q", o.Err)
	}
}
