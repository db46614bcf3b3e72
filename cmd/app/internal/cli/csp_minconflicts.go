package cli

import (
	"context"

	"frontier/core/csp"
)

// minConflicts runs min-conflicts on the problem: core/local's engine on
// the problem's adapter, from the greedy start.
func (r *cspRequest) minConflicts(ctx context.Context) (csp.Result, error) {
	return csp.SolveMinConflicts(ctx, r.problem, r.seed, r.maxSteps, r.opts.Limits, nil), nil
}
