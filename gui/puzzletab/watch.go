package puzzletab

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/practice"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/watch"
)

// watching is the tab's watch window, drawn with small copies of the
// tab's picture, and the puzzle of the search it shows, which stays while
// the tab's settings change.
type watching[P, S comparable] struct {
	win  *watch.Window[P]
	kind *puzzles.Kind[P, S]
	// heuristic is the one the inspector of the node on show takes apart:
	// the one chosen when Watch was pressed (for an engine that uses none,
	// the menu's last choice, as on the tab's board).
	heuristic puzzles.HeuristicID
}

func (t *Tab[P, S]) buildWatch() {
	w := &t.watching
	w.kind = t.kind
	t.WatchBtn = widget.NewButtonWithIcon("Watch", theme.VisibilityIcon(), t.Watch)
	wp := watch.Puzzle[P]{
		Picture:    t.pz.Board.Picture,
		Draw:       func(o fyne.CanvasObject, p P) { t.pz.Board.Draw(o, w.kind, p) },
		Compact:    func(p P) string { return compact(w.kind, p) },
		Aspect:     t.pz.Board.Aspect,
		NoChildren: t.pz.Board.NoChildren,
	}
	if t.pz.Board.DrawStep != nil {
		wp.DrawStep = func(o fyne.CanvasObject, s watch.Step[P]) { t.pz.Board.DrawStep(o, w.kind, s) }
	}
	w.win = watch.NewWindow("Watch", wp)
	if t.pz.Board.Inspector == nil {
		return
	}
	v := w.win.View
	in := t.pz.Board.Inspector(v.NodePicture())
	t.WatchInspector, t.WatchInspectSwitch = in, newSwitch(t.prefs, t.keys.watchInspect, in, v.Reinspect)
	v.SetInspector(in.Overlay(), t.WatchInspectSwitch, in.Panel(), func(p P) { in.Show(w.kind, w.heuristic, p) })
}

// Watch opens the watch view on a search from the position in the state
// box with the chosen engine and heuristic, recorded in the background
// through the catalogue (Kind.Record, after the heuristic's tables).
func (t *Tab[P, S]) Watch() {
	q, ok := t.question()
	if !ok {
		return
	}
	t.watching.kind, t.watching.heuristic = q.kind, t.chosen().ID
	if q.heuristic == t.pz.Solve.Table {
		t.startTables()
	}
	h := t.chosen()
	t.watching.win.Watch(watch.Job[P]{
		Preparing: q.preparing("building"),
		Subject:   q.subject,
		Engine:    q.engine,
		Record: func(ctx context.Context, maxSteps, frontier int) (*search.Recording[P], error) {
			return q.kind.Record(ctx, q.start, q.engine, q.heuristic, q.opts, maxSteps, frontier)
		},
		Options:   q.opts,
		Heuristic: h.Title,
		Choose: func(ctx context.Context, picks []int, frontier int) (*search.Recording[P], error) {
			return q.kind.Choose(ctx, q.start, h.ID, picks, frontier)
		},
		Compare: func(ctx context.Context, yours *search.Recording[P]) ([]practice.Compared[P], error) {
			return compareChoice(ctx, q, h.ID, yours)
		},
	})
}

// compareChoice runs, from the start a student searched by hand, every
// engine whose rule orders a frontier (BFS, UCS, greedy, A*), informed
// ones with heuristic h, and sets each beside the student's search.
func compareChoice[P, S comparable](ctx context.Context, q question[P, S], h puzzles.HeuristicID, yours *search.Recording[P]) ([]practice.Compared[P], error) {
	theirs := map[search.Engine]*search.Recording[P]{}
	var order []search.Engine
	for _, e := range search.Engines {
		d, _ := search.Describe(e)
		if d.Policy.Rule.Discipline != search.Queue && d.Policy.Rule.Discipline != search.Lowest || !e.Traceable() {
			continue
		}
		eh := puzzles.HeuristicNone
		if e.Informed() {
			eh = h
		}
		rec, err := q.kind.Record(ctx, q.start, e, eh, search.Options{}, watch.MaxSteps, compareRows)
		if err != nil {
			return nil, err
		}
		theirs[e] = rec
		order = append(order, e)
	}
	return practice.Compare(yours, theirs, order), nil
}

// compareRows is how many frontier entries of each of an engine's steps
// a comparison keeps, to find where the student's node waited.
const compareRows = 400

// WatchWindow is the tab's watch window, its Fyne window nil before the
// first Watch.
func (t *Tab[P, S]) WatchWindow() *watch.Window[P] { return t.watching.win }
