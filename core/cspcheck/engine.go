package cspcheck

import (
	"context"
	"maps"
	"slices"

	"frontier/core/csp"
)

// engineMaxAssignments bounds the backtracker's run that a program is
// compared with.
const engineMaxAssignments = 250_000

// engineStep is one step of the backtracker's run, with, for the steps a
// program is compared on, why it was made.
type engineStep struct {
	kind StepKind
	v, a int
	// For an assignment: the choice of its variable when it is the first
	// value the variable is given since it was chosen (nil for a later
	// value, after the one before was undone), the order of its values,
	// the values tried before it since, and those refused (no inference)
	// with the neighbour that refused each. A backtrack from a variable
	// given no value keeps its choice, order and refusals too.
	choice  *csp.VarChoice
	order   *csp.ValueOrder
	tried   []int
	refused map[int]csp.Pair
	// wiped is, for an assignment its inference undid, the variable whose
	// domain it emptied, with the inference's name; wiped.v < 0 for none.
	wiped struct {
		v  int
		by string
	}
}

// engineRun is the backtracker's run under a problem's conventions.
type engineRun struct {
	steps  []engineStep
	result csp.Result
}

// cspFrame is a variable the run has chosen and not given up on.
type cspFrame struct {
	choice  *csp.VarChoice
	order   *csp.ValueOrder
	tried   []int
	refused map[int]csp.Pair
	given   bool
}

// runEngine runs the backtracker and keeps its steps up to its assignment
// upto+1, those made while reasons[0] to reasons[1] assignments were made
// before with their reasons (so that a long run keeps the reasons of the
// few steps a divergence needs, not those of every step).
func runEngine(ctx context.Context, c *Problem, reasons [2]int, upto int) *engineRun {
	r := &engineRun{}
	var frames []*cspFrame
	assigned := 0 // the assignments made so far
	kept := func() bool { return reasons[0] <= assigned && assigned <= reasons[1] }
	add := func(s engineStep) {
		if assigned <= upto+1 {
			r.steps = append(r.steps, s)
		}
	}
	top := func() *cspFrame {
		if len(frames) == 0 {
			return &cspFrame{}
		}
		return frames[len(frames)-1]
	}
	opts := c.options()
	opts.MaxAssignments = engineMaxAssignments
	opts.Observer = func(e csp.Event) {
		switch e := e.(type) {
		case *csp.ChooseEvent:
			fr := &cspFrame{refused: map[int]csp.Pair{}}
			if kept() {
				fr.choice = &e.VarChoice
			}
			frames = append(frames, fr)
		case *csp.OrderEvent:
			if kept() {
				top().order = &e.ValueOrder
			}
		case *csp.RefuseEvent:
			if kept() {
				top().refused[e.Value] = csp.Pair{Var: e.By, Value: e.ByValue}
			}
		case *csp.AssignEvent:
			fr := top()
			s := engineStep{kind: StepAssign, v: e.Var, a: e.Value}
			s.wiped.v = -1
			if kept() {
				if !fr.given {
					s.choice = fr.choice
				}
				s.order, s.tried, s.refused = fr.order, slices.Clone(fr.tried), maps.Clone(fr.refused)
			}
			fr.given = true
			fr.tried = append(fr.tried, e.Value)
			assigned++
			add(s)
		case *csp.WipeoutEvent: // right after the assignment it undoes, the last step kept
			for j := len(r.steps) - 1; j >= 0 && assigned <= upto+1; j-- {
				if r.steps[j].kind == StepAssign {
					r.steps[j].wiped.v, r.steps[j].wiped.by = e.Var, csp.Title("inference", opts.Inference)
					break
				}
			}
		case *csp.UndoEvent:
			add(engineStep{kind: StepUnassign, v: e.Var, a: e.Value})
		case *csp.BacktrackEvent:
			s := engineStep{kind: StepBacktrack, v: e.Var}
			if fr := top(); !fr.given && kept() {
				s.choice, s.order, s.refused = fr.choice, fr.order, fr.refused // chosen with nothing to assign
			}
			add(s)
			if len(frames) > 0 {
				frames = frames[:len(frames)-1]
			}
		}
	}
	r.result = csp.Solve(ctx, c.Problem, opts)
	return r
}

// assignments counts the run's assignments.
func (r *engineRun) assignments() int {
	n := 0
	for _, s := range r.steps {
		if s.kind == StepAssign {
			n++
		}
	}
	return n
}
