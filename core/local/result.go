package local

import "time"

// Stop says why a run ended.
type Stop string

// The reasons a run ends.
const (
	// StopSolved: a state of h = 0 was reached.
	StopSolved Stop = "solved"
	// StopLocalMinimum: every move out of the state raises h (for beam
	// search: no state of the next beam is better than the best of this
	// one).
	StopLocalMinimum Stop = "local-minimum"
	// StopPlateau: no move lowers h, some leave it as it is, and no
	// sideways move is allowed any more.
	StopPlateau Stop = "plateau"
	// StopFrozen: annealing's temperature fell to its floor.
	StopFrozen Stop = "frozen"
	// StopRestarts: random-restart hill climbing used its restarts up.
	StopRestarts Stop = "restarts"
	// StopStepLimit: the run took Options.MaxSteps steps.
	StopStepLimit Stop = "step-limit"
	// StopTimeout: Options.Timeout, or a deadline of the context, passed.
	StopTimeout Stop = "timeout"
	// StopCancelled: the context was cancelled.
	StopCancelled Stop = "cancelled"
	// StopMemoryLimit: the states the engine would hold do not fit the
	// memory budget; the run stopped before its first step.
	StopMemoryLimit Stop = "memory-limit"
)

// Stuck reports whether the run ended where its rule let it go no further
// (a local minimum, a plateau, a frozen temperature, its restarts used),
// rather than at a solution or a limit.
func (s Stop) Stuck() bool {
	return s == StopLocalMinimum || s == StopPlateau || s == StopFrozen || s == StopRestarts
}

// Summary is what a run reports beside its states: the same for every
// engine and every problem.
type Summary struct {
	Engine Engine
	Solved bool
	Stop   Stop
	// Steps counts the engine's steps: moves made by the hill climbers
	// and min-conflicts (sideways moves included, over every restart),
	// proposals by annealing (accepted or not), rounds by beam search,
	// generations by the genetic algorithm.
	Steps int64
	// Restarts counts the climbs random-restart hill climbing began after
	// its first.
	Restarts int
	// RestartAt lists the step after which each restart began.
	RestartAt []int64
	// Evaluations counts the h of states computed: every move weighed
	// (Space.Try), every state drawn or bred, every value min-conflicts
	// weighed (Conflicts.ConflictsWith).
	Evaluations int64
	// StartH is the h the run began at (the best of a beam or population),
	// BestH the lowest it reached, FinalH where it ended.
	StartH, BestH, FinalH int
	// Curve is h over the steps: Curve[i] is h after step i·CurveStride,
	// Curve[0] the start's (for beam search and the genetic algorithm, the
	// best of each round or generation). A long run keeps every
	// CurveStride-th step, so that the curve holds at most MaxCurve points.
	Curve       []int
	CurveStride int64
	Elapsed     time.Duration
}

// Result is a finished run: its Summary, the state it began on (the
// first of a beam or population) and the state it ended on (the best of a
// beam or population).
type Result[S any] struct {
	Summary
	Start, Final S
}

// MaxCurve is the most points a Result's curve keeps.
const MaxCurve = 1 << 16

// curve records h step by step, halving its points and doubling its
// stride each time it fills, so that a run of any length keeps at most
// MaxCurve points evenly spread.
type curve struct {
	points []int
	stride int64
	step   int64
}

func newCurve(h int) *curve { return &curve{points: []int{h}, stride: 1} }

// add records h after the next step.
func (c *curve) add(h int) {
	c.step++
	if c.step%c.stride != 0 {
		return
	}
	if len(c.points) == MaxCurve {
		kept := c.points[:0]
		for i := 0; i < len(c.points); i += 2 {
			kept = append(kept, c.points[i])
		}
		c.points = kept
		c.stride *= 2
		if c.step%c.stride != 0 {
			return
		}
	}
	c.points = append(c.points, h)
}
