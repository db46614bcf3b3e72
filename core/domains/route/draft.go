package route

import (
	"fmt"
	"math"
	"strings"
	"unicode"

	"frontier/core/numfmt"
	"frontier/core/textio"
)

// DraftPlace is a place of a Draft: its name, written as the user gave it
// with runs of spaces made one, and where it lies (y grows northward).
type DraftPlace struct {
	Name string
	X, Y float64
}

// DraftRoad is a road of a Draft between the places numbered From and To:
// both ways, or from From to To only when OneWay.
type DraftRoad struct {
	From, To int
	Length   int
	OneWay   bool
}

// DraftEstimate is a line of a map's table: the straight-line distance KM
// from Place to Goal.
type DraftEstimate struct {
	Goal, Place int
	KM          int
}

// draftState is everything a Draft holds but its history.
type draftState struct {
	places    []DraftPlace
	roads     []DraftRoad
	estimates []DraftEstimate
	scale     float64
	unit      string // what the lengths count; "" is DefaultUnit
}

func (s draftState) clone() draftState {
	return draftState{
		places:    append([]DraftPlace(nil), s.places...),
		roads:     append([]DraftRoad(nil), s.roads...),
		estimates: append([]DraftEstimate(nil), s.estimates...),
		scale:     s.scale,
		unit:      s.unit,
	}
}

// Draft is a map being edited: places, roads and the lines of the tables
// of straight-line distances, changed one checked operation at a time and
// each undoable (history.go). Unlike a Map, a Draft may hold a place with
// no road; Build refuses it, as Parse does. Places and roads are numbered
// from 0 in the order they were added; deleting one renumbers those after
// it. A Draft is not safe for concurrent use.
type Draft struct {
	draftState
	undo, redo []draftState
	// comment is the comment lines that head the file the draft was read
	// from, written back at its head.
	comment []string
}

// NewDraft is a draft of m, with its places, roads (in the order the map
// declared them) and tables; nil gives an empty draft.
func NewDraft(m *Map) *Draft {
	d := &Draft{draftState: draftState{scale: 1}}
	if m == nil {
		return d
	}
	d.scale, d.unit = m.scale, m.unit
	for p, name := range m.names {
		d.places = append(d.places, DraftPlace{Name: name, X: m.x[p], Y: m.y[p]})
	}
	// A two-way road is two directions in a row; the second is skipped.
	twoWay := map[[2]Place]bool{}
	for _, r := range m.roads {
		if !r.OneWay {
			if twoWay[[2]Place{r.To, r.From}] {
				continue
			}
			twoWay[[2]Place{r.From, r.To}] = true
		}
		d.roads = append(d.roads, DraftRoad{From: int(r.From), To: int(r.To), Length: r.Length, OneWay: r.OneWay})
	}
	for goal := range m.names {
		for p, km := range m.tables[Place(goal)] {
			if km >= 0 {
				d.estimates = append(d.estimates, DraftEstimate{Goal: goal, Place: p, KM: km})
			}
		}
	}
	return d
}

// ParseDraft reads a map file as Parse does, into a draft that keeps the
// comment lines heading the file (blank lines among them dropped), to
// write them back: a teacher's notes on a map survive an edit. Comments
// further down are not kept.
func ParseDraft(data []byte) (*Draft, error) {
	m, err := Parse(data)
	if err != nil {
		return nil, err
	}
	d := NewDraft(m)
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimLeftFunc(strings.TrimSuffix(line, "\r"), unicode.IsSpace)
		if line == "" {
			continue
		}
		if !strings.HasPrefix(line, "#") {
			break
		}
		d.comment = append(d.comment, line)
	}
	return d, nil
}

// Places is the number of places.
func (d *Draft) Places() int { return len(d.places) }

// Place is the i-th place.
func (d *Draft) Place(i int) DraftPlace { return d.places[i] }

// Roads is the number of roads, a two-way road counting once.
func (d *Draft) Roads() int { return len(d.roads) }

// Road is the i-th road.
func (d *Draft) Road(i int) DraftRoad { return d.roads[i] }

// Estimates lists the lines of the tables, a copy.
func (d *Draft) Estimates() []DraftEstimate { return append([]DraftEstimate(nil), d.estimates...) }

