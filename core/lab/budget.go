package lab

import (
	"context"
	"fmt"

	"frontier/core/search"
)

// BudgetSpec is an experiment within node budgets: the fraction of a set's
// states each solver solves when allowed at most each budget of generated
// nodes (search.Options.MaxNodes).
type BudgetSpec struct {
	Set     *Set
	Solvers []Solver
	Budgets []int64
}

// BudgetTable is the result of RunBudget: Solved[b][s] states of the set
// were solved by solver s within budget b.
type BudgetTable struct {
	Spec   BudgetSpec
	Solved [][]int
	Memory MemoryStops
}

// Fraction is the share of the set solver s solved within budget b.
func (t *BudgetTable) Fraction(b, s int) float64 {
	return float64(t.Solved[b][s]) / float64(t.Spec.Set.Len())
}

// RunBudget runs every solver on every state once per budget. Each run is
// a fresh search with its own limit, so no engine's stopping rule is
// second-guessed.
func RunBudget(ctx context.Context, spec BudgetSpec, pool Pool) (*BudgetTable, error) {
	atLeast1 := func(b int64) error {
		if b < 1 {
			return fmt.Errorf("budget %d: a node budget must be at least 1", b)
		}
		return nil
	}
	if _, err := prepare(spec.Set.domain, spec.Solvers, checkList("budgets", spec.Budgets, atLeast1)); err != nil {
		return nil, err
	}
	n, ns, nb := spec.Set.Len(), len(spec.Solvers), len(spec.Budgets)
	solved := make([]bool, nb*ns*n)
	stops := make([]search.StopReason, nb*ns*n)
	c := &counter{fn: pool.Progress, total: len(solved)}
	err := pool.run(ctx, len(solved), c, func(ctx context.Context, j int) error {
		b, s, i := j/(ns*n), j/n%ns, j%n
		r := spec.Set.solve(ctx, i, spec.Solvers[s], spec.Budgets[b], pool)
		solved[j], stops[j] = r.Solved, r.Stop
		return nil
	})
	if err != nil {
		return nil, err
	}
	t := &BudgetTable{Spec: spec, Solved: make([][]int, nb), Memory: MemoryStops{Budget: pool.budget()}}
	for _, stop := range stops {
		if stop == search.StopMemoryLimit {
			t.Memory.Count++
		}
	}
	for b := range nb {
		t.Solved[b] = make([]int, ns)
		for s := range ns {
			for i := range n {
				if solved[(b*ns+s)*n+i] {
					t.Solved[b][s]++
				}
			}
		}
	}
	return t, nil
}
