package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"frontier/core/local"
	"frontier/core/numfmt"
	"frontier/core/textio"
)

// localReport is `frontier local` as it prints it: what ran, and each
// run's outcome.
type localReport struct {
	Problem string `json:"problem"`
	Name    string `json:"name"`
	Engine  string `json:"engine"`
	Seed    uint64 `json:"seed"`
	Runs    int    `json:"runs"`
	Solved  int    `json:"solved"`
	// The means are null when no run solved, or none failed.
	MeanStepsSolved *float64   `json:"mean_steps_solved"`
	MeanStepsFailed *float64   `json:"mean_steps_failed"`
	Results         []localRun `json:"results"`

	given []string // the parameters typed, for the text's heading
	steps []string // a single run's steps in words, for the text
	more  int64    // the steps past maxShownSteps, left out
}

// localRun is one run's outcome.
type localRun struct {
	Solved      bool    `json:"solved"`
	Stop        string  `json:"stop"`
	Steps       int64   `json:"steps"`
	H           int     `json:"h"`
	Board       []int   `json:"board"`
	Start       string  `json:"start"`
	Final       string  `json:"final"`
	StartH      int     `json:"start_h"`
	BestH       int     `json:"best_h"`
	Restarts    int     `json:"restarts"`
	Evaluations int64   `json:"evaluations"`
	Curve       []int   `json:"curve"`
	CurveStride int64   `json:"curve_stride"`
	ElapsedMS   float64 `json:"elapsed_ms"`
}

// maxShownSteps is the most steps of a single run the text lists.
const maxShownSteps = 200

func newLocalReport(r *localRequest, p local.Problem) *localReport {
	rep := &localReport{Problem: r.problem, Name: p.Name(), Engine: string(r.engine), Seed: r.seed, Results: []localRun{}}
	for _, pt := range r.params {
		if pt.p.Switch() && pt.text == "true" {
			rep.given = append(rep.given, "--"+pt.p.Name)
			continue
		}
		rep.given = append(rep.given, "--"+pt.p.Name+" "+pt.text)
	}
	return rep
}

// add records one run.
func (rep *localReport) add(o local.Outcome) {
	rep.Runs++
	if o.Solved {
		rep.Solved++
	}
	rep.Results = append(rep.Results, localRun{
		Solved: o.Solved, Stop: string(o.Stop), Steps: o.Steps, H: o.FinalH, Board: o.Board,
		Start: o.Start, Final: o.Final, StartH: o.StartH, BestH: o.BestH, Restarts: o.Restarts,
		Evaluations: o.Evaluations, Curve: o.Curve, CurveStride: o.CurveStride,
		ElapsedMS: float64(o.Elapsed.Microseconds()) / 1000,
	})
}

// finish works out the means.
func (rep *localReport) finish() {
	var solved, failed, nSolved, nFailed float64
	for _, r := range rep.Results {
		if r.Solved {
			solved, nSolved = solved+float64(r.Steps), nSolved+1
		} else {
			failed, nFailed = failed+float64(r.Steps), nFailed+1
		}
	}
	if nSolved > 0 {
		m := solved / nSolved
		rep.MeanStepsSolved = &m
	}
	if nFailed > 0 {
		m := failed / nFailed
		rep.MeanStepsFailed = &m
	}
}

// see records a step of a single run in words.
func (rep *localReport) see(st *local.Step[any]) {
	if st.Kind == local.KindStart || st.Kind == local.KindStop {
		if st.Kind == local.KindStart && st.Climb > 0 {
			rep.steps = append(rep.steps, fmt.Sprintf("Restart %d after step %d: a new random start, h %d.", st.Climb, st.Number, st.H))
		}
		return
	}
	if len(rep.steps) >= maxShownSteps {
		rep.more++
		return
	}
	rep.steps = append(rep.steps, stepWords(st))
}

// stepWords is a step as the text lists it: "Step 3: the queen of column
// 2 from row 5 to row 1, h 6 → 4 (downhill, one of 3 tied)."
func stepWords(st *local.Step[any]) string {
	what := st.Words
	switch st.Kind {
	case local.KindRound, local.KindGeneration:
		what = fmt.Sprintf("best h %d, mean %.2f", st.Best, st.Mean)
	case local.KindRejected:
		what += " refused"
	}
	if what == "" {
		what = fmt.Sprintf("move %d", st.Move.Var+1)
	}
	var notes []string
	notes = append(notes, string(st.Kind))
	if st.Ties > 1 {
		notes = append(notes, fmt.Sprintf("one of %s at random", numfmt.Group(st.Ties)))
	}
	if st.Temperature > 0 {
		note := fmt.Sprintf("T %.3g", st.Temperature)
		if st.Chance > 0 {
			note += fmt.Sprintf(", chance %.2f", st.Chance)
		}
		notes = append(notes, note)
	}
	return fmt.Sprintf("Step %d: %s, h %d → %d (%s).", st.Number, what, st.HBefore, st.H, strings.Join(notes, "; "))
}

func (rep *localReport) writeJSON(w io.Writer) error { return json.NewEncoder(w).Encode(rep) }

// writeText prints what ran and its rule, a single run's steps, each
// run's outcome (the first 20), and the counts.
func (rep *localReport) writeText(out io.Writer) error {
	w := textio.NewWriter(out)
	d, _ := local.Describe(local.Engine(rep.Engine))
	heading := fmt.Sprintf("%s on the %s", d.Title, rep.Name)
	if len(rep.given) > 0 {
		heading += " (" + strings.Join(rep.given, ", ") + ")"
	}
	fmt.Fprintf(w, "%s, %s from seed %d.\nRule: %s\n", heading, numfmt.Plural(rep.Runs, "run"), rep.Seed, d.Rule)
	for _, s := range rep.steps {
		fmt.Fprintln(w, s)
	}
	if rep.more > 0 {
		fmt.Fprintf(w, "… and %s more steps.\n", numfmt.Group(rep.more))
	}
	const shown = 20
	for i, r := range rep.Results {
		if i == shown {
			fmt.Fprintf(w, "… and %d more runs.\n", len(rep.Results)-shown)
			break
		}
		fmt.Fprintf(w, "Run %d: %s (h %s) to %s (h %s) in %s, %s%s; %s evaluations.\n", i+1,
			shortText(r.Start), numfmt.Group(r.StartH), shortText(r.Final), numfmt.Group(r.H), numfmt.Plural(r.Steps, "step"), r.Stop,
			restartWords(r.Restarts), numfmt.Group(r.Evaluations))
	}
	fmt.Fprintf(w, "Solved %d of %d; mean steps %s when solved, %s when not.\n", rep.Solved, rep.Runs,
		meanText(rep.MeanStepsSolved), meanText(rep.MeanStepsFailed))
	return w.Err()
}

// shortText is a state's text, cut past 60 characters (a million queens).
func shortText(s string) string {
	if len(s) <= 60 {
		return s
	}
	return s[:57] + "…"
}

func restartWords(n int) string {
	if n == 0 {
		return ""
	}
	return " after " + numfmt.Plural(n, "restart")
}

func meanText(m *float64) string {
	if m == nil {
		return "-"
	}
	return fmt.Sprintf("%.1f", *m)
}
