package search

import (
	"fmt"
	"slices"
	"strings"

	"frontier/core/textio"
)

// Pruning is which children an engine drops before they join its
// frontier: the choices a search course teaches. The zero value is the
// engine's own default (the first of Description.Prunings).
type Pruning string

// The pruning choices.
const (
	// PruneDefault is the engine's default choice.
	PruneDefault Pruning = ""
	// PruneNone is tree search: every child joins the frontier, so a
	// state is searched once per path that reaches it, and a cycle can
	// be followed until a limit stops the search.
	PruneNone Pruning = "none"
	// PruneParent drops only the move straight back to the parent and a
	// move reaching the same state as an earlier sibling: what IDS and
	// IDA* do by default.
	PruneParent Pruning = "parent"
	// PrunePath is cycle checking: a child whose state is on its own path
	// from the start is dropped (FateCycle).
	PrunePath Pruning = "path"
	// PruneGraph is graph search (multiple-path pruning): a child whose
	// state was already reached is dropped (FateDuplicate), unless UCS or
	// A* reached it more cheaply, which puts it back on the frontier.
	PruneGraph Pruning = "graph"
)

// Prunings is every pruning choice, in the order menus list them.
var Prunings = []Pruning{PruneNone, PruneParent, PrunePath, PruneGraph}

// Title is the choice as a menu shows it.
func (p Pruning) Title() string {
	switch p {
	case PruneNone:
		return "none (tree search)"
	case PruneParent:
		return "parent (no move back)"
	case PrunePath:
		return "path (cycle check)"
	case PruneGraph:
		return "graph (reached set)"
	}
	return "default"
}

// GoalTest is when an engine tests a node for the goal. The zero value is
// the engine's default (the first of Description.GoalTests).
type GoalTest string

// The goal-test choices.
const (
	GoalDefault GoalTest = ""
	// GoalOnGeneration tests a child as it is generated: the search ends
	// one layer of expansions sooner.
	GoalOnGeneration GoalTest = "generated"
	// GoalOnExpansion tests a node when it is taken off the frontier,
	// before it is expanded.
	GoalOnExpansion GoalTest = "expanded"
)

// GoalTests is every goal-test choice, in the order menus list them.
var GoalTests = []GoalTest{GoalOnGeneration, GoalOnExpansion}

// Title is the choice as a menu shows it.
func (g GoalTest) Title() string {
	switch g {
	case GoalOnGeneration:
		return "when generated"
	case GoalOnExpansion:
		return "when expanded"
	}
	return "default"
}

// ParsePruning checks a pruning choice typed by a user.
func ParsePruning(s string) (Pruning, error) {
	if slices.Contains(Prunings, Pruning(s)) {
		return Pruning(s), nil
	}
	return "", fmt.Errorf("unknown pruning %s (want %s)", textio.Quote(s), listOf(Prunings))
}

// ParseGoalTest checks a goal-test choice typed by a user.
func ParseGoalTest(s string) (GoalTest, error) {
	if slices.Contains(GoalTests, GoalTest(s)) {
		return GoalTest(s), nil
	}
	return "", fmt.Errorf("unknown goal test %s (want %s)", textio.Quote(s), listOf(GoalTests))
}

// Prunings is the pruning choices the engine offers, its default first;
// nil when it offers no choice.
func (e Engine) Prunings() []Pruning {
	if d := lookup(e); d != nil {
		return slices.Clone(d.Prunings)
	}
	return nil
}

// GoalTests is the goal-test choices the engine offers, its default
// first; nil when it offers no choice.
func (e Engine) GoalTests() []GoalTest {
	if d := lookup(e); d != nil {
		return slices.Clone(d.GoalTests)
	}
	return nil
}

// CheckChoices reports, in one line, a pruning or goal-test choice of
// opts that engine e does not offer; nil when e honours both.
func (e Engine) CheckChoices(opts Options) error {
	d := lookup(e)
	if d == nil {
		return fmt.Errorf("unknown engine %s", textio.Quote(string(e)))
	}
	if opts.Pruning != PruneDefault && !slices.Contains(d.Prunings, opts.Pruning) {
		if len(d.Prunings) == 0 {
			return fmt.Errorf("%s offers no pruning choice", d.Title)
		}
		return fmt.Errorf("%s does not offer pruning %s (it offers %s)", d.Title, textio.Quote(string(opts.Pruning)), listOf(d.Prunings))
	}
	if opts.GoalTest != GoalDefault && !slices.Contains(d.GoalTests, opts.GoalTest) {
		if len(d.GoalTests) == 0 {
			return fmt.Errorf("%s offers no goal-test choice", d.Title)
		}
		return fmt.Errorf("%s does not offer goal test %s (it offers %s)", d.Title, textio.Quote(string(opts.GoalTest)), listOf(d.GoalTests))
	}
	return nil
}

// choices is opts with the engine's defaults written in, for the engine's
// code to read.
func (d *Description) choices(opts Options) Options {
	if opts.Pruning == PruneDefault && len(d.Prunings) > 0 {
		opts.Pruning = d.Prunings[0]
	}
	if opts.GoalTest == GoalDefault && len(d.GoalTests) > 0 {
		opts.GoalTest = d.GoalTests[0]
	}
	return opts
}

// ChoicesText says which pruning and goal-test choices d offers, for
// usage texts: "pruning graph (default), none or path; goal test generated
// (default) or expanded", or "no pruning choice".
func (d *Description) ChoicesText() string {
	if len(d.Prunings) == 0 {
		return "no pruning choice"
	}
	s := "pruning " + withDefault(d.Prunings)
	if len(d.GoalTests) > 0 {
		s += "; goal test " + withDefault(d.GoalTests)
	}
	return s
}

// withDefault lists choices, the first marked as the default.
func withDefault[T ~string](xs []T) string {
	ss := make([]T, len(xs))
	copy(ss, xs)
	ss[0] += " (default)"
	return listOf(ss)
}

// listOf names choices as a sentence lists them: "none, path or graph".
func listOf[T ~string](xs []T) string {
	ss := make([]string, len(xs))
	for i, x := range xs {
		ss[i] = string(x)
	}
	if len(ss) < 2 {
		return strings.Join(ss, "")
	}
	return strings.Join(ss[:len(ss)-1], ", ") + " or " + ss[len(ss)-1]
}
