package localtab

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/queens"
)

// The board's colours: a board's light and dark squares, dark ink on
// both (more than 7:1), red lines between attacking queens and the
// squares predict mode marks.
var (
	lightSquare = color.NRGBA{0xf2, 0xe6, 0xd0, 0xff}
	darkSquare  = color.NRGBA{0xc9, 0xae, 0x86, 0xff}
	ink         = color.NRGBA{0x1f, 0x1f, 0x1f, 0xff}
	bestInk     = color.NRGBA{0x0b, 0x4f, 0xb3, 0xff}
	attackLine  = color.NRGBA{0xd0, 0x1c, 0x1c, 0xd0}
	pickedEdge  = color.NRGBA{0x1d, 0x5f, 0xd0, 0xff}
	rightEdge   = color.NRGBA{0x1b, 0x7a, 0x1b, 0xff}
	wrongEdge   = color.NRGBA{0xc6, 0x28, 0x28, 0xff}
)

// queensBoard draws an n-queens board as the textbook's figure does: the
// queens, a line between every two that attack each other, and on every
// other square the h the board would have if its column's queen moved
// there, the lowest of them in blue and bold. Row 1 is at the bottom. A
// tap on a square calls OnTap with its column and row, from 0.
type queensBoard struct {
	widget.BaseWidget
	OnTap func(col, row int)

	rows   []int   // nil: no board
	grid   [][]int // grid[c][r], see queens.Board.Grid
	pairs  [][2]int
	best   int
	marks  map[[2]int]color.Color // squares outlined, by column and row
	showH  bool
	target [2]int // the square a move goes to, outlined; −1 for none
}

func newQueensBoard() *queensBoard {
	b := &queensBoard{showH: true, target: [2]int{-1, -1}}
	b.ExtendBaseWidget(b)
	return b
}

// set shows the board of rows (the row of each column's queen, from 0),
// the square target[1] of column target[0] outlined (−1: none).
func (b *queensBoard) set(rows []int, target [2]int) {
	b.rows, b.target = rows, target
	b.grid, b.pairs, b.best = nil, nil, 0
	if rows != nil {
		bd := queens.New(rows)
		b.grid, b.pairs = bd.Grid(), bd.Pairs()
		b.best = lowest(b.grid, rows)
	}
	b.Refresh()
}

// lowest is the lowest h of a square without a queen.
func lowest(grid [][]int, rows []int) int {
	best := -1
	for c, col := range grid {
		for r, h := range col {
			if r != rows[c] && (best < 0 || h < best) {
				best = h
			}
		}
	}
	return best
}

// side is the side of a square, and where the board begins, in a widget
// of size s.
func (b *queensBoard) side(s fyne.Size) (float32, fyne.Position) {
	n := float32(max(len(b.rows), 1))
	side := min(s.Width, s.Height) / n
	return side, fyne.NewPos((s.Width-side*n)/2, (s.Height-side*n)/2)
}

// Tapped reports the square tapped.
func (b *queensBoard) Tapped(e *fyne.PointEvent) {
	n := len(b.rows)
	side, at := b.side(b.Size())
	if n == 0 || b.OnTap == nil || side <= 0 {
		return
	}
	c, r := int((e.Position.X-at.X)/side), n-1-int((e.Position.Y-at.Y)/side)
	if e.Position.X >= at.X && e.Position.Y >= at.Y && c < n && r >= 0 {
		b.OnTap(c, r)
	}
}

func (b *queensBoard) MinSize() fyne.Size {
	s := 8 * theme.TextSize()
	return fyne.NewSize(s, s)
}

func (b *queensBoard) CreateRenderer() fyne.WidgetRenderer { return &queensRenderer{b: b} }

type queensRenderer struct {
	b       *queensBoard
	n       int
	paper   *canvas.Rectangle // under the squares, so no seam shows between them
	squares []*canvas.Rectangle
	numbers []*canvas.Text
	queens  []*canvas.Circle
	lines   []*canvas.Line
	edges   []*canvas.Rectangle // outlines: the squares marked and the target
	objs    []fyne.CanvasObject
}

