package letterstab

import (
	"context"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/letters"
	"frontier/core/games"
	"frontier/core/numfmt"
	"frontier/core/search"
	"frontier/gui/kit"
)

// compareRun is one row of the comparison: an engine, and for alpha-beta
// the move order.
type compareRun struct {
	engine  search.GameEngine
	natural bool   // alpha-beta in the game's natural order
	name    string // in the narrow table
}

// compareRuns runs the fast engines first, so their rows fill in at once
// while plain minimax (about 6 s and 250 million nodes on the opening) is
// still working; alpha-beta comes in both move orders, side by side.
var compareRuns = []compareRun{
	{search.GameAlphaBeta, false, "α-β ordered"},
	{search.GameAlphaBeta, true, "α-β natural"},
	{search.GameMemo, false, "memo"},
	{search.GameMinimax, false, "minimax"},
}

// tickEvery is how often a running engine's clock is redrawn.
const tickEvery = 200 * time.Millisecond

// compareView times the three adversarial engines on the current position,
// on request, in the background. A change of position cancels it.
type compareView struct {
	runner kit.Runner
	gen    int // bumped by every run and every change of position
	board  letters.Board
	value  int // the last row's value, for the closing note

	values map[int]bool // the values the rows of the run found

	// rowStarted, when set, is told each row's index as its engine starts,
	// so that a test can cancel plain minimax while it runs, however fast
	// the engines before it were.
	rowStarted func(i int)

	run, stop *widget.Button
	rows      []string
	table     *widget.Label // a header and one line per engine
	note      *widget.Label
	obj       fyne.CanvasObject
}

func newCompareView() *compareView {
	cv := &compareView{rows: make([]string, len(compareRuns))}
	cv.run = widget.NewButtonWithIcon("Compare engines", theme.MediaPlayIcon(), cv.start)
	cv.stop = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), cv.runner.Cancel)
	cv.stop.Disable()
	// One monospace label keeps the columns straight and the lines close.
	cv.table = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	cv.note = widget.NewLabel("")
	cv.note.Wrapping = fyne.TextWrapWord
	title := widget.NewLabelWithStyle("Compare engines on the position on the board", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	cv.obj = container.NewVBox(title, container.NewGridWithColumns(2, cv.run, cv.stop), cv.table, cv.note)
	cv.setBoard(0) // the empty board: nothing to compare yet
	return cv
}

// row lays out one line of the table in fixed columns.
func row(engine, value, nodes, elapsed string) string {
	return fmt.Sprintf("%-12s %5s %11s %9s", engine, value, nodes, elapsed)
}

// setBoard cancels a running comparison and clears the table for b.
func (cv *compareView) setBoard(b letters.Board) {
	cv.runner.Cancel()
	cv.gen++
	cv.board = b
	for i, r := range compareRuns {
		cv.setRow(i, row(r.name, "", "", ""))
	}
	cv.stop.Disable()
	if b.Over() || b.Count() == 0 {
		cv.run.Disable()
		cv.note.SetText("The game is over: nothing to compare.")
		return
	}
	cv.run.Enable()
	cv.note.SetText(compareNote)
}

// compareNote explains the table before a run.
const compareNote = "Values are for MAX. α-β tries moves that win first and moves that hand the opponent a win last, " +
	"or in the natural order (row by row, C S E); memo and α-β also remember positions, mirror images included. " +
	"Plain minimax visits about 250 million nodes from an opening (several seconds); Cancel stops it."

// setRow changes one line of the table.
func (cv *compareView) setRow(i int, text string) {
	cv.rows[i] = text
	lines := append([]string{row("engine", "value", "nodes", "time")}, cv.rows...)
	cv.table.SetText(strings.Join(lines, "\n"))
}

// compareResult is what one row's run reports.
type compareResult struct {
	row int
	res search.GameResult[letters.Move]
	err error
}

// start runs the engines one after the other in the background, each a
// job of the view's runner: Cancel, or a change of position, stops the
// one running and the rest never start.
func (cv *compareView) start() {
	cv.gen++
	cv.values = map[int]bool{}
	cv.run.Disable()
	cv.stop.Enable()
	cv.note.SetText("Running…")
	cv.runRow(cv.gen, 0)
}

// runRow runs row i's engine, its clock ticking in the row; then the next
// row's, or the end of the run.
func (cv *compareView) runRow(gen, i int) {
	r, b := compareRuns[i], cv.board
	kit.StartWithProgress(&cv.runner, func(ctx context.Context, report func(time.Duration)) compareResult {
		begin := time.Now()
		stopTick := tick(func() { report(time.Since(begin)) })
		res, err := games.SolveLetters(ctx, r.engine, b, search.GameOptions{NaturalOrder: r.natural})
		stopTick()
		return compareResult{i, res, err}
	}, func(el time.Duration) {
		if cv.gen == gen {
			cv.setRow(i, row(r.name, "", "running…", roundDuration(el).Round(100*time.Millisecond).String()))
		}
	}, func(res compareResult) {
		if cv.gen != gen {
			return
		}
		cv.show(res)
		cv.values[res.res.Value] = true
		switch {
		case res.err != nil:
			cv.finish(compareOutcome{err: res.err})
		case i+1 < len(compareRuns):
			cv.runRow(gen, i+1)
		default:
			cv.finish(compareOutcome{agree: len(cv.values) == 1})
		}
	})
	if cv.rowStarted != nil {
		cv.rowStarted(i) // the runner holds the row's job: a Cancel now stops it
	}
}

// compareOutcome is how a comparison ended: whether every engine found the
// same value (they must, and the note says so only when they did), or the
// error that stopped it.
type compareOutcome struct {
	agree bool
	err   error
}

// finish resets the buttons and says how the run ended.
func (cv *compareView) finish(o compareOutcome) {
	cv.run.Enable()
	cv.stop.Disable()
	switch {
	case o.err != nil:
		cv.note.SetText("Cancelled; the rows show the work done until then.")
	case !o.agree:
		cv.note.SetText("The engines disagree on the value: that is a bug, please report it.")
	default:
		cv.note.SetText("Same value from every engine and order: " + search.ValueWords(cv.value) +
			". The node counts show what remembering positions, pruning, and a good move order save.")
	}
}

// show fills in one row.
func (cv *compareView) show(r compareResult) {
	value := search.SignedValue(r.res.Value)
	if r.err != nil {
		value = "stop"
	}
	cv.value = r.res.Value
	cv.setRow(r.row, row(compareRuns[r.row].name, value, numfmt.Group(r.res.Nodes), roundDuration(r.res.Elapsed).String()))
}

// tick calls f every tickEvery from its own goroutine until the returned
// stop is called; stop waits for a call in progress to end.
func tick(f func()) (stop func()) {
	quit, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(tickEvery)
		defer t.Stop()
		for {
			select {
			case <-quit:
				return
			case <-t.C:
				f()
			}
		}
	}()
	return func() { close(quit); <-finished }
}
