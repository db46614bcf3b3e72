package check

import (
	"strings"

	"frontier/core/search"
)

// config is one model of an engine: its rule with one choice of each
// convention it admits, or one of the mistakes students make.
type config struct {
	engine search.Engine
	rule   search.Rule
	// ties orders equal keys (Lowest); Queue is first in and Stack last
	// in whatever it says.
	ties search.Ties
	goal search.GoalTest
	// pruning is graph search (PruneGraph), tree search (PruneNone), path
	// checking (PrunePath) or, for Deepening, the move back (PruneParent).
	pruning search.Pruning
	// seen is when graph search marks a state.
	seen search.Seen
	// update: a cheaper path to a state on the frontier joins it and
	// makes the older entry stale; reopen: so does a cheaper path to a
	// state already expanded.
	update, reopen bool
	// how is how a cheaper path takes the place of the dearer one.
	how updating
	// visits: a Deepening program prints every node it enters.
	visits bool
	// explored and limitFirst are Deepening mistakes.
	explored   search.Explored
	limitFirst bool
	// width is beam search's k.
	width int
	// mistake is the mistake modelled; nil for a convention.
	mistake *search.Mistake
	// estimate names the estimate followed when it is not the one asked
	// for (a mistake's), for the report.
	estimate string
}

// disciplineTies is the tie-break of the rule's discipline: Queue takes
// the oldest, Stack the newest, Lowest as c.ties says.
func (c *config) firstIn() bool {
	switch c.rule.Discipline {
	case search.Queue:
		return true
	case search.Stack:
		return false
	}
	return c.ties == search.TiesFirstIn || c.ties == search.TiesLowHFirstIn
}

// lowH reports whether equal keys go to the lowest h first.
func (c *config) lowH() bool { return c.ties == search.TiesLowH || c.ties == search.TiesLowHFirstIn }

// graph reports whether the model keeps a reached or explored set.
func (c *config) graph() bool {
	return c.pruning == search.PruneGraph || c.pruning == search.PruneDefault
}

// Words describes the convention in a line of a report: "ties to the
// node added last; goal test when a node is expanded; a state marked as
// reached when it joins the frontier".
func (c *config) Words() string {
	var parts []string
	switch c.rule.Discipline {
	case search.Lowest:
		parts = append(parts, c.ties.Words())
	case search.Rounds:
		if c.ties == search.TiesLastIn {
			parts = append(parts, "ties to the state generated last")
		} else {
			parts = append(parts, "ties to the state generated first")
		}
	}
	if c.rule.Discipline != search.Rounds {
		if c.goal == search.GoalOnGeneration {
			parts = append(parts, "goal test when a node is generated")
		} else if c.rule.Discipline == search.Deepening {
			parts = append(parts, "goal test when the walk reaches a node")
		} else {
			parts = append(parts, "goal test when a node is taken off the frontier")
		}
	}
	switch {
	case c.rule.Discipline == search.Deepening:
		parts = append(parts, map[search.Pruning]string{
			search.PruneNone:   "no pruning",
			search.PruneParent: "the move straight back pruned",
			search.PrunePath:   "states on the current path pruned",
		}[c.pruning])
		if c.visits {
			parts = append(parts, "every node entered printed")
		}
	case c.rule.Discipline == search.Rounds:
	case !c.graph():
		parts = append(parts, map[search.Pruning]string{search.PruneNone: "tree search", search.PrunePath: "states on the node's path pruned"}[c.pruning])
	default:
		parts = append(parts, c.seen.Words())
		if c.rule.Discipline == search.Lowest && c.update && c.how != repush {
			parts = append(parts, c.how.words())
		}
		if c.rule.Discipline == search.Lowest && c.update && !c.reopen {
			parts = append(parts, "an explored state never reopened")
		}
	}
	return strings.Join(parts, "; ")
}

// updating is how a program puts a cheaper path to a state on its
// frontier in place of the dearer one. For a frontier ordered by g or f
// the three agree but on ties; ordered by h alone, they part.
type updating int

const (
	// repush: the cheaper path joins the frontier anew; the dearer entry
	// is skipped when popped.
	repush updating = iota
	// inPlace: the state's entry takes the cheaper path where it stands
	// (a decrease-key), keeping its place among equal keys.
	inPlace
	// tickets: every entry is a ticket for its state, whose best g a
	// table keeps; the first ticket popped expands the state at that g,
	// the others are skipped while it stays explored.
	tickets
)

func (u updating) words() string {
	switch u {
	case inPlace:
		return "a cheaper path updating its state's entry where it stands"
	case tickets:
		return "the first entry of a state popped expanding it at its best g so far"
	}
	return "a cheaper path joining the frontier anew"
}
