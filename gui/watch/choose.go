package watch

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
	"frontier/core/practice"
	"frontier/core/search"
	"frontier/gui/kit"
)

// chooser is the watch view's "You choose" mode: the student picks each
// node to expand from the frontier (a click on its row, or its number
// typed), and the search carries on from that choice with an engine's
// bookkeeping (g, h, f, duplicates dropped, a cheaper path in place of a
// dearer one, the explored set), recorded again by the job (Job.Choose)
// with each pick. Back and Step move through the student's steps; a pick
// made further back starts a new line from there. Once the student picks
// the goal, their search is set beside every engine whose rule orders a
// frontier (BFS, UCS, greedy, A*) from the same start (Job.Compare): its
// cost and expansions, and where the student's choices parted from it.
type chooser[S comparable] struct {
	v     *View[S]
	Check *widget.Check
	// picks are the ids of the nodes picked, in order; engine is the
	// recording the view showed before the mode went on.
	picks  []int
	engine *search.Recording[S]
	// shown lists the frontier on show by node number; asked is the
	// prompt that asks for a pick from it, which the digits typed so far
	// follow.
	shown []search.Node[S]
	asked string
	// ahead says the recording on show holds the start's pick, which the
	// student has not made yet (see record).
	ahead   bool
	prompt  *widget.Label
	content fyne.CanvasObject
}

func newChooser[S comparable](v *View[S]) *chooser[S] {
	c := &chooser[S]{v: v, prompt: widget.NewLabel("")}
	c.prompt.Wrapping = fyne.TextWrapWord
	c.Check = widget.NewCheck("You choose", func(on bool) {
		if cv := fyne.CurrentApp().Driver().CanvasForObject(c.Check); cv != nil {
			cv.Unfocus()
		}
		c.switched(on)
	})
	c.Check.Disable()
	// Room for four lines of the prompt, which scrolls in them: the
	// question, or the comparison at the goal, read in a sliver of one
	// line under a map's frontier.
	c.content = kit.ScrollLines(4, c.prompt)
	c.content.Hide()
	return c
}

// on reports whether the mode is on.
func (c *chooser[S]) on() bool { return c.Check.Checked && c.v.job.Choose != nil }

// started makes the switch follow a new job: it offers the mode when the
// job can record a student's search.
func (c *chooser[S]) started() {
	c.picks, c.engine = nil, nil
	if c.v.job.Choose == nil {
		c.Check.SetChecked(false)
		c.Check.Disable()
		return
	}
	c.Check.Enable()
	if c.Check.Checked {
		c.record()
	}
}

// switched turns the mode on (the student's search from the start, no
// node picked) or off (the engine's recording again).
func (c *chooser[S]) switched(on bool) {
	v := c.v
	if on {
		v.predict.Check.SetChecked(false)
		v.predict.Check.Disable()
		c.engine, c.picks = v.rec, nil
		c.record()
		return
	}
	v.predict.Check.Enable()
	v.runner.Drop()
	c.content.Hide()
	v.picked.content.Show()
	v.legend.Show()
	v.tieBreak.SetText(v.tieBreakText())
	if c.engine != nil {
		v.load(c.engine)
		v.Stepper.Show(0)
	}
}

// record records the student's search with the picks so far and shows
// its last position, on the view's runner (View.Done waits for it).
//
// Before the first pick the view shows the start waiting on the
// frontier, with its g, h and f, as it shows an engine's search before
// its first step. A recording learns its nodes from the expansions, and
// one of no expansion knows not even the start: its node 0 would be an
// empty state with g, h and f 0, and its tree have no node. So the
// search is recorded with the one pick there is then, the start, and
// the view held at position 0 until the student makes it.
func (c *chooser[S]) record() {
	v, picks := c.v, append([]int(nil), c.picks...)
	ahead := len(picks) == 0
	if ahead {
		picks = []int{0}
	}
	c.prompt.SetText("recording your search…")
	kit.Start(&v.runner, func(ctx context.Context) *search.Recording[S] {
		rec, err := v.job.Choose(ctx, picks, FrontierRows)
		if err != nil {
			return nil
		}
		return rec
	}, func(rec *search.Recording[S]) {
		if rec == nil || !c.on() {
			return
		}
		c.ahead = ahead
		v.load(rec)
		if ahead {
			v.Stepper.SetLen(1)
			return
		}
		v.Stepper.Show(v.Stepper.Len() - 1)
	})
}

// update brings the mode up to date with the position on show: the
// frontier listed by node number and the question, at the last position;
// the comparison once the goal is picked.
func (c *chooser[S]) update() {
	v := c.v
	v.fitCaptions()
	if !c.on() || v.rec == nil {
		c.content.Hide()
		return
	}
	c.content.Show()
	v.picked.content.Hide()
	v.legend.Hide()
	v.tieBreak.SetText("You choose each node to expand; the search keeps an engine's bookkeeping: g, h and f, a state reached before at no lower g dropped, a cheaper path in place of a dearer one.")
	i := v.Stepper.Current()
	if i != v.goalAt() {
		v.say(fmt.Sprintf("your search: %s so far.", expansions(c.made())))
	}
	c.shown = nil
	switch {
	case i == v.goalAt():
		c.compare()
	case i < c.made():
		c.prompt.SetText(fmt.Sprintf("Your step %d. Step on to the last, or pick a node here to start a new line from this step.", i))
		c.list(i)
	case v.rec.Result().StopReason == search.StopExhausted:
		c.prompt.SetText("The frontier is empty: no goal can be reached from the start. Switch You choose off and on to start again.")
	default:
		c.list(i)
		c.prompt.SetText(fmt.Sprintf("Which node do you expand next? Click its row, or type its number (#). g is the cost so far, h the %s, f = g + h. Pick the goal to end the search.",
			strings.ToLower(c.heuristicName())))
	}
	c.asked = c.prompt.Text
}

