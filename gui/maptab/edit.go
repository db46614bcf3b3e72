package maptab

import (
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"frontier/core/domains/route"
	"frontier/gui/kit"
	"frontier/gui/mapedit"
)

// editorWindow is the map editor in a window of its own, beside the tab,
// so that the map being searched stays in view while another is drawn.
type editorWindow struct {
	win fyne.Window
	ed  *mapedit.Editor
}

// EnableEditor offers "Edit this map…" in the map menu, which opens the editor on the map on
// show in a window made by app.
func (t *Tab) EnableEditor(app fyne.App) {
	t.SetOnEdit(func() { t.openEditor(app) })
}

// openEditor opens the editor on the map on show, or brings its window
// forward when it is open.
func (t *Tab) openEditor(app fyne.App) {
	if t.editor != nil && kit.Gone(t.editor.win) {
		// Destroyed from outside the app: its edits went with it.
		t.editor = nil
	}
	if t.editor != nil {
		t.editor.win.RequestFocus()
		return
	}
	path := ""
	switch t.cur.source {
	case "", "romania", "random":
	default:
		path = t.cur.source
	}
	w := kit.NewWindow(app, "Map editor")
	ed := mapedit.New(w, t.cur.m, path)
	ed.SetName(t.cur.title)
	ew := &editorWindow{win: w, ed: ed}
	ed.OnApply = func(m *route.Map, path string) { t.useEdited(m, path, ed.Dirty()) }
	w.SetContent(ed.Object())
	for _, s := range []fyne.Shortcut{
		&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault},
		&desktop.CustomShortcut{KeyName: fyne.KeyY, Modifier: fyne.KeyModifierShortcutDefault},
		&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift},
	} {
		w.Canvas().AddShortcut(s, func(s fyne.Shortcut) { ed.TypedShortcut(s) })
	}
	// Closing the window asks about unsaved changes first.
	w.SetCloseIntercept(func() { t.closeEditor(nil) })
	t.editor = ew
	w.Resize(fyne.NewSize(960, 700))
	w.Show()
}

// closeEditor closes the editor's window, asking first about a map with
// unsaved changes, then calls then (if not nil); a user who cancels
// keeps the window and then is not called. With no editor open it calls
// then at once.
func (t *Tab) closeEditor(then func()) {
	ew := t.editor
	if ew == nil {
		if then != nil {
			then()
		}
		return
	}
	ew.ed.Close(func() {
		t.editor = nil
		ew.win.Close()
		if then != nil {
			then()
		}
	})
}

// KeepUnsaved is for the window about to end the app: the editor comes
// forward and asks about unsaved changes before then ends it.
func (t *Tab) KeepUnsaved(then func()) {
	if t.Unsaved() {
		t.editor.win.RequestFocus()
	}
	t.closeEditor(then)
}

// Unsaved says whether the editor is open on a map with unsaved changes.
func (t *Tab) Unsaved() bool { return t.editor != nil && t.editor.ed.Dirty() }

// useEdited makes the editor's map the map on show. A map saved in a file
// is kept by the file's path, as a map opened from it; one with changes
// not saved is shown as "edited map" and is not remembered after the app
// ends, which the note says.
func (t *Tab) useEdited(m *route.Map, path string, dirty bool) {
	src := &mapSource{m: m, title: "edited map"}
	if path != "" && !dirty {
		src.title, src.source = filepath.Base(path), path
	}
	t.useMap(src, "The map has changed: press Solve for a new result.")
	if src.source == "" {
		t.Note("The edited map is in use; save it in the editor to keep it.")
	}
}
