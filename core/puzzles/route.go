package puzzles

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"

	"frontier/core/domains/route"
	"frontier/core/search"
	"frontier/core/textio"
)

// The route puzzle's options.
const (
	optMap  = "map"
	optFrom = "from"
	optTo   = "to"
)

// romaniaMap is the map option's name for the built-in map.
const romaniaMap = "romania"

func init() {
	Register(Entry{
		ID: Route, Title: "route puzzle", Rank: 2,
		Options: []Option{
			{Name: optMap, Type: TextOption, Arg: "FILE", Default: romaniaMap,
				Help: "romania (default, the textbook's map) or a map file (place, road, oneway and h lines)"},
			{Name: optFrom, Type: TextOption, Arg: "PLACE",
				Help: "the place to start from (default Arad on romania, else the map's first place)"},
			{Name: optTo, Type: TextOption, Arg: "PLACE",
				Help: "the place to reach (default Bucharest on romania, else the map's last place)"},
		},
		New: func(v Values) (Domain, error) {
			k, spec, err := routeKind(v.Text(optMap), v.Text(optFrom), v.Text(optTo))
			if err != nil {
				return nil, err
			}
			return Erase(spec, k), nil
		},
		// A place named as the STATE is the start: it fills in from, or
		// must agree with the from given.
		Infer: func(text string, v Values) (Settings, error) {
			text = strings.Join(strings.Fields(text), " ")
			if !v.Given(optFrom) {
				return v.Settings().With(optFrom, text), nil
			}
			if !strings.EqualFold(text, strings.Join(strings.Fields(v.Text(optFrom)), " ")) {
				return v.Settings(), optionErr(optFrom, " %s does not match the start %s", textio.Quote(v.Text(optFrom)), textio.Quote(text))
			}
			return v.Settings(), nil
		},
	})
}

// loadMap is the built-in Romania or the map file at name.
func loadMap(name string) (*route.Map, error) {
	if strings.EqualFold(strings.TrimSpace(name), romaniaMap) || name == "" {
		return route.Romania(), nil
	}
	m, err := route.ReadFile(name)
	if err != nil {
		return nil, optionErr(optMap, " %s: %v", textio.Quote(name), err)
	}
	return m, nil
}

// routeKind is the route puzzle on map mapName from one place to another
// ("" for the defaults), and the Spec that names it with the places
// written out.
func routeKind(mapName, from, to string) (*Kind[route.Place, route.Place], Spec, error) {
	m, err := loadMap(mapName)
	if err != nil {
		return nil, Spec{}, err
	}
	romania := m == route.Romania()
	if romania {
		mapName = romaniaMap
	}
	place := func(opt, text, romaniaDefault string, fallback route.Place) (route.Place, error) {
		switch {
		case text != "":
		case romania:
			text = romaniaDefault
		default:
			return fallback, nil
		}
		p, err := m.Lookup(text)
		if err != nil {
			return 0, optionErr(opt, ": %v", err)
		}
		return p, nil
	}
	start, err := place(optFrom, from, "Arad", 0)
	if err != nil {
		return nil, Spec{}, err
	}
	goal, err := place(optTo, to, "Bucharest", route.Place(m.Places()-1))
	if err != nil {
		return nil, Spec{}, err
	}
	spec := Spec{ID: Route, Settings: Settings{}.With(optMap, mapName).
		With(optFrom, m.Name(start)).With(optTo, m.Name(goal))}
	return RouteOf(m, start, goal, mapTitle(mapName)), spec, nil
}

func mapTitle(mapName string) string {
	if mapName == romaniaMap {
		return "Romania"
	}
	return filepath.Base(mapName)
}

