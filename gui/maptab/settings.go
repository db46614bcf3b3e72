package maptab

import (
	"fmt"
	"io"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/route"
	"frontier/core/numfmt"
	"frontier/core/puzzles"
	"frontier/gui/kit"
)

// The map menu's fixed entries; a map file read adds its name after
// them, before Open…, which asks for a file and leaves the menu on the
// map on show.
const (
	menuRomania = "Romania"
	menuRandom  = "Random map"
	menuOpen    = "Open a map file…"
	menuEdit    = "Edit this map…"
)

// The random map's bound in the tab: few enough places to draw.
const maxRandomPlaces = 300

// The random map's boxes start as the command line's options do, so that
// seed 1 in the window is the map of --map random --map-seed 1.
var (
	defaultPlaces  = routeDefault("places")
	defaultNearest = routeDefault("nearest")
	defaultSeed    = routeDefault("map-seed")
)

// routeDefault is the default of the route puzzle's option name.
func routeDefault(name string) string {
	e, err := puzzles.Lookup(string(puzzles.Route))
	if err != nil {
		panic(err)
	}
	o, ok := e.Option(name)
	if !ok {
		panic("the route puzzle has no option " + name)
	}
	return o.Default
}

func (t *Tab) buildSettings() {
	t.MapMenu = kit.NewSelect([]string{menuRomania, menuRandom, menuOpen}, t.mapChosen)
	t.GoalMenu = kit.NewSelect(nil, t.goalChosen)
	t.PlacesBox = kit.NewEntry(defaultPlaces)
	t.NearestBox = kit.NewEntry(defaultNearest)
	t.MapSeedBox = kit.NewEntry(defaultSeed)
	for _, e := range []*kit.Entry{t.PlacesBox, t.NearestBox, t.MapSeedBox} {
		e.OnSubmitted = func(string) { t.makeRandom() }
	}
	t.RandomBtn = widget.NewButtonWithIcon("New", theme.ViewRefreshIcon(), func() { t.makeRandom() })
	t.MapErr = kit.ErrorLabel()
	t.ClickSets = widget.NewRadioGroup([]string{setStart, setGoal, drive}, func(string) {
		if t.Tab != nil {
			t.HandLabel.SetText(t.handWords(0, false))
		}
	})
	// One under another: side by side the three would widen the column
	// past a 1024-pixel projector's room in presentation mode.
	t.ClickSets.Required = true
	t.ClickSets.Selected = setStart
	t.randomRows = container.NewVBox()
	t.randomRows.Hide()
}

// settings are the map's rows: the map and Open…, the goal, and the
// random map's places, nearest neighbours and seed.
func (t *Tab) settings() fyne.CanvasObject {
	label := func(s string) fyne.CanvasObject { return widget.NewLabel(s) }
	// Two short rows rather than one long one: in presentation mode the
	// column must fit a 1024-pixel projector beside the map.
	// The random map's boxes show while a random map is on show: n
	// places, each joined to its k nearest, drawn from seed.
	t.randomRows.Objects = []fyne.CanvasObject{
		container.NewGridWithColumns(2,
			container.NewBorder(nil, nil, label("n"), nil, t.PlacesBox),
			container.NewBorder(nil, nil, label("k"), nil, t.NearestBox)),
		container.NewBorder(nil, nil, label("seed"), t.RandomBtn, t.MapSeedBox)}
	form := widget.NewForm(
		widget.NewFormItem("Map", t.MapMenu),
		widget.NewFormItem("Goal", t.GoalMenu),
		// For a touchpad without a right click.
		widget.NewFormItem("Click", t.ClickSets),
		// The heuristics' own settings: Enter applies them.
		widget.NewFormItem("h × k", t.WeightBox),
		widget.NewFormItem("h table", t.TableBox))
	return container.NewVBox(kit.Heading("Map"), kit.FitForms(form), t.randomRows, kit.Lines(2, t.MapErr))
}

