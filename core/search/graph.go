package search

import "context"

// PolicyFor is the engine's policy with the pruning and the goal test of
// opts, where they are set.
func (d *Description) PolicyFor(opts Options) Policy { return d.Policy.with(opts) }

// with is the policy with the pruning and the goal test of opts, where
// they are set.
func (pol Policy) with(opts Options) Policy {
	if opts.Pruning != PruneDefault {
		pol.Pruning = opts.Pruning
	}
	if opts.GoalTest != GoalDefault {
		pol.GoalTest = opts.GoalTest
	}
	return pol
}

// runGraph runs the graph-search engine d on p: its policy, with opts'
// choices, on the Stepper, estimates from p's heuristic where the policy
// reads them.
func runGraph[S comparable](ctx context.Context, d *Description, p Problem[S], opts Options, tr *Trace[S]) Result[S] {
	m := newMeter(ctx, opts)
	pol := d.PolicyFor(opts)
	var heur Heuristic[S]
	if pol.informed() {
		heur = heuristicOf(p)
	}
	return newStepper(m, p, pol, heur, true, false).run(newTracer(tr, m))
}

// informed reports whether the policy reads estimates: its key, or its
// ties.
func (p Policy) informed() bool {
	return p.Rule.Key == KeyH || p.Rule.Key == KeyF || p.LowH()
}
