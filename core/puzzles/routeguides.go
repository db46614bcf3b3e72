package puzzles

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"frontier/core/domains/route"
	"frontier/core/search"
	"frontier/core/textio"
)

// routeGuides reads the weight option.
func routeGuides(v Values) (RouteGuides, error) {
	k, err := route.ParseWeight(v.Text(optWeight))
	if err != nil {
		return RouteGuides{}, optionErr(optWeight, " %v", err)
	}
	return RouteGuides{weight: k}, nil
}

// readTable is the table the htable option gives: its text when it
// holds an =, else the file it names; nil when it gives none.
func readTable(m *route.Map, text string) ([]int, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	var h []int
	var err error
	if strings.Contains(text, "=") {
		h, err = m.ParseTable(text)
	} else {
		h, err = m.ReadTable(strings.TrimSpace(text))
		if err != nil {
			err = fmt.Errorf("file %s: %w", textio.QuotePath(strings.TrimSpace(text)), err)
		}
	}
	if err != nil {
		return nil, optionErr(optHTable, ": %v", err)
	}
	return h, nil
}

// RouteGuides are the choices of the route puzzle's heuristics: the
// weight of sldk and a table of estimates (nil for none). The zero value
// is weight 2 and no table.
type RouteGuides struct {
	weight float64
	table  []int
}

// NewRouteGuides is sldk with weight k (see route.ParseWeight) and the
// table h, one estimate per place, or nil for none.
func NewRouteGuides(k float64, h []int) RouteGuides { return RouteGuides{weight: k, table: h} }

// RouteOf is the route puzzle on m from start to goal, with sldk the
// straight-line distance × 2; title names the map in the puzzle's name.
func RouteOf(m *route.Map, start, goal route.Place, title string) *Kind[route.Place, route.Place] {
	return RouteWith(m, start, goal, title, RouteGuides{weight: 2})
}

// RouteWith is RouteOf with the heuristics g chooses.
func RouteWith(m *route.Map, start, goal route.Place, title string, g RouteGuides) *Kind[route.Place, route.Place] {
	if g.weight <= 0 {
		g.weight = 2
	}
	// Each heuristic's estimates and admissibility on this map and goal
	// are worked out once (a Dijkstra from the goal), not for every search.
	guides := map[HeuristicID]routeGuide{}
	k := guidedRoute(m, start, goal, title, guides)
	addRouteGuides(k, m, goal, g, guides)
	k.MoveNames = routeMoveNames(m)
	return k
}

// routeGuide is a heuristic's estimates on a map and whether they are
// admissible there.
type routeGuide struct {
	est        []int
	admissible bool
}

// guidedRoute is the route puzzle on m from start to goal, its searches
// guided by the heuristics in guides.
func guidedRoute(m *route.Map, start, goal route.Place, title string, guides map[HeuristicID]routeGuide) *Kind[route.Place, route.Place] {
	dist := m.DistancesTo(goal)
	unit := m.Unit()
	return &Kind[route.Place, route.Place]{
		Name:   fmt.Sprintf("route on %s (%s to %s)", title, m.Name(start), m.Name(goal)),
		Goal:   goal,
		Start:  func() route.Place { return start },
		Parse:  func(text string) (route.Place, error) { return m.Lookup(text) },
		Format: m.Name,
		Apply: func(p route.Place, moves string) (route.Place, error) {
			return drive(m, p, moves)
		},
		Walk:    func(p route.Place, n int, rng *rand.Rand) route.Place { return randomDrive(m, p, n, rng) },
		Uniform: reachingUniform(dist),
		Problem: func(start route.Place, h HeuristicID) (search.Problem[route.Place], error) {
			g, ok := guides[h]
			if !ok {
				return nil, fmt.Errorf("unknown heuristic %s", textio.Quote(string(h)))
			}
			return route.NewGuided(m, start, goal, g.est, g.admissible), nil
		},
		DefaultHeuristic: HeuristicStraightLine,
		Unit:             unit,
		CostWords: func(cost, moves int) string {
			if moves == 1 {
				return fmt.Sprintf("%d %s over 1 road", cost, unit)
			}
			return fmt.Sprintf("%d %s over %d roads", cost, unit, moves)
		},
		Optimal:  func(p route.Place) int { return dist[p] },
		Protocol: routeProtocol(m, goal),
		Lab: LabDefaults{
			Engines: []Contestant{{search.EngineAStar, HeuristicStraightLine}, {search.EngineUCS, ""}},
			Budget:  []Contestant{{search.EngineAStar, HeuristicStraightLine}, {search.EngineUCS, ""}},
		},
	}
}

