package class

import (
	"context"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"frontier/core/check"
	"frontier/core/runner"
	"frontier/core/search"
	"frontier/internal/progtest"
)

// classOf makes a class's folder: one sub-folder per solver named, each
// holding that test solver as solver.py, and the module it imports.
func classOf(t *testing.T, solvers map[string]string) string {
	dir := t.TempDir()
	for student, solver := range solvers {
		sub := filepath.Join(dir, student)
		os.Mkdir(sub, 0o755)
		for from, to := range map[string]string{solver: "solver.py", "puzzle.py": "puzzle.py"} {
			src, err := os.ReadFile(filepath.Join(solverDir(t), from))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(sub, to), src, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	return dir
}

// TestGradeClass: every student's program on the same problems, a
// looping one costing its own tests only, and the summary written.
func TestGradeClass(t *testing.T) {
	progtest.NeedPython(t)
	dir := classOf(t, map[string]string{"ada": "astar.py", "bob": "astar_blank.py", "cy": "loop.py", "di": "astar_lifo.py"})
	students, err := Submissions(dir)
	if err != nil || len(students) != 4 || students[0].Name != "ada" {
		t.Fatalf("%v %v", students, err)
	}
	problems := sliding(t, search.EngineAStar, eight[:2]...)
	start := time.Now()
	class := Grade(context.Background(), runner.Program{Command: "python3 {dir}/solver.py", Limits: runner.Limits{Time: 5 * time.Second}}, students, problems, 2, nil)
	if took := time.Since(start); took > time.Minute {
		t.Errorf("grading took %s", took)
	}
	passed := map[string]int{}
	for _, sg := range class {
		passed[sg.Name] = sg.Passed()
	}
	if passed["ada"] != 2 || passed["di"] != 2 || passed["cy"] != 0 || passed["bob"] != 1 {
		t.Errorf("passed %v", passed)
	}
	out := filepath.Join(t.TempDir(), "grades")
	if err := Write(out, class, problems); err != nil {
		t.Fatal(err)
	}
	f, _ := os.Open(filepath.Join(out, "summary.csv"))
	rows, err := csv.NewReader(f).ReadAll()
	f.Close()
	if err != nil || len(rows) != 5 || strings.Join(rows[3], ",") != "cy,0,2,error,error,timed-out,"+rows[3][6]+"," {
		t.Errorf("summary %q %v", rows, err)
	}
	page, _ := os.ReadFile(filepath.Join(out, "index.html"))
	for _, want := range []string{`<a href="#s-bob">bob</a>`, "inadmissible-heuristic", `id="s-cy"`, "timed-out"} {
		if !strings.Contains(string(page), want) {
			t.Errorf("index.html lacks %q", want)
		}
	}
	if report, _ := os.ReadFile(filepath.Join(out, "reports", "bob.txt")); !strings.Contains(string(report), "Mistake inadmissible-heuristic") {
		t.Errorf("bob's report:\n%s", report)
	}
}

func TestReportFileNamesAreOneEach(t *testing.T) {
	var class []*StudentGrades
	for _, n := range []string{"张三", "李四", "ab", "AB", "a b", "a_b", "..", "Zoë"} {
		class = append(class, &StudentGrades{Student: Student{Name: n}})
	}
	got := fileNames(class)
	want := []string{"张三", "李四", "ab", "AB-2", "a_b", "a_b-2", "student", "Zoë"}
	if !slices.Equal(got, want) {
		t.Fatalf("file names %q, want %q", got, want)
	}
}

// hostile is a classmate's program that tries each sabotage of a class
// and prints BREACH for each that works: it lists the other submissions,
// deletes one, ends or writes into another's running program, writes
// its own folder, the teacher's copy.
const hostile = `import os, shutil, signal, sys, time
def tried(what, f):
    try:
        if f() is not False:
            print("BREACH", what, flush=True)
    except Exception:
        pass
me = os.path.dirname(os.path.abspath(__file__))
tried("classmates listed", lambda: "bob" in os.listdir(os.path.join(me, "..")) or False)
tried("classmate deleted", lambda: shutil.rmtree(os.path.join(me, "..", "bob")))
tried("own folder written", lambda: open(os.path.join(me, "solver.py"), "a").write("# mine"))
def others():
    found = False
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) in (1, os.getpid()):
            continue
        try:
            cmd = open("/proc/%s/cmdline" % pid).read()
        except OSError:
            continue
        if "solver" in cmd:
            found = True
            os.kill(int(pid), signal.SIGKILL)
    return found
deadline = time.time() + 1.5
while time.time() < deadline:
    tried("classmate's process ended", lambda: others() or False)
    time.sleep(0.05)
`

// TestAClassIsGradedWithIntegrity: a hostile program graded beside an
// honest one at the same time harms neither the classmate nor the
// teacher's copies.
func TestAClassIsGradedWithIntegrity(t *testing.T) {
	progtest.NeedPython(t)
	dir, class := hostileClass(t, runner.Sandbox{})
	for _, sg := range class {
		switch sg.Name {
		case "bob":
			if sg.Passed() != 2 {
				var b strings.Builder
				check.WriteText(&b, sg.Tests)
				t.Errorf("bob passed %d of 2 beside alice:\n%s", sg.Passed(), b.String())
			}
		case "alice":
			for _, g := range sg.Tests {
				for _, c := range g.Report.Checks {
					if strings.Contains(c.Says, "BREACH") {
						t.Errorf("alice: %s", c.Says)
					}
				}
			}
		}
	}
	for _, f := range []string{"bob/solver.py", "bob/puzzle.py"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("the teacher's copy lost %s: %v", f, err)
		}
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "alice", "solver.py")); string(data) != hostile {
		t.Error("alice's program changed the teacher's copy of itself")
	}
	t.Run("unconfined", func(t *testing.T) {
		_, class := hostileClass(t, runner.Sandbox{Unconfined: true})
		var says strings.Builder
		for _, sg := range class {
			for _, g := range sg.Tests {
				for _, c := range g.Report.Checks {
					says.WriteString(c.Says)
				}
			}
		}
		if !strings.Contains(says.String(), "BREACH classmates listed") {
			t.Errorf("unconfined, alice could not even list her classmates: the test cannot tell\n%s", says.String())
		}
	})
}

