package route

import (
	"fmt"
	"slices"

	"frontier/core/textio"
)

// The operations on a Draft. Each checks its arguments first: a refused
// one is a one-line error and changes nothing; a done one can be undone.

// AddPlace adds a place named name at x, y and returns its number.
func (d *Draft) AddPlace(name string, x, y float64) (int, error) {
	name, err := d.checkName(name, -1)
	if err != nil {
		return 0, err
	}
	if err := checkXY(x, y); err != nil {
		return 0, err
	}
	if len(d.places) >= MaxPlaces {
		return 0, fmt.Errorf("too many places (at most %d)", MaxPlaces)
	}
	d.save()
	d.places = append(d.places, DraftPlace{Name: name, X: x, Y: y})
	return len(d.places) - 1, nil
}

// MovePlace moves place i to x, y. Its roads keep their lengths and the
// tables their lines: a teacher's map may say what it likes.
func (d *Draft) MovePlace(i int, x, y float64) error {
	if err := d.checkPlace(i); err != nil {
		return err
	}
	if err := checkXY(x, y); err != nil {
		return err
	}
	d.save()
	d.places[i].X, d.places[i].Y = x, y
	return nil
}

// RenamePlace names place i name; its roads and table lines follow it.
func (d *Draft) RenamePlace(i int, name string) error {
	if err := d.checkPlace(i); err != nil {
		return err
	}
	name, err := d.checkName(name, i)
	if err != nil {
		return err
	}
	d.save()
	d.places[i].Name = name
	return nil
}

// DeletePlace deletes place i, its roads and the table lines that name
// it; the places after it move down one number.
func (d *Draft) DeletePlace(i int) error {
	if err := d.checkPlace(i); err != nil {
		return err
	}
	d.save()
	d.places = slices.Delete(d.places, i, i+1)
	renumber := func(p int) int {
		if p > i {
			return p - 1
		}
		return p
	}
	d.roads = slices.DeleteFunc(d.roads, func(r DraftRoad) bool { return r.From == i || r.To == i })
	for k := range d.roads {
		d.roads[k].From, d.roads[k].To = renumber(d.roads[k].From), renumber(d.roads[k].To)
	}
	d.estimates = slices.DeleteFunc(d.estimates, func(e DraftEstimate) bool { return e.Goal == i || e.Place == i })
	for k := range d.estimates {
		d.estimates[k].Goal, d.estimates[k].Place = renumber(d.estimates[k].Goal), renumber(d.estimates[k].Place)
	}
	return nil
}

// AddRoad adds a road from place a to place b, both ways unless oneWay,
// and returns its number.
func (d *Draft) AddRoad(a, b, length int, oneWay bool) (int, error) {
	if err := d.checkPlace(a); err != nil {
		return 0, err
	}
	if err := d.checkPlace(b); err != nil {
		return 0, err
	}
	if err := checkLength(length); err != nil {
		return 0, err
	}
	if err := d.checkArcs(a, b, oneWay, -1); err != nil {
		return 0, err
	}
	d.save()
	d.roads = append(d.roads, DraftRoad{From: a, To: b, Length: length, OneWay: oneWay})
	return len(d.roads) - 1, nil
}

// DeleteRoad deletes road i; the roads after it move down one number.
func (d *Draft) DeleteRoad(i int) error {
	if err := d.checkRoad(i); err != nil {
		return err
	}
	d.save()
	d.roads = slices.Delete(d.roads, i, i+1)
	return nil
}

// SetLength makes road i length km long.
func (d *Draft) SetLength(i, length int) error {
	if err := d.checkRoad(i); err != nil {
		return err
	}
	if err := checkLength(length); err != nil {
		return err
	}
	d.save()
	d.roads[i].Length = length
	return nil
}

// SetOneWay makes road i one-way, from its From to its To, or two-way.
// A two-way road is refused where a one-way road already leads back.
func (d *Draft) SetOneWay(i int, oneWay bool) error {
	if err := d.checkRoad(i); err != nil {
		return err
	}
	r := d.roads[i]
	if err := d.checkArcs(r.From, r.To, oneWay, i); err != nil {
		return err
	}
	d.save()
	d.roads[i].OneWay = oneWay
	return nil
}

// Reverse turns road i round: a one-way road then leads the other way.
func (d *Draft) Reverse(i int) error {
	if err := d.checkRoad(i); err != nil {
		return err
	}
	r := d.roads[i]
	if err := d.checkArcs(r.To, r.From, r.OneWay, i); err != nil {
		return err
	}
	d.save()
	d.roads[i].From, d.roads[i].To = r.To, r.From
	return nil
}

// Build is the draft as a Map, by the parser's rules: a draft with no
// place, or with a place that no road touches, is refused, naming the
// first such place.
func (d *Draft) Build() (*Map, error) {
	if len(d.places) == 0 {
		return nil, fmt.Errorf("the map has no places")
	}
	m := newMap()
	m.scale = d.scale
	if d.unit != "" {
		m.unit = d.unit
	}
	for _, p := range d.places {
		if _, err := m.addPlace(p.Name, p.X, p.Y); err != nil {
			return nil, err
		}
	}
	for _, r := range d.roads {
		if err := m.addRoad(Place(r.From), Place(r.To), r.Length, r.OneWay, 0); err != nil {
			return nil, err
		}
	}
	for _, e := range d.estimates {
		if err := m.setEstimate(Place(e.Goal), Place(e.Place), e.KM); err != nil {
			return nil, err
		}
	}
	if p, ok := d.Unjoined(); ok {
		return nil, fmt.Errorf("place %s has no road", textio.Quote(d.places[p].Name))
	}
	return m, nil
}

// Unjoined finds the first place no road touches.
func (d *Draft) Unjoined() (int, bool) {
	joined := make([]bool, len(d.places))
	for _, r := range d.roads {
		joined[r.From], joined[r.To] = true, true
	}
	i := slices.Index(joined, false)
	return i, i >= 0
}
