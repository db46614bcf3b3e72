package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// AtLeast wraps o so that it is never narrower than ems times the text
// size of the current theme: a slider squeezed by a narrow window would
// shrink to its knob, and a label whose text changes would make its
// neighbours jump. It follows the theme, so presentation mode widens it.
func AtLeast(ems float32, o fyne.CanvasObject) fyne.CanvasObject {
	return &fyne.Container{Layout: atLeast{ems}, Objects: []fyne.CanvasObject{o}}
}

type atLeast struct{ ems float32 }

func (l atLeast) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	return fyne.NewSize(max(m.Width, l.ems*theme.TextSize()), m.Height)
}

func (atLeast) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

// Rows wraps a list or table so that it is never shorter than rows of
// its rows, each row as tall as the object row() makes: a window at its
// smallest still shows several.
func Rows(rows float32, row func() fyne.CanvasObject, o fyne.CanvasObject) fyne.CanvasObject {
	return &fyne.Container{Layout: minRows{rows, row}, Objects: []fyne.CanvasObject{o}}
}

type minRows struct {
	rows float32
	row  func() fyne.CanvasObject
}

func (l minRows) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := l.rows * (l.row().MinSize().Height + theme.SeparatorThicknessSize())
	return fyne.NewSize(objs[0].MinSize().Width, max(h, objs[0].MinSize().Height))
}

func (minRows) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

// flow lays out equal cells, up to n a row, as many as the width holds
// without cutting an object's words but never fewer than least, and more
// rows where it holds fewer. Its least width holds least cells; its least
// height is the rows it needs at the width it has.
type flow struct {
	n, least int
	c        *fyne.Container
}

// fit is the number of columns at width and the cells' size; a width of
// 0 (not laid out yet) gives n columns.
func (f *flow) fit(objs []fyne.CanvasObject, width float32) (cols int, cell fyne.Size) {
	pad := theme.Padding()
	for _, o := range objs {
		cell = cell.Max(o.MinSize())
	}
	cols = f.n
	for width > 0 && cols > f.least && float32(cols)*cell.Width+float32(cols-1)*pad > width+0.5 {
		cols--
	}
	if width > 0 {
		cell.Width = (width - float32(cols-1)*pad) / float32(cols)
	}
	return cols, cell
}

func visibleOnly(objs []fyne.CanvasObject) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, o := range objs {
		if o.Visible() {
			out = append(out, o)
		}
	}
	return out
}

func (f *flow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	objs = visibleOnly(objs)
	cols, cell := f.fit(objs, f.c.Size().Width)
	rows := (len(objs) + cols - 1) / cols
	var widest float32
	for _, o := range objs {
		widest = max(widest, o.MinSize().Width)
	}
	least := float32(f.least)
	pad := theme.Padding()
	return fyne.NewSize(least*widest+(least-1)*pad, float32(rows)*cell.Height+float32(max(rows-1, 0))*pad)
}

func (f *flow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs = visibleOnly(objs)
	cols, cell := f.fit(objs, size.Width)
	pad := theme.Padding()
	for k, o := range objs {
		o.Move(fyne.NewPos(float32(k%cols)*(cell.Width+pad), float32(k/cols)*(cell.Height+pad)))
		o.Resize(cell)
	}
}
