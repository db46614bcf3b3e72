package mapedit

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"frontier/core/numfmt"
)

// do runs an operation on the draft: its error, one line, goes on the
// status line and changes nothing; done, it says done and redraws.
func (e *Editor) do(op func() error, done string) bool {
	if err := op(); err != nil {
		e.setStatus(err.Error(), true)
		return false
	}
	e.setStatus(done, false)
	e.refresh()
	return true
}

// tapped acts on a tap on the map by the tool chosen.
func (e *Editor) tapped(pos fyne.Position) {
	v := e.view
	place, onPlace := v.placeAt(pos)
	road, onRoad := v.roadAt(pos)
	switch e.tools.Selected {
	case toolAddPlace:
		if onPlace {
			e.choose(place, -1)
			return
		}
		x, y := v.toMap(pos)
		e.newAt, e.naming = [2]float64{x, y}, true
		e.refresh()
		e.setStatus(fmt.Sprintf("Name the place at %s, %s and press Enter.", number(x), number(y)), false)
		// The window's canvas, not the entry's: an entry never drawn
		// yet has none, and the first new place's name would go nowhere.
		e.win.Canvas().Focus(e.newName)
	case toolAddRoad:
		e.roadTap(place, onPlace)
	case toolDelete:
		switch {
		case onPlace:
			e.deletePlaceAt(place)
		case onRoad:
			e.deleteRoadAt(road)
		}
	default:
		switch {
		case onPlace:
			e.choose(place, -1)
		case onRoad:
			e.choose(-1, road)
		default:
			e.choose(-1, -1)
		}
	}
}

// roadTap draws a road with taps: the first on the place it starts from,
// the second on the place it goes to, which makes it, as long as the
// straight line rounded up; a tap elsewhere, or on the first place again,
// gives up.
func (e *Editor) roadTap(place int, onPlace bool) {
	v := e.view
	switch {
	case !onPlace || place == v.from:
		v.from = -1
	case v.from < 0:
		v.from = place
	default:
		a := v.from
		length := e.draft.Distance(a, place)
		var i int
		if e.do(func() (err error) { i, err = e.draft.AddRoad(a, place, length, false); return err },
			fmt.Sprintf("Added a road of %d %s, the straight line rounded up; set its length below.", length, e.draft.Unit())) {
			v.from = -1
			e.choose(-1, i)
		}
		return
	}
	e.refresh()
}

// choose marks a place or a road (-1 for none) and shows its panel.
func (e *Editor) choose(place, road int) {
	e.view.selPlace, e.view.selRoad = place, road
	e.refresh()
}

// moved puts a dragged place where it was let go.
func (e *Editor) moved(i int, x, y float64) {
	name := e.draft.Place(i).Name
	e.do(func() error { return e.draft.MovePlace(i, x, y) }, "Moved "+name+".")
}

func (e *Editor) addPlace() {
	var i int
	if e.do(func() (err error) { i, err = e.draft.AddPlace(e.newName.Text, e.newAt[0], e.newAt[1]); return err },
		"Added a place; with the Add road tool, join it to another.") {
		e.newName.SetText("")
		e.naming = false
		e.choose(i, -1)
		e.win.Canvas().Focus(e.view) // Ctrl+Z then undoes the place

	}
}

func (e *Editor) cancelNew() {
	e.newName.SetText("")
	e.naming = false
	e.setStatus("", false)
	e.refresh()
}

func (e *Editor) renamePlace() {
	i := e.view.selPlace
	e.do(func() error { return e.draft.RenamePlace(i, e.placeName.Text) }, "Renamed.")
}

func (e *Editor) deletePlaceAt(i int) {
	if i < 0 {
		return
	}
	name := e.draft.Place(i).Name
	e.view.selPlace, e.view.selRoad, e.view.from = -1, -1, -1
	e.do(func() error { return e.draft.DeletePlace(i) }, "Deleted "+name+" and its roads; Undo brings them back.")
}

func (e *Editor) deleteRoadAt(i int) {
	if i < 0 {
		return
	}
	e.view.selRoad = -1
	e.do(func() error { return e.draft.DeleteRoad(i) }, "Deleted the road; Undo brings it back.")
}

// roadChosen marks the road chosen in the list.
func (e *Editor) roadChosen() {
	if !e.syncing && e.roadList.SelectedIndex() >= 0 {
		e.choose(-1, e.roadList.SelectedIndex())
	}
}

func (e *Editor) setRoadLength() {
	i := e.view.selRoad
	n, err := numfmt.Atoi(strings.TrimSpace(e.length.Text))
	if err != nil {
		e.setStatus(fmt.Sprintf("bad length %q: want a whole number of %s", e.length.Text, e.draft.Unit()), true)
		return
	}
	e.do(func() error { return e.draft.SetLength(i, n) }, fmt.Sprintf("The road is %d %s long.", n, e.draft.Unit()))
}

func (e *Editor) setOneWay(on bool) {
	if e.syncing {
		return
	}
	i := e.view.selRoad
	if !e.do(func() error { return e.draft.SetOneWay(i, on) }, "Changed the road's directions.") {
		e.refresh() // the box shows the road as it stays
	}
}

func (e *Editor) reverseRoad() {
	i := e.view.selRoad
	e.do(func() error { return e.draft.Reverse(i) }, "Reversed the road.")
}

