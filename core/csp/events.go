package csp

// Observer sees every step of a run, in order, on the running goroutine.
// Events are the observer's to keep: none of their slices is reused. A
// run without an observer builds no event.
type Observer func(Event)

// Event is one step of a run: one of the *Event types of this file.
type Event interface{ At() Mark }

// Mark is where an event happened: its step, numbered from 1 in the run,
// and the counts just after it.
type Mark struct {
	Step   int
	Counts Counts
}

// At is the event's mark.
func (m Mark) At() Mark { return m }

// Arc is the arc (X, Y): X's domain revised against Y's.
type Arc struct{ X, Y int }

// Pair is a variable and one of its values.
type Pair struct{ Var, Value int }

// QueueEvent: AC-3 starts, on its own or in MAC after an assignment, with
// the arcs of Queue, first to be revised first.
type QueueEvent struct {
	Mark
	Queue []Arc
}

// ReviseEvent: the arc is revised. Waiting are the arcs left in the
// queue once it was taken (none in forward checking, which has no queue).
// Against is Y's values left; Supports holds, for each value of X's
// values left in domain order, the first value of Against that agrees
// with it, or -1: those values are removed, each with a RemoveEvent
// after this one. Checks is how many checks the revision made.
type ReviseEvent struct {
	Mark
	Arc      Arc
	Waiting  []Arc
	Against  []int
	Supports []Support
	Checks   int64
}

// Support is a value of the revised variable and the value of the
// neighbour that supports it, -1 for none.
type Support struct{ Value, By int }

// Removed are the values of X the revision removes.
func (e *ReviseEvent) Removed() []int {
	var out []int
	for _, s := range e.Supports {
		if s.By < 0 {
			out = append(out, s.Value)
		}
	}
	return out
}

// RemoveEvent: Value leaves Var's domain. With Assigned, Var was just
// given another value; otherwise no value of Arc.Y's values left,
// Against, agrees with it (Arc.X is Var).
type RemoveEvent struct {
	Mark
	Var, Value int
	Assigned   bool
	Arc        Arc
	Against    []int
}

// EnqueueEvent: after a revision of (X, Y) removed values, AC-3 appends
// the arcs (Z, X) not already waiting.
type EnqueueEvent struct {
	Mark
	Added []Arc
}

// WipeoutEvent: inference, or AC-3, emptied Var's domain revising Arc:
// the assignment just made fails (AC-3 alone: the problem has no
// solution).
type WipeoutEvent struct {
	Mark
	Var int
	Arc Arc
}

// ChooseEvent: backtracking chooses the next variable (see VarChoice).
type ChooseEvent struct {
	Mark
	VarChoice
}

// VarChoice is a choice of variable and why: the rule, and every
// unassigned variable with its values left and degree, by number.
type VarChoice struct {
	Var        int
	Rule       VarOrder
	Candidates []Candidate
}

// Candidate is an unassigned variable as the variable orders see it: how
// many values it has left, and its degree, the number of other unassigned
// variables it shares a constraint with.
type Candidate struct {
	Var, Left, Degree int
}

// OrderEvent: backtracking orders the chosen variable's values (see
// ValueOrder).
type OrderEvent struct {
	Mark
	ValueOrder
}

// ValueOrder is the order a variable's values are tried in, and why:
// every value left, first tried first, each with the values it rules out
// in the unassigned neighbours (LCV; static leaves them uncounted).
type ValueOrder struct {
	Var    int
	Rule   ValOrder
	Values []Ranked
}

// Ranked is a value in the order, with what LCV counted for it: the
// values it rules out, in total and in each unassigned neighbour that
// loses one (by number).
type Ranked struct {
	Value    int
	RuledOut int
	In       []RuledOut
}

// RuledOut is a neighbour's values left that a value rules out.
type RuledOut struct {
	Var    int
	Values []int
}

// RefuseEvent: with no inference, Value of Var disagrees with By = ByValue,
// an assigned neighbour, and is not assigned.
type RefuseEvent struct {
	Mark
	Var, Value  int
	By, ByValue int
}

// AssignEvent: Var = Value. Stack is every assignment now in force, first
// made first.
type AssignEvent struct {
	Mark
	Var, Value int
	Stack      []Pair
}

// UndoEvent: Var = Value is undone, and the values its inference removed
// come back (Restored, in the order they were removed).
type UndoEvent struct {
	Mark
	Var, Value int
	Restored   []Pair
}

// BacktrackEvent: the search gives up on Var, every value in its order
// used, and goes back to the assignment before (none: the search ends).
type BacktrackEvent struct {
	Mark
	Var int
}

// SolutionEvent: every variable is assigned, Values[v] the value of v.
// Number counts the solutions found, this one included.
type SolutionEvent struct {
	Mark
	Values []int
	Number int64
}
