package labtab

import (
	"fmt"
	"slices"
	"strings"

	"frontier/core/lab"
	"frontier/core/local"
	"frontier/core/puzzles"
	"frontier/gui/kit"
)

// The problems of the Local search kind, as its menu names them, in the
// order of puzzles.LocalProblems.
var localProblemTitles = map[string]string{puzzles.LocalQueens: "n-queens", puzzles.LocalSliding: "8-puzzle"}

func localProblemOptions() []string {
	out := make([]string, len(puzzles.LocalProblems))
	for i, p := range puzzles.LocalProblems {
		out[i] = localProblemTitles[p]
	}
	return out
}

// localProblemID is the problem of a menu title, or of an id, by
// default the n-queens.
func localProblemID(name string) string {
	for _, p := range puzzles.LocalProblems {
		if p == name || localProblemTitles[p] == name {
			return p
		}
	}
	return puzzles.LocalQueens
}

// localChoice is one entry of the local engines' checklist: an engine,
// plain or with up to K sideways moves in a row, K the form's box.
type localChoice struct {
	engine   local.Engine
	sideways bool
}

// localChoices lists the checklist's entries: every local engine in the
// order of its table, and after each that takes sideways moves the same
// engine with them, as the textbook compares steepest ascent without and
// with them.
func localChoices() []localChoice {
	var out []localChoice
	for _, e := range local.Engines {
		out = append(out, localChoice{engine: e})
		if e.Takes(local.ParamSideways) {
			out = append(out, localChoice{engine: e, sideways: true})
		}
	}
	return out
}

// title is the entry's label, as the results' rows name the solver:
// "hill-climbing sideways=K", K the form's box.
func (c localChoice) title() string {
	return strings.ReplaceAll(c.solverText("K"), ":", " ")
}

// id is the entry as the preferences keep it: "hill-climbing:sideways".
func (c localChoice) id() string {
	if c.sideways {
		return string(c.engine) + ":" + local.ParamSideways
	}
	return string(c.engine)
}

// solverText is the entry as the command line's engine list writes it,
// "hill-climbing:sideways=100" for k "100".
func (c localChoice) solverText(k string) string {
	if c.sideways {
		return c.id() + "=" + strings.TrimSpace(k)
	}
	return c.id()
}

// localProblem is the problem the form names, or what is wrong with it.
func (f *form) localProblem() (local.Problem, string) {
	if localProblemID(f.localProblemSel.Selected) == puzzles.LocalSliding {
		d, err := puzzles.New(puzzles.Sliding, puzzles.Settings{})
		if err != nil {
			return nil, err.Error()
		}
		p, err := puzzles.LocalOf(d, puzzles.State{}, false)
		return p, errText(err)
	}
	n, err := number(f.queensN.Text)
	if err != nil {
		return nil, "the number of queens must be a whole number, such as 8"
	}
	p, err := puzzles.Queens(int(n), "")
	return p, errText(err)
}

// offeredLocal lists the checklist's entries whose engines the problem
// runs: the sliding puzzle has no genes and no variables to repair.
func (f *form) offeredLocal() []localChoice {
	p, _ := f.localProblem()
	if p == nil {
		q, _ := puzzles.Queens(8, "")
		p = q
	}
	var out []localChoice
	for _, c := range localChoices() {
		if p.Offers(c.engine) == nil {
			out = append(out, c)
		}
	}
	return out
}

// fillLocalEngines lists the entries the problem offers, ticking those in
// ticked (ids) that it offers.
func (f *form) fillLocalEngines(ticked []string) {
	var titles, on []string
	for _, c := range f.offeredLocal() {
		titles = append(titles, c.title())
		if slices.Contains(ticked, c.id()) {
			on = append(on, c.title())
		}
	}
	f.localEngines.SetOptions(titles, on)
	f.showSidewaysUse()
}

// tickedLocal lists the ticked entries, in the checklist's order.
func (f *form) tickedLocal() []localChoice {
	var out []localChoice
	ticked := f.localEngines.Selected()
	for _, c := range f.offeredLocal() {
		if slices.Contains(ticked, c.title()) {
			out = append(out, c)
		}
	}
	return out
}

func (f *form) tickedLocalIDs() []string {
	var ids []string
	for _, c := range f.tickedLocal() {
		ids = append(ids, c.id())
	}
	return ids
}

// defaultLocalTicks are the lab's default solvers as checklist ids, and
// their K: the textbook's steepest ascent without and with 100 sideways
// moves.
func defaultLocalTicks() (ids []string, k string) {
	k = "100"
	solvers, err := local.ParseSolvers(lab.DefaultLocalSolvers)
	if err != nil {
		panic("labtab: the lab's default local solvers do not parse: " + err.Error())
	}
	for _, s := range solvers {
		c := localChoice{engine: s.Engine}
		for _, g := range s.Given {
			if v, ok := strings.CutPrefix(g, local.ParamSideways+"="); ok {
				c.sideways, k = true, v
			}
		}
		ids = append(ids, c.id())
	}
	return ids, k
}

