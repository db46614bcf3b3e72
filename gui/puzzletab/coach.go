package puzzletab

import (
	"context"
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/puzzles"
	"frontier/gui/kit"
)

// Coach is the line under the board while a student plays by hand: the
// optimal cost left from the position on the board (played to by hand,
// or reached by playback), how much the moves made by hand wasted, a Hint that names (and, where the puzzle draws it,
// marks) a best next move, and Solve from here, which solves the rest
// optimally and plays it. Hard positions are worked out in the
// background; the line says "computing…" meanwhile, and a new position
// drops the old question. Its methods are for the UI goroutine.
type Coach[P, S comparable] struct {
	// Switch turns the coach on and off; off, it computes nothing and
	// only the switch shows.
	Switch *widget.Check
	// Line says the cost left and the standing, and under them the
	// hint once asked for.
	Line        *widget.Label
	HintBtn     *widget.Button
	FromHereBtn *widget.Button

	t      *Tab[P, S]
	runner kit.Runner
	kind   *puzzles.Kind[P, S]
	known  map[P]puzzles.Advice[P] // advice found on kind, by position
	// base is where the moves by hand began, spent their cost so far; on
	// is the position on show that the line speaks of; byHand says on was
	// reached from base by hand (playback shows positions no hand made).
	base, on P
	spent    int
	byHand   bool
	hinted   bool // Hint was pressed for on: show it as soon as it is known
	standing string
	hint     string
	failed   string
	content  fyne.CanvasObject
	lines    fyne.CanvasObject // the room of Line
}

func (t *Tab[P, S]) buildCoach() {
	c := &Coach[P, S]{t: t, known: map[P]puzzles.Advice[P]{}}
	c.Line = widget.NewLabel("")
	c.HintBtn = widget.NewButtonWithIcon("Hint", theme.HelpIcon(), c.Hint)
	c.FromHereBtn = widget.NewButtonWithIcon("Solve from here", theme.MediaFastForwardIcon(), c.SolveFromHere)
	key := t.keys.coach
	c.Switch = widget.NewCheck("Coach", func(on bool) {
		kit.ReleaseFocus(c.Switch)
		t.prefs.SetBool(key, on)
		c.follow(c.on)
	})
	c.Switch.Checked = t.prefs.Bool(key)
	// Off, the coach shows its switch alone, and the board has the room;
	// on, Hint beside it, the lines and Solve from here. They stand over
	// the puzzle's own controls, which therefore stay where they are (see
	// lay). Solve from here takes a row of its own, the last: in
	// presentation mode on a 1024-pixel projector the column is as narrow
	// as playback's buttons. The line keeps three lines,
	// whether it speaks or not: at a projector's text size in the
	// sliding puzzle's column "Optimal: 12 moves left · +2 moves wasted"
	// fills two, and the hint the third.
	c.lines = kit.Lines(3, c.Line)
	c.content = container.NewVBox(container.NewHBox(c.Switch, c.HintBtn), c.lines, container.NewHBox(c.FromHereBtn))
	t.Coach = c
}

// enable enables the switch where the coach has a say, and Hint and Solve
// from here while it is on.
// enable greys the switch where the coach has no say, and shows Hint,
// Solve from here and the lines while it is on; the lines also say why
// it has no say.
func (c *Coach[P, S]) enable(active bool) {
	kit.Enable(c.Switch, active)
	on := active && c.Switch.Checked
	for _, o := range []fyne.CanvasObject{c.HintBtn, c.FromHereBtn} {
		if on {
			o.Show()
		} else {
			o.Hide()
		}
	}
	if on || !active {
		c.lines.Show()
	} else {
		c.lines.Hide()
	}
}

// speaks reports whether the coach is switched on and has a say on the
// tab's puzzle as set.
func (c *Coach[P, S]) speaks() bool { return c.Switch.Checked && c.active() }

// active reports whether the tab's puzzle, as set, has a coach: the
// sliding puzzle's boards up to 4×4 have.
func (c *Coach[P, S]) active() bool {
	pz := c.t.pz
	return pz.Coach != nil && (pz.Coach.Speaks == nil || pz.Coach.Speaks(c.t.kind)) && c.t.kind.Coached()
}

// restart makes p the position moves by hand start from.
func (c *Coach[P, S]) restart(p P) {
	c.base, c.spent, c.byHand = p, 0, true
	c.follow(p)
}

// look makes p, a position the board shows by playback or a step of the
// path, the one the line speaks of; the moves by hand are not counted
// there.
func (c *Coach[P, S]) look(p P) {
	if p == c.on {
		return
	}
	c.byHand = false
	c.follow(p)
}

// played counts a move by hand from one position to the next.
func (c *Coach[P, S]) played(from, to P) {
	if from != c.on || !c.byHand {
		// The move was made from a state of the path on show, not from
		// the position played to: the count starts over there.
		c.base, c.spent = from, 0
	}
	c.byHand = true
	cost, ok := c.t.kind.StepCost(from, to)
	if !ok {
		cost = 1
	}
	c.spent += cost
	c.follow(to)
}

// follow makes p the position the line speaks of, working out what it
// does not know yet in the background.
func (c *Coach[P, S]) follow(p P) {
	k := c.t.kind
	if c.kind != k {
		c.kind, c.known = k, map[P]puzzles.Advice[P]{}
	}
	c.on, c.hinted, c.failed = p, false, ""
	c.hint = ""
	active := c.active()
	c.enable(active)
	if !active {
		c.runner.Drop()
		c.setStanding(c.silence())
		return
	}
	if !c.Switch.Checked {
		c.runner.Drop()
		c.setStanding("")
		return
	}
	base := c.base
	if !c.byHand {
		base = p
	}
	c.recall(k, base)
	c.recall(k, p)
	_, haveBase := c.known[base]
	_, haveOn := c.known[p]
	if haveBase && haveOn {
		c.runner.Drop()
		c.say()
		return
	}
	c.setStanding(c.waiting())
	c.ask(k, base, p)
}

