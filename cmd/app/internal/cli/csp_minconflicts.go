package cli

import (
	"context"
	"errors"

	"frontier/core/csp"
)

// defaultMaxSteps is min-conflicts' step limit unless told.
const defaultMaxSteps = 100_000

// minConflicts runs min-conflicts on the problem.
func (r *cspRequest) minConflicts(ctx context.Context) (csp.Result, error) {
	return csp.Result{}, errors.New("min-conflicts is not in this build yet: its engine comes with the local-search package")
}