// RouteOf is the route puzzle on m from start to goal; title names the
// map in the puzzle's name.
func RouteOf(m *route.Map, start, goal route.Place, title string) *Kind[route.Place, route.Place] {
	// Each heuristic's estimates and admissibility on this map and goal
	// are worked out once (a Dijkstra from the goal), not for every search.
	type guide struct {
		est        []int
		admissible bool
	}
	guides := map[HeuristicID]guide{}
	k := &Kind[route.Place, route.Place]{
		Name:   fmt.Sprintf("route on %s (%s to %s)", title, m.Name(start), m.Name(goal)),
		Goal:   goal,
		Start:  func() route.Place { return start },
		Parse:  func(text string) (route.Place, error) { return m.Lookup(text) },
		Format: m.Name,
		Apply: func(p route.Place, moves string) (route.Place, error) {
			return drive(m, p, moves)
		},
		Walk: func(p route.Place, n int, rng *rand.Rand) route.Place {
			for range n {
				n := m.Degree(p)
				if n == 0 {
					break
				}
				p = m.Road(p, rng.IntN(n)).To
			}
			return p
		},
		Uniform: reachingUniform(m, goal),
		Problem: func(start route.Place, h HeuristicID) (search.Problem[route.Place], error) {
			g, ok := guides[h]
			if !ok {
				_, err := route.HeuristicNamed(string(h))
				return nil, err
			}
			return route.NewGuided(m, start, goal, g.est, g.admissible), nil
		},
		DefaultHeuristic: HeuristicStraightLine,
		Lab: LabDefaults{
			Engines: []Contestant{{search.EngineAStar, HeuristicStraightLine}, {search.EngineUCS, ""}},
			Budget:  []Contestant{{search.EngineAStar, HeuristicStraightLine}, {search.EngineUCS, ""}},
			Offered: []Contestant{
				{search.EngineAStar, HeuristicStraightLine}, {search.EngineAStar, HeuristicStraightLine2},
				{search.EngineGreedy, HeuristicStraightLine}, {search.EngineUCS, ""}, {search.EngineBFS, ""},
			},
		},
	}
	for _, h := range route.Heuristics {
		est := m.Estimates(goal, h)
		a := m.Analyze(goal, est)
		guides[HeuristicID(h.Name)] = guide{est, a.Admissible}
		about := h.About
		if h.Factor > 0 {
			about += " (" + m.Describe(a, est) + ")"
		}
		k.Heuristics = append(k.Heuristics, Heuristic{ID: HeuristicID(h.Name), Title: h.Title, About: about, Admissible: a.Admissible})
	}
	reached := make([]bool, m.Places())
	for _, r := range m.Roads() {
		reached[r.To] = true
	}
	for p, ok := range reached {
		if ok {
			k.MoveNames = append(k.MoveNames, "to "+m.Name(route.Place(p)))
		}
	}
	return k
}

// reachingUniform draws a place uniformly from those with a route to goal.
func reachingUniform(m *route.Map, goal route.Place) func(rng *rand.Rand) route.Place {
	var from []route.Place
	for p, d := range m.DistancesTo(goal) {
		if d != route.Unreachable {
			from = append(from, route.Place(p))
		}
	}
	return func(rng *rand.Rand) route.Place { return from[rng.IntN(len(from))] }
}

// drive follows the roads a text names from p: "to Sibiu, to Fagaras" or
// "to Sibiu to Rimnicu Vilcea". After each "to" the longest run of words
// that names a place a road leads to from where the driver is wins, so
// names of several words need no quotes.
func drive(m *route.Map, p route.Place, text string) (route.Place, error) {
	words := strings.Fields(strings.NewReplacer(",", " ", ";", " ").Replace(text))
	for i, n := 0, 1; i < len(words); n++ {
		if !strings.EqualFold(words[i], "to") {
			return p, fmt.Errorf("move %d: want \"to PLACE\", not %s", n, textio.Quote(words[i]))
		}
		i++
		next, used := -1, 0
		for j := len(words); j > i && next < 0; j-- {
			q, err := m.Lookup(strings.Join(words[i:j], " "))
			if err != nil {
				continue
			}
			for _, r := range m.Out(p) {
				if r.To == q {
					next, used = int(q), j-i
				}
			}
		}
		switch {
		case i == len(words):
			return p, fmt.Errorf("move %d: \"to\" names no place", n)
		case next < 0:
			end := i + 1
			for end < len(words) && !strings.EqualFold(words[end], "to") {
				end++
			}
			return p, fmt.Errorf("move %d: no road from %s to %s", n, m.Name(p), textio.Quote(strings.Join(words[i:end], " ")))
		}
		p, i = route.Place(next), i+used
	}
	return p, nil
}
