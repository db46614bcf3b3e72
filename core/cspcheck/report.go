package cspcheck

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"frontier/core/check"
	"frontier/core/csp"
	"frontier/core/numfmt"
	"frontier/core/runner"
	"frontier/core/sandbox"
	"frontier/core/textio"
)

// Report is the grade of one constraint satisfaction test: the
// problem and the conventions asked for, each check with a sentence, the
// divergence, and the verdict.
type Report struct {
	Test        int    `json:"test"`
	Problem     string `json:"problem"`
	Variables   int    `json:"variables"`
	Constraints int    `json:"constraints"`
	// Var, Val and Inference are the conventions as the input names
	// them; Conventions says them in words.
	Var         string        `json:"var"`
	Val         string        `json:"val"`
	Inference   string        `json:"inference"`
	Conventions string        `json:"conventions"`
	Verdict     check.Verdict `json:"verdict"`
	Diagnosis   []string      `json:"diagnosis"`
	Checks      []check.Check `json:"checks"`
	Divergence  *Divergence   `json:"divergence,omitempty"`
	// Note says, of a pass, which other conventions make the same
	// assignments on this problem.
	Note    string `json:"note,omitempty"`
	Program Ran    `json:"program"`
	// Frontier is the backtracker's own run on the problem.
	Frontier Reference            `json:"frontier"`
	Sandbox  *sandbox.Description `json:"sandbox,omitempty"`
}

// Ran is what the program did.
type Ran struct {
	Exit      int     `json:"exit"`
	Signal    string  `json:"signal,omitempty"`
	ElapsedMS float64 `json:"elapsed_ms"`
	CPUMS     float64 `json:"cpu_ms"`
	// Assigned are the assign lines, "WA=red", in order (the first
	// 100,000); Backtracks counts the backtrack lines.
	Assigned   []string `json:"assigned"`
	Backtracks int      `json:"backtracks"`
	NoSolution bool     `json:"no_solution,omitempty"`
	Stderr     []string `json:"stderr,omitempty"`
	Stray      []string `json:"stray,omitempty"`
}

// Reference is the backtracker's run.
type Reference struct {
	Solved bool   `json:"solved"`
	Stop   string `json:"stop_reason"`
	// Assigned are its assignments, "WA=red", in order, up to one
	// past the program's (the first 100,000).
	Assigned []string `json:"assigned"`
	csp.Counts
	Solution string `json:"solution,omitempty"`
}

func (r *Report) add(c check.Check) { r.Checks = append(r.Checks, c) }

// fail adds a failed check that makes diagnosis id.
func (r *Report) fail(c check.Check, id string) {
	r.add(c)
	if !slices.Contains(r.Diagnosis, id) {
		r.Diagnosis = append(r.Diagnosis, id)
	}
}

// maxListed is how many assignments a report lists.
const maxListed = 100_000

func newRan(o runner.Outcome, a Answer) Ran {
	r := Ran{Exit: o.Exit, Signal: o.Signal, ElapsedMS: float64(o.Elapsed.Microseconds()) / 1000,
		CPUMS: float64(o.CPU.Microseconds()) / 1000, Assigned: []string{}, NoSolution: a.NoSolution,
		Stderr: o.Stderr, Stray: a.Stray}
	for _, s := range a.Steps {
		switch s.Kind {
		case StepAssign:
			if len(r.Assigned) < maxListed {
				r.Assigned = append(r.Assigned, s.Var+"="+s.Value)
			}
		case StepBacktrack:
			r.Backtracks++
		}
	}
	return r
}

func newReference(p *csp.Problem, run *engineRun) Reference {
	r := Reference{Solved: run.result.Solved, Stop: string(run.result.Stop), Counts: run.result.Counts, Assigned: []string{}}
	for _, s := range run.steps {
		if s.kind == StepAssign && len(r.Assigned) < maxListed {
			r.Assigned = append(r.Assigned, p.Name(s.v)+"="+p.Label(s.v, s.a))
		}
	}
	if run.result.Solved {
		r.Solution = solutionWords(p, func(v int) string { return p.Label(v, run.result.Solution[v]) })
	}
	return r
}

// Summary counts the verdicts: "1 of 1 test passes."
func Summary(rs []*Report) string {
	pass := 0
	for _, r := range rs {
		if r.Verdict == check.Pass {
			pass++
		}
	}
	return check.Passes(pass, len(rs))
}

// WriteText writes constraint satisfaction reports as a student reads
// them: per test, the problem, its conventions and the verdict, each
// check with a mark and its sentence, at a divergence both runs' first
// assignments; then the summary and what the program could do.
func WriteText(w io.Writer, rs []*Report) error {
	tw := textio.NewWriter(w)
	for _, r := range rs {
		head := strings.ToUpper(string(r.Verdict))
		if len(r.Diagnosis) > 0 {
			head += ": " + strings.Join(r.Diagnosis, ", ")
		}
		fmt.Fprintf(tw, "Test %d: %s (%s, %s), %s — %s\n", r.Test, r.Problem, numfmt.Plural(r.Variables, "variable"),
			numfmt.Plural(r.Constraints, "constraint"), r.Conventions, head)
		if sb := r.Sandbox; sb != nil && !sb.Confined {
			fmt.Fprintf(tw, "  ! The program ran unconfined, as %s, with the files and network %s has.\n", sb.User, sb.User)
		}
		check.WriteChecks(tw, r.Checks)
		if r.Note != "" {
			fmt.Fprintf(tw, "  Note: %s\n", upperFirst(r.Note))
		}
		if d := r.Divergence; d != nil {
			n := d.Assignment
			fmt.Fprintf(tw, "    yours:           %s\n", firstOf(r.Program.Assigned, n))
			fmt.Fprintf(tw, "    the backtracker: %s\n", firstOf(r.Frontier.Assigned, n))
		}
		io.WriteString(tw, "\n")
	}
	io.WriteString(tw, Summary(rs)+"\n")
	for _, r := range rs {
		if sb := r.Sandbox; sb != nil && sb.Confined {
			io.WriteString(tw, sb.Words()+"\n")
			break
		}
	}
	return tw.Err()
}

// firstOf is the first n assignments, the last dozen of them where
// there are more, "(none)" for none.
func firstOf(as []string, n int) string {
	head, cut := "", ""
	if len(as) > n {
		as, cut = as[:n], " …"
	}
	if len(as) > 12 {
		as, head = as[len(as)-12:], fmt.Sprintf("(%d before) … ", len(as)-12)
	}
	if len(as) == 0 {
		return "(none)"
	}
	return head + strings.Join(as, " ") + cut
}
