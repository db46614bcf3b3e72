package labtab

import (
	"context"
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2"

	"frontier/core/numfmt"
	"frontier/gui/kit"
)

// progressEvery is the least time between two progress updates, so a fast
// experiment does not flood the UI goroutine.
const progressEvery = 100 * time.Millisecond

// runResult is what the background run hands back to the window.
type runResult struct {
	out     *outcome
	err     error
	elapsed time.Duration
}

// Run validates the form and runs the experiment in the background. Bad
// input shows its message under the input and runs nothing; a run under
// way is left alone.
func (t *Tab) Run() {
	if t.runner.Busy() {
		return
	}
	req, ok := t.form.validate()
	if !ok {
		t.setStatus("Nothing ran: fix the inputs marked in red.")
		return
	}
	t.save()
	t.runBtn.Disable()
	t.cancel.Enable()
	t.progress.SetValue(0)
	t.setStatus("Starting…")
	var last time.Time // touched only by the run's goroutine, which calls progress
	progress := func(phase string, done, total int) {
		if done < total && time.Since(last) < progressEvery {
			return
		}
		last = time.Now()
		fyne.Do(func() { t.showProgress(phase, done, total) })
	}
	kit.Start(&t.runner, func(ctx context.Context) runResult {
		start := time.Now()
		out, err := runExperiment(ctx, req, progress)
		return runResult{out: out, err: err, elapsed: time.Since(start)}
	}, t.finish)
}

// Cancel stops the run under way; its results are dropped and the previous
// ones stay on show.
func (t *Tab) Cancel() { t.runner.Cancel() }

func (t *Tab) showProgress(phase string, done, total int) {
	if !t.runner.Busy() {
		return // a late update from a run that has ended
	}
	t.progress.SetValue(float64(done) / float64(max(total, 1)))
	t.setStatus(fmt.Sprintf("%s: %s of %s…", phase, numfmt.Group(done), numfmt.Group(total)))
	if t.onProgress != nil {
		t.onProgress()
	}
}

func (t *Tab) finish(r runResult) {
	t.runBtn.Enable()
	t.cancel.Disable()
	switch {
	case errors.Is(r.err, context.Canceled):
		t.progress.SetValue(0)
		if t.results.out == nil {
			t.setStatus("Run cancelled.")
		} else {
			t.setStatus("Run cancelled; the previous results are still shown.")
		}
	case r.err != nil:
		t.progress.SetValue(0)
		t.setStatus("The run failed: " + r.err.Error())
	default:
		t.progress.SetValue(1)
		t.results.show(r.out)
		t.setStatus(fmt.Sprintf("Done in %s: %s.", r.elapsed.Round(time.Millisecond), r.out.title))
	}
	if t.onDone != nil {
		t.onDone()
	}
}
