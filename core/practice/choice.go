package practice

import (
	"fmt"

	"frontier/core/search"
)

// Compared is what an engine does from the start a student searched by
// hand (search.RunChosen), beside the student's own search.
type Compared[S comparable] struct {
	Engine search.Engine
	// Solved, Cost and Expansions are the engine's; Truncated, that its
	// recording stopped before its end.
	Solved     bool
	Cost       int
	Expansions int
	Truncated  bool
	// Parted is the first step, from 1, at which the engine expands
	// another state than the student did; 0 when every step of the
	// student's is the engine's. Yours and Theirs are the two states;
	// Why says why the engine takes its own, by its rule.
	Parted        int
	Yours, Theirs S
	Why           string
	// Ended says the engine had stopped before step Parted: Theirs is
	// then no state.
	Ended bool
}

// Compare sets each engine's recording from the same start (theirs, in
// the order given) beside the student's search (yours): its outcome, and
// where the student's choices part from it.
func Compare[S comparable](yours *search.Recording[S], theirs map[search.Engine]*search.Recording[S], order []search.Engine) []Compared[S] {
	var out []Compared[S]
	for _, e := range order {
		rec := theirs[e]
		if rec == nil {
			continue
		}
		r := rec.Result()
		c := Compared[S]{Engine: e, Solved: r.Solved, Cost: r.Cost, Expansions: rec.Len(), Truncated: rec.Truncated()}
		for i := 1; i <= yours.Len() && c.Parted == 0; i++ {
			mine := yours.Step(i).Node
			if i > rec.Len() {
				c.Parted, c.Yours, c.Ended = i, mine.State, true
				c.Why = fmt.Sprintf("%s had stopped: %s.", e.Title(), r.StopReason.Words())
				break
			}
			if theirsNode := rec.Step(i).Node; theirsNode.State != mine.State {
				c.Parted, c.Yours, c.Theirs = i, mine.State, theirsNode.State
				c.Why = why(e, rec, i, theirsNode, mine.State)
			}
		}
		out = append(out, c)
	}
	return out
}

// why says why engine e expanded node n at step i of its recording rather
// than the student's state: by its rule, the two keys compared when the
// student's state waited on its frontier too.
func why[S comparable](e search.Engine, rec *search.Recording[S], i int, n search.Node[S], yours S) string {
	d, _ := search.Describe(e)
	var frontier []search.Node[S]
	if i > 1 {
		frontier = rec.Step(i - 1).Frontier(1 << 20)
	}
	var on *search.Node[S]
	for k := range frontier {
		if frontier[k].State == yours {
			on = &frontier[k]
			break
		}
	}
	k := d.Policy.Rule.Key
	switch {
	case on == nil:
		return fmt.Sprintf("Your node was not on %s's frontier there.", e.Title())
	case d.Policy.Rule.Discipline == search.Lowest && k.Of(n.G, n.H, n.Depth) < k.Of(on.G, on.H, on.Depth):
		return fmt.Sprintf("%s %s: its node has %s, yours %s.", e.Title(), d.Policy.Rule.Words(), k.Worked(n.G, n.H, n.Depth), k.Worked(on.G, on.H, on.Depth))
	case d.Policy.Rule.Discipline == search.Lowest:
		return fmt.Sprintf("Both have %s = %d; %s breaks the tie: %s", k.Name(), k.Of(n.G, n.H, n.Depth), e.Title(), e.TieBreak())
	}
	return fmt.Sprintf("%s %s.", e.Title(), d.Policy.Rule.Words())
}
