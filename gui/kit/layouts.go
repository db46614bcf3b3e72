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
