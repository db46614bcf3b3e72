package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"time"

	"frontier/core/check"
	"frontier/core/puzzles"
)

// checkHeuristic checks the estimator program alone, on every position
// of the puzzle.
func (req *checkRequest) checkHeuristic(ctx context.Context, stdout, stderr io.Writer) int {
	d, err := puzzles.New(puzzles.ID(req.puzzle), req.options.given)
	if err != nil {
		return fail(stderr, "check", err)
	}
	r, err := check.CheckHeuristic(ctx, req.program(req.heuristicRun), d)
	if err != nil {
		return fail(stderr, "check", err)
	}
	if req.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(r)
	} else {
		err = check.WriteHeuristicText(stdout, r)
	}
	if err != nil {
		fmt.Fprintln(stderr, "frontier check: writing the report: "+oneLine(err))
		return 1
	}
	if r.Verdict != check.Pass {
		return 1
	}
	return 0
}

// checkSaved checks an answer saved in a file as the answer to the one
// problem the request names.
func (req *checkRequest) checkSaved(ctx context.Context, stdout, stderr io.Writer) int {
	data, err := check.ReadAnswer(req.answer)
	if err != nil {
		return fail(stderr, "check", err)
	}
	problems, err := req.problems(ctx)
	if err != nil {
		return fail(stderr, "check", err)
	}
	g, err := check.GradeSaved(ctx, problems[0], data)
	if err != nil {
		return fail(stderr, "check", err)
	}
	return req.write(stdout, stderr, []*check.Graded{g})
}

// grade checks one program per sub-folder of --submissions on the same
// problems and writes the class's summary.
func (req *checkRequest) grade(ctx context.Context, stdout, stderr io.Writer) int {
	students, err := check.Submissions(req.submissions)
	if err != nil {
		return fail(stderr, "check", err)
	}
	problems, err := req.problems(ctx)
	if err != nil {
		return fail(stderr, "check", err)
	}
	jobs := req.jobs
	if jobs == 0 {
		jobs = runtime.NumCPU()
	}
	start := time.Now()
	class := check.GradeClass(ctx, req.program(req.run), students, problems, jobs, func(done, total int) {
		fmt.Fprintf(stderr, "\rfrontier check: %d of %d programs graded", done, total)
	})
	fmt.Fprintln(stderr)
	if err := check.WriteClass(req.out, class, problems); err != nil {
		return fail(stderr, "check", err)
	}
	passed := 0
	for _, sg := range class {
		if sg.Passed() == len(problems) {
			passed++
		}
	}
	text := fmt.Sprintf("%d programs on %d problems in %s: %d passed every test. Summary: %s, %s.\n",
		len(class), len(problems), time.Since(start).Round(100*time.Millisecond), passed,
		req.out+"/summary.csv", req.out+"/index.html")
	if code := writeOut(stdout, stderr, "check", text); code != 0 {
		return code
	}
	if passed < len(class) {
		return 1
	}
	return 0
}
