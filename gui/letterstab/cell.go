package letterstab

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// cellMark is how a cell is emphasised.
type cellMark int

const (
	markNone    cellMark = iota
	markLast             // the computer's last move: outlined
	markWinYou           // part of the line the human completed
	markWinComp          // part of the line the computer completed
	markChosen           // the letter chosen for the next move
	markPath             // placed on the way to a tree position being looked at
)

// cellHint is the value of placing one letter in a cell, from MAX's side,
// and its colour for the human.
type cellHint struct {
	letter byte
	value  int // +1 MAX can force a win, 0 draw, −1 MIN can force a win
	color  fyne.ThemeColorName
}

// cell is one square of the board: a big letter, or, when hints are on and
// the square is empty, the value of each letter placed there. Its text
// grows with the square, so the board stays readable on a projector.
type cell struct {
	widget.BaseWidget
	row, col int
	letter   byte
	mark     cellMark
	hints    []cellHint // nil when no hint is shown
	hovered  bool
	minEms   float32 // the least side, in text sizes: cellMinEms unless set
	chip     bool    // a letter to choose, not a square of the board
	onTap    func(row, col int)
}

func newCell(row, col int, onTap func(row, col int)) *cell {
	c := &cell{row: row, col: col, onTap: onTap, minEms: cellMinEms}
	c.ExtendBaseWidget(c)
	return c
}

// Tapped plays the selected letter here.
func (c *cell) Tapped(*fyne.PointEvent) {
	if c.onTap != nil {
		c.onTap(c.row, c.col)
	}
}

// MouseIn, MouseMoved and MouseOut light an empty cell under the pointer.
func (c *cell) MouseIn(*desktop.MouseEvent)    { c.hovered = true; c.Refresh() }
func (c *cell) MouseMoved(*desktop.MouseEvent) {}
func (c *cell) MouseOut()                      { c.hovered = false; c.Refresh() }

// Cursor shows a hand over an empty cell, where a click plays.
func (c *cell) Cursor() desktop.Cursor {
	if c.clickable() {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

// clickable reports whether a tap does something: an empty square, or a
// letter to choose.
func (c *cell) clickable() bool { return c.letter == 0 || c.chip }

// text is what the cell shows, for tests and screen readers: its letter,
// or its hint lines, or nothing.
func (c *cell) text() string {
	if c.letter != 0 {
		return string(c.letter)
	}
	s := ""
	for i, h := range c.hints {
		if i > 0 {
			s += " "
		}
		s += hintText(h)
	}
	return s
}

func (c *cell) CreateRenderer() fyne.WidgetRenderer {
	r := &cellRenderer{c: c, bg: canvas.NewRectangle(color.Transparent)}
	r.letter = canvas.NewText("", color.Black)
	r.letter.TextStyle = fyne.TextStyle{Bold: true}
	r.letter.Alignment = fyne.TextAlignCenter
	for i := range r.hints {
		r.hints[i] = canvas.NewText("", color.Black)
		r.hints[i].TextStyle = fyne.TextStyle{Bold: true}
		r.hints[i].Alignment = fyne.TextAlignCenter
	}
	r.Refresh()
	return r
}

type cellRenderer struct {
	c      *cell
	bg     *canvas.Rectangle
	letter *canvas.Text
	hints  [3]*canvas.Text
	size   fyne.Size
}

// cellMinEms keeps the letters readable when the window is small: a cell
// is at least this many text sizes wide (88 pixels, or 128 in
// presentation mode).
const cellMinEms = 6.3

func (r *cellRenderer) MinSize() fyne.Size {
	return fyne.NewSquareSize(r.c.minEms * r.c.Theme().Size(theme.SizeNameText))
}

func (r *cellRenderer) Layout(size fyne.Size) {
	r.size = size
	r.bg.Resize(size)
	side := min(size.Width, size.Height)
	r.letter.TextSize = side * 0.62
	center(r.letter, size, 0)
	// Hint lines take the middle of the cell, a little under a quarter of
	// its height each, so "S +1" fits a square of cellMinEms.
	r.layoutHints(size, side)
}

func (r *cellRenderer) layoutHints(size fyne.Size, side float32) {
	ts := max(side*0.19, 11)
	lineH := fyne.MeasureText("S", ts, r.hints[0].TextStyle).Height
	n := len(r.c.hints)
	top := (size.Height - float32(n)*lineH) / 2
	for i, t := range r.hints {
		t.TextSize = ts
		t.Resize(fyne.NewSize(size.Width, lineH))
		t.Move(fyne.NewPos(0, top+float32(i)*lineH))
	}
}

// center places t across the full width, centred vertically, shifted by dy.
func center(t *canvas.Text, size fyne.Size, dy float32) {
	h := t.MinSize().Height
	t.Resize(fyne.NewSize(size.Width, h))
	t.Move(fyne.NewPos(0, (size.Height-h)/2+dy))
}

func (r *cellRenderer) Refresh() {
	c := r.c
	th := c.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	col := func(n fyne.ThemeColorName) color.Color { return th.Color(n, v) }

	fg := col(theme.ColorNameForeground)
	r.bg.StrokeWidth = 0
	r.bg.CornerRadius = th.Size(theme.SizeNameInputRadius)
	switch c.mark {
	case markWinYou:
		r.bg.FillColor, fg = col(theme.ColorNameSuccess), col(theme.ColorNameForegroundOnSuccess)
	case markWinComp:
		r.bg.FillColor, fg = col(theme.ColorNameError), col(theme.ColorNameForegroundOnError)
	case markChosen:
		r.bg.FillColor, fg = col(theme.ColorNamePrimary), col(theme.ColorNameForegroundOnPrimary)
	case markPath:
		r.bg.FillColor = col(theme.ColorNameSelection)
		r.bg.StrokeColor, r.bg.StrokeWidth = col(theme.ColorNamePrimary), 3
	default:
		r.bg.FillColor = col(theme.ColorNameButton)
		if c.hovered && c.clickable() {
			r.bg.FillColor = col(theme.ColorNameHover)
		}
	}
	if c.mark == markLast {
		r.bg.StrokeColor, r.bg.StrokeWidth = col(theme.ColorNamePrimary), 5
	}
	r.letter.Text, r.letter.Color = string(c.letter), fg
	if c.letter == 0 {
		r.letter.Text = ""
	}
	for i, t := range r.hints {
		t.Text = ""
		if c.letter == 0 && i < len(c.hints) {
			t.Text, t.Color = hintText(c.hints[i]), col(c.hints[i].color)
		}
	}
	r.Layout(r.size)
	r.bg.Refresh()
	canvas.Refresh(c)
}

func (r *cellRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.letter, r.hints[0], r.hints[1], r.hints[2]}
}

func (r *cellRenderer) Destroy() {}
