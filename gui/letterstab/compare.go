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
	"frontier/core/numfmt"
	"frontier/core/search"
	"frontier/gui/kit"
)

// compareOrder runs the fast engines first, so their rows fill in at once
// while plain minimax (about 10 s and 250 million nodes on the opening)
// is still working.
var compareOrder = []search.GameEngine{search.GameAlphaBeta, search.GameMemo, search.GameMinimax}

// compareShort names the engines in the narrow compare table.
var compareShort = map[search.GameEngine]string{
	search.GameAlphaBeta: "alpha-beta",
	search.GameMemo:      "memo",
	search.GameMinimax:   "minimax",
}

// tickEvery is how often a running engine's clock is redrawn.
const tickEvery = 200 * time.Millisecond

// compareView times the three adversarial engines on the current position,
// on request, in the background. A change of position cancels it.
type compareView struct {
	runner kit.Runner
	gen    int // bumped by every run and every change of position
	board  letters.Board

	run, stop *widget.Button
	rows      map[search.GameEngine]string
	table     *widget.Label // a header and one line per engine
	note      *widget.Label
	obj       fyne.CanvasObject

	// Test hooks, called on the UI goroutine: after an engine's row is
	// filled in, and when a run ends.
	onRow  func(search.GameEngine)
	onDone func()
}

func newCompareView() *compareView {
	cv := &compareView{rows: map[search.GameEngine]string{}}
	cv.run = widget.NewButtonWithIcon("Compare engines", theme.MediaPlayIcon(), cv.start)
	cv.stop = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), cv.runner.Cancel)
	cv.stop.Disable()
	// One monospace label keeps the columns straight and the lines close.
	cv.table = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	cv.note = widget.NewLabel("")
	cv.note.Wrapping = fyne.TextWrapWord
	title := widget.NewLabelWithStyle("Compare engines on this position", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	cv.obj = container.NewVBox(title, container.NewGridWithColumns(2, cv.run, cv.stop), cv.table, cv.note)
	cv.setBoard(0) // the empty board: nothing to compare yet
	return cv
}

// row lays out one line of the table in fixed columns.
func row(engine, value, nodes, elapsed string) string {
	return fmt.Sprintf("%-10s %5s %12s %9s", engine, value, nodes, elapsed)
}

// setBoard cancels a running comparison and clears the table for b.
func (cv *compareView) setBoard(b letters.Board) {
	cv.runner.Cancel()
	cv.gen++
	cv.board = b
	for _, e := range compareOrder {
		cv.setRow(e, row(compareShort[e], "", "", ""))
	}
	cv.stop.Disable()
	if b.Over() || b.Count() == 0 {
		cv.run.Disable()
		cv.note.SetText("The game is over: nothing to compare.")
		return
	}
	cv.run.Enable()
	cv.note.SetText("Value is for MAX. Plain minimax visits about 250 million nodes from the opening (10–20 s); Cancel stops it.")
}

// setRow changes one engine's line of the table.
func (cv *compareView) setRow(e search.GameEngine, text string) {
	cv.rows[e] = text
	lines := []string{row("engine", "value", "nodes", "time")}
	for _, e := range compareOrder {
		lines = append(lines, cv.rows[e])
	}
	cv.table.SetText(strings.Join(lines, "\n"))
}

// compareRun is what one engine's run reports.
type compareRun struct {
	engine search.GameEngine
	res    search.GameResult[letters.Move]
	err    error
}

// start runs the engines one after the other in the background.
func (cv *compareView) start() {
	cv.gen++
	gen, b := cv.gen, cv.board
	cv.run.Disable()
	cv.stop.Enable()
	cv.note.SetText("Running…")
	report := func(f func()) {
		fyne.Do(func() {
			if cv.gen == gen {
				f()
			}
		})
	}
	// The job reports whether every engine found the same value: they
	// must, and the note says so only when they did.
	type outcome struct {
		agree bool
		err   error
	}
	kit.Start(&cv.runner, func(ctx context.Context) outcome {
		values := map[int]bool{}
		for _, e := range compareOrder {
			begin := time.Now()
			stopTick := tick(func() {
				el := time.Since(begin)
				report(func() {
					cv.setRow(e, row(compareShort[e], "", "running…", roundDuration(el).Round(100*time.Millisecond).String()))
				})
			})
			res, err := search.SolveGame(ctx, e, letters.Game{}, b)
			stopTick()
			values[res.Value] = true
			report(func() { cv.show(compareRun{e, res, err}) })
			if err != nil {
				return outcome{err: err}
			}
		}
		return outcome{agree: len(values) == 1}
	}, func(o outcome) {
		if cv.gen != gen {
			return
		}
		cv.run.Enable()
		cv.stop.Disable()
		switch {
		case o.err != nil:
			cv.note.SetText("Cancelled; the rows show the work done until then.")
		case !o.agree:
			cv.note.SetText("The engines disagree on the value: that is a bug, please report it.")
		default:
			cv.note.SetText("Same value from every engine; the node counts show what memo and pruning save.")
		}
		if cv.onDone != nil {
			cv.onDone()
		}
	})
}

// show fills in one engine's row.
func (cv *compareView) show(r compareRun) {
	value := signed(r.res.Value)
	if r.err != nil {
		value = "stop"
	}
	cv.setRow(r.engine, row(compareShort[r.engine], value, numfmt.Group(r.res.Nodes), roundDuration(r.res.Elapsed).String()))
	if cv.onRow != nil {
		cv.onRow(r.engine)
	}
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
