package puzzles

import (
	"context"
	"sync"
)

// maxKnown bounds the distances a Kind remembers from its searches; past
// it, the ones learnt first are forgotten.
const maxKnown = 1 << 16

// known is the true distances a Kind has learnt beside its tables: from
// its own searches (Advise) and from the optimal paths others found
// (Learn). Every window part that says a true distance (the coach, the
// inspector, the race's verdicts) reads them here, so that they agree.
// Safe for concurrent use.
type known[S comparable] struct {
	mu    sync.Mutex
	dist  map[S]int
	order []S
}

func (m *known[S]) get(s S) (int, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	d, ok := m.dist[s]
	return d, ok
}

func (m *known[S]) put(s S, d int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.dist == nil {
		m.dist = map[S]int{}
	}
	if _, ok := m.dist[s]; ok {
		return
	}
	if len(m.order) == maxKnown {
		delete(m.dist, m.order[0])
		m.order = m.order[1:]
	}
	m.dist[s] = d
	m.order = append(m.order, s)
}

// knownMu guards the making of Kinds' memories.
var knownMu sync.Mutex

// memory is k's memory of true distances, made on first use.
func (k *Kind[P, S]) memory() *known[S] {
	knownMu.Lock()
	defer knownMu.Unlock()
	if k.known == nil {
		k.known = &known[S]{}
	}
	return k.known
}

// TrueDistance is the least cost from p to the goal, −1 when p cannot
// reach it: the one source of true distances. It reads the puzzle's table
// of exact distances (Distance, built the first time) or its exact costs
// (Optimal); else a distance learnt before; else it finds one with
// OptimalSolver (Advise), which it remembers with the distances along the
// path found. ctx cancels a build or a search (the error is ctx.Err()).
func (k *Kind[P, S]) TrueDistance(ctx context.Context, p P) (int, error) {
	if d, ok := k.KnownDistance(p); ok {
		return d, nil
	}
	if k.Distance != nil || k.Optimal != nil {
		return k.distance(ctx, p)
	}
	a, err := k.Advise(ctx, p)
	if err == ErrUnreachable {
		return -1, nil
	}
	return a.Cost, err
}

// KnownDistance is TrueDistance when it answers at once: a table built,
// exact costs, or a distance learnt before.
func (k *Kind[P, S]) KnownDistance(p P) (int, bool) {
	switch {
	case k.Optimal != nil:
		return k.Optimal(p), true
	case k.Distance != nil && k.DistanceReady != nil && k.DistanceReady():
		d, err := k.Distance(context.Background(), p)
		return d, err == nil
	}
	return k.memory().get(k.searchState(p))
}

// Learn remembers the true distances along path, the path of a search
// that promised a least-cost answer and found one of cost cost: each
// position's is the cost less the cost of the moves before it.
func (k *Kind[P, S]) Learn(path []P, cost int) {
	m := k.memory()
	g := 0
	for i, p := range path {
		m.put(k.searchState(p), cost-g)
		if i+1 < len(path) {
			c, ok := k.StepCost(p, path[i+1])
			if !ok {
				return
			}
			g += c
		}
	}
}
