package labtab

import (
	"fmt"
	"strconv"
	"strings"

	"frontier/core/lab"
	"frontier/core/numfmt"
	"frontier/core/puzzles"
)

// request is a validated experiment: the lab's request, read from the
// form, the pool's size and the kind's menu title.
type request struct {
	lab     lab.Request
	workers int
	kind    string
}

func itoa(n int) string { return strconv.Itoa(n) }

// number reads a whole number, grouped or not as the window writes it
// (1,000,000 or 1000000).
func number(text string) (int64, error) { return numfmt.ParseGrouped(strings.TrimSpace(text)) }

// intIn reads a whole number within b (the lab's bounds, which the
// command line and configuration files share), or says what it should be.
func intIn(text, what string, b lab.Bound) (int64, string) {
	n, err := number(text)
	if err != nil || b.Check(what, n) != nil {
		return 0, fmt.Sprintf("%s must be a whole number from %s to %s", what, numfmt.Group(b.Min), numfmt.Group(b.Max))
	}
	return n, ""
}

// defaultWorkers is the pool size when the workers box is empty: all
// cores, at most the lab's bound.
func defaultWorkers() int { return lab.DefaultWorkers() }

// validate reads the form. Every bad input gets its name marked with its
// one-line message; ok is false if any input was bad, and then nothing may run.
func (f *form) validate() (req request, ok bool) {
	r := &req.lab
	req.kind = f.kind.Selected
	r.Kind = kindOf(req.kind)
	if r.Kind == lab.KindLocal {
		return f.validateLocal(req)
	}
	clearMarks(f.localErrors()...)
	r.Puzzle = f.spec(true)
	puzzleMsg, puzzleOK := f.checkPuzzle(r.Puzzle)
	m := marker{ok: puzzleOK}
	f.readSearches(r, &m, puzzleOK, puzzleMsg)
	f.readSizes(r, &m)
	req.workers = f.readRun(r, &m)
	if m.ok {
		// The whole: searches and random moves, in the lab's words.
		m.mark(f.instancesErr, errText(r.Check()))
	}
	return req, m.ok
}

// validateLocal reads the Local search kind's inputs and the seed; the
// search kinds' inputs lose their marks.
func (f *form) validateLocal(req request) (request, bool) {
	clearMarks(f.optionErrors()...)
	clearMarks(f.enginesErr, f.depthsErr, f.budgetsErr, f.walkErr, f.instancesErr, f.maxNodesErr, f.beamErr)
	m := marker{ok: true}
	f.readLocal(&req.lab, &m)
	req.workers = f.readRun(&req.lab, &m)
	req.lab.Local.Seed = req.lab.Seed
	return req, m.ok
}

// marker marks the form's inputs with their messages, keeping whether
// every one was good.
type marker struct{ ok bool }

// mark sets e's message, "" for a good input.
func (m *marker) mark(e *fieldError, msg string) {
	e.set(msg)
	if msg != "" {
		m.ok = false
	}
}

// readSearches reads the beam width, the solvers and, for a depth
// experiment, the depths into r; on a puzzle that does not exist
// (!puzzleOK), the solvers' box says what is wrong with it, puzzleMsg,
// where the puzzle's own boxes do not.
func (f *form) readSearches(r *lab.Request, m *marker, puzzleOK bool, puzzleMsg string) {
	// An unused width is not read: an old bad value must not block the
	// other engines.
	k, msg := int64(1), ""
	if !f.beam.Disabled() {
		k, msg = intIn(f.beam.Text, "beam width k", lab.BeamWidth)
	}
	m.mark(f.beamErr, msg)
	if puzzleOK {
		msg = f.readSolvers(r, f.labDefaults().Offered, int(k))
	} else {
		msg = puzzleMsg // solvers and depths are checked on a puzzle that exists
	}
	m.mark(f.enginesErr, msg)
	if r.Kind != lab.KindDepth {
		f.depthsErr.set("")
		return
	}
	r.Depths, msg = f.readDepths()
	if msg == "" && puzzleOK {
		msg = errText(lab.CheckDepths(r.Puzzle, r.Depths))
	}
	m.mark(f.depthsErr, msg)
}

// readSizes reads how many instances, and the budgets, the walk or the
// node limit, as the experiment's kind has them, into r; the boxes the
// kind does not use lose their marks.
func (f *form) readSizes(r *lab.Request, m *marker) {
	n, msg := intIn(f.instances.Text, "N", lab.Instances)
	r.Instances = int(n)
	m.mark(f.instancesErr, msg)
	if r.Kind == lab.KindBudget {
		var err error
		r.Budgets, err = lab.ParseBudgets(f.budgets.Text)
		m.mark(f.budgetsErr, errText(err))
	} else {
		f.budgetsErr.set("")
	}
	if r.Kind != lab.KindDepth {
		walk, msg := intIn(orZero(f.walk.Text), "the walk", lab.Walk)
		r.Walk = int(walk)
		m.mark(f.walkErr, msg)
	} else {
		f.walkErr.set("")
	}
	if r.Kind != lab.KindBudget {
		// An empty box or 0 is an error, not a silent "no limit": the
		// limit is lifted only by an explicit choice.
		r.MaxNodes, msg = intIn(f.maxNodes.Text, "max nodes", lab.Bound{Min: 1, Max: lab.NodeLimit.Max})
		m.mark(f.maxNodesErr, msg)
	} else {
		f.maxNodesErr.set("")
	}
}

// readRun reads the seed into r and returns the pool's size: the
// workers box, or all cores when it is empty.
func (f *form) readRun(r *lab.Request, m *marker) int {
	msg := "the seed must be a whole number, such as 1"
	if seed, err := numfmt.ParseUint(strings.TrimSpace(f.seed.Text)); err == nil {
		msg, r.Seed = "", seed
	}
	m.mark(f.seedErr, msg)
	if strings.TrimSpace(f.workers.Text) == "" {
		f.workersErr.set("")
		return defaultWorkers()
	}
	w, msg := intIn(f.workers.Text, "workers", lab.Workers)
	m.mark(f.workersErr, msg)
	return int(w)
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
	from, msg := intIn(f.depthFrom.Text, "the first depth", lab.Depth)
	if msg != "" {
		return nil, msg
	}
	to, msg := intIn(f.depthTo.Text, "the last depth", lab.Depth)
	if msg != "" {
		return nil, msg
	}
	step, msg := intIn(orOne(f.depthStep.Text), "the step", lab.Bound{Min: 1, Max: lab.Depth.Max})
	if msg != "" {
		return nil, msg
	}
	if to < from {
		return nil, fmt.Sprintf("the last depth (%d) is below the first (%d)", to, from)
	}
	var ds []int
	for d := from; d <= to; d += step {
		ds = append(ds, int(d))
	}
	return ds, ""
}

func orOne(s string) string {
	if strings.TrimSpace(s) == "" {
		return "1"
	}
	return s
}
