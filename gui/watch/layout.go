package watch

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// sized wraps a drawing so that its minimum size is w × h text sizes of
// the current theme, whatever the drawing asks for: the tabs' boards and
// nets ask for room to be read across a room, a small copy for less. It
// follows the theme, so presentation mode enlarges it.
func sized(w, h float32, o fyne.CanvasObject) fyne.CanvasObject {
	return &fyne.Container{Layout: sizedLayout{w, h}, Objects: []fyne.CanvasObject{o}}
}

type sizedLayout struct{ w, h float32 }

func (l sizedLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	t := fyne.CurrentApp().Settings().Theme().Size("text")
	return fyne.NewSize(l.w*t, l.h*t)
}

func (sizedLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

// heading is a bold label.
func heading(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.TextStyle.Bold = true
	return l
}

// layout puts the stepper, the node being expanded and its children on
// the left, the frontier and the passes in the middle, and the tree on
// the right, under a header with the subject, the engine's tie-breaking
// rule and how the search ended.
func (v *View[S]) layout() fyne.CanvasObject {
	nodeArea := container.NewBorder(nil, v.Inspector, nil, nil, sized(6, 6, v.node))
	split := container.NewVSplit(nodeArea, v.children.content)
	split.Offset = 0.45
	left := container.NewBorder(container.NewVBox(v.Stepper.Controls(), v.stepLabel), nil, nil, nil, split)
	middle := container.NewBorder(container.NewVBox(heading("Frontier, in pop order"), v.frontier.counts),
		v.passes.content, nil, nil, v.frontier.table)
	right := container.NewBorder(container.NewVBox(v.treeHead, legend()), v.picked.content, nil, nil, v.tree)
	inner := container.NewHSplit(middle, right)
	inner.Offset = 0.45
	outer := container.NewHSplit(container.NewPadded(left), inner)
	outer.Offset = 0.36
	head := container.NewVBox(v.subject, v.tieBreak, v.status)
	return container.NewBorder(head, nil, nil, nil, outer)
}
