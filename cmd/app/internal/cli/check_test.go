package cli

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// solvers is the folder of the search checker's test solvers.
func solvers(t *testing.T) string { return solversOf(t, "check") }

// solversOf is the folder of the test solvers of checker pkg (core/check
// for search programs, core/cspcheck for constraint satisfaction ones).
func solversOf(t *testing.T, pkg string) string {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed (make test installs it)")
	}
	dir, err := filepath.Abs("../../../../core/" + pkg + "/testdata/solvers")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestCheckArguments(t *testing.T) {
	cases := map[string][]string{
		"give the program to check":         {"check"},
		"--submissions needs --out":         {"check", "--run", "x", "--submissions", "d"},
		"--out is for --submissions":        {"check", "--run", "x", "--out", "d"},
		"--instances must be between 1":     {"check", "--run", "x", "--instances", "0"},
		"--time-limit must be above 0":      {"check", "--run", "x", "--time-limit", "0s"},
		"--ties must be first-in":           {"check", "--run", "x", "--ties", "random"},
		`unknown engine "bogo"`:             {"check", "--run", "x", "--engine", "bogo"},
		"bfs uses no heuristic":             {"check", "--run", "x", "--engine", "bfs", "--heuristic", "manhattan"},
		"--format: unknown format":          {"check", "--run", "x", "--format", "xml"},
		"without a shell":                   {"check", "--run", "python3 a.py | tee log", "1,2,5,3,4,0,6,7,8"},
		"tile 9 is out of range":            {"check", "--run", "x", "1,2,5,3,4,0,6,7,9"},
		"--max-output must be at least 1KB": {"check", "--run", "x", "--max-output", "10"},
		`the order names "foo"`:             {"check", "--run", "x", "--order", "foo,up,down,left", "1,2,5,3,4,0,6,7,8"},
		`the order names "up" twice`:        {"check", "--run", "x", "--order", "up,up,down,left", "1,2,5,3,4,0,6,7,8"},
		"the order names 2 of the 4 moves":  {"check", "--run", "x", "--order", "up,down", "1,2,5,3,4,0,6,7,8"},
		"every position's moves are named":  {"check", "--run", "x", "--puzzle", "route", "--order", "a,b"},
	}
	for want, args := range cases {
		code, _, errText := runArgs(args...)
		if code != 2 || !strings.Contains(errText, want) || strings.Count(errText, "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q on one line", args, code, errText, want)
		}
	}
}

func TestCheckHelp(t *testing.T) {
	code, out, _ := runArgs("check", "-h")
	if code != 0 || !strings.Contains(out, "--heuristic-run") || !strings.Contains(out, "--submissions DIR") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	if _, out, _ := runArgs("--help"); !strings.Contains(out, "frontier check --run") {
		t.Errorf("the usage does not list check:\n%s", out)
	}
}

