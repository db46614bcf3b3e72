package mapedit

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/atomicfile"
	"frontier/core/domains/route"
	"frontier/core/readfile"
	"frontier/gui/kit"
)

// Save writes the map to the file it came from, or asks where first
// (Save as) when it came from none, and then calls then (nil for
// nothing) if the map was saved. A map that Build refuses is not saved:
// the file could not be opened again.
func (e *Editor) Save(then func()) {
	if e.path == "" {
		e.saveAsDialog(then)
		return
	}
	if e.saveTo(e.path) && then != nil {
		then()
	}
}

// whole reports whether the map can go to a file, saying why not.
func (e *Editor) whole() bool {
	if _, err := e.draft.Build(); err != nil {
		e.setStatus("Not saved: "+err.Error(), true)
		return false
	}
	return true
}

// saveTo writes the map to path, whole or not at all (atomicfile).
func (e *Editor) saveTo(path string) bool {
	if !e.whole() {
		return false
	}
	text := e.draft.Text()
	if err := atomicfile.WriteFile(path, func(w io.Writer) error { _, err := io.WriteString(w, text); return err }); err != nil {
		e.setStatus("Not saved: "+err.Error(), true)
		return false
	}
	e.saved, e.path = text, path
	e.setStatus("Saved "+path, false)
	e.refresh()
	return true
}

// saveAsDialog asks where to save the map, writes it there (through
// kit's staged writes, so a failed write replaces nothing) and calls
// then (nil for nothing) once it is saved.
func (e *Editor) saveAsDialog(then func()) {
	if !e.whole() {
		return
	}
	kit.StageFileWrites()
	text := e.draft.Text()
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			e.setStatus("Not saved: "+err.Error(), true)
			return
		}
		if w == nil {
			return // the user closed the dialog
		}
		path := w.URI().Path()
		if err := kit.FinishWrite(w, func(w io.Writer) error { _, err := io.WriteString(w, text); return err }); err != nil {
			e.setStatus(fmt.Sprintf("Not saved to %s: %v; nothing was written", filepath.Base(path), err), true)
			return
		}
		e.saved, e.path = text, path
		e.setStatus("Saved "+path, false)
		e.refresh()
		if then != nil {
			then()
		}
	}, e.win)
	name := "map.txt"
	if e.path != "" {
		name = filepath.Base(e.path)
	}
	d.SetFileName(name)
	kit.ShowFileDialog(d, e.win, e.folder())
}

// folder is where the file dialogs open: the map's folder, else the
// working folder.
func (e *Editor) folder() string {
	if e.path != "" {
		return filepath.Dir(e.path)
	}
	dir, _ := os.Getwd()
	return dir
}

// openDialog asks about unsaved changes, then for a map file to open.
func (e *Editor) openDialog() {
	e.askUnsaved("Open another map", func() {
		d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			if err != nil {
				e.setStatus("Not opened: "+err.Error(), true)
				return
			}
			if r == nil {
				return
			}
			defer r.Close()
			e.load(r.URI().Path(), r)
		}, e.win)
		kit.ShowFileDialog(d, e.win, e.folder())
	})
}

// openFile opens the map file at path, as the Open dialog does once a
// file is chosen; anything but a regular file is refused, not waited on.
func (e *Editor) openFile(path string) bool {
	data, err := readfile.Regular(path, route.MaxFileSize)
	if err != nil {
		e.setStatus(fmt.Sprintf("%s not opened: %v", filepath.Base(path), err), true)
		return false
	}
	return e.load(path, bytes.NewReader(data))
}

// load reads a map file through the parser. A file it refuses leaves the
// map on show as it was, and the reason on the status line.
func (e *Editor) load(path string, r io.Reader) bool {
	data, err := io.ReadAll(io.LimitReader(r, route.MaxFileSize+1))
	var d *route.Draft
	if err == nil {
		d, err = route.ParseDraft(data)
	}
	if err != nil {
		e.setStatus(fmt.Sprintf("%s not opened: %v", filepath.Base(path), err), true)
		return false
	}
	e.draft = d
	e.view.d = e.draft
	e.path, e.saved = path, e.draft.Text()
	e.view.selPlace, e.view.selRoad, e.view.from = -1, -1, -1
	e.cancelNew()
	e.view.fit()
	e.setStatus(fmt.Sprintf("Opened %s: %d places, %d roads.", path, e.draft.Places(), e.draft.Roads()), false)
	e.refresh()
	return true
}

// startDraft is the draft of start: read from path, with the comments
// heading the file, when the file still holds start; else made from
// start, without them.
func startDraft(start *route.Map, path string) *route.Draft {
	d := route.NewDraft(start)
	if start == nil || path == "" {
		return d
	}
	data, err := readfile.Regular(path, route.MaxFileSize)
	if err != nil {
		return d
	}
	fd, err := route.ParseDraft(data)
	if err != nil {
		return d
	}
	// Written without its comments, the file's draft is start's.
	if m, err := fd.Build(); err != nil || m.Text() != d.Text() {
		return d
	}
	return fd
}

// question is the dialog that asks what to do with unsaved changes.
type question struct {
	d                     *dialog.CustomDialog
	save, discard, cancel *widget.Button
}

// askUnsaved calls then at once when nothing is unsaved; otherwise it
// asks: Save (then then, once saved), Discard (then then) or Cancel.
func (e *Editor) askUnsaved(title string, then func()) {
	if !e.Dirty() {
		then()
		return
	}
	q := &question{}
	msg := widget.NewLabel("The map has changes that are not saved.")
	q.d = dialog.NewCustomWithoutButtons(title, msg, e.win)
	q.save = widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), func() { q.d.Hide(); e.Save(then) })
	q.save.Importance = widget.HighImportance
	q.discard = widget.NewButtonWithIcon("Discard", theme.DeleteIcon(), func() { q.d.Hide(); then() })
	q.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), q.d.Hide)
	q.d.SetButtons([]fyne.CanvasObject{q.cancel, q.discard, q.save})
	e.asking = q
	kit.ShowDialog(q.d)
}
