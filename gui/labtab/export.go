package labtab

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"

	"frontier/core/atomicfile"
	"frontier/core/lab"
	"frontier/gui/kit"
)

// prefExportFolder keeps the folder of the last export, where the next
// save dialog opens.
const prefExportFolder = "lab.exportFolder"

// writeCSV writes the result on show as CSV, one line per row of the
// experiment's raw numbers.
func (v *resultsView) writeCSV(w io.Writer) error {
	if v.out == nil {
		return errors.New("no results to export yet")
	}
	return v.out.WriteCSV(w)
}

// writePNG writes the plot on show as a PNG image.
func (v *resultsView) writePNG(w io.Writer) error {
	if v.out == nil || v.fig < 0 {
		return errors.New("no plot to export")
	}
	return lab.WritePNG(w, v.out.Figures[v.fig].Plot)
}

// saveFile writes a file at path with write, atomically: a write that
// fails half-way leaves the old file as it was.
func saveFile(path string, write func(io.Writer) error) error {
	return atomicfile.WriteFile(path, write)
}

// finish writes through w and closes it, keeping the first error. A
// writer that can abort (see stagedFile) is aborted when the write fails,
// so that nothing replaces the file.
func finish(w io.WriteCloser, write func(io.Writer) error) error {
	if err := write(w); err != nil {
		if a, ok := w.(interface{ Abort() }); ok {
			a.Abort()
		} else {
			w.Close()
		}
		return err
	}
	return w.Close()
}

// exportDialog asks where to save, with name suggested, then writes the file
// and reports the outcome on the status line. The dialog opens in the
// folder of the last export, or the user's home.
func (t *Tab) exportDialog(name string, write func(io.Writer) error) {
	stageFileWrites()
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			t.setStatus("Export failed: " + err.Error())
			return
		}
		if w == nil {
			return // the user closed the dialog
		}
		if err := finish(w, write); err != nil {
			t.setStatus(fmt.Sprintf("Export to %s failed: %v; nothing was written", w.URI().Name(), err))
			return
		}
		t.prefs.SetString(prefExportFolder, filepath.Dir(w.URI().Path()))
		t.setStatus("Saved " + w.URI().Path())
	}, t.w)
	d.SetFileName(name)
	showLargeIn(d, t.w, t.exportFolder())
}

// exportFolder is where the save dialog opens: the last export's folder
// if it is still there, else the user's home, else the working folder.
func (t *Tab) exportFolder() string {
	for _, dir := range []string{t.prefs.String(prefExportFolder), homeDir()} {
		if fi, err := os.Stat(dir); dir != "" && err == nil && fi.IsDir() {
			return dir
		}
	}
	dir, _ := os.Getwd()
	return dir
}

func homeDir() string {
	dir, _ := os.UserHomeDir()
	return dir
}

// fileDialog is what showLarge needs of Fyne's file dialogs.
type fileDialog interface {
	kit.Dialog
	Resize(fyne.Size)
	SetLocation(fyne.ListableURI)
}

// showLarge shows a file dialog at most of the window's size (Fyne's
// default is cramped), opening in the working directory, where the
// repository's docs and scripts are.
func showLarge(d fileDialog, w fyne.Window) {
	dir, _ := os.Getwd()
	showLargeIn(d, w, dir)
}

// showLargeIn is showLarge opening in dir.
func showLargeIn(d fileDialog, w fyne.Window, dir string) {
	if dir != "" {
		if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
			d.SetLocation(l)
		}
	}
	size := w.Canvas().Size()
	d.Resize(fyne.NewSize(max(size.Width*0.85, 600), max(size.Height*0.85, 450)))
	kit.ShowDialog(d)
}

// Fyne's save dialog opens the chosen file for writing, truncating it,
// before it hands the writer over: a failed export would leave a broken
// file where a good one was. stageFileWrites wraps the toolkit's file
// repository so that its writers are staged instead: the bytes are kept
// until Close, which writes them through atomicfile (a temporary file in
// the same folder, synced, renamed over the target), and Abort drops
// them. Every other operation goes to the toolkit's own repository.

// fileRepository is everything Fyne's file repository does.
type fileRepository interface {
	repository.ListableRepository
	repository.AppendableRepository
	repository.HierarchicalRepository
	repository.DeleteAllRepository
	repository.CopyableRepository
	repository.MovableRepository
}

type stagedRepository struct{ fileRepository }

// stageFileWrites wraps the registered file repository, once per
// registration (a test app registers a fresh one). A repository that
// lacks some of fileRepository's methods is left as it is.
func stageFileWrites() {
	r, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, done := r.(stagedRepository); done {
		return
	}
	if fr, ok := r.(fileRepository); ok {
		repository.Register("file", stagedRepository{fr})
	}
}

// Writer stages the writes to u (see stagedFile).
func (stagedRepository) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &stagedFile{uri: u}, nil
}

// stagedFile holds what is written to uri until Close writes it whole.
type stagedFile struct {
	uri     fyne.URI
	buf     bytes.Buffer
	aborted bool
}

func (f *stagedFile) URI() fyne.URI               { return f.uri }
func (f *stagedFile) Write(p []byte) (int, error) { return f.buf.Write(p) }
func (f *stagedFile) Abort()                      { f.aborted = true }
func (f *stagedFile) Close() error {
	if f.aborted {
		return nil
	}
	f.aborted = true // a second Close writes nothing
	return atomicfile.WriteFile(f.uri.Path(), func(w io.Writer) error {
		_, err := w.Write(f.buf.Bytes())
		return err
	})
}
