package check

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"
)

// Student is one submission: a sub-folder of the class's folder.
type Student struct {
	// Name is the sub-folder's name; Dir its path.
	Name, Dir string
}

// Submissions lists the sub-folders of dir, by name, hidden ones left
// out.
func Submissions(dir string) ([]Student, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []Student
	for _, e := range entries {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		abs, err := filepath.Abs(filepath.Join(dir, e.Name()))
		if err != nil {
			return nil, err
		}
		out = append(out, Student{Name: e.Name(), Dir: abs})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s has no sub-folder: one per student is expected", dir)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// StudentGrades is one student's grades.
type StudentGrades struct {
	Student
	Tests []*Graded
	// Err says why the student's program could not be checked at all (a
	// command that does not split); the tests are then empty.
	Err     string
	Elapsed time.Duration
}

// Passed counts the student's tests that passed.
func (s *StudentGrades) Passed() int {
	n := 0
	for _, g := range s.Tests {
		if g.Report.Verdict == Pass {
			n++
		}
	}
	return n
}

// GradeClass runs prog for each student, its command's {dir} the
// student's folder and its words naming files anchored there, on the same
// problems, jobs students at a time (jobs ≤ 0: one). Each student's
// program costs its own tests only: a run that loops, floods or crashes
// ends at its limits. progress, if not nil, hears each student done.
func GradeClass(ctx context.Context, prog Program, students []Student, problems []*Problem, jobs int,
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
				st := students[i]
				p := prog
				p.Dir = st.Dir
				start := time.Now()
				gs, err := CheckProgram(ctx, p, problems, nil)
				sg := &StudentGrades{Student: st, Tests: gs, Elapsed: time.Since(start)}
				if err != nil {
					sg.Err = oneLine(err.Error())
				}
				out[i] = sg
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
