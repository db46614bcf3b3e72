package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// pairColumns lays objects out as rows of two label–value pairs: label,
// value, label, value. Each label column is as wide as its widest label;
// the value columns share the rest in proportion to the width their texts
// want, so the panel is half as tall as one column of pairs and its
// minimum width does not grow with the numbers it shows.
type pairColumns struct{}

const pairsPerRow = 2

// widths are the widest object of each of the four columns: at its
// minimum size, or, with want, as wide as a label's whole text.
func (pairColumns) widths(objs []fyne.CanvasObject, want bool) (w [2 * pairsPerRow]float32) {
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

func (pairColumns) rowHeight(objs []fyne.CanvasObject, start int) float32 {
	var h float32
	for i := start; i < min(start+2*pairsPerRow, len(objs)); i++ {
		h = max(h, objs[i].MinSize().Height)
	}
	return h
}

// Each column after the first starts an inner padding early: a label's
// own padding is gap enough, and on a projector every pixel counts.
func (l pairColumns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := l.widths(objs, false)
	var h float32
	for i := 0; i < len(objs); i += 2 * pairsPerRow {
		h += l.rowHeight(objs, i)
	}
	return fyne.NewSize(w[0]+w[1]+w[2]+w[3]-3*theme.InnerPadding(), h)
}

func (l pairColumns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w, want := l.widths(objs, false), l.widths(objs, true)
	ip := theme.InnerPadding()
	// The value columns share what the labels leave: each as much as its
	// text wants and half the rest when that fits; in proportion to their
	// texts when it does not.
	room := max(0, size.Width-(w[0]+w[2]-3*ip))
	if need := want[1] + want[3]; need > 0 && need <= room {
		w[1], w[3] = want[1]+(room-need)/2, want[3]+(room-need)/2
	} else if need > 0 {
		w[1], w[3] = room*want[1]/need, room*want[3]/need
	}
	x1 := w[0] - ip
	x2 := x1 + w[1] - ip
	x := [4]float32{0, x1, x2, x2 + w[2] - ip}
	var y float32
	for i := 0; i < len(objs); i += 2 * pairsPerRow {
		h := l.rowHeight(objs, i)
		for c := 0; c < 2*pairsPerRow && i+c < len(objs); c++ {
			objs[i+c].Move(fyne.NewPos(x[c], y))
			objs[i+c].Resize(fyne.NewSize(w[c], h))
		}
		y += h
	}
}
