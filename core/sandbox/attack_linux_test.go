package sandbox_test

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"frontier/core/sandbox"
)

// The attacks of a student's program on the teacher who checks it, each
// run in the sandbox, where it must fail, and where it says so, unconfined,
// where it succeeds: the proof that the test can tell.

// escape starts processes that leave the program's process group and
// session, ignore signals and outlive the program.
const escape = `trap '' TERM HUP INT
setsid sh -c 'exec sleep 31.4161' &
(sh -c 'sleep 31.4162 &' &)
nohup sleep 31.4163 >/dev/null 2>&1 &
echo started`

func TestNothingOutlivesTheRun(t *testing.T) {
	needSandbox(t)
	r := sh(t, escape, sandbox.Limits{})
	if !strings.Contains(r.out, "started") || r.Exit != 0 {
		t.Fatalf("the script did not run: %+v %q %q", r.Outcome, r.out, r.err)
	}
	if left := alive(t, "31.416"); len(left) > 0 {
		t.Errorf("processes outlived their run: %v", left)
	}
	t.Run("unconfined", func(t *testing.T) {
		runIn(t, &sandbox.Cmd{Args: []string{"sh", "-c", escape}, Unconfined: true}, 10*time.Second)
		time.Sleep(100 * time.Millisecond)
		left := alive(t, "31.416")
		for _, p := range left { // they are this test's: end them, by PID
			var pid int
			fmt.Sscan(p, &pid)
			syscall.Kill(pid, syscall.SIGKILL)
		}
		if len(left) == 0 {
			t.Error("unconfined, the escape left nothing behind: the test cannot tell")
		}
	})
}

// reach tries the host's files, environment, processes and network, and
// prints BREACH for each it gets.
const reach = `import os, socket, sys, subprocess
home, port, grader, safe = sys.argv[1], int(sys.argv[2]), sys.argv[3], len(sys.argv) > 4
def tried(what, f):
    try:
        f()
        print("BREACH", what)
    except Exception as e:
        print("held", what, type(e).__name__)
def write(path):
    with open(path, "a") as f:
        f.write("evil\n")
tried("home .bashrc", lambda: write(home + "/.bashrc"))
tried("home .ssh", lambda: write(home + "/.ssh/authorized_keys"))
if not safe:  # unconfined, these would plant files for real
    tried("grader cwd", lambda: write("/proc/%s/cwd/planted" % grader))
    tried("init cwd", lambda: write("/proc/1/cwd/planted"))
    tried("system file", lambda: write("/etc/frontier-planted"))
tried("grader environ", lambda: open("/proc/%s/environ" % grader).read())
tried("init environ", lambda: open("/proc/1/environ").read())
tried("init report", lambda: write("/proc/1/fd/4"))
tried("tcp", lambda: socket.create_connection(("127.0.0.1", port), timeout=2))
tried("grader binary", lambda: subprocess.run(["/proc/1/exe", "--version"], check=True, capture_output=True))
if "FRONTIER_SECRET" in os.environ:
    print("BREACH environment", os.environ["FRONTIER_SECRET"])
print("env", sorted(os.environ))
print("root", sorted(os.listdir("/")))
`

func TestReachNothingOfTheHost(t *testing.T) {
	needSandbox(t)
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, ".bashrc"), []byte("mine\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(home, ".ssh"), 0o700); err != nil {
		t.Fatal(err)
	}
	t.Setenv("HOME", home)
	t.Setenv("FRONTIER_SECRET", "s3cret")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	args := []string{home, fmt.Sprint(ln.Addr().(*net.TCPAddr).Port), fmt.Sprint(os.Getpid())}
	r := python(t, reach, sandbox.Limits{}, args...)
	if r.Exit != 0 {
		t.Fatalf("the program did not run: %+v %q", r.Outcome, r.err)
	}
	for _, line := range strings.Split(r.out, "\n") {
		if strings.HasPrefix(line, "BREACH") {
			t.Error(line)
		}
	}
	if data, _ := os.ReadFile(filepath.Join(home, ".bashrc")); string(data) != "mine\n" {
		t.Errorf(".bashrc is now %q", data)
	}
	if _, err := os.Stat(filepath.Join(home, ".ssh", "authorized_keys")); err == nil {
		t.Error("the program wrote .ssh/authorized_keys")
	}
	if !strings.Contains(r.out, "env ['HOME', 'LANG', 'PATH', 'TMPDIR']") {
		t.Errorf("the environment is not PATH, LANG, HOME and TMPDIR alone:\n%s", r.out)
	}
	t.Run("unconfined", func(t *testing.T) {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "p.py"), []byte(reach), 0o644)
		argv := append([]string{"python3", filepath.Join(dir, "p.py")}, append(args, "safe")...)
		u := runIn(t, &sandbox.Cmd{Args: argv, Unconfined: true}, 20*time.Second)
		for _, want := range []string{"BREACH home .bashrc", "BREACH grader environ", "BREACH tcp"} {
			if !strings.Contains(u.out, want) {
				t.Errorf("unconfined, %q is missing: the test cannot tell\n%s", want, u.out)
			}
		}
	})
}

func TestTheProgramCannotEndItsInit(t *testing.T) {
	needSandbox(t)
	r := sh(t, `for s in TERM INT HUP QUIT USR1 SEGV ABRT KILL STOP; do kill -$s 1; done; sleep 0.2; echo alive`, sandbox.Limits{})
	if r.Exit != 0 || strings.TrimSpace(r.out) != "alive" {
		t.Errorf("after the signals to its init the run went %+v, printing %q (%q)", r.Outcome, r.out, r.err)
	}
}

func TestRootsProgramIsNotRoot(t *testing.T) {
	needSandbox(t)
	if os.Getuid() != 0 {
		t.Skip("the teacher is not root here")
	}
	c := &sandbox.Cmd{Args: []string{"sh", "-c", "exec sleep 7.3456"}}
	var out strings.Builder
	c.Stdout, c.Stderr = &out, &out
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	defer c.Wait()
	defer c.Kill()
	for try := 0; try < 200; try++ {
		for _, p := range alive(t, "7.3456") {
			var pid int
			fmt.Sscan(p, &pid)
			status, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
			for _, line := range strings.Split(string(status), "\n") {
				if f := strings.Fields(line); len(f) == 5 && f[0] == "Uid:" {
					if f[1] == "0" || f[2] == "0" {
						t.Errorf("the program runs as %s outside", line)
					}
					return
				}
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("the program's process was never seen")
}
