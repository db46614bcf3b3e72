package route

import (
	"fmt"
	"strings"

	"frontier/core/textio"
)

// Place is a place of a Map, numbered in the order the map declares them.
type Place int32

// Road is one direction of a road: a two-way road is two of them.
type Road struct {
	From, To Place
	Length   int
	// OneWay marks a road declared in one direction only.
	OneWay bool
	// Line is the line of the map file that declared it; 0 for a map
	// made otherwise.
	Line int
}

// Limits of a map, so that a hostile file costs little to refuse.
const (
	MaxFileSize = 1 << 20
	MaxPlaces   = 10_000
	MaxRoads    = 100_000
	// MaxLength bounds a road's length and a table's estimate, so that no
	// sum along a path overflows.
	MaxLength = 1_000_000_000
	// MaxCoordinate bounds a coordinate either side of 0, and MaxScale the
	// km of one unit of them.
	MaxCoordinate = 1_000_000_000
	MaxScale      = 1_000_000_000
)

// Map is places with coordinates, the roads between them and, for some
// goals, a table of straight-line distances to it. A Map is immutable
// once made, and safe for concurrent use.
type Map struct {
	names  []string
	x, y   []float64
	out    [][]Road // the roads out of each place, in the order declared
	in     [][]Road // the roads into each place
	roads  []Road   // every direction of every road, in the order declared
	moves  [][]string
	index  map[string]Place // by key
	arcs   map[[2]Place]int // the length of the road from one place to another
	tables map[Place][]int  // goal → estimate of each place, -1 where the table is silent
	// Scale is the km of one unit of the coordinates.
	scale float64
	unit  string // what the lengths count: "km"
	near  nearCache
}

// DefaultUnit is the unit of a map that names none.
const DefaultUnit = "km"

func newMap() *Map {
	return &Map{index: map[string]Place{}, arcs: map[[2]Place]int{}, tables: map[Place][]int{}, scale: 1, unit: DefaultUnit}
}

// key is a place's name as lookups compare it: case and runs of spaces
// do not count.
func key(name string) string { return strings.ToLower(strings.Join(strings.Fields(name), " ")) }

// addPlace declares a place; a name taken, ignoring case, is an error.
func (m *Map) addPlace(name string, x, y float64) (Place, error) {
	k := key(name)
	if k == "" {
		return 0, fmt.Errorf("a place needs a name")
	}
	if _, ok := m.index[k]; ok {
		return 0, fmt.Errorf("duplicate place %s", textio.Quote(name))
	}
	if len(m.names) >= MaxPlaces {
		return 0, fmt.Errorf("too many places (at most %d)", MaxPlaces)
	}
	p := Place(len(m.names))
	m.index[k] = p
	m.names = append(m.names, strings.Join(strings.Fields(name), " "))
	m.x, m.y = append(m.x, x), append(m.y, y)
	m.out, m.in, m.moves = append(m.out, nil), append(m.in, nil), append(m.moves, nil)
	return p, nil
}

// addRoad adds the road from a to b, and back unless oneWay.
func (m *Map) addRoad(a, b Place, length int, oneWay bool, line int) error {
	switch {
	case a == b:
		return fmt.Errorf("a road from %s to itself", textio.Quote(m.names[a]))
	case length <= 0:
		return fmt.Errorf("road length %d: a road must be longer than 0", length)
	case length > MaxLength:
		return fmt.Errorf("road length %d is too long (at most %d)", length, MaxLength)
	case m.hasRoad(a, b):
		return fmt.Errorf("duplicate road from %s to %s", textio.Quote(m.names[a]), textio.Quote(m.names[b]))
	case !oneWay && m.hasRoad(b, a):
		return fmt.Errorf("duplicate road from %s to %s", textio.Quote(m.names[b]), textio.Quote(m.names[a]))
	case len(m.roads)+2 > MaxRoads:
		return fmt.Errorf("too many roads (at most %d directions)", MaxRoads)
	}
	m.addArc(Road{From: a, To: b, Length: length, OneWay: oneWay, Line: line})
	if !oneWay {
		m.addArc(Road{From: b, To: a, Length: length, Line: line})
	}
	return nil
}

func (m *Map) addArc(r Road) {
	m.roads = append(m.roads, r)
	m.arcs[[2]Place{r.From, r.To}] = r.Length
	m.out[r.From] = append(m.out[r.From], r)
	m.in[r.To] = append(m.in[r.To], r)
	m.moves[r.From] = append(m.moves[r.From], "to "+m.names[r.To])
}

// hasRoad reports whether a road leads from a to b.
func (m *Map) hasRoad(a, b Place) bool {
	_, ok := m.arcs[[2]Place{a, b}]
	return ok
}

// setEstimate records the table's straight-line distance from p to goal.
func (m *Map) setEstimate(goal, p Place, h int) error {
	switch {
	case h < 0:
		return fmt.Errorf("a straight-line distance of %d: it must not be negative", h)
	case h > MaxLength:
		return fmt.Errorf("a straight-line distance of %d is too long (at most %d)", h, MaxLength)
	}
	t := m.tables[goal]
	if t == nil {
		t = make([]int, len(m.names))
		for i := range t {
			t[i] = -1
		}
		m.tables[goal] = t
	}
	if t[p] >= 0 {
		return fmt.Errorf("duplicate straight-line distance from %s to %s", textio.Quote(m.names[p]), textio.Quote(m.names[goal]))
	}
	t[p] = h
	return nil
}

// Places is the number of places.
func (m *Map) Places() int { return len(m.names) }

// Name is the name of p.
func (m *Map) Name(p Place) string { return m.names[p] }

// XY is where p lies, in the map's units; y grows northward.
func (m *Map) XY(p Place) (x, y float64) { return m.x[p], m.y[p] }

// Scale is the km of one unit of the coordinates.
func (m *Map) Scale() float64 { return m.scale }

// Unit is what the map's lengths count, for messages: "km" unless the
// map names another.
func (m *Map) Unit() string { return m.unit }

// Roads lists every direction of every road, in the order declared.
func (m *Map) Roads() []Road { return append([]Road(nil), m.roads...) }

// Out lists the roads out of p, in the order declared: the move order.
func (m *Map) Out(p Place) []Road { return append([]Road(nil), m.out[p]...) }

// Degree is the number of roads out of p, and Road its i-th, without the
// copy Out makes: for a random walk's steps.
func (m *Map) Degree(p Place) int       { return len(m.out[p]) }
func (m *Map) Road(p Place, i int) Road { return m.out[p][i] }

// HasTable reports whether the map gives a table of straight-line
// distances to goal.
func (m *Map) HasTable(goal Place) bool { return m.tables[goal] != nil }

// Lookup finds a place by name, ignoring case and runs of spaces; an
// unknown name is a one-line error naming a few places.
func (m *Map) Lookup(name string) (Place, error) {
	if p, ok := m.index[key(name)]; ok {
		return p, nil
	}
	const shown = 8
	list := m.names[:min(len(m.names), shown)]
	more := ""
	if len(m.names) > shown {
		more = ", …"
	}
	return 0, fmt.Errorf("unknown place %s (the map has %s%s)", textio.Quote(name), strings.Join(list, ", "), more)
}
