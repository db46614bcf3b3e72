package worksheet

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"frontier/core/puzzles"
)

// makeCost asks the optimal cost of an 8-puzzle position and of a trip
// on the Romania map, in turn.
func makeCost(rng *rand.Rand, i int) Exercise {
	if i%2 == 0 {
		s := scramble(rng, 4+rng.IntN(7))
		d := optimal(eight(), s)
		return Exercise{
			Prompt:  "What is the fewest number of moves that solves this 8-puzzle position (blank first in the goal)?",
			Board:   tiles(s),
			Answer:  d,
			Working: []string{fmt.Sprintf("%d moves", d)},
		}
	}
	from := place(rng)
	to := place(rng, from)
	t := trip(from, to)
	return Exercise{
		Prompt:  fmt.Sprintf("What is the length of the shortest route from %s to %s on the Romania map?", romania().Format(from), romania().Format(to)),
		Trip:    &Trip{From: romania().Format(from), To: romania().Format(to)},
		Answer:  optimal(t, from),
		Working: []string{routeWorking(t, from)},
	}
}

// optimal is the least cost from s to d's goal, from the puzzle's table
// of exact distances.
func optimal(d puzzles.Domain, s puzzles.State) int {
	c, ok := d.Optimal(s)
	if !ok {
		panic("worksheet: the " + d.Name() + " knows no optimal cost")
	}
	return c
}

// routeWorking names one shortest route of trip t from from, following
// roads that keep to the distances: it leaves each place by the first
// road, in the map's order, whose length plus the distance left equals
// the place's distance.
func routeWorking(t puzzles.Domain, from puzzles.State) string {
	p := problem(t, from, puzzles.HeuristicNone)
	names := []string{t.Format(from)}
	for at := from; !t.IsGoal(at); {
		for _, st := range p.Successors(at, nil) {
			if st.Cost+optimal(t, st.State) == optimal(t, at) {
				at = st.State
				break
			}
		}
		names = append(names, t.Format(at))
	}
	return fmt.Sprintf("%s = %d km", strings.Join(names, " – "), optimal(t, from))
}
