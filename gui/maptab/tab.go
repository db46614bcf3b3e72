// Package maptab is the route tab of the window: the puzzle tab of
// gui/puzzletab with the route puzzle's map drawn as the board. A click
// on a place makes it the start, a right click (or a click with "Click
// sets: goal") the goal; playback lights the route road by road with its
// cost so far; the watch view draws each step on the map, the node being
// expanded, the frontier with g, h and f and the explored places; the
// heuristic inspector marks on the map where h overestimates (h > h*)
// and the roads where it is not consistent. The map is Romania, a map
// file, or a random map.
package maptab

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/route"
	"frontier/core/puzzles"
	"frontier/gui/kit"
	"frontier/gui/puzzletab"
	"frontier/gui/watch"
)

// Title is the tab's label, which the window shows before it builds the tab.
const Title = "Route"

// kind is the catalogue's route puzzle on one map to one goal.
type kind = puzzles.Kind[route.Place, route.Place]

// Tab is the route tab. Its methods are for the UI goroutine.
type Tab struct {
	*puzzletab.Tab[route.Place, route.Place]
	prefs fyne.Preferences

	board *mapView // the map on the left
	// maps holds the map of each kind the tab has made; made the kinds,
	// by map and goal, so that going back to a goal reuses its kind.
	maps map[*kind]*mapSource
	made map[madeKey]*kind
	cur  *mapSource

	// The map's controls: the menu of maps (Romania, a random map, the
	// file on show, Open…), the goal, the random map's places, nearest
	// neighbours and seed.
	MapMenu    *kit.Select
	GoalMenu   *kit.Select
	PlacesBox  *kit.Entry
	NearestBox *kit.Entry
	MapSeedBox *kit.Entry
	RandomBtn  *widget.Button
	MapErr     *widget.Label
	randomRows *fyne.Container // the random map's boxes, shown with a random map

	// ClickSets is what a plain click on a place does: set the start or
	// the goal, or drive there by hand along one road.
	// A right click always sets the goal.
	ClickSets *widget.RadioGroup
	// OnEdit is what the map menu's last entry, "Edit this map…", does;
	// the entry shows while it is set (SetOnEdit). An entry rather than a
	// button: the map's column has no width to spare on a projector.
	OnEdit func()

	// WeightBox holds k of the straight-line distance × k, TableBox a
	// table of estimates typed by the student ("Arad=366, Sibiu=253").
	WeightBox *kit.Entry
	TableBox  *kit.Entry
	editor    *editorWindow // the map editor, while its window is open

	picking bool // the goal menu is being filled: its changes are not the user's
}

// mapSource is a map and where it came from.
type mapSource struct {
	m *route.Map
	// title names the map in results ("Romania", "my.map", "random
	// map"); source is what the preferences keep: "romania", "random"
	// or a file's path.
	title, source string
}

type madeKey struct {
	src    *mapSource
	goal   route.Place
	guides guideKey
}

// Preference keys of the map's settings; the puzzle tab keeps the rest
// under "route.".
const (
	prefMap    = "route.map"
	prefGoal   = "route.goal"
	prefPlaces = "route.random.places"
	prefNear   = "route.random.nearest"
	prefSeed   = "route.random.seed"
)

// The click control's choices.
const (
	setStart = "start"
	setGoal  = "goal"
	drive    = "drive"
)