// Undo undoes the last operation on the map, if any.
func (e *Editor) Undo() {
	if e.draft.Undo() {
		e.afterHistory("Undone.")
	}
}

// Redo does again the last operation undone, if any.
func (e *Editor) Redo() {
	if e.draft.Redo() {
		e.afterHistory("Redone.")
	}
}

// afterHistory forgets the choices, whose numbers may now name other
// places, and redraws.
func (e *Editor) afterHistory(msg string) {
	e.view.selPlace, e.view.selRoad, e.view.from = -1, -1, -1
	e.setStatus(msg, false)
	e.refresh()
}

// TypedShortcut does the editor's shortcuts, Ctrl+Z (undo) and Ctrl+Y
// or Ctrl+Shift+Z (redo), and reports whether s was one: for a window
// that passes its shortcuts on while the editor is on show. The map
// itself, once tapped, takes them directly.
func (e *Editor) TypedShortcut(s fyne.Shortcut) bool {
	switch s := s.(type) {
	case *fyne.ShortcutUndo:
		e.Undo()
	case *fyne.ShortcutRedo:
		e.Redo()
	case *desktop.CustomShortcut:
		switch {
		case s.KeyName == fyne.KeyZ && s.Modifier == fyne.KeyModifierShortcutDefault:
			e.Undo()
		case s.KeyName == fyne.KeyY && s.Modifier == fyne.KeyModifierShortcutDefault,
			s.KeyName == fyne.KeyZ && s.Modifier == fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift:
			e.Redo()
		default:
			return false
		}
	default:
		return false
	}
	return true
}

func (e *Editor) shortcut(s fyne.Shortcut) { e.TypedShortcut(s) }

// key deletes what is chosen (Delete) or lets it go (Esc).
func (e *Editor) key(k *fyne.KeyEvent) {
	switch k.Name {
	case fyne.KeyDelete, fyne.KeyBackspace:
		if e.view.selPlace >= 0 {
			e.deletePlaceAt(e.view.selPlace)
		} else {
			e.deleteRoadAt(e.view.selRoad)
		}
	case fyne.KeyEscape:
		e.view.from = -1
		e.cancelNew()
		e.choose(-1, -1)
	}
}

func (e *Editor) toolChanged() {
	if e.view == nil {
		return
	}
	e.view.from = -1
	if e.tools.Selected != toolAddPlace {
		e.cancelNew()
	}
	e.refresh()
}

// applyMap hands the map to the tab, if it is a whole map.
func (e *Editor) applyMap() {
	m, err := e.draft.Build()
	if err != nil {
		e.setStatus("Cannot use this map: "+err.Error(), true)
		return
	}
	e.setStatus("The map is in use.", false)
	if e.OnApply != nil {
		e.OnApply(m, e.path)
	}
}

// syncPanels shows the panel of what is chosen, set from the draft, and
// the hint of the tool.
func (e *Editor) syncPanels() {
	v := e.view
	if v.selPlace >= e.draft.Places() {
		v.selPlace = -1
	}
	if v.selRoad >= e.draft.Roads() {
		v.selRoad = -1
	}
	if v.selPlace >= 0 {
		e.placeName.SetText(e.draft.Place(v.selPlace).Name)
	}
	names := make([]string, e.draft.Roads())
	for i := range names {
		names[i] = e.roadName(i)
	}
	e.roadList.SetOptions(names)
	if v.selRoad >= 0 {
		r := e.draft.Road(v.selRoad)
		e.roadList.SetSelectedIndex(v.selRoad)
		e.length.SetText(strconv.Itoa(r.Length))
		e.lengthLabel.SetText("Length (" + e.draft.Unit() + "):")
		e.oneWay.SetChecked(r.OneWay)
	} else {
		e.roadList.ClearSelected()
	}
	e.hint.SetText(e.hintText())
	v.ghost, v.ghostOn = e.newAt, e.naming
	switch {
	case e.naming:
		showOnly(e.panels, e.newPlace)
	case v.selPlace >= 0:
		showOnly(e.panels, e.placeBox)
	case v.selRoad >= 0:
		showOnly(e.panels, e.roadBox)
	default:
		showOnly(e.panels, e.hint)
	}
}

// roadName is a road as the list shows it: "Arad – Sibiu, 140 km", with
// an arrow for a one-way road.
func (e *Editor) roadName(i int) string {
	r := e.draft.Road(i)
	sep := " – "
	if r.OneWay {
		sep = " → "
	}
	return fmt.Sprintf("%s%s%s, %d %s", e.draft.Place(r.From).Name, sep, e.draft.Place(r.To).Name, r.Length, e.draft.Unit())
}

func (e *Editor) hintText() string {
	switch e.tools.Selected {
	case toolAddPlace:
		return "Tap an empty spot to put a new place there."
	case toolAddRoad:
		if e.view.from >= 0 {
			return "Now tap the place the road goes to (tap empty space to stop)."
		}
		return "Tap the place the road starts from, then the place it goes to."
	case toolDelete:
		return "Tap a place or a road to delete it; Undo brings it back."
	}
	return "Tap a place or a road to edit it; drag a place to move it."
}

// number is a coordinate as the status line says it.
func number(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
