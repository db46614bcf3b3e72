package maptab

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/route"
	"frontier/core/puzzles"
	"frontier/core/search"
)

// inspector takes a heuristic apart on the whole map at once: h and the
// true distance h* (a Dijkstra from the goal) by every place, the places
// where h overestimates and the roads where it is not consistent, in
// colour on the map and in the panel's lines.
type inspector struct {
	view   *mapView
	maps   map[*kind]*mapSource
	panel  *widget.Label
	active bool
}

func newInspector(v *mapView, maps map[*kind]*mapSource) *inspector {
	p := widget.NewLabel("")
	p.Wrapping = fyne.TextWrapWord
	p.Hide()
	return &inspector{view: v, maps: maps, panel: p}
}

func (in *inspector) Overlay() fyne.CanvasObject { return nil }
func (in *inspector) Panel() fyne.CanvasObject   { return in.panel }
func (in *inspector) Active() bool               { return in.active }

func (in *inspector) SetActive(on bool) {
	in.active = on
	if on {
		in.panel.Show()
		return
	}
	in.panel.Hide()
	in.view.SetInspect(nil)
}

// done is closed from the start: the inspector's work is done at once.
var done = func() chan struct{} { c := make(chan struct{}); close(c); return c }()

func (in *inspector) Done() <-chan struct{} { return done }

// listed is how many places or roads the panel names before "and n more".
const listed = 4

// Show takes heuristic h apart on the map of k, p the place on show.
func (in *inspector) Show(k *kind, h puzzles.HeuristicID, p route.Place) {
	if !in.active {
		return
	}
	src := in.maps[k]
	if src == nil {
		return
	}
	m := src.m
	marks, err := analyse(k, m, h, in.truthOf(k, m))
	if err != nil {
		in.panel.SetText("Inspect h: " + err.Error())
		in.view.SetInspect(nil)
		return
	}
	in.view.SetInspect(marks)
	in.panel.SetText(describe(m, k.Goal, p, marks))
}

// truthOf is every place's true distance to k's goal, from the
// catalogue's one source, which knows a map's at once.
func (in *inspector) truthOf(k *kind, m *route.Map) []int {
	t := make([]int, m.Places())
	for p := range t {
		d, ok := k.KnownDistance(route.Place(p))
		if !ok || d < 0 {
			d = route.Unreachable
		}
		t[p] = d
	}
	return t
}

// analyse reads heuristic h's estimate of every place from the puzzle's
// own problem, as a search sees it, and marks where it is wrong.
func analyse(k *kind, m *route.Map, h puzzles.HeuristicID, truth []int) (*inspectMarks, error) {
	prob, err := k.Problem(k.Goal, h)
	if err != nil {
		return nil, err
	}
	est, _ := prob.(search.Heuristic[route.Place])
	marks := &inspectMarks{h: make([]int, m.Places()), truth: truth, over: make([]bool, m.Places()),
		bad: map[[2]route.Place]bool{}}
	for p := range marks.h {
		if est != nil {
			marks.h[p] = est.Estimate(route.Place(p))
		}
		marks.over[p] = truth[p] != route.Unreachable && marks.h[p] > truth[p]
	}
	for _, r := range m.Roads() {
		if marks.h[r.From] > r.Length+marks.h[r.To] {
			marks.bad[[2]route.Place{r.From, r.To}] = true
		}
	}
	return marks, nil
}

// describe is the panel's lines: h and h* at the place on show, then the
// places where h > h* and the roads where h(n) > c(n, n′) + h(n′), a few
// named.
func describe(m *route.Map, goal, p route.Place, marks *inspectMarks) string {
	truth := func(q route.Place) string {
		if marks.truth[q] == route.Unreachable {
			return "∞ (no route)"
		}
		return fmt.Sprint(marks.truth[q])
	}
	lines := []string{fmt.Sprintf("At %s: h = %d, h* = %s (the shortest route to %s).",
		m.Name(p), marks.h[p], truth(p), m.Name(goal))}
	var over []string
	for q, bad := range marks.over {
		if bad {
			over = append(over, fmt.Sprintf("%s %d > %d", m.Name(route.Place(q)), marks.h[q], marks.truth[q]))
		}
	}
	if len(over) == 0 {
		lines = append(lines, "Admissible: h ≤ h* at every place.")
	} else {
		lines = append(lines, fmt.Sprintf("h > h* at %d %s: %s.", len(over), plural(len(over), "place", "places"), some(over)))
	}
	var roads []string
	for _, r := range m.Roads() {
		if marks.bad[[2]route.Place{r.From, r.To}] {
			roads = append(roads, fmt.Sprintf("%s→%s %d > %d + %d", m.Name(r.From), m.Name(r.To), marks.h[r.From], r.Length, marks.h[r.To]))
		}
	}
	if len(roads) == 0 {
		lines = append(lines, "Consistent: h(n) ≤ c(n, n′) + h(n′) on every road.")
	} else {
		lines = append(lines, fmt.Sprintf("h(n) > c(n, n′) + h(n′) on %d %s: %s.", len(roads), plural(len(roads), "road", "roads"), some(roads)))
	}
	return strings.Join(lines, "\n")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// some names the first few of list, and says how many more there are.
func some(list []string) string {
	if len(list) <= listed {
		return strings.Join(list, ", ")
	}
	return strings.Join(list[:listed], ", ") + fmt.Sprintf(" and %d more", len(list)-listed)
}
