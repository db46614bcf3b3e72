package slidingtab

import (
	"image/color"
	"slices"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// boardView draws a sliding-puzzle position as large square tiles and
// reports taps on them. It scales to the space it is given.
type boardView struct {
	widget.BaseWidget
	tiles []int // row-major, 0 the blank
	goal  []int // tiles on their goal square are drawn in another colour
	// OnTap is called with the square tapped.
	OnTap func(square int)
	// hint is the square of the tile a hint says to slide, outlined until
	// the next position is drawn; -1 for none.
	hint int

	// A tile sliding from square slideFrom to slideTo, done of the way
	// there (from 0 to 1); slideTo is -1 when none is.
	slideFrom, slideTo int
	done               float32
	anim               *fyne.Animation
}

func newBoardView() *boardView {
	b := &boardView{slideTo: -1, hint: -1}
	b.ExtendBaseWidget(b)
	return b
}

// SetTiles draws a new position at once.
func (b *boardView) SetTiles(tiles, goal []int) {
	b.stopSlide()
	b.hint = -1
	b.tiles, b.goal = append(b.tiles[:0], tiles...), append(b.goal[:0], goal...)
	b.Refresh()
}

// Slide draws the position to, one move from the position from: the tile
// that moved slides from its old square to its new one over d. Positions
// further apart are drawn at once.
func (b *boardView) Slide(from, to, goal []int, d time.Duration) {
	b.SetTiles(to, goal)
	moved := -1
	for i := range to {
		if len(from) != len(to) {
			return
		}
		if to[i] != from[i] && to[i] != 0 {
			if moved >= 0 {
				return // more than one tile moved
			}
			moved = i
		}
	}
	if moved < 0 || d <= 0 {
		return
	}
	b.slideTo, b.slideFrom, b.done = moved, slices.Index(from, to[moved]), 0
	b.anim = fyne.NewAnimation(d, func(f float32) {
		b.done = f
		b.Refresh()
	})
	b.anim.Curve = fyne.AnimationEaseInOut
	b.anim.Start()
}

// SetHint outlines the tile on square q, the one a hint says to slide.
func (b *boardView) SetHint(q int) {
	b.hint = q
	b.Refresh()
}

// hinted is the square outlined by SetHint, or -1.
func (b *boardView) hinted() int { return b.hint }

func (b *boardView) stopSlide() {
	if b.anim != nil {
		b.anim.Stop()
		b.anim = nil
	}
	b.slideTo = -1
}

func (b *boardView) width() int {
	for w := 1; w <= 5; w++ {
		if w*w == len(b.tiles) {
			return w
		}
	}
	return 0
}

// geometry returns the side of one cell and the board's top-left corner.
func (b *boardView) geometry(size fyne.Size) (cell float32, origin fyne.Position) {
	w := b.width()
	if w == 0 {
		return 0, fyne.Position{}
	}
	side := min(size.Width, size.Height)
	cell = side / float32(w)
	return cell, fyne.NewPos((size.Width-side)/2, (size.Height-side)/2)
}

// Tapped finds the square under the pointer.
func (b *boardView) Tapped(e *fyne.PointEvent) {
	cell, o := b.geometry(b.Size())
	w := b.width()
	if cell == 0 || b.OnTap == nil {
		return
	}
	c, r := int((e.Position.X-o.X)/cell), int((e.Position.Y-o.Y)/cell)
	if e.Position.X >= o.X && e.Position.Y >= o.Y && c < w && r < w {
		b.OnTap(r*w + c)
	}
}

// MinSize keeps the tiles readable: about seventeen lines of text square.
func (b *boardView) MinSize() fyne.Size {
	side := 17 * theme.Size(theme.SizeNameText)
	return fyne.NewSize(side, side)
}

func (b *boardView) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{b: b, bg: canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))}
	r.bg.CornerRadius = 8
	return r
}

type boardRenderer struct {
	b     *boardView
	bg    *canvas.Rectangle
	cells []*canvas.Rectangle
	texts []*canvas.Text
}

var (
	tileColour  = color.NRGBA{R: 0x2f, G: 0x6f, B: 0xb3, A: 0xff}
	placedColor = color.NRGBA{R: 0x2e, G: 0x8b, B: 0x57, A: 0xff}
	hintColour  = color.NRGBA{R: 0xff, G: 0xc1, B: 0x07, A: 0xff}
)

func (r *boardRenderer) sync() {
	n := len(r.b.tiles)
	for len(r.cells) < n {
		c := canvas.NewRectangle(tileColour)
		c.CornerRadius = 6
		t := canvas.NewText("", color.White)
		t.TextStyle.Bold = true
		t.Alignment = fyne.TextAlignCenter
		r.cells, r.texts = append(r.cells, c), append(r.texts, t)
	}
	r.cells, r.texts = r.cells[:n], r.texts[:n]
	for i, v := range r.b.tiles {
		r.cells[i].StrokeWidth = 0
		if i == r.b.hint {
			r.cells[i].StrokeColor, r.cells[i].StrokeWidth = hintColour, 6
		}
		switch {
		case v == 0:
			r.cells[i].FillColor = color.Transparent
			r.texts[i].Text = ""
		case i < len(r.b.goal) && r.b.goal[i] == v:
			r.cells[i].FillColor = placedColor
			r.texts[i].Text = strconv.Itoa(v)
		default:
			r.cells[i].FillColor = tileColour
			r.texts[i].Text = strconv.Itoa(v)
		}
	}
}

func (r *boardRenderer) Layout(size fyne.Size) {
	r.sync()
	cell, o := r.b.geometry(size)
	w := r.b.width()
	r.bg.Move(o)
	r.bg.Resize(fyne.NewSize(cell*float32(w), cell*float32(w)))
	for i := range r.cells {
		at, side := r.b.TileAt(size, i)
		if b := r.b; i == b.slideTo {
			// on its way from the square it left
			from, _ := b.TileAt(size, b.slideFrom)
			at = fyne.NewPos(from.X+(at.X-from.X)*b.done, from.Y+(at.Y-from.Y)*b.done)
		}
		r.cells[i].Move(at)
		r.cells[i].Resize(fyne.NewSize(side, side))
		r.texts[i].TextSize = cell * 0.42
		h := r.texts[i].MinSize().Height
		r.texts[i].Move(at.AddXY(0, (side-h)/2))
		r.texts[i].Resize(fyne.NewSize(side, h))
	}
}

// TileAt is where the tile of square q is drawn when the view has the
// given size: its top-left corner and its side. The heuristic inspector
// draws its marks there.
func (b *boardView) TileAt(size fyne.Size, q int) (fyne.Position, float32) {
	cell, o := b.geometry(size)
	w := b.width()
	if w == 0 {
		return o, 0
	}
	gap := max(cell*0.05, 2)
	return fyne.NewPos(o.X+float32(q%w)*cell+gap/2, o.Y+float32(q/w)*cell+gap/2), cell - gap
}

func (r *boardRenderer) MinSize() fyne.Size { return r.b.MinSize() }

func (r *boardRenderer) Refresh() {
	r.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.Layout(r.b.Size())
	canvas.Refresh(r.b)
}

func (r *boardRenderer) Objects() []fyne.CanvasObject {
	r.sync()
	objs := []fyne.CanvasObject{r.bg}
	for i := range r.cells {
		objs = append(objs, r.cells[i], r.texts[i])
	}
	return objs
}

func (r *boardRenderer) Destroy() {}
