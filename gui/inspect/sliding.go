// Package inspect shows a heuristic taken apart on one state: for the
// sliding puzzle, each tile's share of h drawn on the board (an overlay
// stacked on the board view), with linear conflict's pairs and the
// pattern databases' groups; for the cube, a line of text. Beside h it
// shows the true distance and warns when h overestimates it. Each
// inspector is made once and then follows the state on show (Show); the
// main boards of the puzzle tabs and any other view embed the same one.
package inspect

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
	"frontier/gui/kit"
)

// Sliding inspects a sliding-puzzle heuristic. Its methods are for the UI
// goroutine; the pattern databases (made ready through the catalogue)
// and the 8-puzzle's table of distances are built, the first time, in the
// background, with a note meanwhile.
//
//	in := inspect.NewSliding(view.TileAt)  // the board view's geometry
//	board := container.NewStack(view, in.Overlay())
//	in.SetActive(true)
//	in.Show(k, b, "linear-conflict", s)    // again whenever one changes
type Sliding struct {
	kind      *puzzles.Kind[sliding.State, sliding.State]
	board     *sliding.Board
	heuristic string
	state     sliding.State
	active    bool

	lines   *lines
	truth   *truth[sliding.State]
	panel   *fyne.Container
	overlay *overlay

	tables   kit.Runner     // builds the pattern databases
	building *sliding.Board // whose databases tables builds, nil when none
}

// NewSliding makes an inspector, off, for a board view whose tiles lie
// where geometry says.
func NewSliding(geometry Geometry) *Sliding {
	in := &Sliding{lines: newLines(), overlay: newOverlay(geometry)}
	in.truth = newTruth[sliding.State](in.lines)
	in.panel = container.NewBorder(nil, nil, nil, container.NewCenter(in.truth.compute), in.lines.box)
	in.SetActive(false)
	return in
}

// Panel is the text beside the board: h and its parts, the true distance
// (with Compute on boards larger than 3×3), the warning.
func (in *Sliding) Panel() fyne.CanvasObject { return in.panel }

// Overlay is the marks on the tiles, to stack over the board view.
func (in *Sliding) Overlay() fyne.CanvasObject { return in.overlay }

// SetActive switches the inspector on (it shows the state last given to
// Show) or off (it hides, stops its background work and computes
// nothing until switched on again).
func (in *Sliding) SetActive(on bool) {
	in.active = on
	if !on {
		in.panel.Hide()
		in.overlay.Hide()
		in.tables.Drop()
		in.building = nil
		in.truth.stop()
		return
	}
	in.panel.Show()
	in.overlay.Show()
	in.update()
}

// Active reports whether the inspector is on.
func (in *Sliding) Active() bool { return in.active }

// Show inspects the heuristic named h (an id such as "manhattan") on
// state s of board b, which k, the catalogue's puzzle on b, describes. A
// new board forgets the true distances found.
func (in *Sliding) Show(k *puzzles.Kind[sliding.State, sliding.State], b *sliding.Board, h string, s sliding.State) {
	in.kind = k
	if b != in.board {
		in.board = b
		in.truth.use(slidingTruth(k, b))
	}
	in.heuristic, in.state = h, s
	if in.active {
		in.update()
	}
}

// slidingTruth is where b's true distances come from: up to 3×3 a table
// of every position, built once without asking; on larger boards IDA*,
// when asked, with the pattern databases where the board has them, made
// ready first through k so that Cancel stops their build too.
func slidingTruth(k *puzzles.Kind[sliding.State, sliding.State], b *sliding.Board) truthSource[sliding.State] {
	small := b.Width() <= 3
	return truthSource[sliding.State]{
		find:  k.TrueDistance,
		known: k.KnownDistance,
		auto:  small,
		waiting: func() string {
			switch {
			case small:
				return "True distance: building the table of every position… (first time only)"
			case !b.TrueDistanceReady():
				return "True distance: building pattern databases, then searching with IDA*…"
			}
			return "True distance: searching with IDA*…"
		},
	}
}

// update shows the state on show taken apart, unless the pattern
// databases it needs are still to be built.
func (in *Sliding) update() {
	if in.board == nil {
		return
	}
	if in.kind.Unprepared(puzzles.HeuristicID(in.heuristic)) != "" {
		in.overlay.set(marks{})
		in.truth.show(in.state, 0, false, false)
		in.buildTables()
		return
	}
	bd, err := in.board.Inspect(in.state, in.heuristic)
	if err != nil {
		in.lines.set(&in.lines.summary, "h: "+err.Error())
		in.overlay.set(marks{})
		in.truth.show(in.state, 0, false, false)
		return
	}
	in.lines.set(&in.lines.summary, slidingWords(bd))
	in.overlay.set(marksOf(bd))
	in.truth.show(in.state, bd.H, true, !bd.Admissible)
}

// buildTables makes the tables of the heuristic ready through the
// catalogue, in the background, saying how far their build has got, then
// shows the state taken apart.
func (in *Sliding) buildTables() {
	if in.building == in.board {
		return
	}
	k, h := in.kind, puzzles.HeuristicID(in.heuristic)
	tables := k.Unprepared(h)
	in.building = in.board
	in.lines.set(&in.lines.summary, "h: building "+tables+"… (first time only)")
	type progress struct{ done, total int }
	kit.StartWithProgress(&in.tables, func(ctx context.Context, report func(progress)) error {
		return k.MakeReady(ctx, h, func(done, total int) { report(progress{done, total}) })
	}, func(p progress) {
		if p.total > 0 {
			in.lines.set(&in.lines.summary, fmt.Sprintf("h: building %s… %d%% (first time only)", tables, 100*p.done/p.total))
		}
	}, func(err error) {
		in.building = nil
		if err != nil {
			in.lines.set(&in.lines.summary, "h: "+err.Error())
			return
		}
		if in.active {
			in.update()
		}
	})
}

// Done returns a channel closed once the inspector's background work,
// if any, has shown its result.
func (in *Sliding) Done() <-chan struct{} { return kit.AllDone(in.tables.Done(), in.truth.Done()) }

// Lines lists the paragraphs of the panel's text, in order: h, the true
// distance or the warning.
func (in *Sliding) Lines() []string { return in.lines.shown() }
