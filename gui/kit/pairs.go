package kit

import "fyne.io/fyne/v2"

// pairLayout lays objects out as label–value rows: the first column as
// wide as its widest label, the second taking the rest.
type pairLayout struct{}

func newPairLayout() fyne.Layout { return pairLayout{} }

func (pairLayout) widths(objs []fyne.CanvasObject) (float32, float32) {
	var a, b float32
	for i, o := range objs {
		w := o.MinSize().Width
		if i%2 == 0 {
			a = max(a, w)
		} else {
			b = max(b, w)
		}
	}
	return a, b
}

func (l pairLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	a, b := l.widths(objs)
	var h float32
	for i := 0; i+1 < len(objs); i += 2 {
		h += max(objs[i].MinSize().Height, objs[i+1].MinSize().Height)
	}
	return fyne.NewSize(a+b, h)
}

func (l pairLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	a, _ := l.widths(objs)
	var y float32
	for i := 0; i+1 < len(objs); i += 2 {
		h := max(objs[i].MinSize().Height, objs[i+1].MinSize().Height)
		objs[i].Move(fyne.NewPos(0, y))
		objs[i].Resize(fyne.NewSize(a, h))
		objs[i+1].Move(fyne.NewPos(a, y))
		objs[i+1].Resize(fyne.NewSize(size.Width-a, h))
		y += h
	}
}
