package labtab

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

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

// exportDialog asks where to save, with name suggested, then writes the file
// and reports the outcome on the status line. The dialog opens in the
// folder of the last export, or the user's home.
func (t *Tab) exportDialog(name string, write func(io.Writer) error) {
	kit.StageFileWrites()
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			t.setStatus("Export failed: " + err.Error())
			return
		}
		if w == nil {
			return // the user closed the dialog
		}
		if err := kit.FinishWrite(w, write); err != nil {
			t.setStatus(fmt.Sprintf("Export to %s failed: %v; nothing was written", w.URI().Name(), err))
			return
		}
		t.prefs.SetString(prefExportFolder, filepath.Dir(w.URI().Path()))
		t.setStatus("Saved " + w.URI().Path())
	}, t.w)
	d.SetFileName(name)
	kit.ShowFileDialog(d, t.w, t.exportFolder())
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

// showLarge shows a file dialog at most of the window's size, opening
// in the working directory, where the repository's docs and scripts are.
func showLarge(d kit.FileDialog, w fyne.Window) {
	dir, _ := os.Getwd()
	kit.ShowFileDialog(d, w, dir)
}
