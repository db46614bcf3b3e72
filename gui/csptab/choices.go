package csptab

import (
	"frontier/core/csp"
	"frontier/core/puzzles"
)

// kind is how a problem is drawn.
type kind int

const (
	mapKind kind = iota
	queensKind
	sudokuKind
)

// problemChoice is one entry of the problem menu: its label, the problem
// the catalogue makes of it, and how it is drawn.
type problemChoice struct {
	label string
	spec  puzzles.CSPSpec
	kind  kind
}

// problemChoices are the problem menu's entries. A route map comes from
// the catalogue as a map to colour, its roads the borders.
var problemChoices = []problemChoice{
	{"Australia, 3 colours", puzzles.CSPSpec{Problem: "australia", Colors: 3}, mapKind},
	{"Romania, 3 colours", puzzles.CSPSpec{Problem: "map", Map: "romania", Colors: 3}, mapKind},
	{"Romania, 4 colours", puzzles.CSPSpec{Problem: "map", Map: "romania", Colors: 4}, mapKind},
	{"4-queens", puzzles.CSPSpec{Problem: "queens", N: 4}, queensKind},
	{"6-queens", puzzles.CSPSpec{Problem: "queens", N: 6}, queensKind},
	{"8-queens", puzzles.CSPSpec{Problem: "queens", N: 8}, queensKind},
	{"Sudoku easy", puzzles.CSPSpec{Problem: "sudoku", Board: "easy"}, sudokuKind},
	{"Sudoku harder", puzzles.CSPSpec{Problem: "sudoku", Board: "harder"}, sudokuKind},
}

// choiceOf is the problem entry labelled label (the first when none is).
func choiceOf(label string) problemChoice {
	for _, c := range problemChoices {
		if c.label == label {
			return c
		}
	}
	return problemChoices[0]
}

// options is a menu's entries from the rules of flag, by title, and the
// ids they stand for.
func options(flag string) (titles, ids []string) {
	for _, r := range csp.Rules {
		if r.Flag == flag {
			titles, ids = append(titles, r.Title), append(ids, r.ID)
		}
	}
	return titles, ids
}

// idOf is the id of the rule of flag titled title.
func idOf(flag, title string) string {
	for _, r := range csp.Rules {
		if r.Flag == flag && r.Title == title {
			return r.ID
		}
	}
	return ""
}

// labels are the menus' entries.
func labels() []string {
	out := make([]string, len(problemChoices))
	for i, c := range problemChoices {
		out[i] = c.label
	}
	return out
}
