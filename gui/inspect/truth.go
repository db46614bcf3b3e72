package inspect

import (
	"context"
	"errors"
	"fmt"

	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
)

// truth is the line under h: the true distance from the state on show to
// the goal, and a warning when h overestimates it. Where a table answers,
// the distance comes at once (or after the table's first build, started
// without asking); elsewhere a search finds it on demand, when the user
// presses Compute, in a goroutine that Cancel stops. The distances come
// from the catalogue's one source (Kind.TrueDistance), which remembers
// those found by search and those an optimal result proved, so that the
// inspector, the coach and the race say the same. Its methods are for
// the UI goroutine.
type truth[S comparable] struct {
	lines   *lines
	compute *widget.Button

	runner kit.Runner
	src    truthSource[S]

	s         S    // the state on show
	h         int  // and its h
	hKnown    bool // h is on show (false while its tables build)
	inexact   bool // the heuristic can overestimate with these moves
	busy      bool // a job runs for busyFor
	busyFor   S
	cancelled bool
	// after is called once a job has answered, on the UI goroutine.
	after func()
}

// truthSource is where true distances come from.
type truthSource[S comparable] struct {
	// find returns the distance of s, or an error (ctx.Err() when ctx
	// ends first); known returns it when it is known at once.
	find  func(ctx context.Context, s S) (int, error)
	known func(s S) (int, bool)
	// auto starts find without asking when it is not ready (a table's
	// first build); otherwise the user asks with Compute.
	auto bool
	// waiting is what the line says while find runs.
	waiting func() string
}

// newTruth makes the true distance's part of l, and its Compute button.
func newTruth[S comparable](l *lines) *truth[S] {
	tr := &truth[S]{lines: l}
	tr.compute = widget.NewButton("Compute", tr.toggle)
	tr.compute.Hide()
	return tr
}

// say shows the true distance's line and the warning ("" for none).
func (tr *truth[S]) say(line, warning string) {
	tr.lines.truth, tr.lines.warning = line, warning
	tr.lines.refresh()
}

// use makes src the source of distances: a new board drops any job still
// running.
func (tr *truth[S]) use(src truthSource[S]) {
	tr.runner.Drop()
	tr.busy, tr.src = false, src
}

// stop drops a running job, as when the inspector is switched off.
func (tr *truth[S]) stop() {
	tr.runner.Drop()
	tr.busy = false
}

// show follows the state on show, s, whose heuristic value is h (hKnown
// false while it is not known yet); inexact says the heuristic can
// overestimate with these moves.
func (tr *truth[S]) show(s S, h int, hKnown, inexact bool) {
	changed := s != tr.s
	tr.s, tr.h, tr.hKnown, tr.inexact = s, h, hKnown, inexact
	if changed {
		tr.cancelled = false
	}
	if d, ok := tr.src.known(s); ok {
		tr.answer(d)
		return
	}
	// A table being built answers every state once built: the build goes
	// on for the state that started it, and then answers this one.
	if tr.busy && (tr.busyFor == s || tr.src.auto) {
		tr.showBusy()
		return
	}
	tr.stop()
	if tr.src.auto && !tr.cancelled {
		tr.start()
		return
	}
	tr.compute.SetText("Compute")
	tr.compute.Show()
	if tr.cancelled {
		tr.say("True distance: cancelled.", "")
	} else {
		tr.say("True distance: not computed. Compute runs IDA*, which can take from a moment to minutes.", "")
	}
}

// toggle is the Compute button: it starts the search, or cancels it.
func (tr *truth[S]) toggle() {
	if tr.busy {
		tr.runner.Cancel()
		return
	}
	tr.start()
}

type truthResult[S comparable] struct {
	s   S
	d   int
	err error
}

// start runs find on the state on show in the background.
func (tr *truth[S]) start() {
	s, find := tr.s, tr.src.find
	tr.busy, tr.busyFor = true, s
	tr.showBusy()
	kit.Start(&tr.runner, func(ctx context.Context) truthResult[S] {
		d, err := find(ctx, s)
		return truthResult[S]{s, d, err}
	}, func(r truthResult[S]) {
		tr.busy = false
		switch {
		case r.s == tr.s:
			tr.cancelled = errors.Is(r.err, context.Canceled)
			if tr.cancelled {
				tr.show(r.s, tr.h, tr.hKnown, tr.inexact)
			} else {
				tr.found(r.d, r.err)
			}
		case tr.src.auto && r.err == nil: // the table is built: answer the state now on show
			tr.show(tr.s, tr.h, tr.hKnown, tr.inexact)
		}
		if tr.after != nil {
			tr.after()
		}
	})
}

func (tr *truth[S]) showBusy() {
	tr.say(tr.src.waiting(), "")
	if !tr.src.auto {
		tr.compute.SetText("Cancel")
		tr.compute.Show()
	}
}

func (tr *truth[S]) found(d int, err error) {
	if err != nil {
		tr.say("True distance: "+err.Error(), "")
		return
	}
	tr.answer(d)
}

// answer shows the distance d of the state on show, or, when h
// overestimates it, the warning.
func (tr *truth[S]) answer(d int) {
	if tr.src.auto {
		tr.compute.Hide()
	} else {
		tr.compute.SetText("Compute")
		tr.compute.Hide()
	}
	// The warning names the true distance: it takes the line's place,
	// which spares a line in the board's short column.
	text, warning := fmt.Sprintf("True distance %d.", d), ""
	switch {
	case tr.hKnown && tr.h > d:
		text = ""
		warning = fmt.Sprintf("h = %d > true distance %d: this heuristic is not admissible with these moves.", tr.h, d)
	case tr.hKnown && tr.inexact:
		text = fmt.Sprintf("True distance %d (h does not overestimate here).", d)
	}
	tr.say(text, warning)
}

// Done returns a channel closed once the job started last has answered.
func (tr *truth[S]) Done() <-chan struct{} { return tr.runner.Done() }
