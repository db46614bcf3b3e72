package letterstab

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/domains/letters"
)

func TestStats(t *testing.T) {
	if got := stats(25516, 7834567*time.Nanosecond); got != "25,516 nodes in 7.83ms" {
		t.Errorf("stats = %q", got)
	}
}

func TestLineName(t *testing.T) {
	b := *mustParse(t, "C../S../...", letters.Min)
	b = b.Play(letters.Move{Row: 2, Col: 0, Letter: 'E'})
	_, line, ok := b.Winner()
	if !ok {
		t.Fatal("no winner")
	}
	if got := lineName(line); got != "column 1" {
		t.Errorf("lineName = %q, want column 1", got)
	}
}

func TestOutcome(t *testing.T) {
	won := mustParse(t, "CS./.../S..", letters.Max).Play(letters.Move{Row: 0, Col: 2, Letter: 'E'})
	for _, c := range []struct {
		human  letters.Player
		want   string
		youWon bool
	}{{letters.Max, "You win! (row 1)", true}, {letters.Min, "Computer wins (row 1)", false}} {
		msg, youWon, ok := outcome(won, c.human)
		if !ok || msg != c.want || youWon != c.youWon {
			t.Errorf("outcome for %v = %q, %v, %v", c.human, msg, youWon, ok)
		}
	}
	if _, _, ok := outcome(letters.StartBoards()[0], letters.Max); ok {
		t.Error("the opening is over")
	}
}

// TestSquareGrid: the board is square, as large as its space allows up to
// 30 text sizes a side, at the top left of its space.
func TestSquareGrid(t *testing.T) {
	test.NewTempApp(t)
	objs := make([]fyne.CanvasObject, 9)
	for i := range objs {
		objs[i] = newCell(i/3, i%3, nil)
	}
	g := squareGrid{}
	for _, c := range []struct {
		space fyne.Size
		side  float32
	}{{fyne.NewSize(900, 600), 30 * 14}, {fyne.NewSize(300, 380), 300}, {fyne.NewSize(500, 260), 260}} {
		g.Layout(objs, c.space)
		cell := (c.side - 2*g.gap()) / 3
		for i, o := range objs {
			at := fyne.NewPos(float32(i%3)*(cell+g.gap()), float32(i/3)*(cell+g.gap()))
			if o.Size() != fyne.NewSquareSize(cell) || o.Position() != at {
				t.Errorf("in %v: cell %d is %v at %v, want %v at %v", c.space, i, o.Size(), o.Position(), cell, at)
			}
		}
	}
}
