package sandbox_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"frontier/core/sandbox"
)

// Honest programs in the languages courses use run in the sandbox as
// they would outside: they read their input, write their folder and
// /tmp, find their own files, and are reported as they ended.

func TestHonestPrograms(t *testing.T) {
	needSandbox(t)
	dir := t.TempDir()
	write := func(name, text string, mode os.FileMode) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), mode); err != nil {
			t.Fatal(err)
		}
	}
	write("data.txt", "42\n", 0o600)
	write("solve.py", `import sys, os, tempfile
data = open(os.path.join(os.path.dirname(__file__), "data.txt")).read().strip()
with open("answer.txt", "w") as f: f.write(sys.stdin.read().upper())
with tempfile.NamedTemporaryFile(dir=os.environ["TMPDIR"]) as f: f.write(b"x")
print("python", data, os.getcwd() == os.environ["HOME"])
`, 0o644)
	write("solve.sh", "#!/bin/sh\nread line\necho \"shell $line\"\n", 0o700)
	write("solve.c", "#include <stdio.h>\nint main(void){char s[64];if(!fgets(s,64,stdin))return 1;printf(\"c %s\",s);return 0;}\n", 0o644)
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"python", []string{"python3", sandbox.ProgramDir + "/solve.py"}, "python 42 True"},
		{"shell", []string{sandbox.ProgramDir + "/solve.sh"}, "shell hello"},
	}
	if gcc, err := exec.LookPath("gcc"); err == nil {
		if out, err := exec.Command(gcc, "-O2", "-o", filepath.Join(dir, "solve"), filepath.Join(dir, "solve.c")).CombinedOutput(); err != nil {
			t.Fatalf("gcc: %v\n%s", err, out)
		}
		cases = append(cases, struct {
			name string
			args []string
			want string
		}{"c", []string{sandbox.ProgramDir + "/solve"}, "c hello"})
	} else if os.Getenv("FRONTIER_REQUIRE_SANDBOX") == "1" {
		t.Fatal("no gcc to compile the C program")
	}
	copied, err := sandbox.Copy(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer copied.Remove()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cmd := &sandbox.Cmd{Args: c.args, Program: copied.Path, Stdin: strings.NewReader("hello\n"),
				Collect: []string{"answer.txt"}}
			r := runIn(t, cmd, 20*time.Second)
			if r.Exit != 0 || r.Limit != "" || strings.TrimSpace(r.out) != c.want {
				t.Fatalf("%s: %+v, printed %q (%q), want %q", c.name, r.Outcome, r.out, r.err, c.want)
			}
			if c.name == "python" && string(r.Files["answer.txt"]) != "HELLO\n" {
				t.Errorf("answer.txt collected as %q", r.Files["answer.txt"])
			}
			if !r.desc.Confined || len(r.desc.Namespaces) != 6 {
				t.Errorf("the description says %s", r.desc.Words())
			}
		})
	}
}

func TestAProgramNotThereIsNotStarted(t *testing.T) {
	needSandbox(t)
	r := runIn(t, &sandbox.Cmd{Args: []string{"no-such-program-here"}}, 10*time.Second)
	if !strings.Contains(r.NotStarted, "no-such-program-here") {
		t.Errorf("NotStarted is %q (%+v)", r.NotStarted, r.Outcome)
	}
}

// TestProbeSaysWhy runs this test binary again where no user namespace
// may be made (a user namespace whose limit of them is 0): the probe
// names the cause and the fix.
func TestProbeSaysWhy(t *testing.T) {
	if os.Getenv("FRONTIER_PROBE_CHILD") == "1" {
		err := sandbox.Probe()
		u, ok := err.(*sandbox.Unavailable)
		if !ok {
			t.Fatalf("Probe says %v", err)
		}
		t.Log(u.Error())
		if !strings.Contains(u.Error(), "user.max_user_namespaces") {
			t.Errorf("the fix is not named: %v", u)
		}
		return
	}
	needSandbox(t)
	unshare, err := exec.LookPath("unshare")
	if err != nil {
		t.Skip("no unshare here")
	}
	self, _ := os.Executable()
	cmd := exec.Command(unshare, "--user", "--map-root-user", "sh", "-c",
		`echo 0 > /proc/sys/user/max_user_namespaces && exec "$0" -test.run '^TestProbeSaysWhy$' -test.v`, self)
	cmd.Env = append(os.Environ(), "FRONTIER_PROBE_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "PASS") {
		t.Errorf("the probe without user namespaces: %v\n%s", err, out)
	}
}
