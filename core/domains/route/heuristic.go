package route

import (
	"container/heap"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"frontier/core/numfmt"
	"frontier/core/textio"
)

// Heuristic is a way of estimating the distance left to the goal.
type Heuristic struct {
	Name  string // its id: "sld"
	Title string // its name in a menu
	About string // one line a student can read
	// Factor multiplies the straight-line distance: 0 for none, 1 for
	// the distance itself, 2 for twice it.
	Factor int
}

// Heuristics are the route puzzle's heuristics, none first.
var Heuristics = []Heuristic{
	{Name: "none", Title: "None (h = 0)", About: "no estimate: A* is then uniform-cost search", Factor: 0},
	{Name: "sld", Title: "Straight-line distance", Factor: 1,
		About: "the straight-line distance to the goal: from the map's table when it has one for the goal, else from the coordinates"},
	{Name: "sld2", Title: "Straight-line distance × 2", Factor: 2,
		About: "twice the straight-line distance: greedier, and it may overestimate"},
}

// HeuristicNamed finds a heuristic by id.
func HeuristicNamed(name string) (Heuristic, error) {
	for _, h := range Heuristics {
		if h.Name == name {
			return h, nil
		}
	}
	return Heuristic{}, fmt.Errorf("unknown heuristic %s (want none, sld or sld2)", textio.Quote(name))
}

// StraightLine is the straight-line distance from each place to goal in
// whole km: the map's table for goal where it gives one, else the
// distance between the coordinates times the scale, rounded down.
func (m *Map) StraightLine(goal Place) []int {
	h := make([]int, len(m.names))
	table := m.tables[goal]
	for p := range h {
		if table != nil && table[p] >= 0 {
			h[p] = table[p]
			continue
		}
		d := math.Hypot(m.x[p]-m.x[goal], m.y[p]-m.y[goal]) * m.scale
		h[p] = int(math.Min(math.Floor(d), MaxLength))
	}
	return h
}

// Estimates is heuristic h's estimate of every place's distance to goal.
func (m *Map) Estimates(goal Place, h Heuristic) []int {
	est := m.StraightLine(goal)
	for p := range est {
		est[p] *= h.Factor
	}
	return est
}

// MaxWeight bounds the weight of the straight-line distance: far beyond
// it the estimate drowns the roads' lengths and A* is greedy search.
const MaxWeight = 100

// ParseWeight reads k of the straight-line distance × k: a decimal
// number above 0 and at most MaxWeight, such as 1.5.
func ParseWeight(text string) (float64, error) {
	k, err := numfmt.ParseDecimal(strings.TrimSpace(text))
	switch {
	case err != nil && !errors.Is(err, strconv.ErrRange):
		return 0, fmt.Errorf("%s is not a number such as 1.5", textio.Quote(text))
	case k <= 0:
		return 0, fmt.Errorf("%s must be above 0", textio.Quote(text))
	case k > MaxWeight:
		return 0, fmt.Errorf("%s is too large (at most %d)", textio.Quote(text), MaxWeight)
	}
	return k, nil
}

// Weighted is the straight-line distance to goal (StraightLine) times k,
// rounded down: k = 1 is StraightLine itself, k = 2 the estimates of
// sld2. Whether it is admissible is for Analyze to say on each map.
func (m *Map) Weighted(goal Place, k float64) []int {
	est := m.StraightLine(goal)
	for p := range est {
		est[p] = int(math.Floor(float64(est[p]) * k))
	}
	return est
}

// Unreachable is the distance of a place from which the goal cannot be
// reached.
const Unreachable = -1

// DistancesTo is the length of a shortest route from each place to goal
// (Dijkstra's algorithm along the roads backwards, O(|E| log |V|)),
// Unreachable where there is none. The map keeps the distances to the
// last few goals asked for, so analysing several heuristics for one goal,
// or a window's new start, costs one Dijkstra.
func (m *Map) DistancesTo(goal Place) []int { return slices.Clone(m.distances(goal)) }

