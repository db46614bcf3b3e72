package slidingtab

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// cellAt is where the board draws the tile of square i.
func cellAt(b *boardView, i int) fyne.Position {
	return test.WidgetRenderer(b).(*boardRenderer).cells[i].Position()
}

// A step of playback slides the moved tile from its old square to its
// new one: half-way through, it is half-way between where a board showing
// the position before draws it and where a board showing the position
// after draws it.
func TestTileSlides(t *testing.T) {
	test.NewTempApp(t)
	goal := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	from := []int{1, 2, 3, 4, 0, 5, 6, 7, 8}
	to := []int{1, 2, 3, 4, 5, 0, 6, 7, 8} // the blank moved right: tile 5 slid left
	boards := make([]*boardView, 3)
	for i := range boards {
		boards[i] = newBoardView()
		w := test.NewTempWindow(t, boards[i])
		w.Resize(fyne.NewSize(420, 420))
	}
	before, after, sliding := boards[0], boards[1], boards[2]
	before.SetTiles(from, goal)
	after.SetTiles(to, goal)
	sliding.Slide(from, to, goal, time.Second)
	if sliding.slideTo != 4 || sliding.slideFrom != 5 {
		t.Fatalf("the slide moves square %d to %d, want tile 5 from square 5 to 4", sliding.slideFrom, sliding.slideTo)
	}
	for _, f := range []float32{0, 0.25, 0.5, 1} {
		sliding.done = f
		sliding.Refresh()
		old, now := cellAt(before, 5), cellAt(after, 4)
		want := fyne.NewPos(old.X+(now.X-old.X)*f, old.Y+(now.Y-old.Y)*f)
		if got := cellAt(sliding, 4); got != want {
			t.Errorf("%.0f%% of the way: tile 5 drawn at %v, want %v", 100*f, got, want)
		}
		if got := cellAt(sliding, 0); got != cellAt(after, 0) {
			t.Errorf("a tile that did not move is drawn at %v, want %v", got, cellAt(after, 0))
		}
	}
	// Positions further apart are drawn at once.
	sliding.Slide(from, goal, goal, time.Second)
	if sliding.slideTo != -1 {
		t.Error("a jump of several moves slides a tile")
	}
}
