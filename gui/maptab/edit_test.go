package maptab

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"frontier/core/domains/route"
)

// The editor opens on the map on show; a map it hands back becomes the
// tab's, and a clean editor closes without asking when the app ends.
func TestEditorWindow(t *testing.T) {
	a := test.NewTempApp(t)
	tab := New(a.Preferences())
	w := test.NewTempWindow(t, tab.Content())
	w.Resize(desk)
	tab.EnableEditor(a)
	tab.MapMenu.SetSelected(menuEdit)
	if tab.editor == nil || tab.editor.ed.Path() != "" {
		t.Fatal("the editor did not open on Romania")
	}
	first := tab.editor
	tab.MapMenu.SetSelected(menuEdit)
	if tab.editor != first {
		t.Fatal("a second tap opened a second editor")
	}

	// A map drawn in the editor: Romania with a road from Arad straight
	// to Bucharest, shorter than any route.
	d := route.NewDraft(tab.shownMap())
	arad, _ := d.Lookup("Arad")
	bucharest, _ := d.Lookup("Bucharest")
	if _, err := d.AddRoad(arad, bucharest, 300, false); err != nil {
		t.Fatal(err)
	}
	m, err := d.Build()
	if err != nil {
		t.Fatal(err)
	}
	first.ed.OnApply(m, "")
	if tab.shownMap() != m || tab.MapMenu.Selected != "edited map" {
		t.Fatalf("the tab shows %q, not the edited map", tab.MapMenu.Selected)
	}
	if !strings.Contains(tab.StateNote.Text, "save it in the editor") {
		t.Errorf("no word that the edited map is not kept: %q", tab.StateNote.Text)
	}
	solve(t, tab, "Straight-line distance")
	if got := tab.Search.Stats.Value("Cost"); got != "300 km" {
		t.Errorf("on the edited map Cost says %q, want the new road's 300 km", got)
	}

	if tab.Unsaved() {
		t.Fatal("a clean editor counts as unsaved work")
	}
	ended := false
	tab.KeepUnsaved(func() { ended = true })
	if !ended || tab.editor != nil {
		t.Fatal("a clean editor kept the app from ending")
	}
}

// The weight and the table typed in their boxes make the heuristics
// anew; a table that does not read says why and changes nothing.
func TestWeightAndTable(t *testing.T) {
	tab, _ := newTestTab(t, desk)
	tab.WeightBox.SetText("1.5")
	if !tab.guidesChanged() {
		t.Fatalf("weight 1.5 refused: %s", tab.MapErr.Text)
	}
	if !hasHeuristic(tab, "Straight-line distance × 1.5") {
		t.Fatalf("no × 1.5 among %q", tab.HeuristicMenu.Options)
	}
	before := tab.Kind()
	tab.TableBox.SetText("Arad=366, Atlantis=3")
	if tab.guidesChanged() || !strings.Contains(tab.MapErr.Text, "Atlantis") || tab.Kind() != before {
		t.Fatalf("a table naming no place: %q", tab.MapErr.Text)
	}
	// Arad 500 overestimates its 418 km: A* with the table is not
	// optimal-guaranteed, and still finds a route.
	tab.TableBox.SetText("Arad=500, Sibiu=253")
	if !tab.guidesChanged() {
		t.Fatalf("a good table refused: %s", tab.MapErr.Text)
	}
	if !hasHeuristic(tab, "Your table") {
		t.Fatalf("no table among %q", tab.HeuristicMenu.Options)
	}
	for _, h := range tab.Kind().Heuristics {
		if h.Title == "Your table" && h.Admissible {
			t.Error("a table with Arad 500 > 418 counts as admissible")
		}
	}
	solve(t, tab, "Your table")
	if got := tab.Search.Stats.Value("Cost"); got != "418 km" {
		t.Errorf("A* with the table: Cost %q", got)
	}
}

func hasHeuristic(tab *Tab, prefix string) bool {
	for _, o := range tab.HeuristicMenu.Options {
		if strings.HasPrefix(o, prefix) {
			return true
		}
	}
	return false
}
