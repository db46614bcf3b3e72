package puzzles

import (
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"strings"

	"frontier/core/domains/route"
	"frontier/core/search"
	"frontier/core/textio"
)

// The route puzzle's options.
const (
	optMap     = "map"
	optFrom    = "from"
	optTo      = "to"
	optPlaces  = "places"
	optNearest = "nearest"
	optMapSeed = "map-seed"
	optWeight  = "weight"
	optHTable  = "htable"
)

// Names of maps the map option takes besides a file.
const (
	romaniaMap = "romania"
	randomMap  = "random"
)

// defaultWeight is the weight of sldk when none is given: sld2's.
const defaultWeight = "2"

func init() {
	Register(Entry{
		ID: Route, Title: "route puzzle", Rank: 2,
		Options: []Option{
			{Name: optMap, Type: TextOption, Arg: "FILE", Default: romaniaMap,
				Help: "romania (default, the textbook's map), random (see --places) or a map file (place, road, oneway, h, scale and unit lines)"},
			{Name: optFrom, Type: TextOption, Arg: "PLACE",
				Help: "the place to start from (default Arad on romania, drawn on a random map, else the map's first place)"},
			{Name: optTo, Type: TextOption, Arg: "PLACE",
				Help: "the place to reach (default Bucharest on romania, drawn on a random map, else the map's last place)"},
			{Name: optPlaces, Type: IntOption, Arg: "N", Min: 2, Max: maxRandomPlaces, Default: "30",
				Help: "with --map random: N places in a square (default 30)"},
			{Name: optNearest, Type: IntOption, Arg: "K", Min: 1, Max: maxNearest, Default: "3",
				Help: "with --map random: each place has roads to its K nearest (default 3)"},
			{Name: optMapSeed, Type: IntOption, Arg: "S", Min: 0, Max: math.MaxInt, Default: "1",
				Help: "with --map random: the seed of the map and of the places drawn (default 1; an experiment given none draws a map per state)"},
			{Name: optWeight, Type: TextOption, Arg: "K", Default: defaultWeight,
				Help: "heuristic sldk is the straight-line distance × K, K above 0 up to 100, such as 1.5 (default 2, which sld2 also names)"},
			{Name: optHTable, Type: TextOption, Arg: "TABLE",
				Help: "heuristic table: estimates such as \"Arad=366, Sibiu=253\", or a file of them; places left out count 0"},
		},
		New: func(v Values) (Domain, error) {
			k, spec, err := routeKind(v)
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

// Bounds of a random map: a map of 2,000 places takes a moment to draw.
const (
	maxRandomPlaces = 2000
	maxNearest      = 10
)

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

// isRandom reports whether the map option names random maps.
func isRandom(name string) bool { return strings.EqualFold(strings.TrimSpace(name), randomMap) }

// randomMapOf is the random map the options and seed name, with a trip
// drawn on it.
func randomMapOf(v Values, seed uint64) (*route.Map, route.Place, route.Place, error) {
	n, k := v.Int(optPlaces), v.Int(optNearest)
	if k >= n {
		return nil, 0, 0, optionErr(optNearest, " %d must be below the number of places, %d", k, n)
	}
	rng := rand.New(rand.NewPCG(seed, 0))
	m, err := route.Random(n, k, rng)
	if err != nil {
		return nil, 0, 0, optionErr(optPlaces, ": %v", err)
	}
	start, goal, _ := route.RandomTrip(m, rng) // every place has a road, so a trip always exists
	return m, start, goal, nil
}

// routeKind is the route puzzle the options v name, and the Spec that
// names it with the places written out.
func routeKind(v Values) (*Kind[route.Place, route.Place], Spec, error) {
	mapName := v.Text(optMap)
	random := isRandom(mapName)
	if !random {
		for _, o := range []string{optPlaces, optNearest, optMapSeed} {
			if v.Given(o) {
				return nil, Spec{}, optionErr(o, " is for --map random, not a map %s", textio.Quote(mapName))
			}
		}
	}
	guides, err := routeGuides(v)
	if err != nil {
		return nil, Spec{}, err
	}
	var m *route.Map
	var drawnStart, drawnGoal route.Place
	if random {
		m, drawnStart, drawnGoal, err = randomMapOf(v, uint64(v.Int(optMapSeed)))
	} else {
		m, err = loadMap(mapName)
	}
	if err != nil {
		return nil, Spec{}, err
	}
	romania := m == route.Romania()
	if romania {
		mapName = romaniaMap
	}
	place := func(opt, romaniaDefault string, fallback route.Place) (route.Place, error) {
		text := v.Text(opt)
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
	if !random {
		drawnStart, drawnGoal = 0, route.Place(m.Places()-1)
	}
	start, err := place(optFrom, "Arad", drawnStart)
	if err != nil {
		return nil, Spec{}, err
	}
	goal, err := place(optTo, "Bucharest", drawnGoal)
	if err != nil {
		return nil, Spec{}, err
	}
	if guides.table, err = readTable(m, v.Text(optHTable)); err != nil {
		return nil, Spec{}, err
	}
	settings := Settings{}.With(optMap, mapName)
	title := mapTitle(mapName)
	family := random && !v.Given(optMapSeed)
	if random {
		settings = settings.With(optMap, randomMap).With(optPlaces, strconv.Itoa(v.Int(optPlaces))).
			With(optNearest, strconv.Itoa(v.Int(optNearest)))
		title = fmt.Sprintf("random map %d (%d places, %d nearest)", v.Int(optMapSeed), v.Int(optPlaces), v.Int(optNearest))
		if !family {
			settings = settings.With(optMapSeed, strconv.Itoa(v.Int(optMapSeed)))
		}
	}
	for _, o := range []string{optFrom, optTo} {
		if !family || v.Given(o) {
			settings = settings.With(o, m.Name(map[string]route.Place{optFrom: start, optTo: goal}[o]))
		}
	}
	if guides.weight != 2 {
		settings = settings.With(optWeight, strconv.FormatFloat(guides.weight, 'g', -1, 64))
	}
	if v.Given(optHTable) {
		settings = settings.With(optHTable, strings.TrimSpace(v.Text(optHTable)))
	}
	k := RouteWith(m, start, goal, title, guides)
	if family {
		k.Name = fmt.Sprintf("route on random maps (%d places, %d nearest)", v.Int(optPlaces), v.Int(optNearest))
	}
	if guides.weight != 2 {
		// The weight names what sldk is, in the titles of experiments.
		k.Name += ", weight " + strconv.FormatFloat(guides.weight, 'g', -1, 64)
	}
	if family {
		k.Instance = func(rng *rand.Rand) (Settings, error) {
			return settings.With(optMapSeed, strconv.FormatUint(rng.Uint64()>>1, 10)), nil
		}
	}
	return k, Spec{ID: Route, Settings: settings}, nil
}

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
			err = fmt.Errorf("file %s: %w", textio.Quote(strings.TrimSpace(text)), err)
		}
	}
	if err != nil {
		return nil, optionErr(optHTable, ": %v", err)
	}
	return h, nil
}

func mapTitle(mapName string) string {
	if mapName == romaniaMap {
		return "Romania"
	}
	return filepath.Base(mapName)
}

// RouteGuides are the choices of the route puzzle's heuristics: the
// weight of sldk and a table of estimates (nil for none).
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
	// Each heuristic's estimates and admissibility on this map and goal
	// are worked out once (a Dijkstra from the goal), not for every search.
	type guide struct {
		est        []int
		admissible bool
	}
	guides := map[HeuristicID]guide{}
	dist := m.DistancesTo(goal)
	unit := m.Unit()
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
		Optimal: func(p route.Place) int { return dist[p] },
		Lab: LabDefaults{
			Engines: []Contestant{{search.EngineAStar, HeuristicStraightLine}, {search.EngineUCS, ""}},
			Budget:  []Contestant{{search.EngineAStar, HeuristicStraightLine}, {search.EngineUCS, ""}},
			Offered: []Contestant{
				{search.EngineAStar, HeuristicStraightLine}, {search.EngineAStar, HeuristicStraightLineK},
				{search.EngineGreedy, HeuristicStraightLine}, {search.EngineUCS, ""}, {search.EngineBFS, ""},
			},
		},
	}
	weight := strconv.FormatFloat(g.weight, 'g', -1, 64)
	add := func(id HeuristicID, title, about string, est []int) {
		a := m.Analyze(goal, est)
		guides[id] = guide{est, a.Admissible}
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
	if g.weight == 2 {
		k.Aliases = map[string]HeuristicID{string(HeuristicStraightLine2): HeuristicStraightLineK}
	}
	if g.table != nil {
		add(HeuristicTable, "Your table", "the estimates of your table, 0 for the places it leaves out", g.table)
		k.Lab.Offered = append(k.Lab.Offered, Contestant{search.EngineAStar, HeuristicTable})
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

// reachingUniform draws a place uniformly from those with a route to the
// goal, dist being each place's distance to it.
func reachingUniform(dist []int) func(rng *rand.Rand) route.Place {
	var from []route.Place
	for p, d := range dist {
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
