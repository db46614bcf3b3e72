package puzzletab

import (
	"frontier/core/puzzles"
	"frontier/gui/checkwin"
	"frontier/gui/watch"
)

// CheckSolver opens the window that checks a student's own search program
// (File → Check a solver…) on the tab's puzzle, engine and heuristic as
// set, the start in the state box among its problems; a test opens in the
// tab's watch window beside the program's expansions. A puzzle with no ID
// says it is not offered to programs.
func (t *Tab[P, S]) CheckSolver() {
	q, ok := t.question()
	if !ok {
		return
	}
	if t.checker == nil {
		t.checker = checkwin.New(t.pz.Title, func(j watch.Job[P]) {
			t.watching.kind = q.kind
			t.watching.win.Watch(j)
		}, puzzles.PositionOf[P])
	}
	d := puzzles.Erase(puzzles.Spec{ID: t.pz.ID}, q.kind)
	t.checker.Open(checkwin.Setup{Domain: d, Start: puzzles.StateOf(q.start), Engine: q.engine, Heuristic: q.heuristic,
		Opts: q.opts, Subject: q.subject})
}

// Checker is the tab's window that checks programs, nil before the first
// CheckSolver.
func (t *Tab[P, S]) Checker() *checkwin.Window[P] { return t.checker }