// TestCheckJSON: a right program passes, its JSON one object with a
// test per start, each with its verdict and an empty diagnosis; a wrong
// one exits 1, its diagnosis naming the mistake.
func TestCheckJSON(t *testing.T) {
	dir := solvers(t)
	code, out, errText := runArgs("check", "--json", "--run", "python3 "+filepath.Join(dir, "astar.py"), "--instances", "2", "--seed", "3")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q, stdout:\n%s", code, errText, out)
	}
	var r struct {
		Tests []struct {
			Verdict   string   `json:"verdict"`
			Diagnosis []string `json:"diagnosis"`
			Checks    []struct {
				Check string `json:"check"`
				OK    bool   `json:"ok"`
			} `json:"checks"`
			Convention string `json:"convention"`
		} `json:"tests"`
		Passed int `json:"passed"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if len(r.Tests) != 2 || r.Passed != 2 || r.Tests[0].Verdict != "pass" || r.Tests[0].Diagnosis == nil || len(r.Tests[0].Diagnosis) != 0 ||
		len(r.Tests[0].Checks) != 6 || r.Tests[0].Convention == "" {
		t.Errorf("JSON:\n%s", out)
	}
	code, out, _ = runArgs("check", "--json", "--puzzle", "route", "--from", "Arad", "--instances", "1",
		"--run", "python3 "+filepath.Join(dir, "astar_goal_gen.py"))
	if code != 1 || !strings.Contains(out, `"goal-test-at-generation"`) || !strings.Contains(out, `"verdict": "fail"`) {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// TestCheckClass grades a class of programs into a folder.
func TestCheckClass(t *testing.T) {
	dir := solvers(t)
	class := t.TempDir()
	for name, solver := range map[string]string{"ann": "astar.py", "ben": "astar_by_h.py", "cat": "crash.py"} {
		os.Mkdir(filepath.Join(class, name), 0o755)
		for from, to := range map[string]string{solver: "astar.py", "puzzle.py": "puzzle.py"} {
			src, err := os.ReadFile(filepath.Join(dir, from))
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(filepath.Join(class, name, to), src, 0o644)
		}
	}
	out := filepath.Join(t.TempDir(), "grades")
	code, stdout, errText := runArgs("check", "--submissions", class, "--out", out, "--run", "python3 astar.py",
		"--instances", "2", "--seed", "5", "--jobs", "2")
	if code != 1 || !strings.Contains(stdout, "3 programs on 2 problems") || !strings.Contains(stdout, "1 passed every test") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, errText)
	}
	for _, f := range []string{"summary.csv", "index.html", "reports/ann.txt", "reports/ben.txt", "reports/cat.txt"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Error(err)
		}
	}
}

// TestCheckAnswer: an answer saved in a file is checked as the answer to
// the one STATE given; a pipe in its place is refused, not waited on.
func TestCheckAnswer(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "answer.txt")
	os.WriteFile(good, []byte("expand 1 2 5 3 4 0 6 7 8\nexpand 1 2 0 3 4 5 6 7 8\nexpand 1 0 2 3 4 5 6 7 8\nmove up\nmove left\nmove left\ncost 3\n"), 0o644)
	code, out, errText := runArgs("check", "--answer", good, "1,2,5,3,4,0,6,7,8")
	if code != 0 || !strings.Contains(out, "PASS") || !strings.Contains(out, "A saved answer") {
		t.Errorf("exit %d, stderr %q:\n%s", code, errText, out)
	}
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("move down\ncost 1\n"), 0o644)
	if code, out, _ := runArgs("check", "--answer", bad, "1,2,5,3,4,0,6,7,8"); code != 1 || !strings.Contains(out, "FAIL: not-at-goal") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	for want, args := range map[string][]string{
		"give its STATE":               {"check", "--answer", good},
		"a folder, not a regular file": {"check", "--answer", dir, "1,2,5,3,4,0,6,7,8"},
		"without --run":                {"check", "--answer", good, "--run", "x", "1,2,5,3,4,0,6,7,8"},
		"no such file":                 {"check", "--answer", filepath.Join(dir, "absent"), "1,2,5,3,4,0,6,7,8"},
	} {
		if code, _, errText := runArgs(args...); code != 2 || !strings.Contains(errText, want) {
			t.Errorf("%q: exit %d, %q", args, code, errText)
		}
	}
}

// TestCheckSandboxFlags: the report says how the program ran, in JSON and
// in text, confined or not; a class's report folder inside its
// submissions is refused; a class's problems come from a fresh seed,
// printed; bad limits get one line.
func TestCheckSandboxFlags(t *testing.T) {
	dir := solvers(t)
	run := "python3 " + filepath.Join(dir, "astar.py")
	code, out, errText := runArgs("check", "--json", "--instances", "1", "--memory", "512MB", "--run", run)
	var r struct {
		Tests []struct {
			Sandbox struct {
				Confined   bool     `json:"confined"`
				Namespaces []string `json:"namespaces"`
				Limits     struct {
					MemoryBytes int64 `json:"memory_bytes"`
				} `json:"limits"`
			} `json:"sandbox"`
		} `json:"tests"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != 0 || len(r.Tests) != 1 {
		t.Fatalf("exit %d %v, stderr %q:\n%s", code, err, errText, out)
	}
	if sb := r.Tests[0].Sandbox; !sb.Confined || len(sb.Namespaces) != 6 || sb.Limits.MemoryBytes != 512<<20 {
		t.Errorf("the sandbox object: %+v", sb)
	}
	code, out, _ = runArgs("check", "--instances", "2", "--no-sandbox", "--run", run)
	if code != 0 || strings.Count(out, "ran unconfined") != 2 {
		t.Errorf("unconfined, exit %d:\n%s", code, out)
	}
	class := t.TempDir()
	os.Mkdir(filepath.Join(class, "ann"), 0o755)
	for _, args := range [][]string{
		{"--submissions", class, "--out", filepath.Join(class, "grades")},
		{"--submissions", filepath.Join(class, "ann"), "--out", class},
	} {
		code, _, errText := runArgs(append([]string{"check", "--run", "python3 astar.py"}, args...)...)
		if code != 2 || !strings.Contains(errText, "must be apart") || strings.Count(errText, "\n") != 1 {
			t.Errorf("%q: exit %d, %q", args, code, errText)
		}
	}
	os.WriteFile(filepath.Join(class, "ann", "astar.py"), []byte("print('no-solution')\n"), 0o644)
	_, _, errText = runArgs("check", "--submissions", class, "--out", t.TempDir(), "--run", "python3 astar.py", "--instances", "1")
	if !strings.Contains(errText, "the problems are drawn from seed ") || strings.Contains(errText, "from seed 1 ") {
		t.Errorf("no fresh seed said: %q", errText)
	}
	for want, args := range map[string][]string{
		"--memory must be at least":   {"--memory", "1KB"},
		"--env takes a variable's":    {"--env", "A=B"},
		"--allow /no/such/dir":        {"--allow", "/no/such/dir"},
		"--processes must be between": {"--processes", "0"},
	} {
		code, _, errText := runArgs(append([]string{"check", "--run", run}, args...)...)
		if code != 2 || !strings.Contains(errText, want) || strings.Count(errText, "\n") != 1 {
			t.Errorf("%q: exit %d, %q", args, code, errText)
		}
	}
}

// TestCheckDriverFormat: --format driver puts each problem to the program
// as the driver assignment's command line, and reads its output.txt.
func TestCheckDriverFormat(t *testing.T) {
	dir := solvers(t)
	code, out, errText := runArgs("check", "--format", "driver", "--run", "python3 "+filepath.Join(dir, "driver.py"), "--engine", "bfs", "1,2,5,3,4,0,6,7,8")
	if code != 0 || !strings.Contains(out, "1 of 1 test passes.") {
		t.Errorf("exit %d, stderr %q, stdout:\n%s", code, errText, out)
	}
	code, out, _ = runArgs("check", "--format", "driver", "--run", "python3 "+filepath.Join(dir, "driver.py")+" --goal-counted", "--engine", "astar", "1,2,5,3,4,0,6,7,8")
	if code != 1 || !strings.Contains(out, "wrong-counts") {
		t.Errorf("goal counted as expanded: exit %d, stdout:\n%s", code, out)
	}
}