// restoreMap reads the map the preferences name (Romania if it no longer
// reads, saying why) and makes the puzzle to the saved goal.
func (t *Tab) restoreMap() *kind {
	p := t.prefs
	t.PlacesBox.SetText(p.StringWithFallback(prefPlaces, defaultPlaces))
	t.NearestBox.SetText(p.StringWithFallback(prefNear, defaultNearest))
	t.MapSeedBox.SetText(p.StringWithFallback(prefSeed, defaultSeed))
	t.WeightBox.SetText(p.StringWithFallback(prefWeight, defaultWeight))
	t.TableBox.SetText(p.String(prefTable))
	src := romania()
	switch name := p.String(prefMap); name {
	case "", "romania":
	case "random":
		if s, err := t.randomSource(); err == nil {
			src = s
		} else {
			kit.SetError(t.MapErr, err.Error())
		}
	default:
		if s, err := fileSource(name); err == nil {
			src = s
		} else {
			kit.SetError(t.MapErr, err.Error())
		}
	}
	t.cur = src
	t.showMapMenu()
	goal := defaultGoal(src.m)
	if g, err := src.m.Lookup(p.String(prefGoal)); err == nil && p.String(prefGoal) != "" {
		goal = g
	}
	start, _ := src.m.Lookup(defaultStart(src.m))
	return t.kindFor(src, start, goal)
}

func romania() *mapSource {
	return &mapSource{m: route.Romania(), title: "Romania", source: "romania"}
}

// fileSource reads the map file at path.
func fileSource(path string) (*mapSource, error) {
	m, err := route.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Base(path), err)
	}
	return &mapSource{m: m, title: filepath.Base(path), source: path}, nil
}

// randomSource is the random map the boxes describe, or why they do not.
func (t *Tab) randomSource() (*mapSource, error) {
	n, err1 := numfmt.Atoi(strings.TrimSpace(t.PlacesBox.Text))
	k, err2 := numfmt.Atoi(strings.TrimSpace(t.NearestBox.Text))
	seed, err3 := numfmt.ParseUint(strings.TrimSpace(t.MapSeedBox.Text))
	switch {
	case err1 != nil || n < 2 || n > maxRandomPlaces:
		return nil, fmt.Errorf("random map: n, the places, must be a whole number from 2 to %d", maxRandomPlaces)
	case err2 != nil || k < 1 || k >= n:
		return nil, fmt.Errorf("random map: k, the nearest places joined by a road, must be from 1 to n−1")
	case err3 != nil:
		return nil, fmt.Errorf("random map: the seed must be a whole number from 0")
	}
	m, err := route.Random(n, k, rand.New(rand.NewPCG(seed, 0)))
	if err != nil {
		return nil, fmt.Errorf("random map: %v", err)
	}
	return &mapSource{m: m, title: fmt.Sprintf("random map (n %d, k %d, seed %d)", n, k, seed), source: "random"}, nil
}

// makeRandom makes the random map the boxes describe the map on show; a
// bad box says why under the map's rows and changes nothing.
func (t *Tab) makeRandom() bool {
	src, err := t.randomSource()
	if err != nil {
		kit.SetError(t.MapErr, err.Error())
		return false
	}
	t.useMap(src, "A new random map: press Solve for a new result.")
	return true
}

// loadMapFile makes the map file at path the map on show; a file that
// does not read says why under the map's rows and changes nothing.
func (t *Tab) loadMapFile(path string) bool {
	src, err := fileSource(path)
	if err != nil {
		kit.SetError(t.MapErr, err.Error())
		return false
	}
	t.useMap(src, "The map has changed: press Solve for a new result.")
	return true
}

// openDialog asks for a map file.
func (t *Tab) openDialog() {
	win := windowOf(t.MapMenu)
	if win == nil {
		return
	}
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			kit.SetError(t.MapErr, "The file could not be opened: "+err.Error())
			return
		}
		if r == nil {
			return
		}
		path := r.URI().Path()
		// Read through the reader the dialog opened: the limit keeps a
		// huge file from being read whole.
		data, err := io.ReadAll(io.LimitReader(r, route.MaxFileSize+1))
		r.Close()
		if err != nil {
			kit.SetError(t.MapErr, fmt.Sprintf("%s: %v", r.URI().Name(), err))
			return
		}
		m, err := route.Parse(data)
		if err != nil {
			kit.SetError(t.MapErr, fmt.Sprintf("%s: %v", r.URI().Name(), err))
			return
		}
		t.useMap(&mapSource{m: m, title: r.URI().Name(), source: path}, "The map has changed: press Solve for a new result.")
	}, win)
	kit.ShowFileDialog(d, win, "")
}

