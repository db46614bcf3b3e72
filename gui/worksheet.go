package gui

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
	"frontier/core/worksheet"
	"frontier/gui/kit"
)

// worksheetForm is the Worksheet… dialog's inputs: the kind, the count
// and the seed, with the line that says what is wrong with them.
type worksheetForm struct {
	kind        *widget.Select
	count, seed *widget.Entry
	err         *widget.Label
}

func newWorksheetForm() *worksheetForm {
	titles := make([]string, len(worksheet.Kinds))
	for i, k := range worksheet.Kinds {
		titles[i] = k.Title
	}
	f := &worksheetForm{kind: widget.NewSelect(titles, nil), count: widget.NewEntry(), seed: widget.NewEntry(), err: widget.NewLabel("")}
	f.kind.SetSelected(titles[0])
	f.count.SetText("8")
	f.seed.SetText("1")
	f.err.Importance = widget.DangerImportance
	f.err.Truncation = fyne.TextTruncateEllipsis
	return f
}

// spec reads the inputs, or says in one line what is wrong with them.
func (f *worksheetForm) spec() (worksheet.Spec, error) {
	var spec worksheet.Spec
	for _, k := range worksheet.Kinds {
		if k.Title == f.kind.Selected {
			spec.Kind = k.Name
		}
	}
	n, err := numfmt.Atoi(strings.TrimSpace(f.count.Text))
	if err != nil {
		return spec, fmt.Errorf("count %q: not a whole number", f.count.Text)
	}
	spec.Count = n
	if spec.Seed, err = numfmt.ParseUint(strings.TrimSpace(f.seed.Text)); err != nil {
		return spec, fmt.Errorf("seed %q: want a whole number from 0", f.seed.Text)
	}
	return spec, spec.Check()
}

// page makes the page asked for: the sheet, or its key.
func (f *worksheetForm) page(key bool) ([]byte, string, error) {
	spec, err := f.spec()
	if err != nil {
		return nil, "", err
	}
	sh, err := worksheet.Make(spec)
	if err != nil {
		return nil, "", err
	}
	name := fmt.Sprintf("worksheet-%s-%d", spec.Kind, spec.Seed)
	if key {
		name += "-key"
	}
	return sh.HTML(key), name + ".html", nil
}

// showWorksheet opens the Worksheet… dialog over w: Save sheet… and Save
// key… each ask where, and write the page whole or not at all.
func showWorksheet(w fyne.Window) {
	f := newWorksheetForm()
	var d dialog.Dialog
	save := func(key bool) {
		data, name, err := f.page(key)
		if err != nil {
			f.err.Importance = widget.DangerImportance
			f.err.SetText(err.Error())
			return
		}
		f.err.SetText("")
		savePage(w, f.err, data, name)
	}
	buttons := container.NewHBox(
		widget.NewButton("Save sheet…", func() { save(false) }),
		widget.NewButton("Save key…", func() { save(true) }))
	form := widget.NewForm(
		widget.NewFormItem("Kind", f.kind),
		widget.NewFormItem("Exercises", f.count),
		widget.NewFormItem("Seed", f.seed))
	about := widget.NewLabel("A printable HTML page; the same kind, count and seed always give the same page.")
	about.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(about, form, buttons, f.err)
	d = dialog.NewCustom("Worksheet", "Close", kit.AtLeast(28, content), w)
	kit.ShowDialog(d)
}

// savePage asks where to save data, suggesting name, and writes it there
// through atomicfile; a failure is said on errLine.
func savePage(w fyne.Window, errLine *widget.Label, data []byte, name string) {
	kit.StageFileWrites()
	d := dialog.NewFileSave(func(out fyne.URIWriteCloser, err error) {
		switch {
		case err != nil:
			errLine.Importance = widget.DangerImportance
			errLine.SetText(err.Error())
		case out != nil:
			if err := kit.FinishWrite(out, func(wr io.Writer) error {
				if _, err := wr.Write(data); err != nil {
					return errors.New("writing " + out.URI().Name() + ": " + err.Error())
				}
				return nil
			}); err != nil {
				errLine.Importance = widget.DangerImportance
				errLine.SetText("nothing was written: " + err.Error())
				return
			}
			errLine.Importance = widget.MediumImportance
			errLine.SetText("Saved " + out.URI().Path())
		}
	}, w)
	d.SetFileName(name)
	kit.ShowFileDialog(d, w, "")
}
