package maptab

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"frontier/core/domains/route"
	"frontier/gui/kit/kittest"
)

func newTestTab(t *testing.T, size fyne.Size) (*Tab, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	tab := New(a.Preferences())
	w := test.NewTempWindow(t, tab.Content())
	w.Resize(size)
	return tab, w
}

var desk = fyne.NewSize(1280, 800)

// place looks a place up by name, failing the test if the map has none.
func place(t *testing.T, m *route.Map, name string) route.Place {
	t.Helper()
	p, err := m.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// dijkstra is a plain reference: the shortest distance from every place
// to goal along the roads, written here apart from the route package's
// own, and the next place on a shortest route from each.
func dijkstra(m *route.Map, goal route.Place) (dist []int, next []route.Place) {
	n := m.Places()
	dist, next = make([]int, n), make([]route.Place, n)
	for i := range dist {
		dist[i], next[i] = -1, -1
	}
	dist[goal] = 0
	done := make([]bool, n)
	for {
		u := -1
		for i := range n {
			if !done[i] && dist[i] >= 0 && (u < 0 || dist[i] < dist[u]) {
				u = i
			}
		}
		if u < 0 {
			return dist, next
		}
		done[u] = true
		for _, r := range m.Roads() { // every road into u, walked backwards
			if r.To != route.Place(u) || done[r.From] {
				continue
			}
			if d := dist[u] + r.Length; dist[r.From] < 0 || d < dist[r.From] {
				dist[r.From], next[r.From] = d, route.Place(u)
			}
		}
	}
}

func TestClicksSetStartAndGoal(t *testing.T) {
	tab, _ := newTestTab(t, desk)
	m := tab.shownMap()
	sibiu, craiova, iasi := place(t, m, "Sibiu"), place(t, m, "Craiova"), place(t, m, "Iasi")

	test.TapAt(tab.board, tab.board.where(sibiu))
	if tab.Start() != sibiu || tab.StateBox.Text != "Sibiu" {
		t.Fatalf("a click on Sibiu: start %s, state box %q", m.Name(tab.Start()), tab.StateBox.Text)
	}
	if tab.Kind().Goal != place(t, m, "Bucharest") {
		t.Fatalf("a plain click moved the goal to %s", m.Name(tab.Kind().Goal))
	}

	test.TapSecondaryAt(tab.board, tab.board.where(craiova))
	if tab.Kind().Goal != craiova || tab.GoalMenu.Selected != "Craiova" {
		t.Fatalf("a right click on Craiova: goal %s, menu %q", m.Name(tab.Kind().Goal), tab.GoalMenu.Selected)
	}
	if tab.Start() != sibiu {
		t.Fatalf("setting the goal moved the start to %s", m.Name(tab.Start()))
	}
	if !strings.Contains(tab.Kind().Name, "to Craiova") {
		t.Fatalf("the kind is %q", tab.Kind().Name)
	}

	tab.ClickSets.SetSelected(setGoal)
	if !strings.Contains(tab.HandLabel.Text, "goal") {
		t.Fatalf("the hint over the map says %q with clicks setting the goal", tab.HandLabel.Text)
	}
	test.TapAt(tab.board, tab.board.where(iasi))
	if tab.Kind().Goal != iasi || tab.Start() != sibiu {
		t.Fatalf("a click setting the goal on Iasi: goal %s, start %s", m.Name(tab.Kind().Goal), m.Name(tab.Start()))
	}

	// A click far from any place changes nothing.
	test.TapAt(tab.board, fyne.NewPos(2, 2))
	if tab.Kind().Goal != iasi {
		t.Fatalf("a click on no place moved the goal to %s", m.Name(tab.Kind().Goal))
	}

	// The goal menu sets it too, and the map draws start and goal in
	// their colours.
	tab.GoalMenu.SetSelected("Bucharest")
	if tab.Kind().Goal != place(t, m, "Bucharest") {
		t.Fatalf("the goal menu's Bucharest gave the goal %s", m.Name(tab.Kind().Goal))
	}
	if tab.board.start != sibiu || tab.board.goal != place(t, m, "Bucharest") {
		t.Fatalf("the map draws start %d and goal %d", tab.board.start, tab.board.goal)
	}
	if c := circleAt(t, tab.board, tab.board.where(sibiu)); c == nil || c.StrokeColor != startColour {
		t.Fatalf("Sibiu, the start, is not ringed in the start's colour: %v", c)
	}
	if c := circleAt(t, tab.board, tab.board.where(place(t, m, "Bucharest"))); c == nil || c.StrokeColor != goalColour {
		t.Fatalf("Bucharest, the goal, is not ringed in the goal's colour: %v", c)
	}
}

// circleAt is the place's dot drawn around pos.
func circleAt(t *testing.T, v *mapView, pos fyne.Position) *canvas.Circle {
	t.Helper()
	for _, o := range test.WidgetRenderer(v).Objects() {
		if c, ok := o.(*canvas.Circle); ok {
			mid := fyne.NewPos((c.Position1.X+c.Position2.X)/2, (c.Position1.Y+c.Position2.Y)/2)
			if abs(mid.X-pos.X) < 0.5 && abs(mid.Y-pos.Y) < 0.5 {
				return c
			}
		}
	}
	return nil
}

func abs(x float32) float32 { return max(x, -x) }

// solve picks A* and the heuristic titled h, taps Solve and waits.
func solve(t *testing.T, tab *Tab, h string) {
	t.Helper()
	tab.EngineMenu.SetSelected("A*")
	for _, o := range tab.HeuristicMenu.Options {
		if o == h || strings.HasPrefix(o, h+" (") {
			tab.HeuristicMenu.SetSelected(o)
		}
	}
	if !strings.HasPrefix(tab.HeuristicMenu.Selected, h) {
		t.Fatalf("no heuristic %q among %q", h, tab.HeuristicMenu.Options)
	}
	test.Tap(tab.Search.SolveBtn)
	kittest.Wait(t, tab.Search.Done(), "the search")
}

func TestSolveRomaniaInKm(t *testing.T) {
	tab, _ := newTestTab(t, desk)
	m := tab.shownMap()
	arad, bucharest := place(t, m, "Arad"), place(t, m, "Bucharest")
	if tab.Start() != arad || tab.Kind().Goal != bucharest {
		t.Fatalf("the tab opens from %s to %s", m.Name(tab.Start()), m.Name(tab.Kind().Goal))
	}
	solve(t, tab, "Straight-line distance")

	dist, next := dijkstra(m, bucharest)
	want := []route.Place{arad}
	for p := arad; p != bucharest; p = next[p] {
		want = append(want, next[p])
	}
	// The textbook's answer: Arad, Sibiu, Rimnicu Vilcea, Pitesti,
	// Bucharest.
	if dist[arad] != 418 || len(want)-1 != 4 {
		t.Fatalf("the reference finds %d km over %d roads", dist[arad], len(want)-1)
	}
	path, _ := tab.Search.Path()
	if !slices.Equal(path, want) {
		t.Fatalf("the path is %v, the reference's %v", path, want)
	}
	s := tab.Search.Stats
	if got := s.Value("Cost"); got != "418 km" {
		t.Fatalf("Cost says %q", got)
	}
	if got := s.Headline.Text; !strings.Contains(got, "418 km over 4 roads") {
		t.Fatalf("the headline says %q", got)
	}
	if got := s.Subject.Text; !strings.Contains(got, "Arad → Bucharest") {
		t.Fatalf("the subject says %q", got)
	}
}

func TestInspectorMarksTwiceTheStraightLine(t *testing.T) {
	tab, _ := newTestTab(t, desk)
	m := tab.shownMap()
	goal := tab.Kind().Goal
	tab.EngineMenu.SetSelected("A*")
	for _, o := range tab.HeuristicMenu.Options {
		if strings.HasPrefix(o, "Straight-line distance × 2") {
			tab.HeuristicMenu.SetSelected(o)
		}
	}
	test.Tap(tab.InspectSwitch)
	kittest.Wait(t, tab.Done(), "the inspector")
	marks := tab.board.inspect
	if marks == nil {
		t.Fatal("Inspect h on marks nothing on the map")
	}

	// h by its definition: twice the straight-line distance of the
	// map's table to Bucharest, written here from the textbook.
	sld := map[string]int{"Arad": 366, "Bucharest": 0, "Craiova": 160, "Drobeta": 242, "Eforie": 161,
		"Fagaras": 176, "Giurgiu": 77, "Hirsova": 151, "Iasi": 226, "Lugoj": 244, "Mehadia": 241,
		"Neamt": 234, "Oradea": 380, "Pitesti": 100, "Rimnicu Vilcea": 193, "Sibiu": 253,
		"Timisoara": 329, "Urziceni": 80, "Vaslui": 199, "Zerind": 374}
	truth, _ := dijkstra(m, goal)
	overs, bads := 0, 0
	for p := range m.Places() {
		q := route.Place(p)
		h := 2 * sld[m.Name(q)]
		if marks.h[q] != h || marks.truth[q] != truth[q] {
			t.Fatalf("%s: the inspector has h %d, h* %d; want %d, %d", m.Name(q), marks.h[q], marks.truth[q], h, truth[q])
		}
		if over := h > truth[q]; marks.over[q] != over {
			t.Fatalf("%s: h %d, h* %d, marked over: %v", m.Name(q), h, truth[q], marks.over[q])
		} else if over {
			overs++
		}
	}
	for _, r := range m.Roads() {
		bad := 2*sld[m.Name(r.From)] > r.Length+2*sld[m.Name(r.To)]
		if marks.bad[[2]route.Place{r.From, r.To}] != bad {
			t.Fatalf("the road %s→%s: inconsistent %v, marked %v", m.Name(r.From), m.Name(r.To), bad, !bad)
		}
		if bad {
			bads++
		}
	}
	if overs == 0 || bads == 0 {
		t.Fatalf("×2 should overestimate somewhere and break consistency somewhere: %d places, %d roads", overs, bads)
	}
	panel := tab.Inspector.Panel().(interface{ Visible() bool })
	text := tab.Inspector.(*inspector).panel.Text
	if !panel.Visible() || !strings.Contains(text, "h > h* at "+strconv.Itoa(overs)+" places") ||
		!strings.Contains(text, "on "+strconv.Itoa(bads)+" roads") {
		t.Fatalf("the panel says %q; want %d places and %d roads", text, overs, bads)
	}
	// The marks are drawn: a ring on every place over, and a road in the
	// marks' colour for every inconsistent road (a two-way road once).
	rings, lines := 0, 0
	for _, o := range test.WidgetRenderer(tab.board).Objects() {
		switch c := o.(type) {
		case *canvas.Circle:
			if c.StrokeColor == badColour {
				rings++
			}
		case *canvas.Line:
			if c.StrokeColor == badColour {
				lines++
			}
		}
	}
	ringed := 0
	for p, over := range marks.over {
		// the start's and the goal's rings are their own
		if over && route.Place(p) != tab.Start() && route.Place(p) != goal {
			ringed++
		}
	}
	if rings != ringed {
		t.Fatalf("%d places ringed as over, want %d", rings, ringed)
	}
	roads := map[[2]route.Place]bool{}
	for k := range marks.bad {
		roads[[2]route.Place{min(k[0], k[1]), max(k[0], k[1])}] = true
	}
	if lines != len(roads) {
		t.Fatalf("%d roads drawn as inconsistent, want %d", lines, len(roads))
	}

	// Off, the marks go.
	test.Tap(tab.InspectSwitch)
	if tab.board.inspect != nil {
		t.Fatal("Inspect h off left its marks on the map")
	}
}

func TestMapAndGoalAreKept(t *testing.T) {
	a := test.NewTempApp(t)
	tab := New(a.Preferences())
	test.NewTempWindow(t, tab.Content()).Resize(desk)
	tab.PlacesBox.SetText("12")
	tab.NearestBox.SetText("2")
	tab.MapSeedBox.SetText("5")
	if !tab.makeRandom() {
		t.Fatal(tab.MapErr.Text)
	}
	m := tab.shownMap()
	tab.SetGoal(3)
	tab.SetStart(7)

	again := New(a.Preferences())
	m2 := again.shownMap()
	if m2.Places() != 12 || again.MapMenu.Selected != menuRandom || again.Goal() != 3 || again.Start() != 7 {
		t.Fatalf("reopened: %d places, menu %q, from %d to %d", m2.Places(), again.MapMenu.Selected, again.Start(), again.Goal())
	}
	for p := range m.Places() {
		x, y := m.XY(route.Place(p))
		x2, y2 := m2.XY(route.Place(p))
		if x != x2 || y != y2 {
			t.Fatalf("reopened, the random map is another: %s at %v,%v not %v,%v", m.Name(route.Place(p)), x2, y2, x, y)
		}
	}
}

func lines(v *mapView) int {
	n := 0
	for _, o := range test.WidgetRenderer(v).Objects() {
		if _, ok := o.(*canvas.Line); ok {
			n++
		}
	}
	return n
}

func TestEditEntryFollowsOnEdit(t *testing.T) {
	tab, _ := newTestTab(t, desk)
	if slices.Contains(tab.MapMenu.Options, menuEdit) {
		t.Fatal("Edit this map… is offered with no editor")
	}
	called := 0
	tab.SetOnEdit(func() { called++ })
	if !slices.Contains(tab.MapMenu.Options, menuEdit) {
		t.Fatal("Edit this map… is not offered with an editor")
	}
	tab.MapMenu.SetSelected(menuEdit)
	if called != 1 || tab.MapMenu.Selected != menuRomania {
		t.Fatalf("Edit this map… called the editor %d times and left the menu on %q", called, tab.MapMenu.Selected)
	}
	tab.SetOnEdit(nil)
	if slices.Contains(tab.MapMenu.Options, menuEdit) {
		t.Fatal("Edit this map… is offered after the editor went")
	}
}

func TestLayoutAt1024(t *testing.T) {
	for _, c := range []struct {
		size    fyne.Size
		inspect bool
	}{{fyne.NewSize(1024, 768), false}, {fyne.NewSize(1024, 768), true}, {desk, false}, {desk, true}} {
		size := c.size
		tab, w := newTestTab(t, size)
		if c.inspect {
			// the inspector's lines under the map, its marks and its
			// longer legend on it
			for _, o := range tab.HeuristicMenu.Options {
				if strings.HasPrefix(o, "Straight-line distance × 2") {
					tab.HeuristicMenu.SetSelected(o)
				}
			}
			test.Tap(tab.InspectSwitch)
			if tab.board.inspect == nil {
				t.Fatal("Inspect h drew nothing")
			}
		}
		content := w.Content()
		win := w.Canvas().Size()
		if win.Width > size.Width+0.5 || win.Height > size.Height+0.5 {
			t.Fatalf("at %v the window grew to %v", size, win)
		}
		b, ok := kittest.Find(content, win, tab.board)
		if !ok || !b.Seen() {
			t.Fatalf("at %v the map is not in view: %+v", size, b)
		}
		for p := range tab.shownMap().Places() {
			at := tab.board.where(route.Place(p))
			if at.X < 0 || at.Y < 0 || at.X > b.Size().Width || at.Y > b.Size().Height {
				t.Fatalf("at %v, %s is drawn at %v, outside the map's %v", size, tab.shownMap().Name(route.Place(p)), at, b.Size())
			}
		}
		// Every name drawn lies inside the map.
		for _, o := range test.WidgetRenderer(tab.board).Objects() {
			if tx, ok := o.(*canvas.Text); ok {
				if p, s := tx.Position(), tx.Size(); p.X < 0 || p.Y < 0 || p.X+s.Width > b.Size().Width+0.5 || p.Y+s.Height > b.Size().Height+0.5 {
					t.Fatalf("at %v the text %q at %v (%v) leaves the map's %v", size, tx.Text, p, s, b.Size())
				}
			}
		}
		// With the inputs folded away, the map's own controls are in
		// view; unfolded, the inputs' too.
		for _, c := range []fyne.CanvasObject{tab.FoldSwitch, tab.InspectSwitch, tab.Search.SolveBtn, tab.WatchBtn, tab.Search.Player.PlayBtn} {
			pl, ok := kittest.Find(content, win, c)
			if !ok || !pl.Seen() {
				t.Fatalf("at %v a control is out of view: %T %+v", size, c, pl)
			}
		}
		tab.FoldSwitch.SetChecked(false)
		w.Resize(size)
		for _, c := range []fyne.CanvasObject{tab.MapMenu, tab.GoalMenu, tab.ClickSets, tab.InspectSwitch,
			tab.Search.SolveBtn, tab.WatchBtn, tab.Search.Player.PlayBtn} {
			pl, ok := kittest.Find(content, win, c)
			if !ok || !pl.Seen() {
				t.Fatalf("at %v, the inputs unfolded, a control is out of view: %T %+v", size, c, pl)
			}
		}
	}
}

// TestMilesSaidInMiles: a map whose lengths count miles says miles in the
// results, the path's moves and playback, never km.
func TestMilesSaidInMiles(t *testing.T) {
	tab, _ := newTestTab(t, desk)
	file := filepath.Join(t.TempDir(), "miles.map")
	text := "unit mi\nplace A 0 0\nplace B 10 0\nplace C 20 0\nroad A B 12\nroad B C 11\n"
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if !tab.loadMapFile(file) {
		t.Fatalf("miles.map did not load: %q", tab.MapErr.Text)
	}
	solve(t, tab, "Straight-line distance")
	s := tab.Search.Stats
	if s.Value("Cost") != "23 mi" || !strings.Contains(s.Headline.Text, "23 mi over 2 roads") {
		t.Errorf("Cost %q, headline %q", s.Value("Cost"), s.Headline.Text)
	}
	if got := tab.moveLabel("to B"); got != "+12 mi" {
		t.Errorf("the path's first move reads %q", got)
	}
}
