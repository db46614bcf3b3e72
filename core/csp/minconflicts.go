package csp

import (
	"context"
	"strings"

	"frontier/core/local"
)

// The adapter is core/local's Conflicts, with its Starts and Names.
var (
	_ local.Conflicts = (*Conflicts)(nil)
	_ local.Starts    = (*Conflicts)(nil)
	_ local.Names     = (*Conflicts)(nil)
)

// MinConflictsRule is what min-conflicts does: the rule of its one
// description in core/local, written as the other rules of this package
// are (no capital, no full stop).
var MinConflictsRule = func() string {
	d, _ := local.Describe(local.EngineMinConflicts)
	rule := strings.TrimSuffix(d.Rule, ".")
	if rule == "" {
		panic("csp: core/local describes no min-conflicts")
	}
	return strings.ToLower(rule[:1]) + rule[1:]
}()

// SolveMinConflicts runs core/local's min-conflicts on p from the greedy
// start (Conflicts.Start), its random choices drawn from seed: the
// result's Steps are its steps, its counts the adapter's (Counting), its
// Solution the assignment it reached when it solved p. maxSteps 0 is
// core/local's default limit (its rule says it); Limits.MaxAssignments does not apply. tr, when set,
// sees every step.
func SolveMinConflicts(ctx context.Context, p *Problem, seed uint64, maxSteps int64, l Limits, tr *local.Trace[local.Conflicts]) Result {
	c := NewConflicts(p)
	run := local.MinConflicts(ctx, c, local.Options{Seed: seed, MaxSteps: maxSteps, Timeout: l.Timeout, MaxMemory: l.MaxMemory, OwnStart: true}, tr)
	r := Result{Solved: run.Solved, Counts: c.Counts(), Elapsed: run.Elapsed, Steps: run.Steps}
	switch run.Stop {
	case local.StopSolved:
		r.Stop = StopSolved
	case local.StopTimeout:
		r.Stop = StopTimeout
	case local.StopCancelled:
		r.Stop = StopCancelled
	case local.StopMemoryLimit:
		r.Stop = StopMemoryLimit
	default:
		r.Stop = StopStepLimit
	}
	if r.Solved {
		r.Solution, r.Solutions = c.Assignment(), 1
	}
	return r
}