// hostileClass grades alice's hostile program beside bob's A*.
func hostileClass(t *testing.T, sb runner.Sandbox) (string, []*StudentGrades) {
	dir := classOf(t, map[string]string{"bob": "astar.py"})
	os.Mkdir(filepath.Join(dir, "alice"), 0o755)
	if err := os.WriteFile(filepath.Join(dir, "alice", "solver.py"), []byte(hostile), 0o644); err != nil {
		t.Fatal(err)
	}
	students, err := Submissions(dir)
	if err != nil {
		t.Fatal(err)
	}
	problems := sliding(t, search.EngineAStar, eight[:2]...)
	prog := runner.Program{Command: "python3 {dir}/solver.py", Limits: runner.Limits{Time: 20 * time.Second}, Sandbox: sb}
	return dir, Grade(context.Background(), prog, students, problems, 2, nil)
}

// TestSubmissionsOddOnes: an empty folder is "no program found", a link
// inside the class is followed, one out of it is skipped with the reason,
// and a name with escape sequences is escaped in every file.
func TestSubmissionsOddOnes(t *testing.T) {
	progtest.NeedPython(t)
	dir := classOf(t, map[string]string{"ada": "astar.py"})
	outside := classOf(t, map[string]string{"eve": "astar.py"})
	os.Mkdir(filepath.Join(dir, "empty"), 0o755)
	os.Mkdir(filepath.Join(dir, "\x1b[31mred"), 0o755)
	os.WriteFile(filepath.Join(dir, "\x1b[31mred", "notes.txt"), []byte("no solver\n"), 0o644)
	os.Symlink("ada", filepath.Join(dir, "ada-link"))
	os.Symlink(filepath.Join(outside, "eve"), filepath.Join(dir, "eve"))
	students, err := Submissions(dir)
	if err != nil {
		t.Fatal(err)
	}
	class := Grade(context.Background(), runner.Program{Command: "python3 {dir}/solver.py"}, students,
		sliding(t, search.EngineAStar, eight[0]), 2, nil)
	got := map[string]string{}
	for _, sg := range class {
		got[sg.Title()] = fmt.Sprintf("%d %s", sg.Passed(), sg.Err)
	}
	want := map[string]string{
		"ada": "1 ", "ada-link": "1 ", "empty": "0 no program found: the folder is empty",
		`\x1b[31mred`: `0 no program found: "solver.py" is not in the folder`,
	}
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%q: %q, want %q", name, got[name], w)
		}
	}
	if !strings.HasPrefix(got["eve"], "0 skipped: a link to ") {
		t.Errorf("eve: %q", got["eve"])
	}
	out := filepath.Join(t.TempDir(), "grades")
	if err := Write(out, class, sliding(t, search.EngineAStar, eight[0])); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"summary.csv", "index.html"} {
		if data, _ := os.ReadFile(filepath.Join(out, f)); strings.Contains(string(data), "\x1b") {
			t.Errorf("%s holds an escape sequence", f)
		}
	}
}
