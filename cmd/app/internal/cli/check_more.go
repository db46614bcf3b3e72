package cli

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"frontier/core/check"
	"frontier/core/class"
	"frontier/core/hcheck"
	"frontier/core/puzzles"
	"frontier/core/sandbox"
)

// checkHeuristic checks the estimator program alone, on every position
// of the puzzle.
func (req *checkRequest) checkHeuristic(ctx context.Context, stdout, stderr io.Writer) int {
	d, err := puzzles.New(puzzles.ID(req.puzzle), req.options.given)
	if err != nil {
		return fail(stderr, "check", err)
	}
	r, err := hcheck.Run(ctx, req.program(req.heuristicRun), d)
	if err != nil {
		return fail(stderr, "check", sandboxHint(err))
	}
	if req.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		err = enc.Encode(r)
	} else {
		err = hcheck.WriteText(stdout, r)
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

// apart refuses a class's report folder inside its submissions, where it
// would be graded as a student the next time, and the reverse.
func apart(submissions, out string) error {
	subs, err := resolved(submissions)
	if err != nil {
		return err
	}
	o, err := resolved(out)
	if err != nil {
		return err
	}
	for _, pair := range [][2]string{{subs, o}, {o, subs}} {
		if rel, err := filepath.Rel(pair[0], pair[1]); err == nil && (rel == "." || !strings.HasPrefix(rel, "..")) {
			return usageErr("--out %s and --submissions %s must be apart: neither inside the other", out, submissions)
		}
	}
	return nil
}

// resolved is path made absolute with its links followed, as far as it
// exists.
func resolved(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	rest := ""
	for p := abs; ; p = filepath.Dir(p) {
		if real, err := filepath.EvalSymlinks(p); err == nil {
			return filepath.Join(real, rest), nil
		}
		if filepath.Dir(p) == p {
			return abs, nil
		}
		rest = filepath.Join(filepath.Base(p), rest)
	}
}

// grade checks one program per sub-folder of --submissions on the same
// problems and writes the class's summary.
func (req *checkRequest) grade(ctx context.Context, stdout, stderr io.Writer) int {
	if err := apart(req.submissions, req.out); err != nil {
		return fail(stderr, "check", err)
	}
	students, err := class.Submissions(req.submissions)
	if err != nil {
		return fail(stderr, "check", err)
	}
	if !req.sandbox.unconfined {
		if err := sandbox.Probe(); err != nil {
			return fail(stderr, "check", sandboxHint(err))
		}
	}
	if !req.seedSet && len(req.states) == 0 {
		// A fresh seed, so that no program knows its problems ahead.
		var b [8]byte
		rand.Read(b[:])
		req.seed = binary.LittleEndian.Uint64(b[:])%1_000_000_000 + 1
		fmt.Fprintf(stderr, "frontier check: the problems are drawn from seed %d (--seed %d draws them again)\n", req.seed, req.seed)
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
	graded := class.Grade(ctx, req.program(req.run), students, problems, jobs, func(done, total int) {
		fmt.Fprintf(stderr, "\rfrontier check: %d of %d programs graded", done, total)
	})
	fmt.Fprintln(stderr)
	if err := class.Write(req.out, graded, problems); err != nil {
		return fail(stderr, "check", err)
	}
	passed := 0
	for _, sg := range graded {
		if sg.Passed() == len(problems) {
			passed++
		}
		if sg.Skipped != "" {
			fmt.Fprintf(stderr, "frontier check: %s skipped: %s\n", sg.Title(), sg.Skipped)
		}
	}
	text := fmt.Sprintf("%d programs on %d problems in %s: %d passed every test. Summary: %s, %s.\n",
		len(graded), len(problems), time.Since(start).Round(100*time.Millisecond), passed,
		req.out+"/summary.csv", req.out+"/index.html")
	if code := writeOut(stdout, stderr, "check", text); code != 0 {
		return code
	}
	if passed < len(graded) {
		return 1
	}
	return 0
}
