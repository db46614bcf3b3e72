package puzzletab

import "frontier/core/puzzles"

// The coach's answers to the student's questions: Hint, and Solve from
// here.

// Hint names a best next move from the position on show, and marks it on
// the board where the puzzle draws it; asked while the position is being
// worked out, it shows once known.
func (c *Coach[P, S]) Hint() {
	if !c.active() || !c.Switch.Checked {
		return
	}
	c.hinted = true
	if a, ok := c.known[c.on]; ok && c.failed == "" {
		c.showHint(a)
		return
	}
	c.hint = "Hint: computing…"
	c.show()
}

func (c *Coach[P, S]) showHint(a puzzles.Advice[P]) {
	if a.Move == "" {
		c.hint = "Solved: no move left to make."
		c.show()
		return
	}
	words := "Hint: " + a.Move
	if f := c.t.pz.Coach.HintWords; f != nil {
		words = f(c.t.kind, c.on, a)
	}
	c.hint = words
	c.show()
	if f := c.t.pz.Coach.ShowHint; f != nil {
		f(c.t.board, c.t.kind, c.on, a.Next, a.Move)
	}
}

// SolveFromHere solves from the position on show with an optimal engine
// and the strongest admissible heuristic, whatever the engine menu says
// (the results' heading names the engine used), through the tab's
// Solve, and plays the path once found.
func (c *Coach[P, S]) SolveFromHere() {
	t := c.t
	if t.Search.Busy() || !c.active() || !c.Switch.Checked {
		return
	}
	e, h, ok := t.kind.OptimalSolver()
	if !ok {
		return
	}
	if t.shown != t.start {
		t.setStart(t.shown)
	}
	q := question[P, S]{kind: t.kind, start: t.start, engine: e, heuristic: h}
	q.tables = t.kind.Unprepared(h)
	info, _ := t.kind.HeuristicNamed(string(h))
	q.subject = "From here, the coach's optimal search: " + e.Title() + " · " + info.Title
	t.solveQuestion(q, true)
}