// build makes the objects of an n-queens board; the lines and outlines
// grow as they are needed.
func (r *queensRenderer) build(n int) {
	r.n = n
	r.squares, r.numbers, r.queens, r.lines, r.edges = nil, nil, nil, nil, nil
	for c := range n {
		for row := range n {
			sq := canvas.NewRectangle(lightSquare)
			if (c+row)%2 == 0 {
				sq.FillColor = darkSquare
			}
			r.squares = append(r.squares, sq)
			t := canvas.NewText("", ink)
			t.Alignment = fyne.TextAlignCenter
			r.numbers = append(r.numbers, t)
		}
		r.queens = append(r.queens, &canvas.Circle{FillColor: ink, StrokeColor: lightSquare})
	}
}

func (r *queensRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *queensRenderer) Destroy()                     {}
func (r *queensRenderer) MinSize() fyne.Size           { return r.b.MinSize() }
func (r *queensRenderer) Layout(fyne.Size)             { r.Refresh() }

func (r *queensRenderer) Refresh() {
	b := r.b
	n := len(b.rows)
	if n != r.n {
		r.build(n)
	}
	side, at := b.side(b.Size())
	corner := func(c, row int) fyne.Position {
		return at.Add(fyne.NewPos(float32(c)*side, float32(n-1-row)*side))
	}
	center := func(c, row int) fyne.Position { return corner(c, row).Add(fyne.NewPos(side/2, side/2)) }
	if r.paper == nil {
		r.paper = canvas.NewRectangle(darkSquare)
	}
	r.paper.Move(at)
	r.paper.Resize(fyne.NewSize(side*float32(n), side*float32(n)))
	r.objs = append(r.objs[:0], r.paper)
	for c := range n {
		for row := range n {
			i := c*n + row
			sq, t := r.squares[i], r.numbers[i]
			sq.Move(corner(c, row))
			sq.Resize(fyne.NewSize(side, side))
			r.objs = append(r.objs, sq)
			if b.rows[c] == row || !b.showH {
				continue
			}
			h := b.grid[c][row]
			t.Text, t.TextSize = strconv.Itoa(h), side*0.36
			t.Color, t.TextStyle.Bold = ink, h == b.best
			if h == b.best {
				t.Color = bestInk
			}
			t.Move(corner(c, row))
			t.Resize(fyne.NewSize(side, side))
			t.Refresh()
			r.objs = append(r.objs, t)
		}
	}
	r.objs = r.layoutLines(n, side, center)
	for c := range n {
		q := r.queens[c]
		d := side * 0.62
		q.StrokeWidth = max(1, side*0.05)
		q.Move(center(c, b.rows[c]).Subtract(fyne.NewPos(d/2, d/2)))
		q.Resize(fyne.NewSize(d, d))
		r.objs = append(r.objs, q)
	}
	r.layoutEdges(side, corner)
	canvas.Refresh(b)
}

// layoutLines draws a line between every two attacking queens.
func (r *queensRenderer) layoutLines(n int, side float32, center func(c, row int) fyne.Position) []fyne.CanvasObject {
	for len(r.lines) < len(r.b.pairs) {
		r.lines = append(r.lines, canvas.NewLine(attackLine))
	}
	for i, p := range r.b.pairs {
		l := r.lines[i]
		l.StrokeWidth = max(2, side*0.06)
		l.Position1, l.Position2 = center(p[0], r.b.rows[p[0]]), center(p[1], r.b.rows[p[1]])
		l.Refresh()
		r.objs = append(r.objs, l)
	}
	return r.objs
}

// layoutEdges outlines the squares marked and the target square.
func (r *queensRenderer) layoutEdges(side float32, corner func(c, row int) fyne.Position) {
	type edge struct {
		sq  [2]int
		col color.Color
	}
	var es []edge
	for sq, col := range r.b.marks {
		es = append(es, edge{sq, col})
	}
	if r.b.target[0] >= 0 {
		es = append(es, edge{r.b.target, pickedEdge})
	}
	for len(r.edges) < len(es) {
		r.edges = append(r.edges, &canvas.Rectangle{FillColor: color.Transparent})
	}
	for i, e := range es {
		o := r.edges[i]
		w := max(3, side*0.08)
		o.StrokeColor, o.StrokeWidth = e.col, w
		o.Move(corner(e.sq[0], e.sq[1]).Add(fyne.NewPos(w/2, w/2)))
		o.Resize(fyne.NewSize(side-w, side-w))
		o.Refresh()
		r.objs = append(r.objs, o)
	}
}
