package check

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/core/textio"
)

// Pins are the conventions an assignment fixes; a zero field leaves that
// convention free, to be recognised.
type Pins struct {
	// Order is the order in which the program must try the puzzle's
	// moves (puzzles whose moves are named alike everywhere).
	Order []string
	// Ties, GoalTest and Seen fix the tie-break, the goal test and when a
	// state counts as seen; Pruning fixes the pruning.
	Ties     search.Ties
	GoalTest search.GoalTest
	Seen     search.Seen
	Pruning  search.Pruning
	// Update fixes what UCS or A* does with a cheaper path to a state on
	// the frontier, by its id (search.Update.ID: none, repush, in-place,
	// tickets).
	Update string
	// Count fixes how the program counts.
	Count Counting
	// Require names what the answer must hold besides its moves: cost,
	// expanded, generated.
	Require []string
	// Names are the moves as the program must write them, exactly (Up,
	// Down, Left, Right: the puzzle's move names in a case of the
	// assignment's); nil takes a move's name in any case.
	Names []string
}

// CheckOrder reports whether the pinned order names each of a puzzle's
// moves once: moves, ck's names, on a puzzle whose moves are named
// alike at every position.
func (p Pins) CheckOrder(ck puzzles.Checking) error {
	return eachMoveOnce(ck, p.Order, "an order of moves", "the order names", "the order names", func(m string) string { return m })
}

// CheckNames reports whether the pinned names spell each of a puzzle's
// moves (ck's) once, in a case of their own.
func (p Pins) CheckNames(ck puzzles.Checking) error {
	return eachMoveOnce(ck, p.Names, "the moves' names", "the names name", "the names spell", strings.ToLower)
}

// eachMoveOnce reports whether list names each of ck's moves once, each
// of its words read as a move by move; what names the list, and names
// and spells begin the errors' sentences about it.
func eachMoveOnce(ck puzzles.Checking, list []string, what, names, spells string, move func(string) string) error {
	if len(list) == 0 {
		return nil
	}
	if !ck.FixedMoves {
		return errors.New(what + " can be fixed only where every position's moves are named alike (the sliding puzzle, the cube)")
	}
	seen := map[string]bool{}
	for _, w := range list {
		m := move(w)
		switch {
		case !slices.Contains(ck.MoveNames, m):
			return fmt.Errorf("%s %s, which is not one of the moves (%s)", names, textio.Quote(w), strings.Join(ck.MoveNames, ", "))
		case seen[m]:
			return fmt.Errorf("%s %s twice", names, textio.Quote(w))
		}
		seen[m] = true
	}
	if len(seen) != len(ck.MoveNames) {
		return fmt.Errorf("%s %d of the %d moves: give them all (%s)", spells, len(seen), len(ck.MoveNames), strings.Join(ck.MoveNames, ", "))
	}
	return nil
}

// conventions lists the models of engine e that a right program may
// follow, under pins, the engine's own first.
func conventions(d search.Description, pins Pins, width int) []*config {
	pick := func(pin, own string, admitted []string) []string {
		if pin != "" {
			return []string{pin}
		}
		if len(admitted) == 0 {
			return []string{own}
		}
		return admitted
	}
	prunings := []search.Pruning{search.PruneGraph}
	if len(d.Prunings) > 0 {
		prunings = d.Prunings[:1]
		if d.Policy.Rule.Discipline == search.Deepening {
			prunings = d.Prunings
		}
	}
	if pins.Pruning != "" {
		prunings = []search.Pruning{pins.Pruning}
	}
	var out []*config
	for _, pr := range prunings {
		for _, goal := range pick(string(pins.GoalTest), string(search.GoalOnExpansion), strs(d.Admits.GoalTests)) {
			base := config{engine: d.ID, pol: search.Policy{Rule: d.Policy.Rule, Pruning: pr, GoalTest: search.GoalTest(goal)}, width: width}
			switch d.Policy.Rule.Discipline {
			case search.Deepening:
				for _, visits := range []bool{false, true} {
					if visits && !d.Admits.Visits {
						continue
					}
					c := base
					c.visits = visits
					out = append(out, &c)
				}
			case search.Meet:
				c := base
				c.pol = d.Policy
				out = append(out, &c)
			case search.Rounds:
				for _, t := range pick(string(pins.Ties), string(search.TiesFirstIn), []string{string(search.TiesFirstIn), string(search.TiesLastIn)}) {
					c := base
					c.pol.Ties = search.Ties(t)
					out = append(out, &c)
				}
			default:
				out = append(out, graphVariants(base, d.Admits, pins)...)
			}
		}
	}
	return out
}

