package csp

import "context"

// View is a run's domains and assignments as its events leave them, for
// a watch view that steps through a recorded run: Apply each event in
// turn.
type View struct {
	p     *Problem
	alive [][]bool
	stack []Pair
}

// NewView is the view before the first event: every domain whole, nothing
// assigned.
func NewView(p *Problem) *View {
	v := &View{p: p, alive: make([][]bool, p.Vars())}
	for x := range v.alive {
		v.alive[x] = make([]bool, p.Values(x))
		for a := range v.alive[x] {
			v.alive[x][a] = true
		}
	}
	return v
}

// Apply moves the view past e.
func (v *View) Apply(e Event) {
	switch e := e.(type) {
	case *RemoveEvent:
		v.alive[e.Var][e.Value] = false
	case *AssignEvent:
		v.stack = append(v.stack[:0], e.Stack...)
	case *UndoEvent:
		for _, r := range e.Restored {
			v.alive[r.Var][r.Value] = true
		}
		if n := len(v.stack); n > 0 && v.stack[n-1] == (Pair{e.Var, e.Value}) {
			v.stack = v.stack[:n-1]
		}
	}
}

// Domain is x's values not removed, in domain order.
func (v *View) Domain(x int) []int {
	var out []int
	for a, ok := range v.alive[x] {
		if ok {
			out = append(out, a)
		}
	}
	return out
}

// Stack is the assignments in force, first made first.
func (v *View) Stack() []Pair { return append([]Pair(nil), v.stack...) }

// Record runs run with an observer that keeps its events, at most max:
// the run is stopped (through its context) once it has made max events,
// and full says so.
func Record(ctx context.Context, max int, run func(context.Context, Observer) Result) (r Result, events []Event, full bool) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	r = run(ctx, func(e Event) {
		if len(events) < max {
			events = append(events, e)
			return
		}
		full = true
		cancel()
	})
	return r, events, full
}
