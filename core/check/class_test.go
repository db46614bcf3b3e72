package check

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

	"frontier/core/search"
)

// classOf makes a class's folder: one sub-folder per solver named, each
// holding solver.py, which runs that test solver.
func classOf(t *testing.T, solvers map[string]string) string {
	dir := t.TempDir()
	for student, solver := range solvers {
		sub := filepath.Join(dir, student)
		os.Mkdir(sub, 0o755)
		src := fmt.Sprintf("import runpy, sys\nsys.path.insert(0, %q)\nrunpy.run_path(%q, run_name='__main__')\n",
			solverDir(t), filepath.Join(solverDir(t), solver))
		if err := os.WriteFile(filepath.Join(sub, "solver.py"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestGradeClass: every student's program on the same problems, a
// looping one costing its own tests only, and the summary written.
func TestGradeClass(t *testing.T) {
	needPython(t)
	dir := classOf(t, map[string]string{"ada": "astar.py", "bob": "astar_blank.py", "cy": "loop.py", "di": "astar_lifo.py"})
	students, err := Submissions(dir)
	if err != nil || len(students) != 4 || students[0].Name != "ada" {
		t.Fatalf("%v %v", students, err)
	}
	problems := sliding(t, search.EngineAStar, eight[:2]...)
	start := time.Now()
	class := GradeClass(context.Background(), Program{Command: "python3 {dir}/solver.py", Limits: Limits{Time: 5 * time.Second}}, students, problems, 2, nil)
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
	if err := WriteClass(out, class, problems); err != nil {
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
