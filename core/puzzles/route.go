package puzzles

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"frontier/core/domains/route"
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
			{Name: optWeight, Type: TextOption, Arg: "K", Default: defaultWeight, For: []HeuristicID{HeuristicStraightLineK},
				Help: "heuristic sldk is the straight-line distance × K, K above 0 up to 100, such as 1.5 (default 2, which sld2 also names)"},
			{Name: optHTable, Type: TextOption, Arg: "TABLE", For: []HeuristicID{HeuristicTable},
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

// routeKind is the route puzzle the options v name, and the Spec that
// names it with the places written out.
func routeKind(v Values) (*Kind[route.Place, route.Place], Spec, error) {
	guides, err := routeGuides(v)
	if err != nil {
		return nil, Spec{}, err
	}
	w, err := routeWhere(v)
	if err != nil {
		return nil, Spec{}, err
	}
	if guides.table, err = readTable(w.m, v.Text(optHTable)); err != nil {
		return nil, Spec{}, err
	}
	settings := w.settings
	if guides.weight != 2 {
		settings = settings.With(optWeight, strconv.FormatFloat(guides.weight, 'g', -1, 64))
	}
	if v.Given(optHTable) {
		settings = settings.With(optHTable, strings.TrimSpace(v.Text(optHTable)))
	}
	k := RouteWith(w.m, w.start, w.goal, w.title, guides)
	if w.family {
		k.Name = fmt.Sprintf("route on random maps (%d places, %d nearest)", v.Int(optPlaces), v.Int(optNearest))
		k.Instance = func(rng *rand.Rand) (Settings, error) {
			return settings.With(optMapSeed, strconv.FormatUint(rng.Uint64()>>1, 10)), nil
		}
	}
	if guides.weight != 2 {
		// The weight names what sldk is, in the titles of experiments.
		k.Name += ", weight " + strconv.FormatFloat(guides.weight, 'g', -1, 64)
	}
	return k, Spec{ID: Route, Settings: settings}, nil
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
// names of several words need no quotes. Each move compares the words
// with the names of the places next door only, so the time is linear in
// the text's length.
func drive(m *route.Map, p route.Place, text string) (route.Place, error) {
	typed := strings.Fields(strings.NewReplacer(",", " ", ";", " ").Replace(text))
	words := make([]string, len(typed)) // in lower case, as names compare
	for i, w := range typed {
		words[i] = strings.ToLower(w)
	}
	names := make([][]string, m.Places()) // each place's name in lower-case words, once needed
	for i, n := 0, 1; i < len(words); n++ {
		if words[i] != "to" {
			return p, &textio.MoveError{N: n, Err: fmt.Errorf("want \"to PLACE\", not %s", textio.Quote(typed[i]))}
		}
		i++
		if i == len(words) {
			return p, &textio.MoveError{N: n, Err: errors.New("\"to\" names no place")}
		}
		next, used := route.Place(-1), 0
		for k := range m.Degree(p) {
			to := m.Road(p, k).To
			if names[to] == nil {
				names[to] = strings.Fields(strings.ToLower(m.Name(to)))
			}
			if name := names[to]; len(name) > used && len(name) <= len(words)-i && slices.Equal(words[i:i+len(name)], name) {
				next, used = to, len(name)
			}
		}
		if next < 0 {
			end := i + 1
			for end < len(words) && words[end] != "to" {
				end++
			}
			return p, &textio.MoveError{N: n, Err: fmt.Errorf("no road from %s to %s", m.Name(p), textio.Quote(strings.Join(typed[i:end], " ")))}
		}
		p, i = next, i+used
	}
	return p, nil
}
