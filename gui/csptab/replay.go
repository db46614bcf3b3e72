package csptab

import (
	"slices"

	"frontier/core/csp"
)

// snapshot is what Watch shows at one position: the domains and the
// assignment the events so far leave, AC-3's queue, and what the event
// on show is about.
type snapshot struct {
	pos      int
	event    csp.Event // the event on show; nil before the first
	domains  [][]int   // each variable's values left
	assigned []int     // each variable's value, −1 for none
	stack    []csp.Pair
	queue    []csp.Arc // the arcs waiting
	// revising is the revision under way: the event on show or the one
	// its removals and appended arcs follow; nil for none.
	revising *csp.ReviseEvent
	removed  []csp.Pair // the values the event on show removes
	restored []csp.Pair // the values the event on show gives back
	choice   *csp.ChooseEvent
	order    *csp.OrderEvent
	focus    int // the variable the event on show is about, −1 for none
	failed   int // the variable a backtrack or wipeout on show gives up on, −1 for none
	// backtracks are the variables given up on so far, last last.
	backtracks []int
	conflicts  []int // min-conflicts: the variables in conflict
	counts     csp.Counts
}

// snapshotAt replays the recording up to position i (clamped). Each
// position is replayed from the start: a recording holds at most
// maxEvents events, and replaying them costs less than a frame.
func (r *recording) snapshotAt(i int) *snapshot {
	p := r.p
	s := &snapshot{pos: i, focus: -1, failed: -1, assigned: make([]int, p.Vars())}
	for x := range s.assigned {
		s.assigned[x] = -1
	}
	if r.engine == csp.MinConflicts {
		return r.repairAt(s, i)
	}
	i = min(max(i, 0), len(r.events))
	s.pos = i
	view := csp.NewView(p)
	for k, e := range r.events[:i] {
		last := k == i-1
		view.Apply(e)
		s.apply(e, last)
	}
	if i > 0 {
		s.event = r.events[i-1]
		s.counts = s.event.At().Counts
	}
	s.stack = view.Stack()
	for _, a := range s.stack {
		s.assigned[a.Var] = a.Value
	}
	s.domains = make([][]int, p.Vars())
	for x := range s.domains {
		s.domains[x] = r.valuesLeft(view, s, x)
	}
	return s
}

// valuesLeft are x's values left as the rules mean it: not removed, and
// with no inference agreeing with every assigned neighbour. An assigned
// variable keeps its value alone.
func (r *recording) valuesLeft(view *csp.View, s *snapshot, x int) []int {
	d := view.Domain(x)
	if a := s.assigned[x]; a >= 0 {
		return []int{a}
	}
	if r.engine != csp.Backtracking || r.opts.Inference != csp.NoInference {
		return d
	}
	return slices.DeleteFunc(d, func(a int) bool {
		for _, y := range r.p.Neighbours(x) {
			if b := s.assigned[y]; b >= 0 && !r.p.Allows(x, a, y, b) {
				return true
			}
		}
		return false
	})
}

// apply follows e, the last event of the position when last.
func (s *snapshot) apply(e csp.Event, last bool) {
	if last {
		s.removed, s.restored = nil, nil
	}
	switch e := e.(type) {
	case *csp.QueueEvent:
		s.queue, s.revising = slices.Clone(e.Queue), nil
	case *csp.ReviseEvent:
		s.queue, s.revising = slices.Clone(e.Waiting), e
		s.focus = e.Arc.X
	case *csp.RemoveEvent:
		if last {
			s.removed = []csp.Pair{{Var: e.Var, Value: e.Value}}
		}
		s.focus = e.Var
	case *csp.EnqueueEvent:
		s.queue = append(s.queue, e.Added...)
	case *csp.WipeoutEvent:
		s.focus, s.queue = e.Var, nil
		if last {
			s.failed = e.Var
		}
	case *csp.ChooseEvent:
		s.choice, s.order, s.focus, s.revising, s.queue = e, nil, e.Var, nil, nil
	case *csp.OrderEvent:
		s.order, s.focus = e, e.Var
	case *csp.RefuseEvent:
		s.focus = e.Var
	case *csp.AssignEvent:
		s.focus, s.revising, s.queue = e.Var, nil, nil
	case *csp.UndoEvent:
		s.focus, s.revising, s.queue = e.Var, nil, nil
		if last {
			s.restored = slices.Clone(e.Restored)
		}
	case *csp.BacktrackEvent:
		s.focus, s.revising = e.Var, nil
		s.backtracks = append(s.backtracks, e.Var)
		if last {
			s.failed = e.Var
		}
	case *csp.SolutionEvent:
		s.focus, s.revising = -1, nil
	}
}

// repairAt is the snapshot of min-conflicts' step i.
func (r *recording) repairAt(s *snapshot, i int) *snapshot {
	s.domains = make([][]int, r.p.Vars())
	for x := range s.domains {
		s.domains[x] = make([]int, r.p.Values(x))
		for a := range s.domains[x] {
			s.domains[x][a] = a
		}
	}
	if len(r.repairs) == 0 {
		return s
	}
	i = min(max(i, 0), len(r.repairs)-1)
	s.pos = i
	st := r.repairs[i]
	if st.values != nil {
		copy(s.assigned, st.values)
	}
	s.focus, s.conflicts = st.variable, st.conflicts
	return s
}