// randomDrive takes n roads at random from p, stopping at a place with
// none.
func randomDrive(m *route.Map, p route.Place, n int, rng *rand.Rand) route.Place {
	for range n {
		d := m.Degree(p)
		if d == 0 {
			break
		}
		p = m.Road(p, rng.IntN(d)).To
	}
	return p
}

// addRouteGuides gives k its heuristics, each with its estimates and
// analysis in guides: none, the straight-line distance, the same × g's
// weight and g's table; sld2 names sldk when the weight is 2, and what
// cannot be had says why.
func addRouteGuides(k *Kind[route.Place, route.Place], m *route.Map, goal route.Place, g RouteGuides, guides map[HeuristicID]routeGuide) {
	weight := strconv.FormatFloat(g.weight, 'g', -1, 64)
	add := func(id HeuristicID, title, about string, est []int) {
		a := m.Analyze(goal, est)
		guides[id] = routeGuide{est, a.Admissible}
		analysis := m.Describe(a, est)
		if id != HeuristicNone {
			about += " (" + analysis + ")"
		}
		k.Heuristics = append(k.Heuristics, Heuristic{ID: id, Title: title, About: about, Admissible: a.Admissible, Analysis: analysis})
	}
	add(HeuristicNone, "None (h = 0)", "no estimate: A* is then uniform-cost search", make([]int, m.Places()))
	add(HeuristicStraightLine, "Straight-line distance",
		"the straight-line distance to the goal: from the map's table when it has one for the goal, else from the coordinates",
		m.StraightLine(goal))
	add(HeuristicStraightLineK, "Straight-line distance × "+weight,
		"the straight-line distance times "+weight+": greedier the larger, and it may overestimate",
		m.Weighted(goal, g.weight))
	k.Unavailable = map[string]error{}
	if g.weight == 2 {
		k.Aliases = map[string]HeuristicID{string(HeuristicStraightLine2): HeuristicStraightLineK}
	} else {
		k.Unavailable[string(HeuristicStraightLine2)] = optionErr(optWeight,
			" %s is for heuristic sldk; sld2 is the straight-line distance × 2 (choose sldk for × %s)", weight, weight)
	}
	if g.table == nil {
		k.Unavailable[string(HeuristicTable)] = optionErr(optHTable,
			": heuristic table needs estimates, such as \"Arad=366, Sibiu=253\", or a file of them")
	} else {
		add(HeuristicTable, "Your table", "the estimates of your table, 0 for the places it leaves out", g.table)
	}
	if len(k.Unavailable) == 0 {
		k.Unavailable = nil
	}
}

// routeMoveNames is a move's name to each place some road reaches.
func routeMoveNames(m *route.Map) []string {
	reached := make([]bool, m.Places())
	for _, r := range m.Roads() {
		reached[r.To] = true
	}
	var names []string
	for p, ok := range reached {
		if ok {
			names = append(names, "to "+m.Name(route.Place(p)))
		}
	}
	return names
}

// routeProtocol is the map as a checked program reads it: a file in the
// map format, problem.map, with the straight-line distance of every place
// to goal as h lines; a move names the place it leads to.
func routeProtocol(m *route.Map, goal route.Place) *Protocol[route.Place] {
	return &Protocol[route.Place]{
		Trailer: []string{"map problem.map"},
		Files:   map[string][]byte{"problem.map": []byte(m.TextFor(goal))},
		Move: func(p route.Place, word string) (route.Place, error) {
			return drive(m, p, "to "+word)
		},
		Positions: func() []route.Place {
			out := make([]route.Place, m.Places())
			for p := range out {
				out[p] = route.Place(p)
			}
			return out
		},
	}
}
