package csp

import "frontier/core/search"

// Counts are what every engine counts, each as Counting defines it.
type Counts struct {
	Assignments int64 `json:"assignments"`
	Backtracks  int64 `json:"backtracks"`
	Checks      int64 `json:"checks"`
}

// Count is one of the counts and the sentence that defines it.
type Count struct {
	Name     string
	Sentence string
}

// Counting defines the counts, one sentence each, so that a student can
// count by hand what the engines count.
var Counting = []Count{
	{"assignments", "One assignment is each time the search gives a variable a value: a value refused because it disagrees with an assigned neighbour is not assigned, one that inference then undoes is (min-conflicts: each value given, by the greedy start and then by each step, the same value again included)."},
	{"backtracks", "One backtrack is each time the search gives up on a variable, every value in its order refused or failed below it (with --all, also tried below it), and goes back to undo the assignment before; giving up on the first variable counts too."},
	{"checks", "One check is one test of a pair of values, one for each of two variables, against the constraint between them (every constraint on that pair): a value tested against an assigned neighbour, and AC-3 or forward checking looking for a value of a neighbour that agrees, stopping at the first; MRV and LCV count values left without counting checks (min-conflicts: each pair of neighbours a count of conflicts tests)."},
}

// Tables are the tables `frontier engines` prints after the search
// engines' and the README carries: every choice of frontier csp with what
// it does and how it breaks ties, and the counts' definitions with the
// values left that the rules speak of.
func Tables() []search.Table {
	choices := search.Table{Title: "What each choice of frontier csp does, ties included",
		Header: []string{"flag", "id", "name", "what it does"}}
	for _, r := range Rules {
		choices.Rows = append(choices.Rows, []string{"`--" + r.Flag + "`", "`" + r.ID + "`", r.Title, r.Does})
	}
	counts := search.Table{Title: "What frontier csp counts, and what its rules mean by values left, one sentence each",
		Header: []string{"word", "definition"}}
	for _, c := range Counting {
		counts.Rows = append(counts.Rows, []string{"`" + c.Name + "`", c.Sentence})
	}
	counts.Rows = append(counts.Rows, []string{"values left", ValuesLeft})
	return []search.Table{choices, counts}
}
