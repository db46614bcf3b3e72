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
// places are named P1, P2, …; the map may fall into several parts. The
// nearest places are found on a grid of about two places a cell, so a
// map takes time about n·k log k, not n² log n: 2,000 places in a few
// milliseconds.
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
	g := newGrid(m)
	var near []neighbour
	for a := range n {
		near = g.nearest(Place(a), k, near[:0])
		for _, b := range near {
			if m.hasRoad(Place(a), b.p) {
				continue
			}
			length := max(1, int(math.Ceil(b.d*(1+rng.Float64()/2))))
			if err := m.addRoad(Place(a), b.p, length, false, 0); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

// side is the side of the square a random map's places are drawn in.
const side = 1000

// grid holds the places of a random map by square cells.
type grid struct {
	m     *Map
	cells int       // cells a side
	size  float64   // a cell's side
	in    [][]Place // the places of each cell, row by row
}

func newGrid(m *Map) *grid {
	cells := max(1, int(math.Sqrt(float64(m.Places())/2)))
	g := &grid{m: m, cells: cells, size: side / float64(cells), in: make([][]Place, cells*cells)}
	for p := range m.Places() {
		x, y := g.cell(Place(p))
		g.in[y*cells+x] = append(g.in[y*cells+x], Place(p))
	}
	return g
}

// cell is the column and row of p's cell.
func (g *grid) cell(p Place) (int, int) {
	at := func(v float64) int { return min(g.cells-1, max(0, int(v/g.size))) }
	return at(g.m.x[p]), at(g.m.y[p])
}

// neighbour is a place and its distance from another.
type neighbour struct {
	p Place
	d float64
}

// nearest appends to dst the k places nearest to a, a left out, nearest
// first. It looks at the rings of cells around a's cell, one ring at a
// time, and stops once k places found are nearer than anything beyond
// the rings looked at can be.
func (g *grid) nearest(a Place, k int, dst []neighbour) []neighbour {
	cx, cy := g.cell(a)
	ax, ay := g.m.x[a], g.m.y[a]
	byDistance := func(u, v neighbour) int { return cmp.Compare(u.d, v.d) }
	for r := 0; r < g.cells; r++ {
		for y := cy - r; y <= cy+r; y++ {
			for x := cx - r; x <= cx+r; x++ {
				if x < 0 || y < 0 || x >= g.cells || y >= g.cells || max(abs(x-cx), abs(y-cy)) != r {
					continue
				}
				for _, b := range g.in[y*g.cells+x] {
					if b != a {
						dst = append(dst, neighbour{b, math.Hypot(ax-g.m.x[b], ay-g.m.y[b])})
					}
				}
			}
		}
		// Every place beyond ring r lies at least r cells' sides away.
		if len(dst) >= k {
			slices.SortFunc(dst, byDistance)
			if dst[k-1].d <= float64(r)*g.size {
				return dst[:k]
			}
		}
	}
	slices.SortFunc(dst, byDistance)
	return dst[:k]
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// RandomTrip draws a goal uniformly from m's places, then a start
// uniformly from the other places with a route to it; ok is false when
// no other place has one.
func RandomTrip(m *Map, rng *rand.Rand) (start, goal Place, ok bool) {
	goal = Place(rng.IntN(m.Places()))
	var from []Place
	for p, d := range m.distances(goal) {
		if d != Unreachable && Place(p) != goal {
			from = append(from, Place(p))
		}
	}
	if len(from) == 0 {
		return 0, goal, false
	}
	return from[rng.IntN(len(from))], goal, true
}