// coachAnswer is the advice worked out on the base position and the
// one on show, or why there is none.
type coachAnswer[P comparable] struct {
	base, on puzzles.Advice[P]
	err      error
}

// ask works out in the background the advice on p and on base, as k
// gives it, and speaks when it has them, unless the puzzle has changed.
func (c *Coach[P, S]) ask(k *puzzles.Kind[P, S], base, p P) {
	kit.Start(&c.runner, func(ctx context.Context) coachAnswer[P] {
		var a coachAnswer[P]
		a.on, a.err = k.Advise(ctx, p)
		if a.err == nil && base != p {
			a.base, a.err = k.Advise(ctx, base)
		} else {
			a.base = a.on
		}
		return a
	}, func(a coachAnswer[P]) {
		if c.kind != k {
			return
		}
		switch {
		case errors.Is(a.err, context.Canceled):
			return
		case errors.Is(a.err, puzzles.ErrUnreachable):
			c.failed = "The goal cannot be reached from here."
		case a.err != nil:
			c.failed = "Optimal: " + a.err.Error()
		default:
			c.learn(k, base, a.base)
			c.learn(k, p, a.on)
		}
		c.say()
	})
}

// recall learns what the puzzle knows of p without any work (the goal, a
// distance proved before), so that such a position is answered at once.
func (c *Coach[P, S]) recall(k *puzzles.Kind[P, S], p P) {
	if _, ok := c.known[p]; !ok {
		if a, ok := k.AdviseKnown(p); ok {
			c.known[p] = a
		}
	}
}

// silence says why the coach has no say on the tab's puzzle as set.
func (c *Coach[P, S]) silence() string {
	k := c.t.kind
	if k.Coached() {
		return "No coach on the " + k.Name + ": finding its optimal costs could take minutes."
	}
	return "No coach on the " + k.Name + ": it has no way to find optimal costs."
}

// waiting is the line while the coach works: the tables it builds
// first, if any, are named, for their first build takes a while.
func (c *Coach[P, S]) waiting() string {
	k := c.t.kind
	if k.Distance == nil && k.Optimal == nil {
		if _, h, ok := k.OptimalSolver(); ok {
			if tables := k.Unprepared(h); tables != "" {
				return "Optimal: building " + tables + "… (first time only)"
			}
		}
	}
	return "Optimal: computing…"
}

// learn keeps the advice a on p, and, along an optimal path a search
// found, the advice on each of its positions, so that following the
// hints asks for no new search.
func (c *Coach[P, S]) learn(k *puzzles.Kind[P, S], p P, a puzzles.Advice[P]) {
	c.known[p] = a
	if len(a.Path) < 2 || k.Unit != "" {
		return
	}
	for i := 1; i < len(a.Path); i++ {
		q := a.Path[i]
		if _, ok := c.known[q]; ok {
			continue
		}
		next := puzzles.Advice[P]{Cost: a.Cost - i, Path: a.Path[i:], Moves: a.Moves[i:]}
		if i < len(a.Moves) {
			next.Move, next.Next = a.Moves[i], a.Path[i+1]
		}
		c.known[q] = next
	}
}

// say shows the cost left from the position on show and the standing.
func (c *Coach[P, S]) say() {
	if c.failed != "" {
		c.setStanding(c.failed)
		return
	}
	on, ok := c.known[c.on]
	wasted, okWasted := c.wasted()
	if !ok || c.byHand && !okWasted {
		c.setStanding("Optimal: computing…")
		return
	}
	left := c.cost(on.Cost)
	if on.Cost == 0 {
		left = "at the goal"
	} else {
		left += " left"
	}
	standing := ""
	switch {
	case !c.byHand:
		// Playback: no moves by hand to judge.
	case c.spent == 0:
		standing = " · no moves yet"
	case wasted > 0:
		standing = " · +" + c.cost(wasted) + " wasted"
	default:
		standing = " · optimal so far"
	}
	c.setStanding("Optimal: " + left + standing)
	if c.hinted {
		c.showHint(on)
	}
}

// cost is n in the puzzle's unit: "3 moves", "1 move", "140 km".
func (c *Coach[P, S]) cost(n int) string { return c.t.kind.Cost(n) }

// Advice is what is known of the position on show; ok is false while it
// is being worked out.
func (c *Coach[P, S]) Advice() (a puzzles.Advice[P], ok bool) {
	a, ok = c.known[c.on]
	return a, ok
}

// wasted is the cost the moves by hand wasted so far; ok is false while
// it is being worked out, and where the position on show was not played
// to by hand.
func (c *Coach[P, S]) wasted() (int, bool) {
	if !c.byHand {
		return 0, false
	}
	on, ok := c.known[c.on]
	base, okBase := c.known[c.base]
	if !ok || !okBase {
		return 0, false
	}
	return c.spent + on.Cost - base.Cost, true
}

// Done returns a channel closed once the position asked about last has
// its answer on show.
func (c *Coach[P, S]) Done() <-chan struct{} { return c.runner.Done() }

// content is the coach's rows, or nil when the puzzle has no coach.
func (t *Tab[P, S]) coachRows() fyne.CanvasObject {
	if t.pz.Coach == nil {
		return nil
	}
	return t.Coach.content
}

// setStanding says the cost left and the standing, over the hint.
func (c *Coach[P, S]) setStanding(text string) {
	c.standing = text
	c.show()
}

func (c *Coach[P, S]) show() {
	text := c.standing
	if c.hint != "" {
		text += "\n" + c.hint
	}
	c.Line.SetText(text)
}
