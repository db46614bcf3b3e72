// Package mapedit is an editor of route maps: a teacher draws places
// and roads on a drawing of the map, sets the roads' lengths, undoes and
// redoes, and opens and saves map files. It edits a route.Draft; a tab
// embeds it and searches on the map it hands over (OnApply).
package mapedit

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/route"
	"frontier/gui/kit"
)

// The tools: what a tap on the map does.
const (
	toolSelect   = "Select and move"
	toolAddPlace = "Add place"
	toolAddRoad  = "Add road"
	toolDelete   = "Delete"
)

// Editor edits one map at a time, kept in a file or not yet.
type Editor struct {
	// OnApply is called by "Use this map" with the map as it stands and
	// the file it was last saved to or opened from ("" if none).
	OnApply func(m *route.Map, path string)
	// name, if not "", names a map that comes from no file, such as the
	// built-in Romania, in the editor's title (SetName).
	name string

	win   fyne.Window
	draft *route.Draft
	path  string
	saved string // the draft's text when last saved or opened; "" if never

	view   *mapView
	tools  *widget.RadioGroup
	title  *widget.Label
	status *widget.Label

	open, save, saveAs, undo, redo, fitB, apply *widget.Button

	// The new place's name, asked after a tap on empty space.
	newPlace       *fyne.Container
	newName        *kit.Entry
	newAt          [2]float64
	newAdd, newCan *widget.Button

	// The place chosen: its name, to rename it, and Delete.
	placeBox                *fyne.Container
	placeName               *kit.Entry
	rename, deletePlace     *widget.Button
	roadBox                 *fyne.Container
	lengthLabel             *widget.Label // "Length (km):", in the map's unit
	roadList                *kit.Select
	length                  *kit.Entry
	setLength, reverse, del *widget.Button
	oneWay                  *widget.Check
	hint                    *widget.Label
	panels                  *fyne.Container // one of the above at a time
	naming                  bool            // the new place's name is asked

	asking *question // the last question about unsaved changes

	syncing bool // the panels are being set from the draft, not by the user
	root    fyne.CanvasObject
}

// New makes an editor of start (nil for an empty map), which was read
// from path ("" when it comes from no file). The editor counts start as
// saved: only a change makes it dirty. The comments heading the file at
// path are kept when the file still holds start.
func New(win fyne.Window, start *route.Map, path string) *Editor {
	e := &Editor{win: win, draft: startDraft(start, path), path: path}
	if start != nil {
		e.saved = e.draft.Text()
	}
	e.view = newMapView(e.draft)
	e.view.OnTap, e.view.OnMove = e.tapped, e.moved
	e.view.OnShortcut, e.view.OnKey = e.shortcut, e.key
	e.build()
	e.refresh()
	return e
}

// Object is the editor's whole area, to place in a tab.
func (e *Editor) Object() fyne.CanvasObject { return e.root }

// Dirty reports whether the map differs from the file it was last saved
// to or opened from; a map from no file is dirty once it has a place.
func (e *Editor) Dirty() bool {
	if e.saved == "" {
		return e.draft.Places() > 0
	}
	return e.draft.Text() != e.saved
}

// SetName names the map in the title while it is in no file: "Romania"
// rather than "New map".
func (e *Editor) SetName(name string) {
	e.name = name
	e.refresh()
}

// Path is the file the map was last saved to or opened from, "" if none.
func (e *Editor) Path() string { return e.path }

// Close asks what to do with unsaved changes (Save, Discard, Cancel) and
// then calls then, unless the user cancels; with nothing unsaved it calls
// then at once.
func (e *Editor) Close(then func()) { e.askUnsaved("Close the map", then) }

