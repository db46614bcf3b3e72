package localtab

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tilesBoard draws a sliding puzzle's tiles, the blank left empty. A tap
// on a square calls OnTap with its column and row, from the top left.
type tilesBoard struct {
	widget.BaseWidget
	OnTap func(col, row int)

	tiles []int // row by row, 0 the blank; nil: no board
	marks map[[2]int]color.Color
}

func newTilesBoard() *tilesBoard {
	b := &tilesBoard{}
	b.ExtendBaseWidget(b)
	return b
}

func (b *tilesBoard) set(tiles []int) {
	b.tiles = tiles
	b.Refresh()
}

func (b *tilesBoard) width() int {
	w := 1
	for w*w < len(b.tiles) {
		w++
	}
	return w
}

func (b *tilesBoard) side(s fyne.Size) (float32, fyne.Position) {
	n := float32(b.width())
	side := min(s.Width, s.Height) / n
	return side, fyne.NewPos((s.Width-side*n)/2, (s.Height-side*n)/2)
}

func (b *tilesBoard) Tapped(e *fyne.PointEvent) {
	side, at := b.side(b.Size())
	w := b.width()
	c, r := int((e.Position.X-at.X)/side), int((e.Position.Y-at.Y)/side)
	if b.OnTap != nil && len(b.tiles) > 0 && e.Position.X >= at.X && e.Position.Y >= at.Y && c < w && r < w {
		b.OnTap(c, r)
	}
}

func (b *tilesBoard) MinSize() fyne.Size {
	s := 8 * theme.TextSize()
	return fyne.NewSize(s, s)
}

func (b *tilesBoard) CreateRenderer() fyne.WidgetRenderer { return &tilesRenderer{b: b} }

type tilesRenderer struct {
	b     *tilesBoard
	rects []*canvas.Rectangle
	texts []*canvas.Text
	objs  []fyne.CanvasObject
}

func (r *tilesRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *tilesRenderer) Destroy()                     {}
func (r *tilesRenderer) MinSize() fyne.Size           { return r.b.MinSize() }
func (r *tilesRenderer) Layout(fyne.Size)             { r.Refresh() }

func (r *tilesRenderer) Refresh() {
	b := r.b
	for len(r.rects) < len(b.tiles) {
		r.rects = append(r.rects, canvas.NewRectangle(lightSquare))
		t := canvas.NewText("", ink)
		t.Alignment, t.TextStyle.Bold = fyne.TextAlignCenter, true
		r.texts = append(r.texts, t)
	}
	side, at := b.side(b.Size())
	w := b.width()
	gap := max(2, side*0.04)
	r.objs = r.objs[:0]
	for i, tile := range b.tiles {
		c, row := i%w, i/w
		sq, t := r.rects[i], r.texts[i]
		pos := at.Add(fyne.NewPos(float32(c)*side+gap/2, float32(row)*side+gap/2))
		sq.FillColor, sq.StrokeWidth = darkSquare, 0
		if tile == 0 {
			sq.FillColor = lightSquare
		}
		if col, ok := b.marks[[2]int{c, row}]; ok {
			sq.StrokeColor, sq.StrokeWidth = col, max(3, side*0.06)
		}
		sq.Move(pos)
		sq.Resize(fyne.NewSize(side-gap, side-gap))
		sq.Refresh()
		r.objs = append(r.objs, sq)
		if tile != 0 {
			t.Text, t.TextSize = strconv.Itoa(tile), side*0.45
			t.Move(pos)
			t.Resize(fyne.NewSize(side-gap, side-gap))
			t.Refresh()
			r.objs = append(r.objs, t)
		}
	}
	canvas.Refresh(b)
}