// made is how many steps the student has made: the recording's, but
// for the start's pick recorded ahead of the student.
func (c *chooser[S]) made() int {
	if c.ahead {
		return 0
	}
	return c.v.rec.Len()
}

func (c *chooser[S]) heuristicName() string {
	if c.v.job.Heuristic != "" {
		return c.v.job.Heuristic
	}
	return "the heuristic"
}

// list shows the frontier after position i by node number.
func (c *chooser[S]) list(i int) {
	v := c.v
	if i == 0 {
		c.shown = []search.Node[S]{v.Node()}
	} else {
		c.shown = practice.ByNumber(v.rec.Step(i).Frontier(FrontierRows))
	}
	v.frontier.fill("", c.shown)
	size := len(c.shown)
	if i > 0 {
		size = v.rec.Step(i).FrontierSize
	}
	v.frontier.counts.SetText(fmt.Sprintf("Frontier by node number: %s. Pick the one to expand.", nodes(size)))
}

// pick expands node id next, after the steps up to the position on show.
func (c *chooser[S]) pick(id int) {
	i := c.v.Stepper.Current()
	if i > len(c.picks) {
		return
	}
	c.picks = append(c.picks[:i], id)
	c.record()
}

// pickRow picks the frontier's row r (from 0), as a click does.
func (c *chooser[S]) pickRow(r int) bool {
	if !c.on() || r < 0 || r >= len(c.shown) {
		return false
	}
	c.pick(c.shown[r].ID)
	return true
}

// compare sets the student's search beside the engines', in the
// background.
func (c *chooser[S]) compare() {
	v := c.v
	if v.job.Compare == nil {
		c.prompt.SetText(c.mine())
		return
	}
	c.prompt.SetText(c.mine() + "\nRunning the engines from the same start…")
	yours := v.rec
	kit.Start(&v.runner, func(ctx context.Context) []practice.Compared[S] {
		out, _ := v.job.Compare(ctx, yours)
		return out
	}, func(cs []practice.Compared[S]) {
		if v.rec != yours {
			return
		}
		text := c.mine() + "\n" + c.comparison(cs)
		c.prompt.SetText(text)
		// The comparison wants more room than the panel under the tree.
		if v.owner != nil {
			kit.ShowDialog(dialog.NewInformation("Your search beside the engines'", text, v.owner))
		}
	})
}

// mine says how the student's search went.
func (c *chooser[S]) mine() string {
	r := c.v.rec.Result()
	return fmt.Sprintf("You reached the goal: cost %s in %s.", numfmt.Group(r.Cost), expansions(c.v.rec.Len()))
}

// comparison sets each engine's search beside the student's.
func (c *chooser[S]) comparison(cs []practice.Compared[S]) string {
	var b strings.Builder
	for _, x := range cs {
		e := x.Engine.Title()
		switch {
		case !x.Solved && x.Truncated:
			fmt.Fprintf(&b, "%s: no goal in its first %s.", e, expansions(x.Expansions))
		case !x.Solved:
			fmt.Fprintf(&b, "%s: no goal.", e)
		default:
			fmt.Fprintf(&b, "%s: cost %s in %s.", e, numfmt.Group(x.Cost), expansions(x.Expansions))
		}
		if x.Parted == 0 {
			b.WriteString(" Every step of yours is its.\n")
			continue
		}
		if x.Ended {
			fmt.Fprintf(&b, " You went on at step %d: you expanded %s. %s\n", x.Parted, c.v.puzzle.Compact(x.Yours), x.Why)
			continue
		}
		fmt.Fprintf(&b, " You parted from it at step %d: you expanded %s, it %s. %s\n", x.Parted,
			c.v.puzzle.Compact(x.Yours), c.v.puzzle.Compact(x.Theirs), x.Why)
	}
	return strings.TrimRight(b.String(), "\n")
}

// typedKey picks a node of the frontier by its number (nodeNumber); it
// reports whether it used the key.
func (c *chooser[S]) typedKey(e *fyne.KeyEvent) bool {
	if !c.on() || len(c.shown) == 0 {
		return false
	}
	id, used := c.v.number.key(e.Name, ids(c.shown))
	if id >= 0 {
		c.pick(id)
	} else if used {
		c.prompt.SetText(c.asked + c.v.number.hint())
	}
	return used
}

// ids are the nodes' numbers.
func ids[S comparable](nodes []search.Node[S]) []int {
	out := make([]int, len(nodes))
	for k, n := range nodes {
		out[k] = n.ID
	}
	return out
}
