package puzzles

import (
	"fmt"
	"strings"
)

// ID names a puzzle by its command-line id.
type ID string

// The puzzles of this package.
const (
	Sliding ID = "sliding"
	Cube    ID = "cube"
)

// HeuristicID names a heuristic by its command-line id. A puzzle offers
// the ones it lists in Kind.Heuristics.
type HeuristicID string

// The heuristics of the puzzles of this package.
const (
	HeuristicNone               HeuristicID = "none"
	HeuristicMisplaced          HeuristicID = "misplaced"
	HeuristicManhattan          HeuristicID = "manhattan"
	HeuristicEuclidean          HeuristicID = "euclidean"
	HeuristicManhattanMisplaced HeuristicID = "manhattan+misplaced"
	HeuristicLinearConflict     HeuristicID = "linear-conflict"
	HeuristicChebyshev          HeuristicID = "chebyshev"
	HeuristicPDB                HeuristicID = "pdb"
	HeuristicOpposingColors     HeuristicID = "opposing-colors"
	HeuristicExact              HeuristicID = "exact"
)

// aliases are short names for heuristics: h1 is misplaced tiles, h2
// Manhattan distance, h0 no heuristic.
var aliases = map[string]HeuristicID{
	"h0": HeuristicNone, "zero": HeuristicNone,
	"h1": HeuristicMisplaced, "h2": HeuristicManhattan,
}

// Options configure a puzzle. The zero value is every puzzle's default;
// a puzzle refuses an option it does not take (see Puzzle.Takes).
type Options struct {
	// Width is the sliding board's side, 2 to 5; 0 means 3.
	Width int
	// Diagonal lets the sliding puzzle's blank also move diagonally.
	Diagonal bool
	// Goal is the sliding puzzle's goal: "" or "blank-first" (the
	// default), "blank-last", or a state.
	Goal string
}

// Option names one field of Options, for messages.
type Option string

// The options.
const (
	OptionWidth    Option = "width"
	OptionDiagonal Option = "diagonal"
	OptionGoal     Option = "goal"
)

// given lists the options o sets.
func (o Options) given() []Option {
	var out []Option
	if o.Width != 0 {
		out = append(out, OptionWidth)
	}
	if o.Diagonal {
		out = append(out, OptionDiagonal)
	}
	if o.Goal != "" {
		out = append(out, OptionGoal)
	}
	return out
}

// OptionError is an error about one option. Its text starts with the
// option's name ("width is for the sliding puzzle, not the 2×2×2 cube"),
// so a command line can put its flag marker in front.
type OptionError struct {
	Option Option
	Text   string
}

func (e *OptionError) Error() string { return e.Text }

func optionErr(o Option, format string, a ...any) error {
	return &OptionError{Option: o, Text: string(o) + fmt.Sprintf(format, a...)}
}

// notTaken is the error for an option p does not take.
func notTaken(o Option, p Puzzle) error {
	var takers []string
	for _, q := range List() {
		for _, t := range q.Takes {
			if t == o {
				takers = append(takers, "the "+q.Title)
			}
		}
	}
	if len(takers) == 0 {
		return optionErr(o, " is for no puzzle, not the %s either", p.Title)
	}
	return optionErr(o, " is for %s, not the %s", strings.Join(takers, " or "), p.Title)
}
