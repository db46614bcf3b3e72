package puzzletab

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/widget"

	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/kit"
)

// question is what to search, as Solve and Watch read it from the tab.
type question[P, S comparable] struct {
	kind   *puzzles.Kind[P, S]
	start  P
	engine search.Engine
	// heuristic is the one the engine uses: none for an uninformed engine,
	// which then waits for no table.
	heuristic puzzles.HeuristicID
	opts      search.Options
	subject   string
	// tables names the tables the heuristic needs that are not ready yet
	// ("pattern databases"), or is "".
	tables string
}

// preparing is what a view says while the tables are made ready: "…
// pattern databases… (first time only)" after verb, or "".
func (q question[P, S]) preparing(verb string) string {
	if q.tables == "" {
		return ""
	}
	return verb + " " + q.tables + "… (first time only)"
}

// question reads the state box, the engine and heuristic and the limits;
// a bad input shows its error and ok is false.
func (t *Tab[P, S]) question() (q question[P, S], ok bool) {
	if t.StateBox.Text != t.kind.Format(t.start) && !t.loadEntry() {
		return q, false
	}
	opts, ok := t.Limits.Options()
	if !t.checkHeuristic() || !ok {
		return q, false
	}
	q = question[P, S]{kind: t.kind, start: t.start, engine: t.engine(), heuristic: puzzles.HeuristicNone, opts: opts}
	q.opts.Pruning, q.opts.GoalTest = t.choices()
	if q.engine.Informed() {
		q.heuristic = t.chosen().ID
	}
	q.subject = t.subject(q)
	q.tables = t.kind.Unprepared(q.heuristic)
	return q, true
}

// subject heads the result: engine, heuristic and puzzle, such as "A* ·
// Manhattan · 3×3".
func (t *Tab[P, S]) subject(q question[P, S]) string {
	parts := []string{q.engine.Title()}
	if q.engine.TakesWidth() {
		parts[0] = fmt.Sprintf("%s (k = %d)", q.engine.Title(), q.opts.BeamWidth)
	}
	if q.engine.Informed() {
		parts = append(parts, t.chosen().Title)
	}
	// A choice other than the engine's default is named.
	if ps := q.engine.Prunings(); len(ps) > 0 && q.opts.Pruning != ps[0] {
		parts = append(parts, q.opts.Pruning.Title())
	}
	if gs := q.engine.GoalTests(); len(gs) > 0 && q.opts.GoalTest != gs[0] {
		parts = append(parts, "goal test "+q.opts.GoalTest.Title())
	}
	if t.pz.Solve.Subject != nil {
		parts = append(parts, t.pz.Solve.Subject(q.kind))
	} else {
		parts = append(parts, q.kind.Name)
	}
	return strings.Join(parts, " · ")
}

// Solve searches from the position in the state box with the chosen
// engine and heuristic, in the background, through the catalogue: the
// heuristic's tables are made ready first (a bar shows their build), then
// Kind.Solve searches; the counters update live and Cancel stops either.
func (t *Tab[P, S]) Solve() {
	if t.Search.Busy() {
		return
	}
	q, ok := t.question()
	kit.SetError(t.SolveErr, "")
	if !ok {
		t.SolveErr.Show()
		t.followErrors()
		return
	}
	t.solveQuestion(q, false)
}

// solveQuestion runs the search q asks for; play plays its path once
// found.
func (t *Tab[P, S]) solveQuestion(q question[P, S], play bool) {
	t.show(q.start)
	t.playFound = play
	if q.heuristic == t.pz.Solve.Table {
		t.startTables() // the line under the settings follows the build
	}
	t.pathKind = q.kind
	t.Search.Solve(kit.Job[P]{
		Subject:   q.subject,
		Preparing: q.preparing("Building"),
		MaxNodes:  q.opts.MaxNodes,
		AtLimit:   atLimit(q.engine, q.opts.Pruning),
		Run: func(ctx context.Context, building func(done, total int), progress func(search.Progress)) (search.Result[P], error) {
			if err := q.kind.MakeReady(ctx, q.heuristic, building); err != nil {
				return search.Result[P]{}, err
			}
			opts := q.opts
			opts.Progress = progress
			return q.kind.Solve(ctx, q.start, q.engine, q.heuristic, opts)
		},
	})
}

// Cancel stops a running search at once; its counters stay on show.
func (t *Tab[P, S]) Cancel() { t.Search.Cancel() }

// TogglePlay plays or pauses the path.
func (t *Tab[P, S]) TogglePlay() { t.Search.Player.TogglePlay() }

// Done returns a channel closed once the search started last, the tables'
// build and the inspector's work have shown their results.
func (t *Tab[P, S]) Done() <-chan struct{} {
	chans := []<-chan struct{}{t.Search.Done(), t.tables.runner.Done()}
	if t.Inspector != nil {
		chans = append(chans, t.Inspector.Done())
	}
	if t.Coach != nil {
		chans = append(chans, t.Coach.Done())
	}
	return kit.AllDone(chans...)
}

// followErrors keeps the line under Solve, while it speaks, in step with
// the inputs' own error lines: it names the first error still on show and
// goes with the last.
func (t *Tab[P, S]) followErrors() {
	if !t.SolveErr.Visible() {
		return
	}
	for _, e := range []*widget.Label{t.StateErr, t.SearchErr, t.Limits.Err} {
		if e.Visible() {
			kit.SetError(t.SolveErr, "Not solved: "+e.Text)
			return
		}
	}
	kit.SetError(t.SolveErr, "")
}

// atLimit is what a search stopped at its node limit says, where raising
// the limit is not the answer: a tree search remembers no state, and a
// depth-first one can go round a cycle of the puzzle for ever.
func atLimit(e search.Engine, p search.Pruning) string {
	if p != search.PruneNone {
		return ""
	}
	if d, ok := search.Describe(e); ok && d.Policy.Rule.Discipline == search.Stack {
		return "a tree search remembers no state, and depth-first it can go round a cycle of moves for ever: choose a pruning (explored set or path check)."
	}
	return "a tree search remembers no state and meets the same ones again and again: choose a pruning, or raise Max nodes."
}
