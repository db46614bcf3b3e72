package maptab

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/domains/route"
	"frontier/gui/kit/kittest"
)

// kmTo is every place's least distance to goal on m, by a plain Dijkstra
// over the roads followed backwards.
func kmTo(m *route.Map, goal route.Place) []int {
	dist := make([]int, m.Places())
	for i := range dist {
		dist[i] = -1
	}
	dist[goal] = 0
	done := make([]bool, m.Places())
	for {
		u := -1
		for p := range dist {
			if !done[p] && dist[p] >= 0 && (u < 0 || dist[p] < dist[u]) {
				u = p
			}
		}
		if u < 0 {
			return dist
		}
		done[u] = true
		for p := range m.Places() {
			for _, r := range m.Out(route.Place(p)) {
				if int(r.To) == u && (dist[p] < 0 || dist[u]+r.Length < dist[p]) {
					dist[p] = dist[u] + r.Length
				}
			}
		}
	}
}

// TestCoachOnRomania: driving by hand from Arad to Zerind wastes km by
// Dijkstra's count, each hint's road brings Bucharest nearer by its
// length, and the hints reach Bucharest.
func TestCoachOnRomania(t *testing.T) {
	tab, _ := newTestTab(t, desk)
	m := tab.shownMap()
	goal := place(t, m, "Bucharest")
	dist := kmTo(m, goal)
	c := tab.Coach
	c.Switch.SetChecked(true)
	kittest.Wait(t, c.Done(), "the coach")
	arad, zerind := place(t, m, "Arad"), place(t, m, "Zerind")
	tab.SetStart(arad)
	kittest.Wait(t, c.Done(), "the coach")
	if want := fmt.Sprintf("Optimal: %d km left · no moves yet", dist[arad]); kittest.CoachStanding(c.Line.Text) != want {
		t.Fatalf("line %q, want %q", kittest.CoachStanding(c.Line.Text), want)
	}
	tab.ClickSets.SetSelected(drive)
	test.TapAt(tab.board, tab.board.where(zerind))
	kittest.Wait(t, c.Done(), "the coach")
	if tab.Start() != zerind {
		t.Fatalf("a click on Zerind drove to %s", m.Name(tab.Start()))
	}
	lost := 75 + dist[zerind] - dist[arad]
	if want := fmt.Sprintf("Optimal: %d km left · +%d km wasted", dist[zerind], lost); kittest.CoachStanding(c.Line.Text) != want {
		t.Fatalf("line %q, want %q", kittest.CoachStanding(c.Line.Text), want)
	}
	for range m.Places() {
		if tab.Start() == goal {
			break
		}
		from := tab.Start()
		test.Tap(c.HintBtn)
		a, ok := c.Advice()
		if !ok || !strings.HasPrefix(kittest.CoachHint(c.Line.Text), "Hint: drive to "+m.Name(a.Next)) {
			t.Fatalf("hint %q", kittest.CoachHint(c.Line.Text))
		}
		test.TapAt(tab.board, tab.board.where(a.Next))
		kittest.Wait(t, c.Done(), "the coach")
		cost, _ := tab.Kind().StepCost(from, a.Next)
		if dist[a.Next] != dist[from]-cost {
			t.Fatalf("the hint from %s to %s (%d km) leaves %d km, want %d", m.Name(from), m.Name(a.Next), cost, dist[a.Next], dist[from]-cost)
		}
		if w, _ := kittest.CoachWasted(c.Line.Text); w != lost {
			t.Fatalf("wasted %d following the hints, want %d", w, lost)
		}
	}
	if tab.Start() != goal || !strings.HasPrefix(tab.HandLabel.Text, "Arrived") {
		t.Fatalf("at %s, hand line %q", m.Name(tab.Start()), tab.HandLabel.Text)
	}
}