// nearCache holds the distances to the goals last asked for.
type nearCache struct {
	mu    sync.Mutex
	goals []Place
	dists [][]int // shared: never changed once made
}

// nearGoals is how many goals' distances a map keeps.
const nearGoals = 4

// distances is DistancesTo without the copy: the caller must not change it.
func (m *Map) distances(goal Place) []int {
	c := &m.near
	c.mu.Lock()
	defer c.mu.Unlock()
	if i := slices.Index(c.goals, goal); i >= 0 {
		return c.dists[i]
	}
	d := m.dijkstra(goal)
	if len(c.goals) == nearGoals {
		c.goals, c.dists = c.goals[1:], c.dists[1:]
	}
	c.goals, c.dists = append(c.goals, goal), append(c.dists, d)
	return d
}

// dijkstra works out DistancesTo.
func (m *Map) dijkstra(goal Place) []int {
	dist := make([]int, len(m.names))
	for i := range dist {
		dist[i] = Unreachable
	}
	done := make([]bool, len(m.names))
	q := &queue{{goal, 0}}
	dist[goal] = 0
	for q.Len() > 0 {
		it := heap.Pop(q).(item)
		if done[it.p] {
			continue
		}
		done[it.p] = true
		for _, r := range m.in[it.p] {
			if d := it.d + r.Length; !done[r.From] && (dist[r.From] == Unreachable || d < dist[r.From]) {
				dist[r.From] = d
				heap.Push(q, item{r.From, d})
			}
		}
	}
	return dist
}

type item struct {
	p Place
	d int
}

type queue []item

func (q queue) Len() int           { return len(q) }
func (q queue) Less(i, j int) bool { return q[i].d < q[j].d }
func (q queue) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *queue) Push(x any)        { *q = append(*q, x.(item)) }
func (q *queue) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

// Analysis is what an estimate is worth on one map for one goal.
type Analysis struct {
	// Admissible: h(n) never exceeds the length of a shortest route from
	// n to the goal. Over is a place where it does, with its estimate
	// and true distance.
	Admissible bool
	Over       Place
	OverH      int
	OverDist   int
	// Consistent: h(goal) = 0 and h(n) ≤ c(n, n') + h(n') on every road;
	// Break is the first road, in the order declared, that breaks it
	// (BreakGoal when it is h(goal) that does).
	Consistent bool
	Break      Road
	BreakGoal  bool
}

// Analyze checks estimates h (one per place) against the map's roads
// for goal.
func (m *Map) Analyze(goal Place, h []int) Analysis {
	a := Analysis{Admissible: true, Consistent: true}
	dist := m.distances(goal)
	for p, d := range dist {
		if d != Unreachable && h[p] > d {
			a.Admissible, a.Over, a.OverH, a.OverDist = false, Place(p), h[p], d
			break
		}
	}
	if h[goal] != 0 {
		a.Consistent, a.BreakGoal = false, true
		return a
	}
	for _, r := range m.roads {
		if h[r.From] > r.Length+h[r.To] {
			a.Consistent, a.Break = false, r
			break
		}
	}
	return a
}

// Describe says the analysis in one line of the map's names: the place
// where h overestimates and the road that breaks consistency.
func (m *Map) Describe(a Analysis, h []int) string {
	var adm, con string
	if a.Admissible {
		adm = "admissible"
	} else {
		adm = fmt.Sprintf("not admissible: h(%s) = %d > %d %s, the shortest route", m.names[a.Over], a.OverH, a.OverDist, m.unit)
	}
	switch {
	case a.Consistent:
		con = "consistent"
	case a.BreakGoal:
		con = "not consistent: h is not 0 at the goal"
	default:
		r := a.Break
		con = fmt.Sprintf("not consistent: on the road from %s to %s, h(%s) = %d > %d + h(%s) = %d",
			m.names[r.From], m.names[r.To], m.names[r.From], h[r.From], r.Length, m.names[r.To], r.Length+h[r.To])
	}
	return adm + "; " + con + " on this map"
}