// New builds the tab, restoring its settings from prefs.
func New(prefs fyne.Preferences) *Tab {
	t := &Tab{prefs: prefs, maps: map[*kind]*mapSource{}, made: map[madeKey]*kind{}}
	t.buildSettings()
	t.buildGuides()
	k := t.restoreMap()
	t.Tab = puzzletab.New(prefs, puzzletab.Puzzle[route.Place, route.Place]{
		Title: Title, Key: "route", ID: puzzles.Route, Kind: k,
		Board: puzzletab.Board[route.Place, route.Place]{
			Picture:  func() fyne.CanvasObject { return newMapView(nil) },
			Draw:     t.draw,
			Animate:  t.animate,
			DrawStep: t.drawStep, NoChildren: true,
			Aspect: 1.5,
			Share:  0.4,
			Fold:   "Big map",
			Inspector: func(picture fyne.CanvasObject) puzzletab.Inspector[route.Place, route.Place] {
				return newInspector(picture.(*mapView), t.maps)
			},
		},
		Hand: &puzzletab.Hand[route.Place, route.Place]{Wire: t.hand, Words: t.handWords, Ems: 8},
		Coach: &puzzletab.Coaching[route.Place, route.Place]{
			HintWords: t.hintWords,
			ShowHint: func(o fyne.CanvasObject, k *kind, from, to route.Place, _ string) {
				cost, _ := k.StepCost(from, to)
				o.(*mapView).SetRoute([]route.Place{from, to}, nil, fmt.Sprintf("Hint: +%d %s", cost, k.Unit), 0)
			},
		},
		Inputs: puzzletab.Inputs[route.Place, route.Place]{
			Settings:  t.settings(),
			StateHint: "a place's name, such as Sibiu",
			// The box holds the start; the goal is the map's menu's.
			StateHeading: "Start (a place)",
			DefaultState: defaultStart(t.cur.m), DefaultWalk: 4, DefaultMaxNodes: "2,000,000",
		},
		Solve: puzzletab.Solving[route.Place, route.Place]{Subject: t.subject},
	})
	t.Search.MoveLabel = t.moveLabel
	t.fillGoalMenu()
	t.draw(t.board, t.Kind(), t.Shown())
	return t
}

// moveLabel writes a move of the path as the road's length: the path's
// row then reads "2  +80 km  Rimnicu Vilcea".
func (t *Tab) moveLabel(move string) string {
	path, moves := t.Search.Path()
	for i, m := range moves {
		if m == move && i+1 < len(path) {
			return "+" + t.Kind().Cost(roadLength(t.cur.m, path[i], path[i+1]))
		}
	}
	return move
}

// subject names the map and the journey in a result's heading.
func (t *Tab) subject(k *kind) string {
	src := t.maps[k]
	return fmt.Sprintf("%s, %s → %s", src.title, src.m.Name(t.Start()), src.m.Name(k.Goal))
}

// shownMap is the map on show.
func (t *Tab) shownMap() *route.Map { return t.cur.m }

// Goal is the place to reach.
func (t *Tab) Goal() route.Place { return t.Kind().Goal }

// SetOnEdit sets what the map menu's "Edit this map…" does and shows the
// entry (nil takes it away): the map editor opens on the map on show and
// hands back its map through useEdited.
func (t *Tab) SetOnEdit(f func()) {
	t.OnEdit = f
	t.showMapMenu()
}

// draw draws place p of kind k on a map picture: on the board, with the
// tab's start, and the route played so far when p is on the path.
func (t *Tab) draw(o fyne.CanvasObject, k *kind, p route.Place) {
	v := o.(*mapView)
	src := t.maps[k]
	if v != t.board || t.Tab == nil {
		v.SetMap(src.m, -1, k.Goal, p)
		v.SetStep(nil)
		return
	}
	v.SetMap(src.m, t.Start(), k.Goal, p)
	r, note := t.routeTo(p)
	v.SetRoute(r, t.found(), note, 0)
}

// animate draws one step of playback: the road from one place to the
// next grows over d.
func (t *Tab) animate(o fyne.CanvasObject, k *kind, _, to route.Place, _ string, d time.Duration) {
	v := o.(*mapView)
	v.SetMap(t.maps[k].m, t.Start(), k.Goal, to)
	r, note := t.routeTo(to)
	v.SetRoute(r, t.found(), note, d)
}

// found is the path of the result on show, if it starts at the tab's
// start.
func (t *Tab) found() []route.Place {
	path, _ := t.Search.Path()
	if len(path) < 2 || path[0] != t.Start() {
		return nil
	}
	return path
}

// routeTo is the path on show up to the player's position, if p is the
// place there, and its cost so far in words.
func (t *Tab) routeTo(p route.Place) ([]route.Place, string) {
	path, _ := t.Search.Path()
	i := t.Search.Player.Current()
	if i >= len(path) || path[i] != p || len(path) < 2 {
		return nil, ""
	}
	r := path[:i+1]
	length := 0
	for j := 1; j < len(r); j++ {
		length += roadLength(t.cur.m, r[j-1], r[j])
	}
	return r, "So far: " + t.Kind().CostOver(length, i)
}

// roadLength is the length of the road from a to b, 0 if there is none.
func roadLength(m *route.Map, a, b route.Place) int {
	for i := range m.Degree(a) {
		if r := m.Road(a, i); r.To == b {
			return r.Length
		}
	}
	return 0
}

