// Package class grades a class: one student's program a sub-folder of
// the class's folder (Submissions), each checked on the same problems in
// a sandbox of its own, on a private copy of its folder (Grade), and the
// class's grades written (Write): summary.csv, index.html and a report
// per student, after every program has ended.
package class

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"frontier/core/check"
	"frontier/core/runner"
	"frontier/core/textio"
)

// Student is one submission: a sub-folder of the class's folder.
type Student struct {
	// Name is the sub-folder's name; Dir its path, a link's target for
	// a link to a folder of the class.
	Name, Dir string
	// Skipped says why the entry is not graded (a link that leads out of
	// the class's folder); "" for a submission.
	Skipped string
}

// Title is the student's name as every report writes it: control
// characters and bytes that are not text escaped, on one line.
func (s Student) Title() string { return textio.Line(s.Name, 120) }

// Submissions lists the sub-folders of dir, by name, hidden ones left
// out. A link to a folder inside dir is followed; a link to anything
// else is listed as skipped, with the reason.
func Submissions(dir string) ([]Student, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	root, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return nil, err
	}
	if root, err = filepath.Abs(root); err != nil {
		return nil, err
	}
	var out []Student
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		st := Student{Name: e.Name(), Dir: filepath.Join(root, e.Name())}
		switch {
		case e.Type()&fs.ModeSymlink != 0:
			st.Dir, st.Skipped = followed(root, st.Dir)
		case !e.IsDir():
			continue
		}
		out = append(out, st)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s has no sub-folder: one per student is expected", dir)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// followed is where the link at path leads, when a folder inside the
// class's folder root; else why it is skipped.
func followed(root, path string) (string, string) {
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", "a link that leads nowhere"
	}
	rel, err := filepath.Rel(root, target)
	if err != nil || rel == "." || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", "a link to " + textio.QuotePath(target) + ", outside the class's folder"
	}
	if fi, err := os.Stat(target); err != nil || !fi.IsDir() {
		return "", "a link to a file, not a folder"
	}
	return target, ""
}

// StudentGrades is one student's grades.
type StudentGrades struct {
	Student
	Tests []*check.Graded
	// Err says why the student's program could not be checked at all (a
	// command that does not split); the tests are then empty.
	Err     string
	Elapsed time.Duration
}

// gradeStudent checks one student's program, when there is one.
func gradeStudent(ctx context.Context, prog runner.Program, st Student, problems []*check.Problem) *StudentGrades {
	sg := &StudentGrades{Student: st}
	if st.Skipped != "" {
		sg.Err = "skipped: " + st.Skipped
		return sg
	}
	prog.Dir = st.Dir
	if why := missing(prog); why != "" {
		sg.Err = "no program found: " + why
		return sg
	}
	start := time.Now()
	gs, err := check.CheckProgram(ctx, prog, problems, nil)
	sg.Tests, sg.Elapsed = gs, time.Since(start)
	if err != nil {
		sg.Err = strings.Join(strings.Fields(err.Error()), " ") // on one line
	}
	return sg
}

// missing says why a student's folder holds no program for prog's
// command: it is empty, or a file the command names in it is not there;
// "" when the program is there.
func missing(prog runner.Program) string {
	entries, err := os.ReadDir(prog.Dir)
	if err != nil {
		return "the folder cannot be read: " + err.Error()
	}
	if len(entries) == 0 {
		return "the folder is empty"
	}
	words, err := runner.SplitCommand(prog.Command)
	if err != nil {
		return ""
	}
	for _, w := range words {
		if strings.Contains(w, "{dir}") {
			p := strings.ReplaceAll(w, "{dir}", prog.Dir)
			if _, err := os.Stat(p); err != nil {
				rel, _ := filepath.Rel(prog.Dir, p)
				return textio.QuotePath(rel) + " is not in the folder"
			}
		}
	}
	return ""
}

// Passed counts the student's tests that passed.
func (s *StudentGrades) Passed() int {
	n := 0
	for _, g := range s.Tests {
		if g.Report.Verdict == check.Pass {
			n++
		}
	}
	return n
}

// Grade runs prog for each student, its command's {dir} the
// student's folder and its words naming files anchored there, on the same
// problems, jobs students at a time (jobs ≤ 0: one). Each student's
// program costs its own tests only: a run that loops, floods or crashes
// ends at its limits. progress, if not nil, hears each student done.
func Grade(ctx context.Context, prog runner.Program, students []Student, problems []*check.Problem, jobs int,
	progress func(done, total int)) []*StudentGrades {
	out := make([]*StudentGrades, len(students))
	work := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for range max(jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				out[i] = gradeStudent(ctx, prog, students[i], problems)
				mu.Lock()
				done++
				if progress != nil {
					progress(done, len(students))
				}
				mu.Unlock()
			}
		}()
	}
	for i := range students {
		if ctx.Err() != nil {
			break
		}
		work <- i
	}
	close(work)
	wg.Wait()
	var kept []*StudentGrades
	for _, sg := range out {
		if sg != nil {
			kept = append(kept, sg)
		}
	}
	return kept
}
