package inspect

import (
	"context"
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
)

// truth is the line under h: the true distance from the state on show to
// the goal, and a warning when h overestimates it. Where a table answers,
// the distance comes at once (or after the table's first build, started
// without asking); elsewhere a search finds it on demand, when the user
// presses Compute, in a goroutine that Cancel stops. Distances found by
// search are remembered per state, so stepping back to a state shows its
// distance again. Its methods are for the UI goroutine.
type truth[S comparable] struct {
	line    *widget.Label
	compute *widget.Button
	warning *widget.Label
	box     fyne.CanvasObject

	runner kit.Runner
	src    truthSource[S]
	known  map[S]int // distances found by search, on this source

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
	// ends first).
	find func(ctx context.Context, s S) (int, error)
	// ready reports whether find answers at once, on the UI goroutine.
	ready func() bool
	// auto starts find without asking when it is not ready (a table's
	// first build); otherwise the user asks with Compute.
	auto bool
	// waiting is what the line says while find runs.
	waiting func() string
}

func newTruth[S comparable]() *truth[S] {
	tr := &truth[S]{line: widget.NewLabel(""), warning: widget.NewLabel(""), known: map[S]int{}}
	tr.line.Wrapping = fyne.TextWrapWord
	tr.warning.Wrapping = fyne.TextWrapWord
	tr.warning.Importance = widget.DangerImportance
	tr.warning.Hide()
	tr.compute = widget.NewButton("Compute true distance", tr.toggle)
	tr.compute.Hide()
	tr.box = container.NewVBox(container.NewBorder(nil, nil, nil, tr.compute, tr.line), tr.warning)
	return tr
}

// use makes src the source of distances: a new board forgets the old
// distances and any job still running.
func (tr *truth[S]) use(src truthSource[S]) {
	tr.runner.Drop()
	tr.busy, tr.src, tr.known = false, src, map[S]int{}
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
	if d, ok := tr.known[s]; ok {
		tr.answer(d)
		return
	}
	if tr.busy && tr.busyFor == s {
		tr.showBusy()
		return
	}
	tr.stop()
	if tr.src.ready() {
		d, err := tr.src.find(context.Background(), s)
		tr.found(d, err)
		return
	}
	if tr.src.auto && !tr.cancelled {
		tr.start()
		return
	}
	tr.warning.Hide()
	tr.compute.SetText("Compute true distance")
	tr.compute.Show()
	if tr.cancelled {
		tr.line.SetText("True distance: cancelled.")
	} else {
		tr.line.SetText("True distance: not computed (IDA* can take from a moment to minutes).")
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
		if r.err == nil {
			tr.known[r.s] = r.d
		}
		if r.s == tr.s {
			tr.cancelled = errors.Is(r.err, context.Canceled)
			if tr.cancelled {
				tr.show(r.s, tr.h, tr.hKnown, tr.inexact)
			} else {
				tr.found(r.d, r.err)
			}
		}
		if tr.after != nil {
			tr.after()
		}
	})
}

func (tr *truth[S]) showBusy() {
	tr.warning.Hide()
	tr.line.SetText(tr.src.waiting())
	if !tr.src.auto {
		tr.compute.SetText("Cancel")
		tr.compute.Show()
	}
}

func (tr *truth[S]) found(d int, err error) {
	if err != nil {
		tr.warning.Hide()
		tr.line.SetText("True distance: " + err.Error())
		return
	}
	tr.answer(d)
}

// answer shows the distance d of the state on show, and the warning when
// h overestimates it.
func (tr *truth[S]) answer(d int) {
	if tr.src.auto {
		tr.compute.Hide()
	} else {
		tr.compute.SetText("Compute true distance")
		tr.compute.Hide()
	}
	text := fmt.Sprintf("True distance %d.", d)
	over := tr.hKnown && tr.h > d
	switch {
	case over:
		tr.warning.SetText(fmt.Sprintf("h = %d > true distance %d: this heuristic is not admissible with these moves.", tr.h, d))
	case tr.hKnown && tr.inexact:
		text = fmt.Sprintf("True distance %d. This heuristic can overestimate with these moves, but not here.", d)
	}
	tr.line.SetText(text)
	tr.warning.Hidden = !over
	tr.warning.Refresh()
}

// Done returns a channel closed once the job started last has answered.
func (tr *truth[S]) Done() <-chan struct{} { return tr.runner.Done() }
