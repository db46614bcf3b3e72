package check

import (
	"context"
	"maps"
	"slices"

	"frontier/core/csp"
)

// engineMaxAssignments bounds the backtracker's run that a program is
// compared with.
const engineMaxAssignments = 5_000_000

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

// runEngine runs the backtracker, keeping the reasons of its steps up to
// its assignment keep+1 (the rest are kept bare).
func runEngine(ctx context.Context, c *CSPProblem, keep int) *engineRun {
	r := &engineRun{}
	var frames []*cspFrame
	assigned := 0 // the assignments made so far
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
			if assigned <= keep {
				fr.choice = &e.VarChoice
			}
			frames = append(frames, fr)
		case *csp.OrderEvent:
			if assigned <= keep {
				top().order = &e.ValueOrder
			}
		case *csp.RefuseEvent:
			if assigned <= keep {
				top().refused[e.Value] = csp.Pair{Var: e.By, Value: e.ByValue}
			}
		case *csp.AssignEvent:
			fr := top()
			s := engineStep{kind: StepAssign, v: e.Var, a: e.Value}
			s.wiped.v = -1
			if assigned <= keep {
				if !fr.given {
					s.choice = fr.choice
				}
				s.order, s.tried, s.refused = fr.order, slices.Clone(fr.tried), maps.Clone(fr.refused)
			}
			fr.given = true
			fr.tried = append(fr.tried, e.Value)
			assigned++
			r.steps = append(r.steps, s)
		case *csp.WipeoutEvent:
			for j := len(r.steps) - 1; j >= 0; j-- {
				if r.steps[j].kind == StepAssign {
					r.steps[j].wiped.v, r.steps[j].wiped.by = e.Var, csp.Title("inference", opts.Inference)
					break
				}
			}
		case *csp.UndoEvent:
			r.steps = append(r.steps, engineStep{kind: StepUnassign, v: e.Var, a: e.Value})
		case *csp.BacktrackEvent:
			s := engineStep{kind: StepBacktrack, v: e.Var}
			if fr := top(); !fr.given && assigned <= keep {
				s.choice, s.order, s.refused = fr.choice, fr.order, fr.refused // chosen with nothing to assign
			}
			r.steps = append(r.steps, s)
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