// showSidewaysUse enables K only while an entry with sideways moves is
// ticked.
func (f *form) showSidewaysUse() {
	for _, c := range f.tickedLocal() {
		if c.sideways {
			f.sideways.Enable()
			return
		}
	}
	f.sideways.Disable()
}

// readLocal reads the Local search kind's inputs into r.Local, all but
// the seed, which readRun reads.
func (f *form) readLocal(r *lab.Request, m *marker) {
	p, msg := f.localProblem()
	m.mark(f.queensErr, msg)
	var texts []string
	msg = ""
	for _, c := range f.tickedLocal() {
		if c.sideways {
			if _, msg = intIn(f.sideways.Text, "K", lab.Bound{Min: 0, Max: 1_000_000}); msg != "" {
				break
			}
		}
		texts = append(texts, c.solverText(f.sideways.Text))
	}
	m.mark(f.sidewaysErr, msg)
	solvers, msg := f.moreSolvers(p)
	m.mark(f.moreErr, msg)
	ticked, err := local.ParseSolvers(strings.Join(texts, ","))
	if len(texts) == 0 {
		ticked, err = nil, nil
	}
	solvers = append(ticked, solvers...)
	msg = errText(err)
	if msg == "" && len(solvers) == 0 {
		msg = "tick at least one engine, or write one under More engines"
	}
	m.mark(f.localEnginesErr, msg)
	n, msg := intIn(f.starts.Text, "the random starts", lab.Instances)
	m.mark(f.startsErr, msg)
	r.Local = lab.LocalSpec{Problem: p, Solvers: solvers, Instances: int(n)}
	if total := len(solvers) * int(n); m.ok && total > lab.MaxSearches {
		m.mark(f.startsErr, fmt.Sprintf("%d engines × %d starts make %d runs; at most %d in one experiment",
			len(solvers), n, total, lab.MaxSearches))
	}
}

// moreSolvers reads the engines written out, as the command line's list
// writes them, and checks that the problem runs them.
func (f *form) moreSolvers(p local.Problem) ([]local.Solver, string) {
	text := strings.TrimSpace(f.localMore.Text)
	if text == "" {
		return nil, ""
	}
	solvers, err := local.ParseSolvers(text)
	if err != nil {
		return nil, err.Error()
	}
	for _, s := range solvers {
		if p == nil {
			break
		}
		if err := p.Offers(s.Engine); err != nil {
			return nil, err.Error()
		}
	}
	return solvers, ""
}

// localRows are the Local search kind's inputs.
func (f *form) localRows() (experiment, settings []formRow) {
	f.localProblemRow = row("Problem", "The problem the local engines run on: the n-queens, or the 8-puzzle (h = Manhattan distance).", f.localProblemSel)
	f.queensRow = row("Queens n", "The number of queens, and of columns of the board.", f.queensN)
	f.localEnginesRow = row("Engines", "The local search engines to compare; tick them in the list the button opens.", f.localEngines.stacked())
	f.sidewaysRow = row("Sideways K", "The sideways moves allowed in a row, for the engines ticked with K sideways moves.", f.sideways)
	f.moreRow = row("More engines", "Engines with their parameters, as the command line writes them: annealing:temperature=5,beam:beam-width=20.", f.localMore)
	f.startsRow = row("Random starts", "How many random starts each engine runs from: the same starts for every engine.", f.starts)
	f.queensErr, f.localEnginesErr = newFieldError(f.queensRow.label), newFieldError(f.localEnginesRow.label)
	f.sidewaysErr, f.moreErr = newFieldError(f.sidewaysRow.label), newFieldError(f.moreRow.label)
	f.startsErr = newFieldError(f.startsRow.label)
	return []formRow{f.localProblemRow, f.queensRow, f.localEnginesRow},
		[]formRow{f.sidewaysRow, f.moreRow, f.startsRow}
}

// newLocalInputs makes the Local search kind's inputs; problemChanged
// follows the problem menu.
func (f *form) newLocalInputs(problemChanged, edited func()) {
	f.localProblemSel = kit.NewSelect(localProblemOptions(), problemChanged)
	f.queensN = kit.NewEntry("8")
	f.sideways = kit.NewEntry("100")
	f.localMore = kit.NewEntry("annealing:temperature=5")
	f.starts = kit.NewEntry("1,000")
	f.localEngines = newChecklist(len(localChoices()), func() {
		f.showSidewaysUse()
		edited()
	})
	for _, e := range []*kit.Entry{f.queensN, f.sideways, f.localMore, f.starts} {
		e.OnChanged = func(string) { edited() }
	}
}

// localErrors lists the Local search kind's inputs' errors, top to
// bottom.
func (f *form) localErrors() []*fieldError {
	return []*fieldError{f.queensErr, f.localEnginesErr, f.sidewaysErr, f.moreErr, f.startsErr}
}

// clearMarks clears the marks of the inputs a kind does not read.
func clearMarks(errs ...*fieldError) {
	for _, e := range errs {
		e.set("")
	}
}