// windowOf is the window o is drawn in, or nil.
func windowOf(o fyne.CanvasObject) fyne.Window {
	c := fyne.CurrentApp().Driver().CanvasForObject(o)
	for _, w := range fyne.CurrentApp().Driver().AllWindows() {
		if w.Canvas() == c {
			return w
		}
	}
	return nil
}

// useMap makes src the map on show. The start and the goal keep their
// names where the new map has them; otherwise its defaults take their
// place, and the note under the state box says so.
func (t *Tab) useMap(src *mapSource, why string) {
	kit.SetError(t.MapErr, "")
	old := t.cur.m
	startName, goalName := old.Name(t.Start()), old.Name(t.Goal())
	start, errS := src.m.Lookup(startName)
	goal, errG := src.m.Lookup(goalName)
	if errG != nil {
		goal = defaultGoal(src.m)
	}
	if errS != nil {
		start, _ = src.m.Lookup(defaultStart(src.m))
	}
	t.cur = src
	k := t.kindFor(src, start, goal)
	t.SetKind(k, why)
	if t.Start() != start || errS != nil {
		t.SetStart(start)
	}
	if errS != nil || errG != nil {
		t.Note(fmt.Sprintf("New map: from %s to %s.", src.m.Name(start), src.m.Name(goal)))
	}
	t.showMapMenu()
	t.fillGoalMenu()
	t.saveMap()
}

// showMapMenu shows the map on show in the menu, a file by its name.
func (t *Tab) showMapMenu() {
	opts := []string{menuRomania, menuRandom}
	sel := menuRomania
	switch t.cur.source {
	case "romania":
	case "random":
		sel = menuRandom
	default:
		opts = append(opts, t.cur.title)
		sel = t.cur.title
	}
	t.MapMenu.Options = append(opts, menuOpen)
	if t.OnEdit != nil {
		t.MapMenu.Options = append(t.MapMenu.Options, menuEdit)
	}
	if t.cur.source == "random" {
		t.randomRows.Show()
	} else {
		t.randomRows.Hide()
	}
	t.MapMenu.Selected = sel
	t.MapMenu.Refresh()
}

// mapChosen follows the map menu: Romania, a new random map, or the file
// already on show.
func (t *Tab) mapChosen() {
	if t.Tab == nil {
		return
	}
	switch t.MapMenu.Selected {
	case menuRomania:
		if t.cur.source != "romania" {
			t.useMap(romania(), "The map has changed: press Solve for a new result.")
		}
	case menuRandom:
		if t.cur.source != "random" && !t.makeRandom() {
			t.showMapMenu()
		}
	case menuOpen:
		t.showMapMenu()
		t.openDialog()
	case menuEdit:
		t.showMapMenu()
		t.OnEdit()
	}
}

// fillGoalMenu lists the map's places in the goal menu, in order of name,
// the goal chosen.
func (t *Tab) fillGoalMenu() {
	m := t.cur.m
	names := make([]string, m.Places())
	for p := range names {
		names[p] = m.Name(route.Place(p))
	}
	slices.SortFunc(names, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
	t.picking = true
	t.GoalMenu.Options = names
	t.GoalMenu.Selected = m.Name(t.Goal())
	t.GoalMenu.Refresh()
	t.picking = false
}

// goalChosen follows the goal menu.
func (t *Tab) goalChosen() {
	if t.picking || t.Tab == nil {
		return
	}
	if p, err := t.cur.m.Lookup(t.GoalMenu.Selected); err == nil {
		t.SetGoal(p)
	}
}

// saveMap writes the map's settings to the preferences.
func (t *Tab) saveMap() {
	p := t.prefs
	p.SetString(prefMap, t.cur.source)
	p.SetString(prefGoal, t.cur.m.Name(t.Goal()))
	p.SetString(prefPlaces, t.PlacesBox.Text)
	p.SetString(prefNear, t.NearestBox.Text)
	p.SetString(prefSeed, t.MapSeedBox.Text)
}
