package maptab

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"frontier/core/domains/route"
)

func TestPlayLightsTheRoads(t *testing.T) {
	tab, _ := newTestTab(t, desk)
	m := tab.shownMap()
	solve(t, tab, "Straight-line distance")
	path, _ := tab.Search.Path()
	p := tab.Search.Player
	if len(tab.board.route) > 1 || litRoads(tab.board) != 0 {
		t.Fatalf("before playback %d roads are lit", litRoads(tab.board))
	}
	// The path found shows, faint, before Play.
	if !slices.Equal(tab.board.found, path) || faintRoads(tab.board) != len(path)-1 {
		t.Fatalf("before playback the path found drawn is %v in %d faint roads, want %v", tab.board.found, faintRoads(tab.board), path)
	}
	km := 0
	for i := 1; i < len(path); i++ {
		test.Tap(p.FwdBtn)
		km += lengthOf(t, m, path[i-1], path[i])
		if !slices.Equal(tab.board.route, path[:i+1]) {
			t.Fatalf("at step %d the route lit is %v, want %v", i, tab.board.route, path[:i+1])
		}
		tab.board.stopAnim() // the last road drawn whole, as its animation ends
		tab.board.Refresh()
		if got := litRoads(tab.board); got != i {
			t.Fatalf("at step %d, %d roads are drawn lit", i, got)
		}
		if !strings.Contains(tab.board.note, fmt.Sprintf("%d km over %d road", km, i)) {
			t.Fatalf("at step %d the note says %q, want %d km", i, tab.board.note, km)
		}
	}
	if km != 418 {
		t.Fatalf("the roads played sum to %d km", km)
	}
	// Back to the start: nothing lit.
	test.Tap(p.StartBtn)
	if litRoads(tab.board) != 0 {
		t.Fatalf("back at the start, %d roads are lit", litRoads(tab.board))
	}
}

// lengthOf is the road's length from the map's road list.
func lengthOf(t *testing.T, m *route.Map, a, b route.Place) int {
	t.Helper()
	for _, r := range m.Roads() {
		if r.From == a && r.To == b {
			return r.Length
		}
	}
	t.Fatalf("no road from %s to %s", m.Name(a), m.Name(b))
	return 0
}

// faintRoads counts the lines drawn in the route's faint colour.
func faintRoads(v *mapView) int {
	n := 0
	for _, o := range test.WidgetRenderer(v).Objects() {
		if l, ok := o.(*canvas.Line); ok && l.StrokeColor == faded(routeColour, 0x60) {
			n++
		}
	}
	return n
}

// litRoads counts the lines drawn in the route's colour.
func litRoads(v *mapView) int {
	n := 0
	for _, o := range test.WidgetRenderer(v).Objects() {
		if l, ok := o.(*canvas.Line); ok && l.StrokeColor == routeColour {
			n++
		}
	}
	return n
}
