package search

import (
	"fmt"
	"slices"
	"strings"
)

// Discipline is how an engine's frontier gives up its next node.
type Discipline int

// The disciplines of the engines.
const (
	// Queue: first in, first out (BFS).
	Queue Discipline = iota + 1
	// Stack: last in, first out (DFS).
	Stack
	// Lowest: the node of lowest key first (UCS on g, greedy on h, A* on
	// f = g + h).
	Lowest
	// Deepening: depth-first passes that stop at a bound on the key, the
	// bound raised pass by pass (IDS on the depth, IDA* on f).
	Deepening
	// Rounds: each round expands a beam of nodes and keeps, of all their
	// new children, the k of lowest key as the next round's beam (beam
	// search on h).
	Rounds
)

// Key is what an engine ranks or bounds its nodes by.
type Key int

// The keys.
const (
	KeyNone  Key = iota
	KeyG         // the path cost from the start
	KeyH         // the estimate of the cost left
	KeyF         // g + h
	KeyDepth     // the number of moves from the start
)

// Of is the key of a node of path cost g, estimate h and depth d.
func (k Key) Of(g, h, d int) int {
	switch k {
	case KeyG:
		return g
	case KeyH:
		return h
	case KeyF:
		return g + h
	case KeyDepth:
		return d
	}
	return 0
}

// Name is the key's letter as a student writes it: "f".
func (k Key) Name() string {
	switch k {
	case KeyG:
		return "g"
	case KeyH:
		return "h"
	case KeyF:
		return "f"
	case KeyDepth:
		return "depth"
	}
	return ""
}

// Formula is the key's definition: "f = g + h", "g", "the depth".
func (k Key) Formula() string {
	switch k {
	case KeyF:
		return "f = g + h"
	case KeyDepth:
		return "the depth"
	}
	return k.Name()
}

// Phrase is the key as a student reads it after "the lowest": "path
// cost g", "estimate h", "f = g + h".
func (k Key) Phrase() string {
	switch k {
	case KeyG:
		return "path cost g"
	case KeyH:
		return "estimate h"
	}
	return k.Formula()
}

// Worked is the key of a node written out: "f = 3 + 9 = 12", "g = 7".
func (k Key) Worked(g, h, d int) string {
	switch k {
	case KeyF:
		return fmt.Sprintf("f = %d + %d = %d", g, h, g+h)
	case KeyDepth:
		return fmt.Sprintf("depth %d", d)
	}
	return fmt.Sprintf("%s = %d", k.Name(), k.Of(g, h, d))
}

// Rule is how an engine chooses the next node to expand: its discipline
// and the key it ranks or bounds by. Predict mode explains an expansion
// by it, and the checker of students' programs models the engine from it.
type Rule struct {
	Discipline Discipline
	Key        Key
}

// Words is the rule as a sentence's verb phrase: "expands the lowest
// f = g + h", "expands the node that has waited longest".
func (r Rule) Words() string {
	switch r.Discipline {
	case Queue:
		return "expands the node that has waited longest (first in, first out)"
	case Stack:
		return "expands the node added last (last in, first out)"
	case Lowest:
		return "expands the lowest " + r.Key.Phrase()
	case Deepening:
		return "goes depth first, within a bound on " + r.Key.Formula() + " raised pass by pass"
	case Rounds:
		return "keeps, each round, the new nodes of lowest " + r.Key.Formula()
	case Meet:
		return "grows a frontier from the start and one from the goal, the smaller layer first, until they meet"
	}
	return "expands its nodes in an order of its own"
}

// Ties is how an engine orders nodes of equal key on its frontier.
type Ties string

// The tie-breaks a course teaches.
const (
	// TiesLastIn takes, among equal keys, the node added to the frontier
	// last.
	TiesLastIn Ties = "last-in"
	// TiesFirstIn takes the node added first.
	TiesFirstIn Ties = "first-in"
	// TiesLowH takes the node of lowest h, then the one added last (A*).
	TiesLowH Ties = "low-h"
	// TiesLowHFirstIn takes the node of lowest h, then the one added
	// first.
	TiesLowHFirstIn Ties = "low-h-first-in"
	// TiesAny takes, among equal keys, whichever node a program's own
	// fixed rule takes (a priority queue of (f, state) pairs compares
	// the states): the checker follows the program's choice.
	TiesAny Ties = "any"
)

// TieRules are the tie-breaks, as a user types them.
var TieRules = []Ties{TiesLastIn, TiesFirstIn, TiesLowH, TiesLowHFirstIn, TiesAny}

// Words is the tie-break as a clause: "ties to the node added last".
func (t Ties) Words() string {
	switch t {
	case TiesFirstIn:
		return "ties to the node added first"
	case TiesLowH:
		return "ties to the lowest h, then to the node added last"
	case TiesLowHFirstIn:
		return "ties to the lowest h, then to the node added first"
	case TiesAny:
		return "ties broken by a rule of the program's own"
	}
	return "ties to the node added last"
}

// Seen is when a graph search counts a state as seen, so that it never
// joins the frontier again (unless reached more cheaply, where the engine
// updates).
type Seen string

// The two moments.
const (
	// SeenPushed marks a state when it joins the frontier: it is never on
	// the frontier twice (a reached set).
	SeenPushed Seen = "pushed"
	// SeenExpanded marks a state when it is expanded (an explored or
	// closed set): a state may wait on the frontier several times, and
	// its later copies are skipped when popped.
	SeenExpanded Seen = "expanded"
)

