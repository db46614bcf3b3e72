package kit

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
)

// Search is what a puzzle tab needs around one engine run: the Solve and
// Cancel buttons, the background runner, live counters, the results panel
// and the path player. The tab supplies the problem; Search does the rest.
type Search[S comparable] struct {
	Stats     *Stats
	Player    *Player
	SolveBtn  *widget.Button
	CancelBtn *widget.Button

	// ShowState draws a state of the path on the tab's board.
	ShowState func(S)
	// Format is the text of a state in the path list.
	Format func(S) string
	// MoveLabel, when set, rewrites a move for the path list (the cube
	// names its moves in the frame the cube is held in).
	MoveLabel func(move string) string

	runner Runner
	path   []S
	moves  []string
}

// NewSearch builds the panel; solve is what the Solve button (and
// Ctrl+Enter) calls: the tab checks its inputs and then calls Start.
func NewSearch[S comparable](solve func()) *Search[S] {
	k := &Search[S]{Stats: NewStats(), Player: NewPlayer()}
	k.SolveBtn = widget.NewButtonWithIcon("Solve", theme.MediaPlayIcon(), solve)
	k.SolveBtn.Importance = widget.HighImportance
	k.CancelBtn = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), k.Cancel)
	k.CancelBtn.Disable()
	k.Player.OnShow = func(i int) {
		if k.ShowState != nil {
			k.ShowState(k.path[i])
		}
	}
	return k
}

// Start runs engine on p in the background. The counters update live, at
// most ten times a second; when the search ends, the result and, if it
// solved, the path are shown. A search already running is cancelled.
func (k *Search[S]) Start(title string, engine search.Engine, p search.Problem[S], opts search.Options) {
	k.StartWith(title, engine, func() (search.Problem[S], error) { return p, nil }, opts)
}

// StartWith is Start for a problem that takes a while to make, such as one
// whose pattern databases must be built first: prepare runs in the
// background job, before the search. Its error is shown as the headline.
func (k *Search[S]) StartWith(title string, engine search.Engine, prepare func() (search.Problem[S], error), opts search.Options) {
	k.ClearPath()
	k.Stats.Clear(fmt.Sprintf("Searching with %s…", title))
	k.SolveBtn.Disable()
	k.CancelBtn.Enable()
	type outcome struct {
		r   search.Result[S]
		err error
	}
	StartWithProgress(&k.runner, func(ctx context.Context, report func(search.Progress)) outcome {
		p, err := prepare()
		if err != nil {
			return outcome{err: err}
		}
		opts.Progress = report
		return outcome{r: search.Run(ctx, engine, p, opts)}
	}, k.Stats.ShowProgress, func(o outcome) {
		if o.err != nil {
			k.SolveBtn.Enable()
			k.CancelBtn.Disable()
			k.Stats.Clear("Could not search: " + o.err.Error())
			return
		}
		k.finish(o.r)
	})
}

func (k *Search[S]) finish(r search.Result[S]) {
	k.SolveBtn.Enable()
	k.CancelBtn.Disable()
	k.Stats.ShowResult(Summarize(r))
	if r.Solved {
		k.path, k.moves = r.Path, r.Moves
		k.Player.SetPath(len(r.Path), k.row)
	}
}

// row is row i of the path list: index, move, state.
func (k *Search[S]) row(i int) string {
	move := "start"
	switch {
	case i > 0 && k.MoveLabel != nil:
		move = k.MoveLabel(k.moves[i-1])
	case i > 0:
		move = strings.ToUpper(k.moves[i-1])
	}
	width := len(fmt.Sprint(len(k.path) - 1))
	return fmt.Sprintf("%*d  %-10s  %s", width, i, move, k.Format(k.path[i]))
}

// Cancel stops a running search at once; its counters stay on show.
func (k *Search[S]) Cancel() { k.runner.Cancel() }

// Drop stops a running search and forgets it, as when the position it
// started from changes: its result is never shown.
func (k *Search[S]) Drop() {
	k.runner.Drop()
	k.SolveBtn.Enable()
	k.CancelBtn.Disable()
}

// Done returns a channel closed once the search started last has its
// result on show (see Runner.Done).
func (k *Search[S]) Done() <-chan struct{} { return k.runner.Done() }

// Live returns a channel closed once the search started last shows live
// counters (see Runner.Live).
func (k *Search[S]) Live() <-chan struct{} { return k.runner.Live() }

// Busy reports whether a search runs.
func (k *Search[S]) Busy() bool { return k.runner.Busy() }

// ClearPath forgets the last path, as when the position changes.
func (k *Search[S]) ClearPath() {
	k.path, k.moves = nil, nil
	k.Player.SetPath(0, nil)
}

// Path returns the last solution's states and moves; empty if none.
func (k *Search[S]) Path() ([]S, []string) { return k.path, k.moves }
