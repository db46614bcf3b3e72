package watch

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
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

// minWidth is the view's minimum width in text sizes: in presentation
// mode it still fits a 1280-pixel screen, and the texts over the columns
// fit in their lines.
const minWidth = 60

// heading is a bold label.
func heading(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.TextStyle.Bold = true
	return l
}

// layout puts the stepper, the node being expanded and its children on
// the left, the frontier and the passes in the middle, and the tree on
// the right, under a header with the subject, how the search ended and
// the engine's tie-breaking rule.
func (v *View[S]) layout() fyne.CanvasObject {
	nodeArea := container.NewBorder(nil, v.Inspector, nil, nil, sized(5*v.puzzle.aspect(), 5, v.node))
	split := container.NewVSplit(nodeArea, v.children.content)
	split.Offset = 0.45
	left := container.NewBorder(container.NewVBox(v.Stepper.Controls(), lines(2, v.stepLabel)), nil, nil, nil, split)
	middle := container.NewBorder(lines(2, v.frontier.counts),
		v.passes.content, nil, nil, kit.Rows(5, func() fyne.CanvasObject { return widget.NewLabel("0") }, v.frontier.table))
	right := container.NewBorder(container.NewVBox(lines(2, v.treeHead), legend()), v.picked.content, nil, nil, v.tree)
	inner := container.NewHSplit(middle, right)
	inner.Offset = 0.55
	outer := container.NewHSplit(container.NewPadded(left), inner)
	outer.Offset = 0.34
	head := container.NewVBox(lines(2, v.status), lines(2, v.tieBreak))
	return kit.AtLeast(minWidth, container.NewBorder(head, nil, nil, nil, outer))
}

// lines wraps a label that wraps its words so that it always takes n
// lines of height, however narrow the window: a label that grew as the
// window narrowed would push the view off the screen. Its text must fit
// in n lines at the window's minimum width.
func lines(n int, l *widget.Label) fyne.CanvasObject {
	return &fyne.Container{Layout: linesLayout{n, l}, Objects: []fyne.CanvasObject{l}}
}

type linesLayout struct {
	n int
	l *widget.Label
}

func (ll linesLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	probe := widget.NewLabel(strings.Repeat("X\n", ll.n-1) + "X")
	probe.TextStyle = ll.l.TextStyle
	return fyne.NewSize(4*theme.TextSize(), probe.MinSize().Height)
}

func (linesLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}