func (e *Editor) build() {
	e.open = widget.NewButtonWithIcon("Open…", theme.FolderOpenIcon(), e.openDialog)
	e.save = widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), func() { e.Save(nil) })
	e.saveAs = widget.NewButton("Save as…", func() { e.saveAsDialog(nil) })
	e.undo = widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), e.Undo)
	e.redo = widget.NewButtonWithIcon("Redo", theme.ContentRedoIcon(), e.Redo)
	e.fitB = widget.NewButtonWithIcon("Fit", theme.ZoomFitIcon(), func() { e.view.fit(); e.view.Refresh() })
	e.apply = widget.NewButtonWithIcon("Use this map", theme.ConfirmIcon(), e.applyMap)
	e.apply.Importance = widget.HighImportance
	e.tools = widget.NewRadioGroup([]string{toolSelect, toolAddPlace, toolAddRoad, toolDelete}, func(string) { e.toolChanged() })
	e.tools.Horizontal, e.tools.Required = true, true
	e.tools.Selected = toolSelect
	e.title = widget.NewLabel("")
	e.title.TextStyle.Bold = true
	e.title.Truncation = fyne.TextTruncateEllipsis
	e.status = widget.NewLabel("")

	e.newName = kit.NewEntry("name of the new place")
	e.newName.OnSubmitted = func(string) { e.addPlace() }
	e.newAdd = widget.NewButton("Add", e.addPlace)
	e.newCan = widget.NewButton("Cancel", e.cancelNew)
	e.newPlace = container.NewBorder(nil, nil, widget.NewLabel("New place:"), container.NewHBox(e.newAdd, e.newCan), e.newName)

	e.placeName = kit.NewEntry("name")
	e.placeName.OnSubmitted = func(string) { e.renamePlace() }
	e.rename = widget.NewButton("Rename", e.renamePlace)
	e.deletePlace = widget.NewButtonWithIcon("Delete place", theme.DeleteIcon(), func() { e.deletePlaceAt(e.view.selPlace) })
	e.placeBox = container.NewBorder(nil, nil, widget.NewLabel("Place:"), container.NewHBox(e.rename, e.deletePlace), e.placeName)

	e.roadList = kit.NewPlainSelect(nil, func(string) { e.roadChosen() })
	e.roadList.PlaceHolder = "choose a road"
	e.length = kit.NewEntry("length")
	e.length.OnSubmitted = func(string) { e.setRoadLength() }
	e.setLength = widget.NewButton("Set length", e.setRoadLength)
	e.oneWay = widget.NewCheck("One-way", func(on bool) { e.setOneWay(on) })
	e.reverse = widget.NewButton("Reverse", e.reverseRoad)
	e.del = widget.NewButtonWithIcon("Delete road", theme.DeleteIcon(), func() { e.deleteRoadAt(e.view.selRoad) })
	e.lengthLabel = widget.NewLabel("Length (km):")
	e.roadBox = container.NewHBox(e.lengthLabel, kit.AtLeast(5, e.length), e.setLength, e.oneWay, e.reverse, e.del)
	e.hint = widget.NewLabel("")

	bar := container.NewHBox(e.open, e.save, e.saveAs, widget.NewSeparator(), e.undo, e.redo, e.fitB, widget.NewSeparator(), e.apply)
	top := container.NewVBox(container.NewBorder(nil, nil, nil, bar, e.title), e.tools)
	roads := container.NewBorder(nil, nil, widget.NewLabel("Road:"), nil, e.roadList)
	e.panels = &fyne.Container{Layout: slot{}, Objects: []fyne.CanvasObject{e.hint, e.newPlace, e.placeBox, e.roadBox}}
	bottom := container.NewVBox(roads, e.panels, kit.Lines(2, e.status))
	e.root = container.NewBorder(top, bottom, nil, nil, e.view)
}

// refresh shows the draft and the choices on it: the title, the buttons
// that can act, the panel of what is chosen, the map.
func (e *Editor) refresh() {
	name := "New map"
	switch {
	case e.name != "" && e.path == "":
		name = e.name + " (in no file yet)"
	case e.path != "":
		name = filepath.Base(e.path)
	}
	if e.Dirty() {
		name += " — unsaved changes"
	}
	e.title.SetText(name)
	setEnabled(e.undo, e.draft.CanUndo())
	setEnabled(e.redo, e.draft.CanRedo())
	e.syncing = true
	defer func() { e.syncing = false }()
	e.syncPanels()
	e.view.Refresh()
}

func setEnabled(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// setStatus says one line under the map: what happened, or what went
// wrong (then in red).
func (e *Editor) setStatus(msg string, bad bool) {
	e.status.Importance = widget.MediumImportance
	if bad {
		e.status.Importance = widget.DangerImportance
	}
	e.status.SetText(msg)
}
