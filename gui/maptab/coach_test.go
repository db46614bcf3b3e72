package maptab

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/domains/route"
	"frontier/gui/kit/kittest"
	"frontier/gui/puzzletab"
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
	m := tab.Map()
	goal := place(t, m, "Bucharest")
	dist := kmTo(m, goal)
	c := tab.Coach
	c.Switch.SetChecked(true)
	kittest.Wait(t, c.Done(), "the coach")
	arad, zerind := place(t, m, "Arad"), place(t, m, "Zerind")
	tab.SetStart(arad)
	kittest.Wait(t, c.Done(), "the coach")
	if want := fmt.Sprintf("Optimal: %d km left · no moves yet", dist[arad]); standing(c) != want {
		t.Fatalf("line %q, want %q", standing(c), want)
	}
	tab.ClickSets.SetSelected(drive)
	test.TapAt(tab.board, tab.board.Where(zerind))
	kittest.Wait(t, c.Done(), "the coach")
	if tab.Start() != zerind {
		t.Fatalf("a click on Zerind drove to %s", m.Name(tab.Start()))
	}
	lost := 75 + dist[zerind] - dist[arad]
	if want := fmt.Sprintf("Optimal: %d km left · +%d km wasted", dist[zerind], lost); standing(c) != want {
		t.Fatalf("line %q, want %q", standing(c), want)
	}
	for range m.Places() {
		if tab.Start() == goal {
			break
		}
		from := tab.Start()
		test.Tap(c.HintBtn)
		a, ok := c.Advice()
		if !ok || !strings.HasPrefix(hintText(c), "Hint: drive to "+m.Name(a.Next)) {
			t.Fatalf("hint %q", hintText(c))
		}
		test.TapAt(tab.board, tab.board.Where(a.Next))
		kittest.Wait(t, c.Done(), "the coach")
		cost, _ := tab.Kind().StepCost(from, a.Next)
		if dist[a.Next] != dist[from]-cost {
			t.Fatalf("the hint from %s to %s (%d km) leaves %d km, want %d", m.Name(from), m.Name(a.Next), cost, dist[a.Next], dist[from]-cost)
		}
		if w, _ := wasted(c); w != lost {
			t.Fatalf("wasted %d following the hints, want %d", w, lost)
		}
	}
	if tab.Start() != goal || !strings.HasPrefix(tab.HandLabel.Text, "Arrived") {
		t.Fatalf("at %s, hand line %q", m.Name(tab.Start()), tab.HandLabel.Text)
	}
}

// standing is the first line of the coach's words as the student reads
// them: the cost left and the standing.
func standing[P, S comparable](c *puzzletab.Coach[P, S]) string {
	first, _, _ := strings.Cut(c.Line.Text, "\n")
	return first
}

// hintText is the hint the coach's words show under the standing, or "".
func hintText[P, S comparable](c *puzzletab.Coach[P, S]) string {
	_, rest, _ := strings.Cut(c.Line.Text, "\n")
	return rest
}

// wasted is the cost the moves by hand wasted, as the coach's line says
// it ("+2 moves wasted"; none while "optimal so far" or "no moves yet");
// ok is false while the line gives no standing.
func wasted[P, S comparable](c *puzzletab.Coach[P, S]) (int, bool) {
	s := standing(c)
	if strings.HasSuffix(s, " · optimal so far") || strings.HasSuffix(s, " · no moves yet") {
		return 0, true
	}
	_, after, ok := strings.Cut(s, " · +")
	if !ok || !strings.HasSuffix(after, " wasted") {
		return 0, false
	}
	n, err := strconv.Atoi(strings.Fields(after)[0])
	return n, err == nil
}
