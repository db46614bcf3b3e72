package kit

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/search"
)

// Search is what a puzzle tab needs around one engine run: the Solve and
// Cancel buttons, the background runner, live counters, the results panel
// and the path player. The tab supplies the job; Search does the rest.
type Search[S comparable] struct {
	Stats     *Stats
	Player    *Player
	SolveBtn  *widget.Button
	CancelBtn *widget.Button

	// ShowState draws a state of the path on the tab's board.
	ShowState func(S)
	// Animate, when set, draws one step of playback, from one state to
	// the next along the path, as a movement lasting d. move names the
	// move between them (as MoveLabel writes it); stepping back plays it
	// in reverse.
	Animate func(from, to S, move string, d time.Duration)
	// Format is the text of a state in the path list.
	Format func(S) string
	// MoveLabel, when set, rewrites a move for the path list; the moves
	// are written in capitals otherwise.
	MoveLabel func(move string) string
	// OnResult, when set, is handed each result shown, on the UI
	// goroutine.
	OnResult func(search.Result[S])

	runner Runner
	path   []S
	moves  []string
}

// Job is one search a tab asks for.
type Job[S comparable] struct {
	// Subject says what produced the result, such as "A* · Manhattan ·
	// 3×3"; it heads the results.
	Subject string
	// Run runs the search, in the background: it may first make tables
	// ready, which takes a while the first time, reporting how far their
	// build has come through building (at most ten times a second; the
	// panel shows a bar under Preparing), then searches, handing its live
	// counters to progress. It gives up when ctx is cancelled.
	Run func(ctx context.Context, building func(done, total int), progress func(search.Progress)) (search.Result[S], error)
	// Preparing, if not "", is what the panel says while the tables are
	// made ready.
	Preparing string
	// MaxNodes is the search's node limit (0: none), which the panel
	// names when the search stops at it; AtLimit, if not "", is what the
	// panel says then in place of raising the limit.
	MaxNodes int64
	AtLimit  string
}

// NewSearch builds the panel; solve is what the Solve button (and
// Ctrl+Enter) calls: the tab checks its inputs and then calls Solve.
func NewSearch[S comparable](solve func()) *Search[S] {
	k := &Search[S]{Stats: NewStats(), Player: NewPlayer()}
	k.SolveBtn = widget.NewButtonWithIcon("Solve", theme.MediaPlayIcon(), solve)
	k.SolveBtn.Importance = widget.HighImportance
	k.CancelBtn = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), k.Cancel)
	k.CancelBtn.Disable()
	k.Player.OnShow = k.show
	return k
}

// show draws path state i, animating a single step when the player asks.
func (k *Search[S]) show(from, to int, d time.Duration) {
	if d > 0 && k.Animate != nil && (to == from+1 || to == from-1) && from >= 0 && from < len(k.path) {
		k.Animate(k.path[from], k.path[to], k.moveName(min(from, to)), d)
		return
	}
	if k.ShowState != nil {
		k.ShowState(k.path[to])
	}
}

// Solve runs j in the background. The counters update live, at most ten
// times a second; when the search ends, the result and, if it solved, the
// path are shown. A search already running is cancelled.
func (k *Search[S]) Solve(j Job[S]) {
	k.ClearPath()
	k.Stats.SetSubject(j.Subject)
	k.Stats.Clear("Searching…")
	if j.Preparing != "" {
		k.Stats.ShowPreparing(j.Preparing)
	}
	k.SolveBtn.Disable()
	k.CancelBtn.Enable()
	type outcome struct {
		r   search.Result[S]
		err error
	}
	// update is either a build's progress (total > 0) or the search's.
	type update struct {
		done, total int
		search      search.Progress
	}
	StartWithProgress(&k.runner, func(ctx context.Context, report func(update)) outcome {
		r, err := j.Run(ctx, func(done, total int) { report(update{done: done, total: total}) },
			func(pr search.Progress) { report(update{search: pr}) })
		return outcome{r, err}
	}, func(u update) {
		if u.total > 0 {
			k.Stats.ShowBuilding(u.done, u.total)
			return
		}
		k.Stats.ShowProgress(u.search)
	}, func(o outcome) {
		k.SolveBtn.Enable()
		k.CancelBtn.Disable()
		switch {
		case errors.Is(o.err, context.Canceled):
			k.Stats.Clear("Cancelled before the search began.")
		case o.err != nil:
			k.Stats.Clear("Could not search: " + o.err.Error())
		default:
			k.finish(o.r, j.MaxNodes, j.AtLimit)
		}
		PageMark("search ended: " + k.Stats.Headline.Text)
	})
}

func (k *Search[S]) finish(r search.Result[S], maxNodes int64, atLimit string) {
	sum := Summarize(r)
	sum.MaxNodes, sum.AtLimit = maxNodes, atLimit
	k.Stats.ShowResult(sum)
	if r.Solved {
		k.path, k.moves = r.Path, r.Moves
		k.Player.SetPath(len(r.Path), k.row)
	}
	if k.OnResult != nil {
		k.OnResult(r)
	}
}

// moveName is the i-th move as the path list writes it.
func (k *Search[S]) moveName(i int) string {
	if k.MoveLabel != nil {
		return k.MoveLabel(k.moves[i])
	}
	return strings.ToUpper(k.moves[i])
}

// row is row i of the path list: index, move, state.
func (k *Search[S]) row(i int) string {
	move := "start"
	if i > 0 {
		move = k.moveName(i - 1)
	}
	width := len(fmt.Sprint(len(k.path) - 1))
	return fmt.Sprintf("%*d  %-10s  %s", width, i, move, k.Format(k.path[i]))
}

// Previous says the question has changed under the result on show: a
// running search stops (its answer would be for the old question), and
// the result stays greyed as "Previous" with why. The path goes too,
// unless keepPath (it still starts from the position on the board, as
// when only the engine changed).
func (k *Search[S]) Previous(why string, keepPath bool) {
	if k.Busy() {
		k.Drop()
	}
	k.Stats.MarkPrevious(why)
	if !keepPath {
		k.ClearPath()
	}
}

// Cancel stops a running search at once; its counters stay on show.
func (k *Search[S]) Cancel() {
	PageMark("search cancel asked")
	k.runner.Cancel()
}

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