// drawStep draws a watched step on the watch view's map.
func (t *Tab) drawStep(o fyne.CanvasObject, k *kind, s watch.Step[route.Place]) {
	v := o.(*mapView)
	v.SetMap(t.maps[k].m, s.Start, k.Goal, s.Node.State)
	marks := &stepMarks{expanding: s.Node.State, frontier: map[route.Place][3]int{}, next: -1,
		explored: map[route.Place]bool{}, goal: s.Goal}
	for i, n := range s.Frontier {
		if n.H != 0 {
			marks.informed = true
		}
		if _, ok := marks.frontier[n.State]; !ok {
			marks.frontier[n.State] = [3]int{n.G, n.H, n.F}
		}
		if i == 0 && !s.Goal && !s.Unordered {
			marks.next = n.State
		}
	}
	for _, p := range s.Explored {
		marks.explored[p] = true
	}
	v.SetStep(marks)
}

// hand wires the board: a click on a place sets the start (or the goal,
// as ClickSets says), a right click the goal. Above the board goes Edit
// map.
func (t *Tab) hand(_ *puzzletab.Tab[route.Place, route.Place], board fyne.CanvasObject) (fyne.CanvasObject, []fyne.CanvasObject) {
	t.board = board.(*mapView)
	t.board.OnTap = func(p route.Place) {
		switch t.ClickSets.Selected {
		case setGoal:
			t.SetGoal(p)
		case drive:
			if _, ok := t.Kind().StepCost(t.Shown(), p); ok {
				t.Play(p)
			}
		default:
			t.SetStart(p)
		}
	}
	t.board.OnSecondary = t.SetGoal
	return nil, nil
}

// handWords is the hint over the map: what a click does.
func (t *Tab) handWords(moves int, solved bool) string {
	switch {
	case t.ClickSets == nil:
	case t.ClickSets.Selected == setGoal:
		return "Click a place: it becomes the goal"
	case t.ClickSets.Selected == drive && solved:
		return fmt.Sprintf("Arrived, over %d roads!", moves)
	case t.ClickSets.Selected == drive && moves == 1:
		return "Driven by hand: 1 road"
	case t.ClickSets.Selected == drive && moves > 0:
		return fmt.Sprintf("Driven by hand: %d roads", moves)
	case t.ClickSets.Selected == drive:
		return "Click a neighbouring place to drive there"
	}
	return "Click: start · right-click: goal"
}

// SetGoal makes p the place to reach: the tab takes the puzzle of that
// goal; the start stays.
func (t *Tab) SetGoal(p route.Place) {
	if p == t.Goal() {
		return
	}
	t.SetKind(t.kindFor(t.cur, t.Start(), p), "The goal has changed: press Solve for a new result.")
	t.fillGoalMenu()
	t.saveMap()
}

// kindFor is the route puzzle on src to goal, made once per goal.
func (t *Tab) kindFor(src *mapSource, start, goal route.Place) *kind {
	gk, g, err := t.guides(src.m)
	if err != nil {
		// A table of another map's places: the map's own heuristics until
		// the table is put right.
		kit.SetError(t.MapErr, err.Error()+": on this map the heuristics leave it out until it is put right.")
		gk, g = guideKey{weight: gk.weight}, puzzles.NewRouteGuides(gk.weight, nil)
	}
	key := madeKey{src, goal, gk}
	if k, ok := t.made[key]; ok {
		return k
	}
	k := puzzles.RouteWith(src.m, start, goal, src.title, g)
	t.made[key], t.maps[k] = k, src
	return k
}

// defaultStart and defaultGoal are Arad and Bucharest on Romania, else
// the map's first and last places.
func defaultStart(m *route.Map) string {
	if p, err := m.Lookup("Arad"); err == nil && m == route.Romania() {
		return m.Name(p)
	}
	return m.Name(0)
}

func defaultGoal(m *route.Map) route.Place {
	if p, err := m.Lookup("Bucharest"); err == nil && m == route.Romania() {
		return p
	}
	return route.Place(m.Places() - 1)
}

// hintWords names the place to drive to and the road's length.
func (t *Tab) hintWords(k *kind, from route.Place, a puzzles.Advice[route.Place]) string {
	cost, _ := k.StepCost(from, a.Next)
	return fmt.Sprintf("Hint: drive to %s (%d %s)", t.cur.m.Name(a.Next), cost, k.Unit)
}
