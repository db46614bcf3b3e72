package cube

import "frontier/core/search"

// Problem is the cube as a search problem: search.Problem[State] and
// search.Heuristic[State]. Every state has 18 successors, one per move in
// the fixed move order (see Move), each costing 1; since a State has no
// orientation they come in pairs (U and D lead to the same state, and so
// on), which graph searches merge and tree searches walk twice.
type Problem struct {
	start State
	h     heuristic
	info  HeuristicInfo
}

// NewProblem returns the problem of solving start, guided by the heuristic
// called name (see Heuristics). With "exact" it builds the exact table
// first if ExactReady is false, which takes a fraction of a second; a
// window that must stay responsive calls ExactTable in the background
// first.
func NewProblem(start State, name string) (*Problem, error) {
	h, info, err := newHeuristic(name)
	if err != nil {
		return nil, err
	}
	return &Problem{start: start, h: h, info: info}, nil
}

// Start returns the state to solve.
func (p *Problem) Start() State { return p.start }

// IsGoal reports whether every face of s shows one colour.
func (p *Problem) IsGoal(s State) bool { return s == State{} }

var moveLabels = func() [NumMoves]string {
	var l [NumMoves]string
	for m := range l {
		l[m] = Move(m).String()
	}
	return l
}()

// Successors appends the 18 states one move from s, in the move order.
func (p *Problem) Successors(s State, dst []search.Step[State]) []search.Step[State] {
	t := moveTables()
	pm := t.perm[int(s.perm)*nReduced:]
	om := t.ori[int(s.ori)*nReduced:]
	for m := range Move(NumMoves) {
		q := m.reduced()
		next := State{perm: pm[q], ori: om[q]}
		dst = append(dst, search.Step[State]{State: next, Move: moveLabels[m], Cost: 1})
	}
	return dst
}

// Estimate returns the heuristic's estimate of the moves left from s.
func (p *Problem) Estimate(s State) int { return p.h(s) }

// Admissible reports whether the heuristic never overestimates.
func (p *Problem) Admissible() bool { return p.info.Admissible }

// IndexSize is NumStates: every state has a rank (search.Indexed), so
// graph searches keep their reached set in a bitset of 460 KB.
func (p *Problem) IndexSize() int { return NumStates }

// StateIndex is s.Rank().
func (p *Problem) StateIndex(s State) int { return s.Rank() }

// GoalState is the solved cube: a search back from it starts there.
func (p *Problem) GoalState() (State, bool) { return State{}, true }

// Predecessors appends the 18 states one move before s, each with the
// move that leads from it to s, in the move order: the state the inverse
// of each move makes from s.
func (p *Problem) Predecessors(s State, dst []search.Step[State]) []search.Step[State] {
	t := moveTables()
	pm := t.perm[int(s.perm)*nReduced:]
	om := t.ori[int(s.ori)*nReduced:]
	for m := range Move(NumMoves) {
		q := m.Inverse().reduced()
		dst = append(dst, search.Step[State]{State: State{perm: pm[q], ori: om[q]}, Move: moveLabels[m], Cost: 1})
	}
	return dst
}
