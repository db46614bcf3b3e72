package export

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"frontier/core/textio"
	"frontier/gui/kit"
)

// Width is a choice of the export's width.
type Width struct {
	Label string
	// Pixels is the width for a picture onScreen units wide in the window.
	Pixels func(onScreen float32) int
}

// Widths are the widths offered, the first the default: a full-HD slide's
// width suits most projectors.
var Widths = []Width{
	{"1920 pixels wide (a full-HD slide)", func(float32) int { return 1920 }},
	{"Twice its size on screen", func(w float32) int { return int(2*w + 0.5) }},
	{"3840 pixels wide (a 4K slide)", func(float32) int { return 3840 }},
}

// Looks of an export.
const (
	LookPrint  = "Print: black on white"
	LookScreen = "As on screen"
)

// prefFolder keeps the folder of the last export, where the next save
// dialog opens.
const prefFolder = "export.folder"

// Shortcut is Export PNG's key, Ctrl+Shift+E (Ctrl+E alone is often a
// search box's).
var Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyE, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}

// Bind makes Shortcut export what obj returns from w.
func Bind(w fyne.Window, obj func() fyne.CanvasObject, name string) {
	w.Canvas().AddShortcut(Shortcut, func(fyne.Shortcut) { Show(w, obj, name) })
}

// Show asks over w for the width and the look, draws what obj returns,
// and asks where to save it, suggesting name. An error shows as one line
// over w; nothing is written unless the whole image is. In a browser
// page, which has no files, it says so instead.
func Show(w fyne.Window, obj func() fyne.CanvasObject, name string) {
	if !kit.DiskFiles {
		dialog.ShowInformation("No files in a browser", kit.NoFilesMessage, w)
		return
	}
	o := obj()
	if o == nil || !o.Visible() {
		showError(w, errors.New("nothing on show to export here"))
		return
	}
	labels := make([]string, len(Widths))
	for i, wd := range Widths {
		labels[i] = wd.Label
	}
	width := widget.NewRadioGroup(labels, nil)
	width.SetSelected(labels[0])
	width.Required = true
	look := widget.NewRadioGroup([]string{LookPrint, LookScreen}, nil)
	look.SetSelected(LookPrint)
	look.Required = true
	form := widget.NewForm(widget.NewFormItem("Width", width), widget.NewFormItem("Look", look))
	d := dialog.NewCustomConfirm("Export PNG", "Save…", "Cancel", form, func(ok bool) {
		if !ok {
			return
		}
		px := Widths[0].Pixels(o.Size().Width)
		for _, wd := range Widths {
			if wd.Label == width.Selected {
				px = wd.Pixels(o.Size().Width)
			}
		}
		var th fyne.Theme
		a := fyne.CurrentApp()
		if look.Selected == LookPrint {
			th = PrintTheme(a.Settings().Theme())
		}
		img, err := RenderIn(a, th, o, px)
		if err != nil {
			showError(w, err)
			return
		}
		save(w, img, name)
	}, w)
	kit.ShowDialog(d)
}

// save asks where to write img and writes it there whole.
func save(w fyne.Window, img image.Image, name string) {
	prefs := fyne.CurrentApp().Preferences()
	// Staged writes reach the file whole, through atomicfile, or not at
	// all.
	kit.StageFileWrites()
	d := dialog.NewFileSave(func(f fyne.URIWriteCloser, err error) {
		if err != nil {
			showError(w, err)
			return
		}
		if f == nil {
			return // closed without choosing
		}
		path := f.URI().Path()
		if err := kit.FinishWrite(f, func(out io.Writer) error { return png.Encode(out, img) }); err != nil {
			showError(w, fmt.Errorf("nothing was written to %s: %v", filepath.Base(path), err))
			return
		}
		prefs.SetString(prefFolder, filepath.Dir(path))
		b := img.Bounds()
		dialog.ShowInformation("Export PNG", fmt.Sprintf("Saved %s (%d × %d pixels)", path, b.Dx(), b.Dy()), w)
	}, w)
	d.SetFileName(name)
	kit.ShowFileDialog(d, w, folder(prefs.String(prefFolder)))
}

// folder is where the save dialog opens: the last export's folder if it
// is still there, else the user's home.
func folder(last string) string {
	home, _ := os.UserHomeDir()
	for _, dir := range []string{last, home} {
		if fi, err := os.Stat(dir); dir != "" && err == nil && fi.IsDir() {
			return dir
		}
	}
	return ""
}

func showError(w fyne.Window, err error) {
	dialog.ShowError(errors.New(textio.Line(err.Error(), 160)), w)
}
