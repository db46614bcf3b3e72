package letterstab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"frontier/core/domains/letters"
)

// boardView draws a letters.Board as a square 3×3 grid of cells that fills
// the space it is given.
type boardView struct {
	cells [9]*cell
	obj   fyne.CanvasObject
}

// newBoardView makes an empty board; onTap gets the row and column of a
// tapped cell.
func newBoardView(onTap func(row, col int)) *boardView {
	bv := &boardView{}
	objs := make([]fyne.CanvasObject, 9)
	for i := range bv.cells {
		bv.cells[i] = newCell(i/3, i%3, onTap)
		objs[i] = bv.cells[i]
	}
	bv.obj = &fyne.Container{Layout: squareGrid{}, Objects: objs}
	return bv
}

// show draws b, with hints (indexed by cell, nil for none), the winning
// line and the computer's last move marked. last is ignored when it is not
// on the board (Row < 0).
func (bv *boardView) show(b letters.Board, hints [9][]cellHint, win []letters.Cell, youWon bool, last letters.Cell) {
	for i, c := range bv.cells {
		c.letter = b.At(i/3, i%3)
		c.hints = hints[i]
		c.mark = markNone
		if last.Row == i/3 && last.Col == i%3 {
			c.mark = markLast
		}
	}
	for _, w := range win {
		c := bv.cells[3*w.Row+w.Col]
		c.mark = markWinComp
		if youWon {
			c.mark = markWinYou
		}
	}
	for _, c := range bv.cells {
		c.Refresh()
	}
}

// showPath draws b, a position from a tree, with the letters placed on
// the way there from the game marked and no hints.
func (bv *boardView) showPath(b letters.Board, path []letters.Move) {
	for i, c := range bv.cells {
		c.letter, c.hints, c.mark = b.At(i/3, i%3), nil, markNone
	}
	for _, m := range path {
		bv.cells[3*m.Row+m.Col].mark = markPath
	}
	for _, c := range bv.cells {
		c.Refresh()
	}
}

// squareGrid lays nine objects out as a 3×3 grid of squares, as large as
// fits up to boardEms text sizes a side, at the top left.
type squareGrid struct{}

// boardEms is the board's largest side in text sizes: 420 pixels, or 609
// in presentation mode. A board that took all the room it was given
// would shrink in presentation mode, as the text beside it grows; one
// measured in text grows with it, as a projector needs.
const boardEms = 30

func (squareGrid) gap() float32 { return theme.Padding() * 2 }

// side is the board's side in a space of size.
func (squareGrid) side(size fyne.Size) float32 {
	return min(size.Width, size.Height, boardEms*theme.TextSize())
}

func (g squareGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	side := g.side(size)
	cellSide := (side - 2*g.gap()) / 3
	x0, y0 := float32(0), float32(0)
	for i, o := range objs {
		r, c := float32(i/3), float32(i%3)
		o.Move(fyne.NewPos(x0+c*(cellSide+g.gap()), y0+r*(cellSide+g.gap())))
		o.Resize(fyne.NewSquareSize(cellSide))
	}
}

func (g squareGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSquareSize(3*cellMinEms*theme.TextSize() + 2*g.gap())
}