// Unit is what the draft's lengths count: "km", "mi", "minutes".
func (d *Draft) Unit() string {
	if d.unit == "" {
		return DefaultUnit
	}
	return d.unit
}

// Lookup finds a place by name, ignoring case and runs of spaces.
func (d *Draft) Lookup(name string) (int, bool) {
	k := key(name)
	for i, p := range d.places {
		if key(p.Name) == k {
			return i, true
		}
	}
	return 0, false
}

// RoadBetween finds the road joining a and b, in either direction.
func (d *Draft) RoadBetween(a, b int) (int, bool) {
	for i, r := range d.roads {
		if r.From == a && r.To == b || r.From == b && r.To == a {
			return i, true
		}
	}
	return 0, false
}

// Distance is the straight-line distance between places a and b in km,
// rounded up: the length a new road between them is offered.
func (d *Draft) Distance(a, b int) int {
	pa, pb := d.places[a], d.places[b]
	km := math.Ceil(math.Hypot(pa.X-pb.X, pa.Y-pb.Y) * d.scale)
	return int(min(max(km, 1), MaxLength))
}

// checkName returns name as the map keeps it, or why it cannot be the
// name of a place other than the one numbered self (-1 for a new one).
func (d *Draft) checkName(name string, self int) (string, error) {
	name = strings.Join(strings.Fields(name), " ")
	if name == "" {
		return "", fmt.Errorf("a place needs a name")
	}
	if strings.Contains(name, `"`) {
		return "", fmt.Errorf("a name cannot hold a double quote: %s", textio.Quote(name))
	}
	if err := printable(name); err != nil {
		return "", err
	}
	if i, ok := d.Lookup(name); ok && i != self {
		return "", fmt.Errorf("duplicate place %s: %s is taken", textio.Quote(name), textio.Quote(d.places[i].Name))
	}
	return name, nil
}

// checkXY says why x, y cannot be where a place lies, as the parser would.
func checkXY(x, y float64) error {
	for _, v := range []float64{x, y} {
		if math.IsNaN(v) || math.Abs(v) > MaxCoordinate {
			return fmt.Errorf("bad coordinate %s: want a number from -%s to %s", number(v), numfmt.Group(MaxCoordinate), numfmt.Group(MaxCoordinate))
		}
	}
	return nil
}

func (d *Draft) checkPlace(i int) error {
	if i < 0 || i >= len(d.places) {
		return fmt.Errorf("no place numbered %d (the draft has %d)", i, len(d.places))
	}
	return nil
}

func (d *Draft) checkRoad(i int) error {
	if i < 0 || i >= len(d.roads) {
		return fmt.Errorf("no road numbered %d (the draft has %d)", i, len(d.roads))
	}
	return nil
}

// checkLength says why length cannot be a road's.
func checkLength(length int) error {
	switch {
	case length <= 0:
		return fmt.Errorf("road length %d: a road must be longer than 0", length)
	case length > MaxLength:
		return fmt.Errorf("road length %d is too long (at most %d)", length, MaxLength)
	}
	return nil
}

// checkArcs says why a road from a to b (and back unless oneWay) cannot
// join the roads other than the one numbered skip, as the parser would:
// no direction is declared twice.
func (d *Draft) checkArcs(a, b int, oneWay bool, skip int) error {
	if a == b {
		return fmt.Errorf("a road from %s to itself", textio.Quote(d.places[a].Name))
	}
	arcs := 0
	leads := func(from, to int) bool {
		for i, r := range d.roads {
			if i != skip && (r.From == from && r.To == to || !r.OneWay && r.From == to && r.To == from) {
				return true
			}
		}
		return false
	}
	for i, r := range d.roads {
		if i != skip {
			arcs += 2
			if r.OneWay {
				arcs--
			}
		}
	}
	switch {
	case leads(a, b):
		return fmt.Errorf("duplicate road from %s to %s", textio.Quote(d.places[a].Name), textio.Quote(d.places[b].Name))
	case !oneWay && leads(b, a):
		return fmt.Errorf("duplicate road from %s to %s", textio.Quote(d.places[b].Name), textio.Quote(d.places[a].Name))
	case arcs+2 > MaxRoads:
		return fmt.Errorf("too many roads (at most %d directions)", MaxRoads)
	}
	return nil
}
