package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// pairColumns lays objects out as rows of two label–value pairs (label,
// value, label, value) where the width holds every text whole, else as
// rows of one pair: on a projector's narrow column the panel grows taller
// rather than cut its numbers short. Each label column is as wide as its
// widest label; the value columns share the rest in proportion to the
// width their texts want, so that the panel's least width does not grow
// with the numbers it shows.
type pairColumns struct {
	// samples are the longest values each value column of two pairs a
	// row may show: the arrangement follows the width alone, not the
	// numbers on show, so that a result coming moves nothing.
	samples [pairsPerRow]string
	width   float32 // the width last laid out; 0 before
}

const pairsPerRow = 2

// widths are the widest object of each of the columns of n pairs a row:
// at its minimum size, or, with want, as wide as a label's whole text.
func (pairColumns) widths(objs []fyne.CanvasObject, n int, want bool) []float32 {
	w := make([]float32, 2*n)
	for i, o := range objs {
		width := o.MinSize().Width
		if l, ok := o.(*widget.Label); ok && want {
			// a little more than the text: a label cuts its text short at its exact width
			width = fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle).Width + 2*theme.InnerPadding() + theme.Padding()
		}
		w[i%len(w)] = max(w[i%len(w)], width)
	}
	return w
}

// perRow is the number of pairs a row at width: two where every text
// fits whole, else one.
func (l *pairColumns) perRow(objs []fyne.CanvasObject, width float32) int {
	if width <= 0 {
		return pairsPerRow
	}
	want := l.widths(objs, pairsPerRow, true)
	for c, sample := range l.samples {
		want[2*c+1] = max(want[2*c+1], fyne.MeasureText(sample, theme.TextSize(), fyne.TextStyle{}).Width+2*theme.InnerPadding()+theme.Padding())
	}
	if sum(want)-float32(len(want)-1)*theme.InnerPadding() <= width+0.5 {
		return pairsPerRow
	}
	return 1
}

func sum(w []float32) (s float32) {
	for _, x := range w {
		s += x
	}
	return s
}

func (pairColumns) rowHeight(objs []fyne.CanvasObject, start, n int) float32 {
	var h float32
	for i := start; i < min(start+2*n, len(objs)); i++ {
		h = max(h, objs[i].MinSize().Height)
	}
	return h
}

// Each column after the first starts an inner padding early: a label's
// own padding is gap enough, and on a projector every pixel counts.
func (l *pairColumns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	n := l.perRow(objs, l.width)
	w := l.widths(objs, n, false)
	var h float32
	for i := 0; i < len(objs); i += 2 * n {
		h += l.rowHeight(objs, i, n)
	}
	return fyne.NewSize(sum(w)-float32(len(w)-1)*theme.InnerPadding(), h)
}

func (l *pairColumns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	n := l.perRow(objs, size.Width)
	w, want := l.widths(objs, n, false), l.widths(objs, n, true)
	ip := theme.InnerPadding()
	// The value columns share what the labels leave: each as much as its
	// text wants and an equal share of the rest when that fits; in
	// proportion to their texts when it does not.
	var labels, need float32
	for c := 0; c < len(w); c += 2 {
		labels += w[c]
		need += want[c+1]
	}
	room := max(0, size.Width-(labels-float32(len(w)-1)*ip))
	for c := 1; c < len(w); c += 2 {
		switch {
		case need > 0 && need <= room:
			w[c] = want[c] + (room-need)/float32(n)
		case need > 0:
			w[c] = room * want[c] / need
		}
	}
	x := make([]float32, len(w))
	for c := 1; c < len(w); c++ {
		x[c] = x[c-1] + w[c-1] - ip
	}
	if n == 1 {
		// One pair a row: the first column's pairs, then the second's,
		// as they read down two a row.
		objs = columnFirst(objs)
	}
	var y float32
	for i := 0; i < len(objs); i += 2 * n {
		h := l.rowHeight(objs, i, n)
		for c := 0; c < 2*n && i+c < len(objs); c++ {
			objs[i+c].Move(fyne.NewPos(x[c], y))
			objs[i+c].Resize(fyne.NewSize(w[c], h))
		}
		y += h
	}
}

// columnFirst is objs, pairs laid out two a row, in the order of their
// columns.
func columnFirst(objs []fyne.CanvasObject) []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, 0, len(objs))
	for c := range pairsPerRow {
		for p := 2 * c; p+1 < len(objs); p += 2 * pairsPerRow {
			out = append(out, objs[p], objs[p+1])
		}
	}
	return out
}