// Words says when a state counts as seen.
func (s Seen) Words() string {
	if s == SeenExpanded {
		return "a state marked as explored when it is expanded (its later copies skipped when popped)"
	}
	return "a state marked as reached when it joins the frontier (never on it twice)"
}

// Conventions are the variants of an engine that courses teach, each as
// right as the engine's own: a student's program following any of them
// passes the checker, which names the one it recognised. The engine's own
// choice of each comes first. Every engine admits any fixed order of the
// puzzle's moves and counting the start or not.
type Conventions struct {
	// Ties lists the tie-breaks admitted among equal keys (Lowest).
	Ties []Ties
	// GoalTests lists when the goal may be tested.
	GoalTests []GoalTest
	// Seen lists when graph search may mark a state (Queue, Stack,
	// Lowest).
	Seen []Seen
	// Update: a cheaper path to a state on the frontier replaces the old
	// one (Lowest, graph search). Where it is false the engine keeps the
	// first path, as greedy search does.
	Update bool
	// Visits: a program of a Deepening engine may print every node its
	// walk enters, not only those it expands.
	Visits bool
}

// Mistake is an error students make in programs of an engine, which the
// checker models and names when it explains a program's expansions: the
// engine with one thing changed.
type Mistake struct {
	// ID names the mistake in reports and JSON: "wrong-priority".
	ID string
	// Rule, when set, is the rule the program follows instead.
	Rule Rule
	// GoalTest, when set, is when the program tests the goal instead.
	GoalTest GoalTest
	// NoUpdate: the program keeps the first path to a state on the
	// frontier, though a later one is cheaper.
	NoUpdate bool
	// Explored: a Deepening program keeps an explored set, within each
	// pass (ExploredPerPass) or across passes (ExploredAcross).
	Explored Explored
	// LimitFirst: a Deepening program checks the depth limit before the
	// goal test, so a goal at the limit is found only a pass later.
	LimitFirst bool
	// Estimate: the program's A* follows another estimate than the one
	// asked for: one that overestimates (EstimateOverestimating) or
	// another of the puzzle's heuristics (EstimateOther).
	Estimate Estimate
	// Says is what the program does, as a sentence ("Your A* stops when it
	// generates the goal, not when it expands it."); Hint how to mend it.
	Says, Hint string
}

// Explored is an explored set a Deepening program keeps by mistake.
type Explored int

// The explored sets.
const (
	ExploredNone Explored = iota
	ExploredPerPass
	ExploredAcross
)

// Estimate is which estimate a mistaken A* follows.
type Estimate int

// The estimates.
const (
	EstimateAsked Estimate = iota
	EstimateOverestimating
	EstimateOther
)

// The mistakes the engine table names.
const (
	MistakeGoalAtGeneration = "goal-test-at-generation"
	MistakeNoCheaperPath    = "no-cheaper-path"
	MistakeWrongPriority    = "wrong-priority"
	MistakeWrongQueue       = "wrong-queue"
	MistakeIDSIterations    = "ids-iterations"
	MistakeIDSExplored      = "ids-explored"
	MistakeInadmissible     = "inadmissible-heuristic"
	MistakeWrongHeuristic   = "wrong-heuristic"
)

// Words lists the conventions as a table's cell: "ties last-in or
// first-in; goal test expanded; seen pushed or expanded; a cheaper path
// updates"; "—" for none.
func (c Conventions) Words() string {
	var parts []string
	if len(c.Ties) > 0 {
		parts = append(parts, "ties "+listOf(c.Ties))
	}
	if len(c.GoalTests) > 0 {
		parts = append(parts, "goal test "+listOf(c.GoalTests))
	}
	if len(c.Seen) > 0 {
		parts = append(parts, "seen "+listOf(c.Seen))
	}
	if c.Update {
		parts = append(parts, "a cheaper path updates")
	}
	if c.Visits {
		parts = append(parts, "every node entered may be printed")
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, "; ")
}

// MistakeIDs lists the ids of the engine's mistakes once each, in order.
func (d *Description) MistakeIDs() []string {
	var ids []string
	for _, m := range d.Mistakes {
		if !slices.Contains(ids, m.ID) {
			ids = append(ids, m.ID)
		}
	}
	return ids
}

// The mistakes several engines share, said of the engine titled title.

func goalAtGeneration(title string) Mistake {
	return Mistake{ID: MistakeGoalAtGeneration, GoalTest: GoalOnGeneration,
		Says: "Your " + title + " stops when it generates the goal, not when it takes the goal off the frontier, so a cheaper path still waiting there is lost.",
		Hint: "Test a node for the goal when you pop it, before expanding it."}
}

func noCheaperPath(title string) Mistake {
	return Mistake{ID: MistakeNoCheaperPath, NoUpdate: true,
		Says: "Your " + title + " ignores a cheaper path to a state already on the frontier.",
		Hint: "When a child reaches a state on the frontier at a lower g, replace that entry (or add the cheaper one and skip the stale one when popped)."}
}

func inadmissible(title string) Mistake {
	return Mistake{ID: MistakeInadmissible, Estimate: EstimateOverestimating,
		Says: "Your " + title + " follows an estimate that overestimates.",
		Hint: "Count only what every solution must still pay: leave the blank out of a tile heuristic."}
}

func wrongHeuristic(title string) Mistake {
	return Mistake{ID: MistakeWrongHeuristic, Estimate: EstimateOther,
		Says: "Your " + title + " follows another heuristic than the one asked for.",
		Hint: "Compute the heuristic the problem names."}
}
