package worksheet

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"frontier/core/domains/route"
)

// makeCost asks the optimal cost of an 8-puzzle position and of a trip
// on the Romania map, in turn.
func makeCost(rng *rand.Rand, i int) Exercise {
	if i%2 == 0 {
		s := scramble(rng, 4+rng.IntN(7))
		d, err := eight.TrueDistance(context.Background(), s)
		if err != nil {
			panic("worksheet: " + err.Error())
		}
		return Exercise{
			Prompt:  "What is the fewest number of moves that solves this 8-puzzle position (blank first in the goal)?",
			Board:   eight.Tiles(s),
			Answer:  d,
			Working: []string{fmt.Sprintf("%d moves", d)},
		}
	}
	from := place(rng)
	to := place(rng, from)
	dist := romania().DistancesTo(to)
	return Exercise{
		Prompt:  fmt.Sprintf("What is the length of the shortest route from %s to %s on the Romania map?", romania().Name(from), romania().Name(to)),
		Trip:    &Trip{From: romania().Name(from), To: romania().Name(to)},
		Answer:  dist[from],
		Working: []string{routeWorking(from, to, dist)},
	}
}

// routeWorking names one shortest route, following roads that keep to
// the distances: it leaves each place by a road whose length plus the
// distance left equals the place's distance.
func routeWorking(from, to route.Place, dist []int) string {
	names := []string{romania().Name(from)}
	for p := from; p != to; {
		for _, r := range romania().Out(p) {
			if r.Length+dist[r.To] == dist[p] {
				p = r.To
				break
			}
		}
		names = append(names, romania().Name(p))
	}
	return fmt.Sprintf("%s = %d km", strings.Join(names, " – "), dist[from])
}
