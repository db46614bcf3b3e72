package search

import (
	"context"
	"errors"
	"time"
)

// StopReason says why a search ended.
type StopReason string

// The reasons a search stops.
const (
	StopGoal      StopReason = "goal"
	StopExhausted StopReason = "exhausted"
	StopNodeLimit StopReason = "node-limit"
	// StopMemoryLimit: the process's live heap passed the memory budget
	// (Options.MaxMemory).
	StopMemoryLimit StopReason = "memory-limit"
	StopTimeout     StopReason = "timeout"
	StopCancelled   StopReason = "cancelled"
	// StopStepLimit: a Trace's MaxSteps expansions were made.
	StopStepLimit StopReason = "step-limit"
	// StopNotTraceable: RunTraced was asked to watch an engine that
	// cannot be traced (Engine.Traceable), and did not run it.
	StopNotTraceable StopReason = "not-traceable"
)

// Words is the reason in words for a student: "at the node limit".
func (r StopReason) Words() string {
	switch r {
	case StopGoal:
		return "at the goal"
	case StopExhausted:
		return "every reachable state searched"
	case StopNodeLimit:
		return "at the node limit"
	case StopMemoryLimit:
		return "at the memory budget"
	case StopTimeout:
		return "out of time"
	case StopCancelled:
		return "cancelled"
	case StopStepLimit:
		return "at the step limit"
	case StopNotTraceable:
		return "this engine cannot be watched"
	}
	return string(r)
}

// Hint says what to try after a search stopped for reason r, in words a
// student can act on; "" when there is nothing to add.
func (r StopReason) Hint() string {
	if r == StopMemoryLimit {
		return "try a better heuristic, IDA* (its memory grows only with the depth), a node limit, or a larger memory budget"
	}
	return ""
}

// Stopped is the result of a search that ctx ended before it began, while
// its problem was being built: stop reason timeout for a deadline passed,
// cancelled otherwise.
func Stopped[S comparable](ctx context.Context) Result[S] {
	r := Result[S]{StopReason: StopCancelled, BestH: -1}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		r.StopReason = StopTimeout
	}
	return r
}

// Result is what every engine returns.
type Result[S comparable] struct {
	Solved     bool
	StopReason StopReason
	Optimal    bool // the engine, with these costs and this heuristic, guarantees a least-cost path (Engine.Optimal)
	// OptimalWhy says in one sentence, for a student, why the engine
	// does not promise a least-cost path here; "" when Optimal.
	OptimalWhy  string
	Cost        int
	Depth       int
	Moves       []string
	Path        []S // states from start to goal; empty when unsolved
	Expanded    int64
	Generated   int64
	MaxFrontier int
	MaxDepth    int
	Elapsed     time.Duration
	EBF         float64 // effective branching factor; 0 when unsolved or depth 0
	// BestH is the smallest heuristic value the search reached. Beam search
	// reports it when it fails, so a student sees how close it came.
	BestH int
}

// Progress is a snapshot of a running search, handed to Options.Progress.
type Progress struct {
	Expanded  int64
	Generated int64
	Frontier  int
	Depth     int // deepest node generated so far
	Elapsed   time.Duration
}

// Options tune one run. The zero value means no limits but the default
// memory budget.
type Options struct {
	// MaxNodes stops the search once more than MaxNodes nodes have been
	// generated; 0 means no limit.
	MaxNodes int64
	// MaxMemory is the memory budget, in bytes of the process's live heap:
	// the search stops with StopMemoryLimit once a garbage collection
	// finds more than seven eighths of it in use (see DefaultMaxMemory).
	// It bounds the whole process's heap, so searches running at the same
	// time share it.
	// 0 means DefaultMaxMemory(); NoMemoryLimit lifts it. Under an
	// address-space limit every budget is at most AddressSpaceCeiling().
	MaxMemory int64
	// Timeout stops the search after this much wall time; 0 means none.
	Timeout time.Duration
	// BeamWidth is k for beam search; 0 means 100.
	BeamWidth int
	// Pruning is which children the engine drops; 0 means its default
	// (Description.Prunings). Run panics on a choice the engine does not
	// offer: choices typed by a user go through Engine.CheckChoices.
	Pruning Pruning
	// GoalTest is when BFS tests a node for the goal; 0 means its
	// default (Description.GoalTests), and Run panics on a choice the
	// engine does not offer, as for Pruning.
	GoalTest GoalTest
	// Progress, when set, is called from the searching goroutine at most
	// ten times a second with the live counters.
	Progress func(Progress)
}

// MapResult is r with each state of its path and each move label mapped:
// a result shown in another frame or type (a cube as held, a boxed
// state) is this one copy, not a field-by-field one of its own. A nil
// move keeps the labels.
func MapResult[A, B comparable](r Result[A], state func(A) B, move func(string) string) Result[B] {
	out := Result[B]{Solved: r.Solved, StopReason: r.StopReason, Optimal: r.Optimal, OptimalWhy: r.OptimalWhy,
		Cost: r.Cost, Depth: r.Depth, Expanded: r.Expanded, Generated: r.Generated,
		MaxFrontier: r.MaxFrontier, MaxDepth: r.MaxDepth, Elapsed: r.Elapsed, EBF: r.EBF, BestH: r.BestH}
	if r.Moves != nil {
		out.Moves = make([]string, len(r.Moves))
		for i, m := range r.Moves {
			if move != nil {
				m = move(m)
			}
			out.Moves[i] = m
		}
	}
	if r.Path != nil {
		out.Path = make([]B, len(r.Path))
		for i, s := range r.Path {
			out.Path[i] = state(s)
		}
	}
	return out
}
