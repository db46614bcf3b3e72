package labtab

import (
	"context"
	"errors"
	"fmt"
	"time"

	"frontier/core/clock"
	"frontier/core/lab"
	"frontier/core/numfmt"
	"frontier/core/search"
	"frontier/gui/kit"
)

// progressEvery is the least time between two progress updates, so a fast
// experiment does not flood the UI goroutine: the searches' own clock.
const progressEvery = search.ProgressEvery

// runResult is what the background run hands back to the window.
type runResult struct {
	out     *lab.Outcome
	title   string // what ran, for the status line
	err     error
	elapsed time.Duration
}

// progress is one report of a run: its phase and the jobs done in it.
type progress struct {
	phase       string
	done, total int
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
		t.refused()
		return
	}
	t.save()
	t.runBtn.Disable()
	t.cancel.Enable()
	t.progress.SetValue(0)
	t.setStatus("Starting…")
	title := fmt.Sprintf("%s, %s, %s", req.lab.Puzzle, lowerFirst(req.kind), plural(len(req.lab.Solvers), "solver"))
	if l := req.lab.Local; req.lab.Kind == lab.KindLocal {
		title = fmt.Sprintf("the %s, local search, %s", l.Problem.Name(), plural(len(l.Solvers), "engine"))
	}
	kit.StartWithProgress(&t.runner, func(ctx context.Context, report func(progress)) runResult {
		// phase and last are touched only by this goroutine, which the lab
		// calls Phase and Progress from.
		var phase string
		var last time.Time
		pool := lab.Pool{Workers: req.workers, Phase: func(p string) { phase = p }, Progress: func(done, total int) {
			if done < total && time.Since(last) < progressEvery {
				return
			}
			last = time.Now()
			report(progress{phase, done, total})
		}}
		start := clock.Now()
		out, err := lab.Run(ctx, req.lab, pool)
		if err == nil {
			err = ctx.Err()
		}
		return runResult{out: out, title: title, err: err, elapsed: clock.Since(start)}
	}, t.showProgress, t.finish)
}

// Cancel stops the experiment or the script under way (Esc); an
// experiment's results are dropped and the previous ones stay on show.
func (t *Tab) Cancel() {
	t.runner.Cancel()
	t.script.runner.Cancel()
}

func (t *Tab) showProgress(p progress) {
	t.progress.SetValue(float64(p.done) / float64(max(p.total, 1)))
	t.setStatus(fmt.Sprintf("%s: %s of %s…", p.phase, numfmt.Group(p.done), numfmt.Group(p.total)))
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
		t.setStatusError("The run failed: " + r.err.Error())
	default:
		t.progress.SetValue(1)
		t.results.show(r.out)
		t.setStatus(fmt.Sprintf("Done in %s: %s.", r.elapsed.Round(time.Millisecond), r.title))
	}
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]|0x20) + s[1:]
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// Done returns a channel closed once the experiment and the script
// started last have both shown their outcome.
func (t *Tab) Done() <-chan struct{} { return kit.AllDone(t.runner.Done(), t.script.runner.Done()) }
