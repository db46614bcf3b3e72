package slidingtab

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/inspect"
	"frontier/gui/watch"
)

// watching is the tab's watch window and the board of the search it
// shows, which stays while the tab's board changes.
type watching struct {
	btn   *widget.Button
	win   *watch.Window[sliding.State]
	board *sliding.Board
	// The inspector of the node on show, its switch, and the heuristic it
	// takes apart: the watched search's (for an uninformed engine the
	// heuristic menu's last choice).
	insp      *inspect.Sliding
	check     *widget.Check
	heuristic puzzles.HeuristicID
}

// prefWatchInspect keeps the watch view's "Inspect h" switch.
const prefWatchInspect = "sliding.watch.inspect"

// newWatch makes the Watch button and the window it opens, drawn with
// small copies of the tab's board view.
func (t *Tab) newWatch() *widget.Button {
	w := &t.watching
	w.btn = widget.NewButtonWithIcon("Watch", theme.VisibilityIcon(), t.Watch)
	w.win = watch.NewWindow("Watch", watch.Puzzle[sliding.State]{
		Picture: func() fyne.CanvasObject { return newBoardView() },
		Draw: func(o fyne.CanvasObject, s sliding.State) {
			o.(*boardView).SetTiles(w.board.Tiles(s), w.board.Tiles(w.board.Goal()))
		},
		Compact: func(s sliding.State) string { return w.board.Tiles(s).Compact() },
	})
	v := w.win.View
	w.insp = inspect.NewSliding(v.NodePicture().(*boardView).TileAt)
	w.check = inspect.NewSwitch(t.prefs, prefWatchInspect, w.insp, v.Reinspect)
	v.SetInspector(w.insp.Overlay(), w.check, w.insp.Panel(), func(s sliding.State) {
		w.insp.Show(w.board, string(w.heuristic), s)
	})
	return w.btn
}

// Watch opens the watch view on a search from the position in the state
// box with the chosen engine and heuristic, recorded in the background.
func (t *Tab) Watch() {
	choice, heuristic, opts, ok := t.question()
	if !ok {
		return
	}
	kind, board, start := t.kind, t.board, t.state
	t.watching.board, t.watching.heuristic = board, t.inspected()
	preparing := ""
	if heuristic == puzzles.HeuristicPDB && choice.engine.Informed() && !board.PatternDBReady() {
		preparing = "building pattern databases… (first time only)"
	}
	t.watching.win.Watch(watch.Job[sliding.State]{
		Preparing: preparing,
		Subject:   t.subject(choice, heuristic, opts.BeamWidth),
		Engine:    choice.engine,
		Record: func(ctx context.Context, maxSteps, frontier int) (*search.Recording[sliding.State], error) {
			if heuristic == puzzles.HeuristicPDB && choice.engine.Informed() {
				if err := board.PreparePatternDBs(ctx, nil); err != nil {
					return nil, err
				}
			}
			return kind.Record(ctx, start, choice.engine, heuristic, opts, maxSteps, frontier)
		},
	})
}

// WatchWindow is the tab's watch window, its Fyne window nil before the
// first Watch.
func (t *Tab) WatchWindow() *watch.Window[sliding.State] { return t.watching.win }
