package labtab

import (
	"fmt"
	"runtime"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/widget"

	"frontier/core/lab"
	"frontier/core/puzzles"
	"frontier/gui/kit"
)

// request is a validated experiment: the lab's request, read from the
// form, the pool's size and the kind's menu title.
type request struct {
	lab     lab.Request
	workers int
	kind    string
}

// Limits on the inputs; they keep a click from asking for hours of work
// by a slip of the keyboard, not from asking for a long experiment.
const (
	maxInstances = 100_000
	maxDepth     = 80
	maxWorkers   = 1024
	maxBeam      = 1_000_000
)

func itoa(n int) string { return strconv.Itoa(n) }

// number reads a whole number, allowing thousands separators (1,000,000).
func number(text string) (int64, error) {
	text = strings.NewReplacer(",", "", "_", "", " ", "").Replace(text)
	return strconv.ParseInt(text, 10, 64)
}

// intIn reads a whole number from lo to hi, or says what it should be.
func intIn(text, what string, lo, hi int) (int, string) {
	n, err := number(text)
	if err != nil || n < int64(lo) || n > int64(hi) {
		return 0, fmt.Sprintf("%s must be a whole number from %d to %d", what, lo, hi)
	}
	return int(n), ""
}

// defaultWorkers is the pool size when the workers box is empty: all cores.
func defaultWorkers() int { return runtime.GOMAXPROCS(0) }

// validate reads the form. Every bad input gets its one-line message under
// it; ok is false if any input was bad, and then nothing may run.
func (f *form) validate() (req request, ok bool) {
	ok = true
	fail := func(l *widget.Label, msg string) {
		kit.SetError(l, msg)
		if msg != "" {
			ok = false
		}
	}
	r := &req.lab
	req.kind = f.kind.Selected
	r.Kind = kindOf(req.kind)
	po := puzzleNamed(f.puzzle.Selected)
	r.Puzzle = po.puzzle(f.diagonal.Checked)
	defaults := po.lab(f.diagonal.Checked)

	k, msg := intIn(f.beam.Text, "beam width k", 1, maxBeam)
	fail(f.beamErr, msg)
	fail(f.enginesErr, f.readSolvers(r, defaults.Offered, k))

	if r.Kind == lab.KindDepth {
		r.Depths, msg = f.readDepths()
		if last := len(r.Depths) - 1; msg == "" && defaults.Deepest > 0 && r.Depths[last] > defaults.Deepest {
			msg = fmt.Sprintf("the deepest %s state is %d moves from the goal, not %d", r.Puzzle, defaults.Deepest, r.Depths[last])
		}
		fail(f.depthsErr, msg)
	} else {
		kit.SetError(f.depthsErr, "")
	}
	r.Instances, msg = intIn(f.instances.Text, "N", 1, maxInstances)
	fail(f.instancesErr, msg)
	if r.Kind == lab.KindBudget {
		var err error
		r.Budgets, err = lab.ParseBudgets(f.budgets.Text)
		fail(f.budgetsErr, errText(err))
	} else {
		kit.SetError(f.budgetsErr, "")
	}
	if r.Kind != lab.KindDepth {
		r.Walk, msg = intIn(orZero(f.walk.Text), "the walk", 0, puzzles.MaxWalk)
		fail(f.walkErr, msg)
	} else {
		kit.SetError(f.walkErr, "")
	}
	if r.Kind != lab.KindBudget {
		n, err := number(orZero(f.maxNodes.Text))
		if err != nil || n < 0 {
			msg = "max nodes must be a whole number (0 or empty for no limit)"
		} else {
			msg, r.MaxNodes = "", n
		}
		fail(f.maxNodesErr, msg)
	} else {
		kit.SetError(f.maxNodesErr, "")
	}
	seed, err := strconv.ParseUint(strings.TrimSpace(f.seed.Text), 10, 64)
	if err != nil {
		msg = "the seed must be a whole number, such as 1"
	} else {
		msg, r.Seed = "", seed
	}
	fail(f.seedErr, msg)
	req.workers = defaultWorkers()
	if strings.TrimSpace(f.workers.Text) != "" {
		req.workers, msg = intIn(f.workers.Text, "workers", 1, maxWorkers)
		fail(f.workersErr, msg)
	} else {
		kit.SetError(f.workersErr, "")
	}
	return req, ok
}

func orZero(s string) string {
	if strings.TrimSpace(s) == "" {
		return "0"
	}
	return s
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// readSolvers turns the ticked engines into solvers and checks them on
// the puzzle.
func (f *form) readSolvers(r *lab.Request, offered []puzzles.Contestant, k int) string {
	r.Solvers = solversOf(offered, f.engines.Selected(), max(k, 1))
	if len(r.Solvers) == 0 {
		return "tick at least one engine"
	}
	return errText(lab.CheckSolvers(r.Puzzle, r.Solvers))
}

// readDepths reads the from, to and step boxes.
func (f *form) readDepths() ([]int, string) {
	from, msg := intIn(f.depthFrom.Text, "the first depth", 0, maxDepth)
	if msg != "" {
		return nil, msg
	}
	to, msg := intIn(f.depthTo.Text, "the last depth", 0, maxDepth)
	if msg != "" {
		return nil, msg
	}
	step, msg := intIn(orOne(f.depthStep.Text), "the step", 1, maxDepth)
	if msg != "" {
		return nil, msg
	}
	if to < from {
		return nil, fmt.Sprintf("the last depth (%d) is below the first (%d)", to, from)
	}
	var ds []int
	for d := from; d <= to; d += step {
		ds = append(ds, d)
	}
	return ds, ""
}

func orOne(s string) string {
	if strings.TrimSpace(s) == "" {
		return "1"
	}
	return s
}
