package letterstab

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

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

func TestSquareGrid(t *testing.T) {
	objs := make([]fyne.CanvasObject, 9)
	for i := range objs {
		objs[i] = newCell(i/3, i%3, nil)
	}
	g := squareGrid{}
	g.Layout(objs, fyne.NewSize(900, 600))
	side := (600 - 2*g.gap()) / 3
	for i, o := range objs {
		if o.Size() != fyne.NewSquareSize(side) {
			t.Errorf("cell %d is %v, want squares of %v", i, o.Size(), side)
		}
	}
	if p := objs[0].Position(); p.X != 150 || p.Y != 0 {
		t.Errorf("top-left cell at %v, want the grid centred at x=150", p)
	}
}
