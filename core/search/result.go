package search

import "time"

// StopReason says why a search ended.
type StopReason string

// The reasons a search stops.
const (
	StopGoal      StopReason = "goal"
	StopExhausted StopReason = "exhausted"
	StopNodeLimit StopReason = "node-limit"
	StopTimeout   StopReason = "timeout"
	StopCancelled StopReason = "cancelled"
	// StopStepLimit: a Trace's MaxSteps expansions were made.
	StopStepLimit StopReason = "step-limit"
)

// Result is what every engine returns.
type Result[S comparable] struct {
	Solved      bool
	StopReason  StopReason
	Optimal     bool // the engine, with this heuristic, guarantees a least-cost path
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

// Options tune one run. The zero value means no limits.
type Options struct {
	// MaxNodes stops the search once more than MaxNodes nodes have been
	// generated; 0 means no limit.
	MaxNodes int64
	// Timeout stops the search after this much wall time; 0 means none.
	Timeout time.Duration
	// BeamWidth is k for beam search; 0 means 100.
	BeamWidth int
	// Progress, when set, is called from the searching goroutine at most
	// ten times a second with the live counters.
	Progress func(Progress)
}