// graphVariants are base with each tie-break, moment of marking a state
// seen and choice of reopening admitted.
func graphVariants(base config, a search.Conventions, pins Pins) []*config {
	ties := []search.Ties{search.TiesLastIn}
	if base.pol.Rule.Discipline == search.Lowest && len(a.Ties) > 0 {
		ties = a.Ties
	}
	if pins.Ties != "" {
		ties = []search.Ties{pins.Ties}
	}
	seen := a.Seen
	if len(seen) == 0 {
		seen = []search.Seen{search.SeenPushed}
	}
	if pins.Seen != "" {
		seen = []search.Seen{pins.Seen}
	}
	if !base.pol.Graph() {
		seen = seen[:1]
	}
	reopens := []bool{false}
	updates := []search.Update{search.UpdateNone}
	if a.Update {
		// A state's first path kept is a convention of its own, which
		// courses teach; a cheaper path taken, one of three ways.
		updates = []search.Update{search.UpdateRepush, search.UpdateInPlace, search.UpdateTickets, search.UpdateNone}
		if base.pol.Rule.Discipline == search.Lowest {
			reopens = []bool{true, false}
		}
	}
	if pins.Update != "" {
		u, _ := search.ParseUpdate(pins.Update)
		updates = []search.Update{u}
	}
	var out []*config
	for _, t := range ties {
		for _, s := range seen {
			for _, r := range reopens {
				for _, u := range updates {
					switch {
					case u == search.UpdateNone && r:
						continue // a program that keeps a state's first path reopens nothing
					case u != search.UpdateNone && u != search.UpdateRepush && (s != search.SeenPushed || base.pol.Rule.Discipline != search.Lowest):
						continue
					}
					c := base
					c.pol.Ties, c.pol.Seen, c.pol.Update, c.pol.Reopen = t, s, u, r
					out = append(out, &c)
				}
			}
		}
	}
	return out
}

// mistakes lists the models of the mistakes students make in programs of
// engine e: each of the engine's conventions with one thing changed.
func mistakes(d search.Description, pins Pins, width int) []*config {
	base := conventions(d, pins, width)
	var out []*config
	seen := map[config]bool{}
	for k := range d.Mistakes {
		mk := &d.Mistakes[k]
		for _, b := range base {
			c := *b
			c.mistake = mk
			if mk.Rule.Discipline != 0 {
				c.pol.Rule = mk.Rule
				if c.pol.Rule.Discipline != search.Lowest {
					c.pol.Ties = search.TiesLastIn
					c.pol.Update, c.pol.Reopen = search.UpdateNone, false
				}
			}
			if mk.GoalTest != "" {
				c.pol.GoalTest = mk.GoalTest
			}
			if mk.NoUpdate {
				if c.pol.Seen != search.SeenPushed {
					continue
				}
				c.pol.Update, c.pol.Reopen = search.UpdateNone, false
			}
			c.pol.Explored = mk.Explored
			c.pol.LimitFirst = mk.LimitFirst
			key := c
			key.mistake = nil
			key.estimate = ""
			if seen[key] && mk.Estimate == search.EstimateAsked {
				continue
			}
			seen[key] = true
			out = append(out, &c)
		}
	}
	return out
}

func strs[T ~string](xs []T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = string(x)
	}
	return out
}

// chain records in o that the moves of seq, names from names, leave the
// frontier in that order, or in its reverse when reversed. Names that are
// not moves are left out (Pins.CheckOrder refuses them first).
func chain(o *order, names, seq []string, reversed bool) {
	idx := make([]int8, 0, len(seq))
	for _, m := range seq {
		if i := slices.Index(names, m); i >= 0 && i < maxSlots {
			idx = append(idx, int8(i))
		}
	}
	if reversed {
		slices.Reverse(idx)
	}
	for k := 1; k < len(idx); k++ {
		o.add(slot{index: idx[k-1]}, slot{index: idx[k]})
	}
}
