package puzzles

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"strings"

	"frontier/core/domains/route"
	"frontier/core/textio"
)

// Bounds of a random map: the window draws every place and road of one.
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
		return nil, optionErr(optMap, " %s: %v", textio.QuotePath(name), err)
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

// where is where a route puzzle runs: the map, the start and the goal,
// the map's title, and the settings that name them written out. A random
// map with no map seed is a family: its settings leave out the seed, and
// the places not given, which each member draws.
type where struct {
	m           *route.Map
	start, goal route.Place
	title       string
	settings    Settings
	family      bool
}

// routeWhere is where the options v say the puzzle runs.
func routeWhere(v Values) (where, error) {
	mapName := v.Text(optMap)
	random := isRandom(mapName)
	if !random {
		for _, o := range []string{optPlaces, optNearest, optMapSeed} {
			if v.Given(o) {
				return where{}, optionErr(o, " is for --map random, not a map %s", textio.Quote(mapName))
			}
		}
	}
	var w where
	var err error
	if random {
		w.m, w.start, w.goal, err = randomMapOf(v, uint64(v.Int(optMapSeed)))
	} else if w.m, err = loadMap(mapName); err == nil {
		w.start, w.goal = 0, route.Place(w.m.Places()-1)
	}
	if err != nil {
		return where{}, err
	}
	romania := w.m == route.Romania()
	if romania {
		mapName = romaniaMap
	}
	if w.start, err = placeOption(v, w.m, optFrom, romania, "Arad", w.start); err != nil {
		return where{}, err
	}
	if w.goal, err = placeOption(v, w.m, optTo, romania, "Bucharest", w.goal); err != nil {
		return where{}, err
	}
	w.describe(v, mapName, random)
	return w, nil
}

// placeOption is the place the option opt names on m: on Romania
// romaniaDefault when it is not given, elsewhere fallback.
func placeOption(v Values, m *route.Map, opt string, romania bool, romaniaDefault string, fallback route.Place) (route.Place, error) {
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

// describe gives w its title and the settings that name it again: a
// random map without a seed is a family of maps, whose members draw the
// places not given.
func (w *where) describe(v Values, mapName string, random bool) {
	w.settings, w.title = Settings{}.With(optMap, mapName), mapTitle(mapName)
	if random {
		w.family = !v.Given(optMapSeed)
		w.settings = Settings{}.With(optMap, randomMap).With(optPlaces, strconv.Itoa(v.Int(optPlaces))).
			With(optNearest, strconv.Itoa(v.Int(optNearest)))
		w.title = fmt.Sprintf("random map %d (%d places, %d nearest)", v.Int(optMapSeed), v.Int(optPlaces), v.Int(optNearest))
		if !w.family {
			w.settings = w.settings.With(optMapSeed, strconv.Itoa(v.Int(optMapSeed)))
		}
	}
	if !w.family || v.Given(optFrom) {
		w.settings = w.settings.With(optFrom, w.m.Name(w.start))
	}
	if !w.family || v.Given(optTo) {
		w.settings = w.settings.With(optTo, w.m.Name(w.goal))
	}
}

func mapTitle(mapName string) string {
	if mapName == romaniaMap {
		return "Romania"
	}
	return filepath.Base(mapName)
}
