package maptab

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"frontier/core/puzzles"
	"frontier/gui/kit"
)

func TestMapFileAndRandomMap(t *testing.T) {
	tab, _ := newTestTab(t, desk)
	dir := t.TempDir()
	good := filepath.Join(dir, "tri.map")
	text := "place A 0 0\nplace B 10 0\nplace C 5 8\nroad A B 12\nroad B C 11\noneway C A 20\n"
	if err := os.WriteFile(good, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.map")
	if err := os.WriteFile(bad, []byte("place A 0 0\nroad A Nowhere\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	romania := tab.shownMap()
	if tab.loadMapFile(bad) || !tab.MapErr.Visible() || !strings.Contains(tab.MapErr.Text, "bad.map") ||
		strings.Contains(tab.MapErr.Text, "\n") {
		t.Fatalf("a bad file: error %q", tab.MapErr.Text)
	}
	if tab.shownMap() != romania {
		t.Fatal("a bad file changed the map")
	}
	if !tab.loadMapFile(good) || tab.MapErr.Visible() {
		t.Fatalf("tri.map did not load: %q", tab.MapErr.Text)
	}
	m := tab.shownMap()
	if m.Places() != 3 || tab.MapMenu.Selected != "tri.map" || m.Name(tab.Start()) != "A" || m.Name(tab.Goal()) != "C" {
		t.Fatalf("tri.map: %d places, menu %q, from %s to %s", m.Places(), tab.MapMenu.Selected, m.Name(tab.Start()), m.Name(tab.Goal()))
	}
	// A one-way road is drawn with its arrow's head: two more lines.
	if n := lines(tab.board); n != 3+2 {
		t.Fatalf("three roads, one one-way, drew %d lines", n)
	}

	tab.PlacesBox.SetText("1")
	if tab.makeRandom() || !tab.MapErr.Visible() || tab.shownMap() != m {
		t.Fatalf("a random map of 1 place: error %q", tab.MapErr.Text)
	}
	tab.PlacesBox.SetText("30")
	tab.NearestBox.SetText("3")
	tab.MapSeedBox.SetText("7")
	if !tab.makeRandom() || tab.shownMap().Places() != 30 || tab.MapMenu.Selected != menuRandom {
		t.Fatalf("a random map of 30 places: %d places, menu %q, error %q", tab.shownMap().Places(), tab.MapMenu.Selected, tab.MapErr.Text)
	}
	if !tab.randomRows.Visible() {
		t.Fatal("the random map's boxes are hidden with a random map on show")
	}
	tab.MapMenu.SetSelected(menuRomania)
	if tab.shownMap() != romania || tab.randomRows.Visible() {
		t.Fatalf("the menu's Romania: Romania back %v, random boxes shown %v", tab.shownMap() == romania, tab.randomRows.Visible())
	}

	// Open… asks for a file and leaves the menu on the map on show.
	tab.MapMenu.SetSelected(menuOpen)
	if tab.MapMenu.Selected != menuRomania || tab.shownMap() != romania {
		t.Fatalf("after Open… the menu says %q", tab.MapMenu.Selected)
	}
	kit.CloseDialogs()
}

// TestRandomMapAsTheCommandLine: the random map's boxes start as the
// command line's options, and the map they make is the one --map random
// --map-seed 1 searches: its trip from the start to the goal drawn there
// is as long on the window's map, by a Dijkstra written here.
func TestRandomMapAsTheCommandLine(t *testing.T) {
	tab, _ := newTestTab(t, desk)
	if !tab.makeRandom() {
		t.Fatalf("the default random map: %q", tab.MapErr.Text)
	}
	d, err := puzzles.New(puzzles.Route, puzzles.Settings{}.With("map", "random").With("map-seed", tab.MapSeedBox.Text))
	if err != nil {
		t.Fatal(err)
	}
	m := tab.shownMap()
	start, _ := d.Start()
	from, to := place(t, m, d.Format(start)), place(t, m, d.Format(d.Goal()))
	want, known := d.Optimal(start)
	dist, _ := dijkstra(m, to)
	if m.Places() != 30 || !known || dist[from] != want {
		t.Errorf("window: %d places, %s to %s %d; command line: %s, %d (known %v)", m.Places(), m.Name(from), m.Name(to), dist[from], d.Name(), want, known)
	}
}
