package puzzles

import (
	"context"
	"fmt"
	"math/rand/v2"
)

func (d *domain[P, S]) Unit() string { return d.k.Unit }

func (d *domain[P, S]) CostWords(cost, moves int) string {
	if d.k.CostWords != nil {
		return d.k.CostWords(cost, moves)
	}
	if moves == 1 {
		return fmt.Sprintf("%d over 1 move", cost)
	}
	return fmt.Sprintf("%d over %d moves", cost, moves)
}

// Optimal is the least cost from s, from the puzzle's exact costs or its
// table of exact distances (built the first time): what an experiment
// checks the engines' claims against. ok is false for a puzzle with
// neither, which would need a search.
func (d *domain[P, S]) Optimal(s State) (int, bool) {
	p, err := d.unwrap(s)
	if err != nil || d.k.Optimal == nil && d.k.Distance == nil {
		return 0, false
	}
	cost, err := d.k.distance(context.Background(), p)
	return cost, err == nil
}

func (d *domain[P, S]) Instance(rng *rand.Rand) (Domain, State, bool, error) {
	if d.k.Instance == nil {
		return nil, State{}, false, nil
	}
	s, err := d.k.Instance(rng)
	if err != nil {
		return nil, State{}, true, err
	}
	member, err := New(d.spec.ID, s)
	if err != nil {
		return nil, State{}, true, err
	}
	start, ok := member.Start()
	if !ok {
		return nil, State{}, true, fmt.Errorf("puzzles: %s draws puzzles with no start", d.k.Name)
	}
	return member, start, true, nil
}
