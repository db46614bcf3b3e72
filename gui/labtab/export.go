package labtab

import (
	"errors"
	"fmt"
	"io"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"frontier/core/lab"
)

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

// saveFile writes a file at path with write; the dialogs' callbacks and the
// tests share it through saveTo.
func saveFile(path string, write func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	return finish(f, write)
}

// finish writes through w and closes it, keeping the first error.
func finish(w io.WriteCloser, write func(io.Writer) error) error {
	if err := write(w); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}

// exportDialog asks where to save, with name suggested, then writes the file
// and reports the outcome on the status line.
func (t *Tab) exportDialog(name string, write func(io.Writer) error) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			t.setStatus("Export failed: " + err.Error())
			return
		}
		if w == nil {
			return // the user closed the dialog
		}
		if err := finish(w, write); err != nil {
			t.setStatus(fmt.Sprintf("Export to %s failed: %v", w.URI().Name(), err))
			return
		}
		t.setStatus("Saved " + w.URI().Path())
	}, t.w)
	d.SetFileName(name)
	showLarge(d, t.w)
}

// fileDialog is what showLarge needs of Fyne's file dialogs.
type fileDialog interface {
	Resize(fyne.Size)
	SetLocation(fyne.ListableURI)
	Show()
}

// showLarge shows a file dialog at most of the window's size (Fyne's
// default is cramped), opening in the working directory, where the
// repository's docs and scripts are.
func showLarge(d fileDialog, w fyne.Window) {
	if dir, err := os.Getwd(); err == nil {
		if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
			d.SetLocation(l)
		}
	}
	size := w.Canvas().Size()
	d.Resize(fyne.NewSize(max(size.Width*0.85, 600), max(size.Height*0.85, 450)))
	d.Show()
}
