package route

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
)

// Random is a map of n places drawn in a 1000 × 1000 square, each
// joined by a two-way road to its k nearest places, each road's length
// the straight-line distance times a factor drawn from [1, 1.5), rounded
// up: the straight-line distance is then admissible and consistent. The
// places are named P1, P2, …; the map may fall into several parts.
func Random(n, k int, rng *rand.Rand) (*Map, error) {
	if n < 2 || n > MaxPlaces || k < 1 || k >= n {
		return nil, fmt.Errorf("a random map needs 2 to %d places and 1 to n−1 neighbours, not %d and %d", MaxPlaces, n, k)
	}
	m := newMap()
	for i := range n {
		if _, err := m.addPlace(fmt.Sprintf("P%d", i+1), rng.Float64()*1000, rng.Float64()*1000); err != nil {
			return nil, err
		}
	}
	order := make([]Place, n)
	for a := range n {
		for i := range order {
			order[i] = Place(i)
		}
		dist := func(b Place) float64 { return math.Hypot(m.x[a]-m.x[b], m.y[a]-m.y[b]) }
		slices.SortFunc(order, func(p, q Place) int { return cmp.Compare(dist(p), dist(q)) })
		joined := 0
		for _, b := range order {
			if joined == k {
				break
			}
			if b == Place(a) {
				continue
			}
			joined++
			if m.hasRoad(Place(a), b) {
				continue
			}
			length := max(1, int(math.Ceil(dist(b)*(1+rng.Float64()/2))))
			if err := m.addRoad(Place(a), b, length, false, 0); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

// RandomTrip draws a goal uniformly from m's places, then a start
// uniformly from the other places with a route to it; ok is false when
// no other place has one.
func RandomTrip(m *Map, rng *rand.Rand) (start, goal Place, ok bool) {
	goal = Place(rng.IntN(m.Places()))
	var from []Place
	for p, d := range m.DistancesTo(goal) {
		if d != Unreachable && Place(p) != goal {
			from = append(from, Place(p))
		}
	}
	if len(from) == 0 {
		return 0, goal, false
	}
	return from[rng.IntN(len(from))], goal, true
}
