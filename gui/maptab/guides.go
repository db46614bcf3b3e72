package maptab

import (
	"fmt"
	"strings"

	"frontier/core/domains/route"
	"frontier/core/puzzles"
	"frontier/gui/kit"
)

// Preference keys of the heuristics' settings.
const (
	prefWeight = "route.weight"
	prefTable  = "route.table"
)

// defaultWeight is k of the straight-line distance × k until one is typed.
const defaultWeight = "2"

// guideKey is what makes one kind's heuristics differ from another's on
// the same map and goal: the weight and the table's text.
type guideKey struct {
	weight float64
	table  string
}

// buildGuides makes the boxes of the weight k and of the table of
// estimates a student types; Enter in either makes the tab's puzzle anew.
func (t *Tab) buildGuides() {
	t.WeightBox = kit.NewEntry(defaultWeight)
	t.TableBox = kit.NewEntry("Arad=366, Sibiu=253, …")
	t.WeightBox.OnSubmitted = func(string) { t.guidesChanged() }
	t.TableBox.OnSubmitted = func(string) { t.guidesChanged() }
}

// guides reads the weight and the table for map m; an error is one line
// naming the box.
func (t *Tab) guides(m *route.Map) (guideKey, puzzles.RouteGuides, error) {
	text := strings.TrimSpace(t.WeightBox.Text)
	if text == "" {
		text = defaultWeight
	}
	k, err := route.ParseWeight(text)
	if err != nil {
		return guideKey{}, puzzles.RouteGuides{}, fmt.Errorf("weight k: %v", err)
	}
	key := guideKey{weight: k, table: strings.TrimSpace(t.TableBox.Text)}
	var h []int
	if key.table != "" {
		if h, err = m.ParseTable(key.table); err != nil {
			return guideKey{}, puzzles.RouteGuides{}, fmt.Errorf("your table: %v", err)
		}
	}
	return key, puzzles.NewRouteGuides(k, h), nil
}

// guidesChanged makes the puzzle anew with the weight and the table the
// boxes hold; a box that does not read says why and changes nothing. It
// reports whether the boxes read.
func (t *Tab) guidesChanged() bool {
	if _, _, err := t.guides(t.cur.m); err != nil {
		kit.SetError(t.MapErr, err.Error())
		return false
	}
	kit.SetError(t.MapErr, "")
	t.SetKind(t.kindFor(t.cur, t.Start(), t.Goal()), "The heuristics have changed: press Solve for a new result.")
	t.prefs.SetString(prefWeight, t.WeightBox.Text)
	t.prefs.SetString(prefTable, t.TableBox.Text)
	return true
}
