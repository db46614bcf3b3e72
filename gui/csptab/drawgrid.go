package csptab

import (
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"frontier/core/csp"
)

func (r *drawRenderer) makeSudoku() {
	for range 81 {
		r.boxes = append(r.boxes, canvas.NewRectangle(color.Transparent))
		r.texts = append(r.texts, newText(false))
		for range 9 {
			r.small = append(r.small, newText(false))
		}
	}
	for range 20 {
		r.lines = append(r.lines, canvas.NewLine(color.Black))
	}
}

// highlight is the fill of variable x's cell or column: the variable
// being revised, the neighbour it is revised against, a failure, the
// variable the event is about.
func (r *drawRenderer) highlight(x int, base color.Color) color.Color {
	s := r.d.snap
	switch {
	case x == s.failed || len(s.domains[x]) == 0:
		return tint(gone, 0x90)
	case s.revising != nil && x == s.revising.Arc.X:
		return tint(lit, 0xb0)
	case s.revising != nil && x == s.revising.Arc.Y:
		return tint(against, 0x80)
	case x == s.focus:
		return tint(against, 0x50)
	case slices.Contains(s.conflicts, x):
		return tint(gone, 0x60)
	}
	return base
}

func (r *drawRenderer) drawSudoku(size fyne.Size) {
	d, s, p := r.d, r.d.snap, r.d.rec.p
	side := min(size.Width, size.Height) - 4
	cell := side / 9
	ox, oy := (size.Width-side)/2, (size.Height-side)/2
	fg := theme.Color(theme.ColorNameForeground)
	for i := range 10 {
		w := float32(1)
		if i%3 == 0 {
			w = 3
		}
		at := float32(i) * cell
		v, h := r.lines[2*i], r.lines[2*i+1]
		v.Position1, v.Position2 = fyne.NewPos(ox+at, oy), fyne.NewPos(ox+at, oy+side)
		h.Position1, h.Position2 = fyne.NewPos(ox, oy+at), fyne.NewPos(ox+side, oy+at)
		v.StrokeColor, v.StrokeWidth, h.StrokeColor, h.StrokeWidth = fg, w, fg, w
	}
	for x := range 81 {
		cx, cy := ox+float32(x%9)*cell, oy+float32(x/9)*cell
		d.areas[x] = area{fyne.NewPos(cx, cy), fyne.NewPos(cell, cell)}
		b := r.boxes[x]
		b.Move(fyne.NewPos(cx, cy))
		b.Resize(fyne.NewSize(cell, cell))
		b.FillColor = r.highlight(x, color.Transparent)
		removedHere := slices.ContainsFunc(s.removed, func(q csp.Pair) bool { return q.Var == x })
		left := s.domains[x]
		single := s.assigned[x] >= 0 || len(left) == 1 && !removedHere
		t := r.texts[x]
		t.Text = ""
		if single {
			a := left[0]
			if s.assigned[x] >= 0 {
				a = s.assigned[x]
			}
			t.Text, t.TextStyle.Bold, t.Color = p.Label(x, a), p.Values(x) == 1, fg
			if p.Values(x) > 1 {
				t.Color = theme.Color(theme.ColorNamePrimary)
			}
		}
		centreText(t, cx+cell/2, cy+cell/2, cell*0.62)
		for a := range 9 {
			o := r.small[x*9+a]
			o.Text, o.Color = "", fg
			centreText(o, 0, 0, cell/3*0.8)
			o.Hide()
		}
		if single {
			continue
		}
		for a := range p.Values(x) {
			digit, _ := strconv.Atoi(p.Label(x, a))
			if digit < 1 || digit > 9 {
				continue
			}
			o := r.small[x*9+digit-1]
			o.Text = p.Label(x, a)
			switch {
			case slices.Contains(s.removed, csp.Pair{Var: x, Value: a}):
				o.Color, o.TextStyle.Bold = gone, true
			case slices.Contains(left, a):
				o.Color, o.TextStyle.Bold = fg, false
			default:
				continue
			}
			sx, sy := cx+(float32((digit-1)%3)+0.5)*cell/3, cy+(float32((digit-1)/3)+0.5)*cell/3
			centreText(o, sx, sy, cell/3*0.8)
			o.Show()
		}
	}
}

func (r *drawRenderer) makeQueens() {
	n := r.d.rec.p.Vars()
	for range n * n {
		r.boxes = append(r.boxes, canvas.NewRectangle(color.Transparent))
		r.small = append(r.small, newText(true))
	}
	for range n {
		r.tags = append(r.tags, newText(true))
	}
}

// Squares of the board.
var (
	lightSquare = color.NRGBA{R: 0xf0, G: 0xe6, B: 0xd2, A: 0xff}
	darkSquare  = color.NRGBA{R: 0xc8, G: 0xa8, B: 0x80, A: 0xff}
	ink         = color.NRGBA{R: 0x20, G: 0x20, B: 0x20, A: 0xff}
)

func (r *drawRenderer) drawQueens(size fyne.Size) {
	d, s, p := r.d, r.d.snap, r.d.rec.p
	n := p.Vars()
	px := theme.TextSize()
	side := min(size.Width, size.Height-2*px) - 4
	sq := side / float32(n)
	ox, oy := (size.Width-side)/2, (size.Height-2*px-side)/2
	for col := range n {
		d.areas[col] = area{fyne.NewPos(ox+float32(col)*sq, oy), fyne.NewPos(sq, side+2*px)}
		t := r.tags[col]
		t.Text, t.Color = p.Name(col), theme.Color(theme.ColorNameForeground)
		centreText(t, ox+(float32(col)+0.5)*sq, oy+side+px, px)
		for row := range n {
			b := r.boxes[row*n+col]
			b.Move(fyne.NewPos(ox+float32(col)*sq, oy+float32(row)*sq))
			b.Resize(fyne.NewSize(sq, sq))
			base := lightSquare
			if (row+col)%2 == 1 {
				base = darkSquare
			}
			b.FillColor = r.highlight(col, base)
			o := r.small[row*n+col]
			o.Text, o.Color = "", ink
			mark := sq * 0.6
			switch {
			case s.assigned[col] == row:
				o.Text = "Q"
				if slices.Contains(s.conflicts, col) {
					o.Color = gone
				}
			case slices.Contains(s.removed, csp.Pair{Var: col, Value: row}):
				o.Text, o.Color = "×", gone
			case s.assigned[col] < 0 && slices.Contains(s.domains[col], row):
				o.Text, mark = "•", sq*0.45
			}
			centreText(o, ox+(float32(col)+0.5)*sq, oy+(float32(row)+0.5)*sq, mark)
		}
	}
}
