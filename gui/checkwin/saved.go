package checkwin

import (
	"context"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"frontier/core/check"
	"frontier/gui/kit"
)

// chooseSaved picks a file holding an answer the program wrote before,
// and checks it as the answer for the start in the state box.
func (w *Window[P]) chooseSaved() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		path := r.URI().Path()
		r.Close()
		w.checkSaved(path)
	}, w.window)
	kit.ShowFileDialog(d, w.window, "")
}

// checkSaved grades the answer saved at path, in the background.
func (w *Window[P]) checkSaved(path string) {
	s := w.setup
	w.graded, w.picked = nil, -1
	w.List.UnselectAll()
	w.List.Refresh()
	w.Report.SetText("")
	w.WatchBtn.Disable()
	w.Status.SetText("checking the saved answer…")
	type outcome struct {
		g   *check.Graded
		err error
	}
	kit.Start(&w.runner, func(ctx context.Context) outcome {
		data, err := check.ReadAnswer(path)
		if err != nil {
			return outcome{err: err}
		}
		problems, err := problems(ctx, s, true, 0, 0)
		if err != nil {
			return outcome{err: err}
		}
		g, err := check.GradeSaved(ctx, problems[0], data)
		return outcome{g, err}
	}, func(o outcome) {
		if o.err != nil {
			w.Status.SetText(o.err.Error())
			return
		}
		w.graded = []*check.Graded{o.g}
		w.List.Refresh()
		w.Status.SetText("The saved answer, as the answer for the start in the state box: " + strings.ToLower(string(o.g.Report.Verdict)) + ".")
		w.List.Select(0)
	})
}
