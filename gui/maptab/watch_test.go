package maptab

import (
	"maps"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/domains/route"
	"frontier/gui/kit/kittest"
)

// astar is a plain A* graph search, written here apart from the engines:
// the places in the order it expands them and, after each expansion, the
// best g of every place waiting on the frontier. h is per place.
func astar(m *route.Map, start, goal route.Place, h func(route.Place) int) (order []route.Place, frontiers []map[route.Place]int) {
	g := map[route.Place]int{start: 0}
	open := map[route.Place]bool{start: true}
	closed := map[route.Place]bool{}
	for len(open) > 0 {
		best := route.Place(-1)
		for p := range open {
			if best < 0 || g[p]+h(p) < g[best]+h(best) {
				best = p
			}
		}
		if best == goal {
			return order, frontiers
		}
		delete(open, best)
		closed[best] = true
		order = append(order, best)
		for _, r := range m.Roads() {
			if r.From != best || closed[r.To] {
				continue
			}
			if old, ok := g[r.To]; !ok || g[best]+r.Length < old {
				g[r.To] = g[best] + r.Length
				open[r.To] = true
			}
		}
		f := map[route.Place]int{}
		for p := range open {
			f[p] = g[p]
		}
		frontiers = append(frontiers, f)
	}
	return order, frontiers
}

func TestWatchDrawsTheStepOnTheMap(t *testing.T) {
	tab, _ := newTestTab(t, desk)
	m := tab.shownMap()
	arad, bucharest := place(t, m, "Arad"), place(t, m, "Bucharest")
	tab.EngineMenu.SetSelected("A*")
	test.Tap(tab.WatchBtn)
	v := tab.WatchWindow().View
	kittest.Wait(t, v.Done(), "the recording")
	if v.Recording() == nil {
		t.Fatal("nothing recorded")
	}
	sld := m.StraightLine(bucharest) // the textbook's table, which the map holds
	order, frontiers := astar(m, arad, bucharest, func(p route.Place) int { return sld[p] })
	if names := len(order); names != 5 {
		t.Fatalf("the reference expands %d places before Bucharest", names)
	}
	view := v.NodePicture().(*mapView)
	for i := 1; i <= len(order); i++ {
		v.Stepper.Show(i)
		s := view.step
		if s == nil {
			t.Fatalf("step %d: nothing drawn on the map", i)
		}
		if s.expanding != order[i-1] || view.here != order[i-1] {
			t.Fatalf("step %d: the map shows %s expanding, the reference %s", i, m.Name(s.expanding), m.Name(order[i-1]))
		}
		explored := slices.Sorted(maps.Keys(s.explored))
		want := slices.Clone(order[:i-1])
		slices.Sort(want)
		if !slices.Equal(explored, want) {
			t.Fatalf("step %d: explored %v, the reference %v", i, explored, want)
		}
		got := map[route.Place]int{}
		for p, ghf := range s.frontier {
			got[p] = ghf[0]
			if ghf[1] != sld[p] || ghf[2] != ghf[0]+ghf[1] {
				t.Fatalf("step %d: %s on the frontier with g %d h %d f %d", i, m.Name(p), ghf[0], ghf[1], ghf[2])
			}
		}
		if !maps.Equal(got, frontiers[i-1]) {
			t.Fatalf("step %d: the frontier's g on the map %v, the reference's %v", i, got, frontiers[i-1])
		}
		if s.next < 0 || s.frontier[s.next][2] != minF(s.frontier) {
			t.Fatalf("step %d: the next place marked is %d", i, s.next)
		}
		if view.start != arad || view.goal != bucharest {
			t.Fatalf("step %d: the watch map draws start %d, goal %d", i, view.start, view.goal)
		}
	}
	// At the goal nothing is next, and the goal is the node on show.
	v.ToGoal()
	if s := view.step; s == nil || !s.goal || s.expanding != bucharest || s.next != -1 {
		t.Fatalf("at the goal the map shows %+v", view.step)
	}
}

func minF(f map[route.Place][3]int) int {
	least := -1
	for _, ghf := range f {
		if least < 0 || ghf[2] < least {
			least = ghf[2]
		}
	}
	return least
}

// Predict mode switched on at a step leaves the next node unmarked on
// the map, as it leaves it unmarked in the frontier: the map drew the
// ring of the next node, which predict mode asks for, until the next
// step.
func TestPredictKeepsTheNextOffTheMap(t *testing.T) {
	tab, _ := newTestTab(t, desk)
	tab.EngineMenu.SetSelected("A*")
	test.Tap(tab.WatchBtn)
	v := tab.WatchWindow().View
	kittest.Wait(t, v.Done(), "the recording")
	v.Stepper.Show(2)
	view := v.NodePicture().(*mapView)
	if view.step == nil || view.step.next < 0 {
		t.Fatal("at step 2 the map marks no next node")
	}
	kittest.Switch(t, v.Content(), "Predict").SetChecked(true)
	if view.step == nil || view.step.next >= 0 {
		t.Errorf("predict mode on: the map marks %s next", tab.shownMap().Name(view.step.next))
	}
}
